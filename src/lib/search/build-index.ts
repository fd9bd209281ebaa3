/**
 * Builds the search index of one language (spec §2 search block, §3 types and city list, §5
 * search): a minisearch index of the listings plus the property types and cities with their
 * computed sale and rent counts. Written at build time as static JSON, loaded on first focus.
 *
 * Choices where the spec is silent:
 * - A count is the number of listings on offer: Goal for sale with availability `for_sale`, Goal
 *   for rent with availability `for_rent`. Each listing counts once (its record in the language,
 *   else its Dutch one). A listing counts for every type of its WebIDs (e.g. `8,2`).
 * - A listing belongs to a city by zip and accent-folded name; when no city of that zip has its
 *   name, by zip alone (the first city of that zip).
 * - Every listing with a page is indexed, sold and rented ones too, so a reference id still
 *   finds its page. Types and cities come in the language, else in Dutch.
 */
import MiniSearch, { type AsPlainObject } from 'minisearch';
import type { Locale } from '../../../i18n/locales.ts';
import { isForSale } from '../domain/goal.ts';
import { truncateTitle } from '../domain/text.ts';
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
	Availability: { Status: string };
};

/** What the index needs of a property type and of a city (per language). */
export type IndexType = {
	Language: Locale;
	WebID: number;
	Name: string;
	ShowOrder: number;
	Sale: boolean;
	Rent: boolean;
};
export type IndexCity = { Language: Locale; Name: string; Zip: string };

/** Listings on offer for sale and for rent. */
export type GoalCounts = { sale: number; rent: number };

/** A property type of the dropdown; `offered` follows its Sale and Rent flags. */
export type SearchType = {
	name: string;
	webId: number;
	order: number;
	offered: 'sale' | 'rent' | 'both';
} & GoalCounts;

/** A city of the dropdown; `search` is the accent-stripped, lowercased name (spec §3 SearchName). */
export type SearchCity = { name: string; zip: string; search: string } & GoalCounts;

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
	cities: readonly IndexCity[];
	pathOf: (id: number) => string;
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

/**
 * The goal a listing is on offer for, or null when sold, rented, under offer or sold out.
 * @example offerOf({ Goal: 0, Availability: { Status: 'for_sale' } }) // => 'sale'
 */
export function offerOf(
	listing: Pick<IndexListing, 'Goal' | 'Availability'>,
): keyof GoalCounts | null {
	if (isForSale(listing.Goal)) return listing.Availability.Status === 'for_sale' ? 'sale' : null;
	return listing.Availability.Status === 'for_rent' ? 'rent' : null;
}

const cityKey = (zip: string, name: string) => `${zip}|${foldText(name).trim()}`;

/**
 * The property types of the dropdown in a language, with the listings on offer of each type for
 * sale and for rent: part of the index file, and given to the search box with the page, so the
 * types show on focus before the index has loaded.
 */
export function searchTypes({ locale, listings, types }: Pick<IndexInputs, 'locale' | 'listings' | 'types'>): SearchType[] {
	return typesWithCounts(recordsIn(listings, locale), types, locale);
}

/** The types of a language with the counts of the given records (one per listing). */
function typesWithCounts(records: readonly IndexListing[], types: readonly IndexType[], locale: Locale): SearchType[] {
	const typeCounts = new Map<number, GoalCounts>();
	for (const listing of records) {
		const offer = offerOf(listing);
		if (!offer) continue;
		for (const webId of new Set(listing.WebIDs.split(',').map(Number))) {
			const counts = typeCounts.get(webId) ?? { sale: 0, rent: 0 };
			counts[offer]++;
			typeCounts.set(webId, counts);
		}
	}
	return inLanguage(types, locale)
		.filter((t) => t.Sale || t.Rent)
		.map((t) => ({
			name: t.Name,
			webId: t.WebID,
			order: t.ShowOrder,
			offered: t.Sale && t.Rent ? ('both' as const) : t.Sale ? ('sale' as const) : ('rent' as const),
			...(typeCounts.get(t.WebID) ?? { sale: 0, rent: 0 }),
		}));
}

/** Builds the search index file of one language. */
export function buildSearchIndex({
	locale,
	listings,
	types,
	cities,
	pathOf,
}: IndexInputs): SearchIndexFile {
	const records = recordsIn(listings, locale).sort((a, b) => a.ID - b.ID);
	const nlTitles = new Map(listings.filter((l) => l.Language === 'nl').map((l) => [l.ID, l.Title]));

	const langCities = inLanguage(cities, locale);
	const cityCounts = new Map(langCities.map((c) => [cityKey(c.Zip, c.Name), { sale: 0, rent: 0 }]));
	const firstOfZip = new Map<string, GoalCounts>();
	for (const c of langCities)
		if (!firstOfZip.has(c.Zip)) firstOfZip.set(c.Zip, cityCounts.get(cityKey(c.Zip, c.Name))!);
	for (const listing of records) {
		const offer = offerOf(listing);
		if (!offer) continue;
		const city = cityCounts.get(cityKey(listing.Zip, listing.City)) ?? firstOfZip.get(listing.Zip);
		if (city) city[offer]++;
	}

	const properties = records.map((l): PropertyRow => [
		l.ID,
		l.RecordFile,
		truncateTitle(l.Title.trim() !== '' ? l.Title : (nlTitles.get(l.ID) ?? '')),
		l.City,
		l.Zip,
		pathOf(l.ID),
	]);
	const miniSearch = new MiniSearch<WordDoc>(searchIndexOptions);
	miniSearch.addAll(properties.map(([, , title, city], row) => ({ row, title, city })));
	const { documentIds: _rows, ...index } = miniSearch.toJSON();

	return {
		locale,
		types: typesWithCounts(records, types, locale),
		cities: langCities.map((c) => ({
			name: c.Name,
			zip: c.Zip,
			search: foldText(c.Name),
			...cityCounts.get(cityKey(c.Zip, c.Name))!,
		})),
		properties,
		index,
	};
}
