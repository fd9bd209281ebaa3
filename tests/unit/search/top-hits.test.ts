import MiniSearch, { type AsPlainObject, type SearchOptions } from 'minisearch';
import { describe, expect, test } from 'vitest';
import {
	searchIndexOptions,
	wordSearch,
	type WordDoc,
} from '../../../src/lib/search/search-options.ts';
import { topHits } from '../../../src/lib/search/top-hits.ts';

const titles = [
	'Ruim appartement van 68 m² met terras',
	'Ruime woning op 880 m²',
	'Gezinswoning met tuin en terras',
	'Ruime gezinswoning met grote tuin',
	'Lichtrijk appartement met terras',
	'Ruim appartement',
	'Villa',
	'Terras',
	'Ruim en ruim',
];
const cityNames = [
	'Gent',
	'Gentbrugge',
	'Ruiselede',
	'Terhagen',
	'Gent',
	'Ruisbroek',
	'Gent',
	'Tielt',
	'Gent',
];
const docs: WordDoc[] = Array.from({ length: 300 }, (_, row) => ({
	row,
	title: `${titles[row % titles.length]}${row % 4 === 0 ? ` ${row}` : ''}`,
	city: cityNames[(row * 7) % cityNames.length]!,
}));
const built = new MiniSearch<WordDoc>(searchIndexOptions);
built.addAll(docs);
const index = MiniSearch.loadJS<WordDoc>(JSON.parse(JSON.stringify(built)) as AsPlainObject, searchIndexOptions);

/** minisearch's own answer: every hit built and sorted, then the head kept. */
const searchHead = (text: string, options: SearchOptions, limit: number) =>
	index
		.search(text, options)
		.slice(0, limit)
		.map((h) => ({ id: h.id as unknown, score: h.score }));

describe('topHits is the head of minisearch search(): same documents, scores and order of ties', () => {
	test.each([
		{ rule: 'one letter as a prefix', text: 'r', limit: 8 },
		{ rule: 'two letters, the first keystroke that searches titles', text: 'ru', limit: 8 },
		{ rule: 'a whole word also matches longer words', text: 'ruim', limit: 8 },
		{ rule: 'title words weigh twice the city', text: 'gent', limit: 12 },
		{ rule: 'every word must match (AND)', text: 'ruim terr', limit: 8 },
		{ rule: 'words in any order', text: 'terras ruim', limit: 8 },
		{ rule: 'a last word of one letter', text: 'ruime t', limit: 8 },
		{ rule: 'a word typed twice counts once in the quality', text: 'ruim ruim', limit: 8 },
		{ rule: 'accents and case are folded', text: 'TÉRRAS', limit: 8 },
		{ rule: 'more hits asked than there are', text: 'villa', limit: 500 },
		{ rule: 'numbers in titles', text: '12', limit: 8 },
		{ rule: 'no match', text: 'kasteel', limit: 8 },
		{ rule: 'a word that matches nothing empties an AND', text: 'ruim kasteel', limit: 8 },
		{ rule: 'punctuation only', text: ' - ', limit: 8 },
	])('$rule: $text', ({ text, limit }) => {
		expect(topHits(index, text, wordSearch, limit)).toEqual(searchHead(text, wordSearch, limit));
	});

	test('without prefix matching, only whole words', () => {
		const exact = { ...wordSearch, prefix: false };
		expect(topHits(index, 'ruim', exact, 8)).toEqual(searchHead('ruim', exact, 8));
		expect(topHits(index, 'rui', exact, 8)).toEqual([]);
	});

	test('a burst of keystrokes reuses its work arrays without leaking one search into the next', () => {
		for (const text of ['r', 'ru', 'rui', 'ruim', 'ruim ', 'ruim t', 'ruim te', 'ruim ter', 'gent'])
			expect(topHits(index, text, wordSearch, 8)).toEqual(searchHead(text, wordSearch, 8));
	});

	test.each<{ rule: string; options: SearchOptions }>([
		{ rule: 'fuzzy matching', options: { ...wordSearch, fuzzy: 0.2 } },
		{ rule: 'OR', options: { ...wordSearch, combineWith: 'OR' } },
	])('refuses what it does not compute the same way: $rule', ({ options }) => {
		expect(() => topHits(index, 'ruim', options, 8)).toThrow(/AND searches without fuzzy/);
	});
});
