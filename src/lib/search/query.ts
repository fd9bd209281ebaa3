/**
 * The search of the home dropdown (spec §2, §4, §5), pure: a loaded index and a text in, the
 * matching types, cities and properties out.
 *
 * - Empty text: only the property types, by ShowOrder then name (spec §4).
 * - Typed text, its French elided articles dropped (`l'appartement`: `search-options.ts`): types
 *   whose name words (German ones also without umlauts: `grundstueck`) start with every typed word;
 *   cities whose zip or accent-stripped name words start with every typed word (spec §5: by name,
 *   zip or accent-stripped name), its name in any language counting (`city-aliases.ts`); properties
 *   whose reference id (RecordFile or ID, an ID that is a city's zip aside: `reference-ids.ts`)
 *   matches every typed token exactly (spec §5, threshold zero), then those whose title, city and
 *   zip words start with every typed word, a word that starts a city's name in another language
 *   finding that city's zip (from two characters on, so one letter does not list the whole
 *   catalogue), best BM25 score first (minisearch's order; `top-hits.ts` keeps the best without
 *   sorting all).
 * - Each group holds at most `groupLimit` entries. Cities: an exact zip or name first, then those
 *   whose whole name starts with the text, then by listings on offer, then by name.
 */
import MiniSearch from 'minisearch';
import type { SearchCity, SearchIndexFile, SearchType } from './build-index.ts';
import { aliasZips, spellingsOf } from './city-aliases.ts';
import { findReferences, mapReferences, type ReferenceMap } from './reference-ids.ts';
import {
	dropElisions,
	foldText,
	searchIndexOptions,
	tokenizeTyped,
	tokenizeWords,
	wordSearch,
	type PropertyRow,
	type SearchDoc,
	type WordDoc,
} from './search-options.ts';
import { topHits } from './top-hits.ts';

/** Entries per group of the dropdown. */
export const groupLimit = 8;

/** Shortest text (folded, trimmed) that searches property titles. */
export const minWordQuery = 2;

/** An index ready to query in the browser or in tests. */
export type LoadedIndex = {
	types: SearchType[];
	cities: SearchCity[];
	properties: PropertyRow[];
	references: ReferenceMap;
	search: MiniSearch<WordDoc>;
};

/** The three groups of the dropdown. */
export type SearchResults = { types: SearchType[]; cities: SearchCity[]; properties: SearchDoc[] };

/** Results of a search that found nothing (and of an index not loaded yet). */
export const noResults: SearchResults = { types: [], cities: [], properties: [] };

/** Loads the static JSON of one language with the shared options (no re-indexing). */
export function loadSearchIndex(file: SearchIndexFile): LoadedIndex {
	const documentIds = Object.fromEntries(file.properties.map((_, row) => [row, row]));
	return {
		types: file.types,
		cities: file.cities,
		properties: file.properties,
		references: mapReferences(file.properties, file.cities.map((c) => c.zip)),
		search: MiniSearch.loadJS<WordDoc>({ ...file.index, documentIds }, searchIndexOptions),
	};
}

/**
 * Tells whether every typed word starts one of the words (or the whole of `whole`).
 * @example wordsMatch(['sint', 'nik'], ['sint', 'niklaas']) // => true
 */
export function wordsMatch(
	typed: readonly string[],
	words: readonly string[],
	whole = '',
): boolean {
	return typed.every(
		(t) => words.some((w) => w.startsWith(t)) || (whole !== '' && whole.startsWith(t)),
	);
}

/** ShowOrder, two types sharing one by WebID, as the list filter orders them (`typeOptions`). */
const byOrder = (a: SearchType, b: SearchType) => a.order - b.order || a.webId - b.webId;

/**
 * The words of a type's name, folded, German ones also as typed without umlauts (as city names).
 * @example typeWords('Grundstück') // => ['grundstuck', 'grundstueck']
 */
const typeWords = (name: string): string[] => spellingsOf(name).flatMap(tokenizeWords);

/** The types to show: all of them for an empty text, else those whose name matches. */
function matchTypes(types: readonly SearchType[], typed: readonly string[]): SearchType[] {
	const shown =
		typed.length === 0 ? [...types] : types.filter((t) => wordsMatch(typed, typeWords(t.name)));
	return shown.sort(byOrder).slice(0, groupLimit);
}

/** The cities whose zip, (accent-stripped) name or one of its aliases matches, best first. */
function matchCities(
	cities: readonly SearchCity[],
	typed: readonly string[],
	text: string,
): SearchCity[] {
	const names = (c: SearchCity) => [c.search, ...(c.aliases ?? [])];
	const rank = (c: SearchCity) =>
		c.zip === text || names(c).includes(text)
			? 0
			: c.zip.startsWith(text) || names(c).some((n) => n.startsWith(text))
				? 1
				: 2;
	return cities
		.filter((c) =>
			names(c).some((name) => wordsMatch(typed, [...tokenizeWords(name), c.zip], name)),
		)
		.map((c) => ({ city: c, rank: rank(c) }))
		.sort(
			(a, b) =>
				a.rank - b.rank ||
				b.city.sale + b.city.rent - (a.city.sale + a.city.rent) ||
				a.city.name.localeCompare(b.city.name),
		)
		.slice(0, groupLimit)
		.map((r) => r.city);
}

/**
 * A row of the index file as the dropdown reads it.
 * @example docOf([7, 'IDL-7', 'Villa', 'Gent', '9000', '/property/7/']).ref // => 'IDL-7'
 * @example docOf([7, 'IDL-7', 'Villa', 'Gent', '9000', '/de/x/7/', 'nl']).titleLocale // => 'nl'
 */
const docOf = ([id, ref, title, city, zip, path, titleLocale]: PropertyRow): SearchDoc =>
	titleLocale ? { id, ref, title, city, zip, path, titleLocale } : { id, ref, title, city, zip, path };

/** Properties by exact reference id first, then by title and city words (a city alias finds its zip). */
function matchProperties(index: LoadedIndex, text: string): SearchDoc[] {
	const rows = findReferences(index.references, text);
	const zipsOf = (term: string) => aliasZips(index.cities, term);
	if (dropElisions(foldText(text)).trim().length >= minWordQuery)
		for (const hit of topHits(index.search, text, wordSearch, groupLimit + rows.length, zipsOf))
			rows.push(hit.id as number);
	return [...new Set(rows)].slice(0, groupLimit).map((row) => docOf(index.properties[row]!));
}

/**
 * Searches types, cities and properties for a typed text.
 * @example querySearch(index, '').types.map((t) => t.order) // => [1, 2, 3, ...]
 * @example querySearch(index, 'liege').cities[0]?.name // => 'Liège'
 */
export function querySearch(index: LoadedIndex, text: string): SearchResults {
	const folded = foldText(text).trim();
	const typed = tokenizeTyped(folded);
	if (folded === '') return typesOnly(index.types);
	return {
		types: typed.length === 0 ? [] : matchTypes(index.types, typed),
		cities: typed.length === 0 ? [] : matchCities(index.cities, typed, folded),
		properties: matchProperties(index, text),
	};
}

/**
 * What the dropdown shows for an empty input (spec §4: only the types), from the index or from the
 * types the page carries while the index loads.
 */
export function typesOnly(types: readonly SearchType[]): SearchResults {
	return { types: matchTypes(types, []), cities: [], properties: [] };
}

/**
 * Where the search index of a language is published (`src/pages/search/[locale].json.ts`).
 * @example searchIndexUrl('fr') // => '/search/fr.json'
 */
export const searchIndexUrl = (locale: string) => `/search/${locale}.json`;
