import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { locales } from '../../../i18n/locales.ts';
import { dataFiles } from '../../schemas/index.ts';
import { buildPages } from './pages-config.ts';
import { planSet } from './plan-set.ts';
import { createRandom } from './random.ts';
import {
	renderCities,
	renderProjects,
	renderPropertyTypes,
	renderTree,
} from './render-catalogue.ts';
import { renderArticles, renderTestimonials } from './render-content.ts';
import { renderProperty } from './render-property.ts';
import { buildSiteConfig } from './site-config.ts';

/** Options of the generator: how many listings (project units included) and the seed. */
export type GenerateOptions = { properties: number; seed: number | string };

/** Default size and seed of the committed demo set. */
export const defaultOptions: GenerateOptions = { properties: 150, seed: 2026 };

/** A generated export: one JSON value per data file key of `dataFiles`. */
export type GeneratedData = Record<keyof typeof dataFiles, unknown>;

/** Generates a complete, valid data set; the same options always give the same output. */
export function generateDataSet(options: GenerateOptions = defaultOptions): GeneratedData {
	if (!Number.isInteger(options.properties) || options.properties < 1) {
		throw new Error(`--properties must be a whole number of at least 1, got ${options.properties}`);
	}
	const random = createRandom(options.seed);
	const plan = planSet(random, options.properties);
	return {
		properties: locales.flatMap((locale) =>
			plan.listings.map((listing) => renderProperty(listing, locale)),
		),
		projects: renderProjects(plan.projects, plan.listings),
		propertyTypes: renderPropertyTypes(),
		cities: renderCities(plan.listings),
		tree: renderTree(),
		site: buildSiteConfig(),
		pages: buildPages(),
		articles: renderArticles(),
		testimonials: renderTestimonials(),
	};
}

/** Writes a generated set into `dir` as tab-indented JSON, one file per data file; returns the paths. */
export async function writeDataSet(dir: string, data: GeneratedData): Promise<string[]> {
	await mkdir(dir, { recursive: true });
	const written: string[] = [];
	for (const [key, spec] of Object.entries(dataFiles)) {
		const path = join(dir, spec.file);
		await writeFile(
			path,
			`${JSON.stringify(data[key as keyof GeneratedData], null, '\t')}\n`,
			'utf8',
		);
		written.push(path);
	}
	return written;
}
