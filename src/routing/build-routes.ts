import type { Locale } from '../../i18n/locales.ts';
import { hiddenCitySegment, listOfRecord, recordPaths, type OtherLocale, type PageKey, type SlashPath } from '../../i18n/paths.ts';
import { slugify } from '../lib/domain/text.ts';
import { isForSale } from '../lib/domain/goal.ts';
import { DataError } from '../lib/data/parse-data.ts';
import { dataFiles } from '../schemas/index.ts';

/** What the route builder needs of a listing, per language. */
export type ListingRef = { ID: number; Language: Locale; Goal: number; City: string; Title: string; ProjectID?: number | null | undefined; PublishAddress?: boolean };
/** What the route builder needs of an article, per language. */
export type ArticleRef = { ID: number; Language: Locale; Category: string; SubCategory?: string | null | undefined; Name: string };
/** What the route builder needs of a project, per language. */
export type ProjectRef = { ID: number; Language: Locale; City: string; Title: string; PublicAddress?: boolean };

/** A page of the site in one language, with its path and its equivalents in every language. */
export type Route =
	| { kind: 'page'; key: PageKey; page: number; locale: Locale; path: string; alternates: Record<Locale, string> }
	| { kind: 'property'; id: number; locale: Locale; path: string; alternates: Record<Locale, string> }
	| { kind: 'project'; id: number; locale: Locale; path: string; alternates: Record<Locale, string> }
	| { kind: 'testimonial'; id: number; locale: Locale; path: string; alternates: Record<Locale, string> }
	| { kind: 'article'; id: number; locale: Locale; path: string; alternates: Record<Locale, string> };

/** Inputs of the route builder: the path table, languages and the records that get a page. */
export type RouteInputs = {
	table: Record<PageKey, Record<OtherLocale, SlashPath>>;
	locales: readonly Locale[];
	listings: readonly ListingRef[];
	projects: readonly ProjectRef[];
	testimonialIds: readonly number[];
	/** Articles that get a page of their own (spec §2: path from category, sub-category and name). */
	articles: readonly ArticleRef[];
	/** Table pages that are not built (spec §4 "Pages: Published": a page whose record is Draft). */
	hiddenPages?: ReadonlySet<PageKey>;
	/** Number of list pages per paginated key (for-sale, for-rent), at least 1. */
	listPages: Partial<Record<PageKey, number>>;
	/** Site config `hideCity`: a record whose address is not published gets a neutral city segment. */
	hideCity?: boolean;
	/** The export's folder, named in a DataError. */
	dir?: string;
};

/**
 * The path of a table page in one language, with an optional page number for lists.
 * @example localizePath(pathTable, '/for-sale/', 'fr', 2) // => '/fr/a-vendre/2/'
 */
export function localizePath(
	table: RouteInputs['table'],
	key: PageKey,
	locale: Locale,
	page = 1,
): string {
	const base = locale === 'nl' ? key : table[key][locale];
	return page > 1 ? `${base}${page}/` : base;
}

/** Finds a record's title in the language, falling back to Dutch when that language has none. */
function titleIn<T extends { ID: number; Language: Locale; Title: string }>(byLang: Map<Locale, T>, locale: Locale): string {
	const own = byLang.get(locale)?.Title ?? '';
	return own.trim() !== '' ? own : (byLang.get('nl')?.Title ?? '');
}

/** Groups per-language records by ID. */
function groupById<T extends { ID: number; Language: Locale }>(records: readonly T[]): Map<number, Map<Locale, T>> {
	const groups = new Map<number, Map<Locale, T>>();
	for (const record of records) {
		const group = groups.get(record.ID) ?? new Map<Locale, T>();
		group.set(record.Language, record);
		groups.set(record.ID, group);
	}
	return groups;
}

/**
 * Fills a record path pattern of the path table.
 * @example fillPath('{list}{city}/{slug}/{id}/', { list: '/fr/a-vendre/', city: 'Liège', slug: 'Maison 4 façades', id: 7 })
 * // => '/fr/a-vendre/liege/maison-4-facades/7/'
 */
export function fillPath(
	pattern: string,
	vars: { list: string; id: number; city?: string; slug?: string; category?: string; sub?: string | null; name?: string },
): string {
	return pattern
		.replace('{list}', vars.list)
		.replace('{category}', slugify(vars.category ?? ''))
		.replace('{sub}', vars.sub ? `${slugify(vars.sub)}/` : '')
		.replace('{name}', slugify(vars.name ?? ''))
		.replace('{city}', slugify(vars.city ?? '') || 'city')
		.replace('{slug}', slugify(vars.slug ?? '') || 'detail')
		.replace('{id}', String(vars.id));
}

/** The path of a record in one language from the record path patterns. */
function recordPath(kind: keyof typeof recordPaths, list: string, locale: Locale, vars: Omit<Parameters<typeof fillPath>[1], 'list'>): string {
	return fillPath(locale === 'nl' ? recordPaths[kind].nl : recordPaths[kind].other, { ...vars, list });
}

/**
 * The city a record's path shows in a language: its own, or the language's neutral segment when
 * the site hides the city of a record whose address is not published (an absent flag counts as published).
 * @example cityInPath('Huy', false, 'fr', true) // => 'adresse-sur-demande'
 */
export function cityInPath(city: string, published: boolean | undefined, locale: Locale, hideCity: boolean): string {
	return hideCity && published === false && locale !== 'nl' ? hiddenCitySegment[locale] : city;
}

/** Every route of the site: table pages (and list pages 2..n) but hidden ones, and one page per record, in each language. */
export function buildRoutes(inputs: RouteInputs): Route[] {
	const { table, locales } = inputs;
	const hideCity = inputs.hideCity ?? false;
	const hidden = inputs.hiddenPages ?? new Set<PageKey>();
	const all = (pathOf: (locale: Locale) => string) =>
		Object.fromEntries(locales.map((l) => [l, pathOf(l)])) as Record<Locale, string>;
	const routes: Route[] = [];

	for (const key of (Object.keys(table) as PageKey[]).filter((k) => !hidden.has(k))) {
		const pages = inputs.listPages[key] ?? 1;
		for (let page = 1; page <= pages; page++) {
			const alternates = all((l) => localizePath(table, key, l, page));
			for (const locale of locales) routes.push({ kind: 'page', key, page, locale, path: alternates[locale], alternates });
		}
	}

	for (const [id, byLang] of groupById(inputs.listings)) {
		const alternates = all((locale) => {
			const record = byLang.get(locale) ?? byLang.get('nl') ?? [...byLang.values()][0]!;
			const list = record.ProjectID != null ? listOfRecord.unit : isForSale(record.Goal) ? listOfRecord.sale : listOfRecord.rent;
			return recordPath('property', localizePath(table, list, locale), locale, { id, city: cityInPath(record.City, record.PublishAddress, locale, hideCity), slug: titleIn(byLang, locale) });
		});
		for (const locale of locales) routes.push({ kind: 'property', id, locale, path: alternates[locale], alternates });
	}

	for (const [id, byLang] of groupById(inputs.projects)) {
		const alternates = all((locale) => {
			const record = byLang.get(locale) ?? byLang.get('nl') ?? [...byLang.values()][0]!;
			return recordPath('project', localizePath(table, listOfRecord.project, locale), locale, { id, city: cityInPath(record.City, record.PublicAddress, locale, hideCity), slug: titleIn(byLang, locale) });
		});
		for (const locale of locales) routes.push({ kind: 'project', id, locale, path: alternates[locale], alternates });
	}

	for (const id of inputs.testimonialIds) {
		const alternates = all((locale) => recordPath('testimonial', localizePath(table, listOfRecord.testimonial, locale), locale, { id }));
		for (const locale of locales) routes.push({ kind: 'testimonial', id, locale, path: alternates[locale], alternates });
	}

	for (const [id, byLang] of groupById(inputs.articles)) {
		const alternates = all((locale) => {
			const a = byLang.get(locale) ?? byLang.get('nl') ?? [...byLang.values()][0]!;
			return recordPath('article', localizePath(table, listOfRecord.article, locale), locale, { id, category: a.Category, sub: a.SubCategory, name: a.Name });
		});
		for (const locale of locales) routes.push({ kind: 'article', id, locale, path: alternates[locale], alternates });
	}

	assertUnique(routes, inputs.dir ?? 'data');
	return routes;
}

/**
 * Fails the build when two routes would write the same path, with a DataError that names the data
 * file, the record and the fields its path is made of (two articles whose names differ only by
 * punctuation: "Vente" and "Vente!").
 */
function assertUnique(routes: readonly Route[], dir: string): void {
	const seen = new Map<string, Route>();
	for (const route of routes) {
		const other = seen.get(route.path);
		if (other) {
			const place = placeOf(route);
			throw new DataError([{ ...place, message: `Two pages share the path ${route.path}: ${describe(other)} and ${describe(route)}` }], dir);
		}
		seen.set(route.path, route);
	}
}

const describe = (route: Route) => (route.kind === 'page' ? `page ${route.key}` : `${route.kind} ${route.id}`);

/** The data file, record and fields a route's path is made of. */
function placeOf(route: Route): { file: string; record: string; path: string } {
	const record = `record ${route.kind === 'page' ? route.key : route.id} (${route.locale})`;
	switch (route.kind) {
		case 'article':
			return { file: dataFiles.articles.file, record, path: 'Category, SubCategory, Name' };
		case 'property':
			return { file: dataFiles.properties.file, record, path: 'City, Title' };
		case 'project':
			return { file: dataFiles.projects.file, record, path: 'City, Title' };
		case 'testimonial':
			return { file: dataFiles.testimonials.file, record, path: 'ID' };
		case 'page':
			return { file: dataFiles.pages.file, record, path: 'path' };
	}
}
