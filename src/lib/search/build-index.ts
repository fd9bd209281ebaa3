/**
 * Builds the search index of one language (spec §2 search block, §3 types and city list, §5
 * search): a minisearch index of the listings plus the property types and cities with their
 * computed sale and rent counts. Written at build time as static JSON, loaded on first focus.
 *
 * Choices where the spec is silent:
 * - A count is what its link lists: the listings of the sale or rent list page (`listMembers`,
 *   sold, rented and under offer ones included, as the lists show them), counted by the list
 *   filter's own rules (`typeOptions`, `cityOptions`). A type offered for one goal only counts 0
 *   for the other, whose list cannot filter on it.
 * - The cities are those of the two lists, named as the list filter names them (the city of the
 *   listing's record in the language), so a city with no listing is never offered and a city's
 *   link always finds its choice on the list.
 * - A city carries its names in the other languages (`cities.json`) as aliases, and a listing's
 *   zip is indexed with its city words: a typed zip or alias finds the listings (`city-aliases.ts`).
 * - With the city hidden (site config `hideCity`, spec §5 address rule) a property whose address
 *   is not published has no place in the dropdown: its row carries no zip and city. Its city
 *   words are still indexed, as the list filter finds it by city too.
 * - Every listing with a page is indexed, sold and rented ones too, so a reference id still
 *   finds its page. Types come in the language, else in Dutch.
 * - A title that falls back to another language (the German titles are empty: Dutch) carries that
 *   language at the end of its row, so the dropdown marks it with `lang` as the pages mark their
 *   fallbacks; a title in the index language carries nothing.
 */
import MiniSearch, { type AsPlainObject } from 'minisearch';
import { localeInfo, type Locale } from '../../../i18n/locales.ts';
import type { Goal } from '../domain/goal.ts';
import { truncateTitle } from '../domain/text.ts';
import { filterFieldsOf, listMembers, shownFilterFieldsOf } from '../listing/list-members.ts';
import { cityValue } from '../listing/filter.ts';
import { cityOptions, typeOptions } from '../listing/options.ts';
import { createCityAliases, type CityName } from './city-aliases.ts';
import { foldText, searchIndexOptions, type PropertyRow, type WordDoc } from './search-options.ts';

/** What the index needs of a listing (one record per language). */
export type IndexListing = {
	ID: number;
	Language: Locale;
	Goal: number;
	Title: string;
	City: string;
	Zip: string;
	WebID: number;
	WebIDs: string;
	RecordFile: string;
	PublishAddress: boolean;
	/** 10 Belgium, 50 Luxembourg (spec §9). */
	CountryID: number;
};

/** What the index needs of a property type (per language). */
export type IndexType = {
	Language: Locale;
	WebID: number;
	Name: string;
	ShowOrder: number;
	Sale: boolean;
	Rent: boolean;
};

/** Listings on the sale list and on the rent list. */
export type GoalCounts = { sale: number; rent: number };

/** A property type of the dropdown; `offered` follows its Sale and Rent flags. */
export type SearchType = {
	name: string;
	webId: number;
	order: number;
	offered: 'sale' | 'rent' | 'both';
} & GoalCounts;

/**
 * A city of the dropdown; `search` is the accent-stripped, lowercased name (spec §3 SearchName),
 * `aliases` its other names folded (other languages, German without umlauts; `city-aliases.ts`),
 * only when it has some; `term` the index term of its listings when its zip alone does not name
 * them (`placeTerm`).
 */
export type SearchCity = { name: string; zip: string; search: string; aliases?: string[]; term?: string } & GoalCounts;

/**
 * The static JSON of one language: types and cities, the properties as rows of what the
 * dropdown shows (by ID), and the minisearch index of their title and city words. Its document
 * ids are the rows, 0 to n-1, so its id table (a sixth of the file once compressed) is left out
 * and rebuilt on load (`loadSearchIndex`).
 */
export type SearchIndexFile = {
	locale: Locale;
	types: SearchType[];
	cities: SearchCity[];
	properties: PropertyRow[];
	index: Omit<AsPlainObject, 'documentIds'>;
};

/** Inputs: the whole data set (every language) and the path of a listing's page in the language. */
export type IndexInputs = {
	locale: Locale;
	listings: readonly IndexListing[];
	types: readonly IndexType[];
	pathOf: (id: number) => string;
	/** Site config `hideCity`: no place for a property whose address is not published. */
	hideCity: boolean;
	/** The records of `cities.json` (every language), whose other names become aliases. */
	cityNames?: readonly CityName[];
};

/** Picks per ID the record in the language, else the Dutch one, else any. */
function recordsIn<T extends { ID: number; Language: Locale }>(
	records: readonly T[],
	locale: Locale,
): T[] {
	const byId = new Map<number, T>();
	for (const r of records) {
		const seen = byId.get(r.ID);
		if (!seen || r.Language === locale || (r.Language === 'nl' && seen.Language !== locale))
			byId.set(r.ID, r);
	}
	return [...byId.values()];
}

/** The records of the language, else the Dutch ones. */
const inLanguage = <T extends { Language: Locale }>(records: readonly T[], locale: Locale): T[] => {
	const own = records.filter((r) => r.Language === locale);
	return own.length > 0 ? own : records.filter((r) => r.Language === 'nl');
};

/** The lists of both goals in a language (`listMembers`: the records the list pages show). */
function listsIn(listings: readonly IndexListing[], locale: Locale): Record<Goal, readonly IndexListing[]> {
	return { sale: listMembers(listings, 'sale', locale), rent: listMembers(listings, 'rent', locale) };
}

/**
 * The property types of the dropdown in a language, with the listings of each type on the sale
 * and on the rent list: part of the index file, and given to the search box with the page, so the
 * types show on focus before the index has loaded.
 */
export function searchTypes({ locale, listings, types }: Pick<IndexInputs, 'locale' | 'listings' | 'types'>): SearchType[] {
	return typesWithCounts(listsIn(listings, locale), types, locale);
}

/** The types of a language with the counts of the list filter's type choices on each list. */
function typesWithCounts(lists: Record<Goal, readonly IndexListing[]>, types: readonly IndexType[], locale: Locale): SearchType[] {
	const named = inLanguage(types, locale);
	const countsOf = (goal: Goal) =>
		new Map(typeOptions(named, lists[goal].map(filterFieldsOf), goal).map((t) => [t.webId, t.count]));
	const sale = countsOf('sale');
	const rent = countsOf('rent');
	return named
		.filter((t) => t.Sale || t.Rent)
		.map((t) => ({
			name: t.Name,
			webId: t.WebID,
			order: t.ShowOrder,
			offered: t.Sale && t.Rent ? ('both' as const) : t.Sale ? ('sale' as const) : ('rent' as const),
			sale: sale.get(t.WebID) ?? 0,
			rent: rent.get(t.WebID) ?? 0,
		}));
}

/**
 * The zips of places in more than one country among the listings: Belgium and Luxembourg both
 * number with four digits (4050 is Chaudfontaine and Esch-sur-Alzette, 3590 Diepenbeek and
 * Dudelange).
 */
function sharedZips(listings: readonly IndexListing[]): Set<string> {
	const countries = new Map<string, number>();
	const shared = new Set<string>();
	for (const l of listings) {
		const seen = countries.get(l.Zip);
		if (seen === undefined) countries.set(l.Zip, l.CountryID);
		else if (seen !== l.CountryID) shared.add(l.Zip);
	}
	return shared;
}

/**
 * The index term that names the listings of a place when its zip alone does not: the zip and its
 * country, so that a Luxembourg town's other names find its listings and not those of the Belgian
 * town with the same zip. One word of digits and letters, which the tokenizer keeps whole.
 * @example placeTerm('4050', 50) // => '4050lu'
 */
export const placeTerm = (zip: string, country: number): string => `${zip}${country === 50 ? 'lu' : 'be'}`;

/** The cities of the two lists, with the count of each list filter's city choice. */
function citiesWithCounts(
	lists: Record<Goal, readonly IndexListing[]>,
	locale: Locale,
	aliasesOf: (name: string, zip: string) => string[],
	hideCity: boolean,
	shared: ReadonlySet<string>,
): SearchCity[] {
	const byValue = new Map<string, SearchCity>();
	const countryOf = new Map<string, number>();
	for (const goal of ['sale', 'rent'] as const) for (const l of lists[goal]) countryOf.set(cityValue(l.City, l.Zip), l.CountryID);
	for (const goal of ['sale', 'rent'] as const) {
		for (const option of cityOptions(lists[goal].map((l) => shownFilterFieldsOf(l, hideCity)), localeInfo[locale].lang)) {
			const key = cityValue(option.name, option.zip);
			const term = shared.has(option.zip) ? placeTerm(option.zip, countryOf.get(key) ?? 10) : undefined;
			const city = byValue.get(key) ?? newCity(option.name, option.zip, aliasesOf(option.name, option.zip), term);
			city[goal] = option.count;
			byValue.set(key, city);
		}
	}
	return [...byValue.values()];
}

/** A city of the dropdown with no count yet; `aliases` and `term` only when it has them. */
function newCity(name: string, zip: string, aliases: string[], term: string | undefined): SearchCity {
	const city: SearchCity = { name, zip, search: foldText(name), sale: 0, rent: 0 };
	if (aliases.length > 0) city.aliases = aliases;
	if (term !== undefined) city.term = term;
	return city;
}

/** Builds the search index file of one language. */
export function buildSearchIndex({ locale, listings, types, pathOf, hideCity, cityNames = [] }: IndexInputs): SearchIndexFile {
	const records = recordsIn(listings, locale).sort((a, b) => a.ID - b.ID);
	const nlTitles = new Map(listings.filter((l) => l.Language === 'nl').map((l) => [l.ID, l.Title]));
	const placeShown = (l: IndexListing) => l.PublishAddress || !hideCity;
	const properties = records.map((l): PropertyRow => {
		const own = l.Title.trim() !== '';
		const title = truncateTitle(own ? l.Title : (nlTitles.get(l.ID) ?? ''));
		const titleLocale: Locale = own ? l.Language : 'nl';
		const row: PropertyRow = [l.ID, l.RecordFile, title, placeShown(l) ? l.City : '', placeShown(l) ? l.Zip : '', pathOf(l.ID)];
		if (titleLocale !== locale && title !== '') row.push(titleLocale);
		return row;
	});
	const shared = sharedZips(records);
	const miniSearch = new MiniSearch<WordDoc>(searchIndexOptions);
	// The zip is a city word too: a typed zip finds the listings there, and so does a city's alias
	// (through the zip, or the zip and country where the zip is shared: `placeTerm`).
	miniSearch.addAll(
		// A listing whose place is hidden is found by its title and reference only (the row's empty city and zip).
		properties.map(([, , title, city, zip], row) => {
			const words = shared.has(zip) ? `${city} ${zip} ${placeTerm(zip, records[row]!.CountryID)}` : `${city} ${zip}`;
			return { row, title, city: words.trim() };
		}),
	);
	const { documentIds: _rows, ...index } = miniSearch.toJSON();

	const lists = listsIn(listings, locale);
	return {
		locale,
		types: typesWithCounts(lists, types, locale),
		cities: citiesWithCounts(lists, locale, createCityAliases(cityNames), hideCity, shared),
		properties,
		index,
	};
}
