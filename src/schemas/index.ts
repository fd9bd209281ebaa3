import * as v from 'valibot';
import { CitySchema, ProjectSchema, PropertyTypeSchema, TreeNodeSchema } from './catalogue.ts';
import { ArticleSchema, PageSchema, TestimonialSchema } from './content.ts';
import { PropertySchema } from './property.ts';
import { SiteConfigSchema } from './site.ts';
import { textOf } from '../lib/text-of.ts';

export * from './common.ts';
export * from './property.ts';
export * from './catalogue.ts';
export * from './content.ts';
export * from './site.ts';
export * from './client.ts';

/** How one data file is read: its schema per record and how a record is named in errors. */
type DataFile<S extends v.GenericSchema> = {
	file: string;
	record: S;
	/** Whether the file holds one object rather than a list of records. */
	single?: true;
	/** The words that name a record in an error message, read from the raw (unvalidated) record. */
	nameRecord: (raw: Record<string, unknown>, index: number) => string;
};

const byId = (raw: Record<string, unknown>, index: number) => {
	const id = raw['ID'] ?? raw['id'];
	const lang = typeof raw['Language'] === 'string' ? ` (${raw['Language']})` : '';
	return id === undefined ? `record #${index + 1}` : `record ${textOf(id)}${lang}`;
};

/** Every file of the CRM export in data/, with its schema (design: data/*.json parsed once at build). */
export const dataFiles = {
	properties: { file: 'properties.json', record: PropertySchema, nameRecord: byId },
	projects: { file: 'projects.json', record: ProjectSchema, nameRecord: byId },
	propertyTypes: { file: 'property-types.json', record: PropertyTypeSchema, nameRecord: byId },
	cities: {
		file: 'cities.json',
		record: CitySchema,
		nameRecord: (raw, index) =>
			raw['Zip'] === undefined ? `record #${index + 1}` : `city ${textOf(raw['Zip'])} (${textOf(raw['Language'])})`,
	},
	tree: { file: 'tree.json', record: TreeNodeSchema, nameRecord: byId },
	site: { file: 'site.json', record: SiteConfigSchema, single: true, nameRecord: (_raw: Record<string, unknown>, _index: number) => 'site config' },
	pages: { file: 'pages.json', record: PageSchema, nameRecord: byId },
	articles: { file: 'articles.json', record: ArticleSchema, nameRecord: byId },
	testimonials: { file: 'testimonials.json', record: TestimonialSchema, nameRecord: byId },
} as const satisfies Record<string, DataFile<v.GenericSchema>>;

type Files = typeof dataFiles;

/** The whole validated export, one typed value per data file. */
export type DataSet = {
	[K in keyof Files]: Files[K] extends { single: true }
		? v.InferOutput<Files[K]['record']>
		: v.InferOutput<Files[K]['record']>[];
};
