/**
 * The one minisearch configuration of the property search (spec §5), shared by the build-time
 * index (`build-index.ts`) and the browser (`MiniSearch.loadJS(json.index, searchIndexOptions)`),
 * so the two can never tokenize or fold differently.
 *
 * - minisearch indexes the words of the title and the city (with its zip), split on spaces and punctuation;
 *   every term is lowercased and its accents folded (`Liège` → `liege`, `Œuvre` → `oeuvre`).
 *   A typed text also drops its French elided articles (`l'appartement` → `appartement`): the
 *   index keeps them as words of their own (`d’Uccle` → `d`, `uccle`), so a text typed up to
 *   the apostrophe (`braine-l`) still finds `Braine-l’Alleud`.
 *   Its document id is the property's row in the index file, which holds what the dropdown shows.
 * - The reference id (RecordFile) and the numeric ID are matched whole (`reference-ids.ts`): split
 *   on whitespace only, so `IDL-1001` stays one term and is never found by a fragment.
 */
import type { Options, SearchOptions } from 'minisearch';
import type { Locale } from '../../../i18n/locales.ts';

/** A property as the dropdown shows it and where it links. */
export type SearchDoc = {
	/** Property ID. */
	id: number;
	/** Reference id (RecordFile). */
	ref: string;
	/** Title in the index language (nl fallback), cut at 100 characters. */
	title: string;
	city: string;
	zip: string;
	/** The property's page in the index language. */
	path: string;
	/** The language of the title when it is not the index language (a fallback, mostly Dutch). */
	titleLocale?: Locale;
};

/**
 * A property as the index file stores it: a row of its fields, in `SearchDoc` order. The title's
 * language ends the row only when the title fell back to another language than the index's, so
 * the rows of titles in the index language stay as short as before.
 */
export type PropertyRow = [
	id: number,
	ref: string,
	title: string,
	city: string,
	zip: string,
	path: string,
	titleLocale?: Locale,
];

/** What minisearch indexes of a property: its row number and the searched words (`city`: its name and zip). */
export type WordDoc = { row: number; title: string; city: string };

const foldedLetters: Readonly<Record<string, string>> = {
	œ: 'oe',
	æ: 'ae',
	ß: 'ss',
	ø: 'o',
	ł: 'l',
	// The Dutch ij ligature, which NFD leaves whole (NFKD, as slugify uses, splits it).
	ĳ: 'ij',
	// Typographic apostrophes: an export writes ’s-Gravenbrakel or Braine-l’Alleud either way.
	'‘': "'",
	'’': "'",
	'ʼ': "'",
};

const isAscii = (text: string) => !/[^\x00-\x7f]/.test(text);

/**
 * Lowercases a text, strips its diacritics and writes every apostrophe straight, for matching
 * and for city SearchName.
 * @example foldText('Liège') // => 'liege'
 * @example foldText('Sint-Niklaas') // => 'sint-niklaas'
 * @example foldText('’s-Gravenbrakel') // => "'s-gravenbrakel"
 * @example foldText('KORTRĲK') // => 'kortrijk'
 */
export function foldText(text: string): string {
	if (isAscii(text)) return text.toLowerCase(); // nothing to fold: skips NFD on most terms
	return text
		.toLowerCase()
		.normalize('NFD')
		.replace(/\p{M}/gu, '')
		.replace(/[œæßøłĳ‘’ʼ]/g, (c) => foldedLetters[c] ?? c);
}

/** Splits on whitespace only (reference ids keep their dashes, dots and slashes). */
export const tokenizeReference = (text: string): string[] =>
	text.split(/\s+/u).filter((t) => t !== '');

/** Splits on whitespace and punctuation, ʼ (a letter to Unicode) too: titles, city names. */
export const tokenizeWords = (text: string): string[] =>
	text.split(/[\s\p{P}\p{S}ʼ]+/u).filter((t) => t !== '');

/**
 * A French elided article (l' d' j' qu' n' s' c' m' t') that starts a word and is followed by a
 * letter: `'s-Hertogenbosch` (no letter before the apostrophe) and `aujourd'hui` (a letter before
 * the article) keep theirs.
 */
const elidedArticle = /(?<![\p{L}\p{M}\p{N}])(?:qu|[cdjlmnst])['‘’ʼ](?=\p{L})/giu;

/**
 * Drops the French elided articles of a typed text, so they are not required words.
 * @example dropElisions("l'appartement d’Uccle") // => 'appartement Uccle'
 * @example dropElisions("'s-Gravenbrakel") // => "'s-Gravenbrakel"
 */
export const dropElisions = (text: string): string => text.replace(elidedArticle, '');

/**
 * Splits a typed text into its words, its elided articles dropped (`tokenizeWords`).
 * @example tokenizeTyped("l'appartement bruxelles") // => ['appartement', 'bruxelles']
 */
export const tokenizeTyped = (text: string): string[] => tokenizeWords(dropElisions(text));

/**
 * Normalizes one term: folded and lowercased; empty terms are dropped.
 * @example processTerm('Façade') // => 'facade'
 */
export function processTerm(term: string): string | null {
	const folded = foldText(term).trim();
	return folded === '' ? null : folded;
}

/** The fields the index holds and the options both the build and the browser load it with. */
export const searchIndexOptions: Options<WordDoc> = {
	idField: 'row',
	fields: ['title', 'city'],
	storeFields: [],
	tokenize: (text) => tokenizeWords(text),
	processTerm: (term) => processTerm(term),
};

/** Words of the title (and the city): every typed word must match, the words as prefixes. */
export const wordSearch: SearchOptions = {
	fields: ['title', 'city'],
	tokenize: tokenizeTyped,
	processTerm: (term) => processTerm(term),
	combineWith: 'AND',
	prefix: true,
	fuzzy: false,
	boost: { title: 2 },
};
