import * as v from 'valibot';
import { DateSchema, IdSchema, LocaleSchema, LocalizedTextSchema, PhotoSchema, StatusSchema, opt } from './common.ts';
import { slugify } from '../lib/domain/text.ts';

/** Kinds of content a page module shows (spec §2 relation type). */
export const relationTypes = ['article', 'category', 'property-list', 'contact'] as const;

/** How a module lays out its items (spec §2 view type). */
export const viewTypes = ['single', 'list', 'card', 'collapse'] as const;

const ColumnSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12));

/** A block of a page on the 12-column grid (spec §2 modules). */
export const ModuleSchema = v.object({
	id: v.pipe(v.string(), v.minLength(1)),
	position: v.pipe(v.number(), v.integer(), v.minValue(0)),
	span: ColumnSchema,
	columnWidths: v.object({ sm: ColumnSchema, md: ColumnSchema, lg: ColumnSchema }),
	viewType: v.picklist(viewTypes, `Invalid view: expected ${viewTypes.join(', ')}`),
	relationType: v.picklist(relationTypes),
	relation: opt(v.string()),
	title: opt(LocalizedTextSchema),
	status: StatusSchema,
});

/** Search-engine title and description of a page in one language. */
const SeoSchema = v.object({ title: v.string(), description: v.string() });

/** A configured page: titles and SEO per language and its modules (spec §2 configured pages). */
export const PageSchema = v.object({
	id: v.pipe(v.string(), v.minLength(1)),
	path: v.pipe(v.string(), v.regex(/^\/([^\s]*\/)?$/, 'path must start and end with /')),
	status: StatusSchema,
	title: LocalizedTextSchema,
	seo: v.object({ nl: SeoSchema, fr: SeoSchema, en: SeoSchema, de: SeoSchema }),
	modules: v.array(ModuleSchema),
});

/**
 * A name an article's path is made of (spec §2: category, sub-category and name, by the slug
 * rule): it needs a letter or a digit, or the path has an empty segment ("?!" gave /nos-services//).
 */
const pathPartMessage = 'Has no letter or digit for the article’s path (spec §2 slug rule)';
const PathPartSchema = v.pipe(
	v.string(),
	v.minLength(1),
	v.check((text) => slugify(text) !== '', pathPartMessage),
);

/** An article in one language; its path is built from category, sub-category and name (spec §2). */
export const ArticleSchema = v.object({
	ID: IdSchema,
	Language: LocaleSchema,
	Category: PathPartSchema,
	SubCategory: opt(v.pipe(v.string(), v.check((text) => text === '' || slugify(text) !== '', pathPartMessage))),
	Name: PathPartSchema,
	Title: v.string(),
	Summary: v.string(),
	Body: v.array(v.string()),
	Image: opt(PhotoSchema),
	Position: v.pipe(v.number(), v.integer(), v.minValue(0)),
	Status: StatusSchema,
});

/** A client's testimonial in one language. */
export const TestimonialSchema = v.object({
	ID: IdSchema,
	Language: LocaleSchema,
	Name: v.pipe(v.string(), v.minLength(1)),
	City: v.string(),
	Text: v.string(),
	Rating: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
	Date: DateSchema,
	Status: StatusSchema,
});

export type PageModule = v.InferOutput<typeof ModuleSchema>;
export type Page = v.InferOutput<typeof PageSchema>;
export type Article = v.InferOutput<typeof ArticleSchema>;
export type Testimonial = v.InferOutput<typeof TestimonialSchema>;
export type RelationType = (typeof relationTypes)[number];
export type ViewType = (typeof viewTypes)[number];
