/**
 * The one minisearch configuration of the property search (spec §5), shared by the build-time
 * index (`build-index.ts`) and the browser (`MiniSearch.loadJS(json.index, searchIndexOptions)`),
 * so the two can never tokenize or fold differently.
 *
 * - `refs` indexes the reference id (RecordFile) and the numeric ID. It is split on whitespace
 *   only, so `IDL-1001` stays one term and a reference is matched whole, never by a fragment.
 * - `title` and `city` are split on spaces and punctuation; every term is lowercased and its
 *   accents folded (`Liège` → `liege`, `Œuvre` → `oeuvre`).
 */
import type { Options, SearchOptions } from 'minisearch';

/** A property as indexed and stored: what the dropdown shows and where it links. */
export type SearchDoc = {
	/** Property ID (minisearch id). */
	id: number;
	/** Reference id (RecordFile). */
	ref: string;
	/** Title in the index language (nl fallback), cut at 100 characters. */
	title: string;
	city: string;
	zip: string;
	/** Main type WebID. */
	type: number;
	/** The property's page in the index language. */
	path: string;
};

const foldedLetters: Readonly<Record<string, string>> = {
	œ: 'oe',
	æ: 'ae',
	ß: 'ss',
	ø: 'o',
	ł: 'l',
};

/**
 * Lowercases a text and strips its diacritics, for matching and for city SearchName.
 * @example foldText('Liège') // => 'liege'
 * @example foldText('Sint-Niklaas') // => 'sint-niklaas'
 */
export function foldText(text: string): string {
	return text
		.toLowerCase()
		.normalize('NFD')
		.replace(/\p{M}/gu, '')
		.replace(/[œæßøł]/g, (c) => foldedLetters[c] ?? c);
}

/** Splits on whitespace only (reference ids keep their dashes, dots and slashes). */
export const tokenizeReference = (text: string): string[] =>
	text.split(/\s+/u).filter((t) => t !== '');

/** Splits on whitespace and punctuation (titles, city names, typed words). */
export const tokenizeWords = (text: string): string[] =>
	text.split(/[\s\p{P}\p{S}]+/u).filter((t) => t !== '');

/**
 * Normalizes one term: folded and lowercased; empty terms are dropped.
 * @example processTerm('Façade') // => 'facade'
 */
export function processTerm(term: string): string | null {
	const folded = foldText(term).trim();
	return folded === '' ? null : folded;
}

/** The fields the index holds and the options both the build and the browser load it with. */
export const searchIndexOptions: Options<SearchDoc> = {
	idField: 'id',
	fields: ['refs', 'title', 'city'],
	storeFields: ['ref', 'title', 'city', 'zip', 'type', 'path'],
	extractField: (doc, field) =>
		field === 'refs' ? `${doc.ref} ${doc.id}` : doc[field as keyof SearchDoc],
	tokenize: (text, fieldName) =>
		fieldName === 'refs' ? tokenizeReference(text) : tokenizeWords(text),
	processTerm: (term) => processTerm(term),
};

/** Spec §5: exact match on the reference id, every typed token must match (threshold zero). */
export const referenceSearch: SearchOptions = {
	fields: ['refs'],
	tokenize: tokenizeReference,
	processTerm: (term) => processTerm(term),
	combineWith: 'AND',
	prefix: false,
	fuzzy: false,
};

/** Words of the title (and the city): every typed word must match, the words as prefixes. */
export const wordSearch: SearchOptions = {
	fields: ['title', 'city'],
	tokenize: tokenizeWords,
	processTerm: (term) => processTerm(term),
	combineWith: 'AND',
	prefix: true,
	fuzzy: false,
	boost: { title: 2 },
};
