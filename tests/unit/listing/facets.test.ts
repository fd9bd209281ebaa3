import { describe, expect, test } from 'vitest';
import { choiceLabel, facetChoice, facetCounts } from '../../../src/lib/listing/facets.ts';
import type { ListingFilter } from '../../../src/lib/listing/filter.ts';
import { writtenCounts } from '../support/written-counts.ts';

const items = [
	{ city: 'Gent', zip: '9000', webIds: [2] },
	{ city: 'Gent', zip: '9000', webIds: [8, 2] },
	{ city: 'Gent', zip: '9000', webIds: [2] },
	{ city: 'Elsene', zip: '1050', webIds: [1] },
	{ city: 'Elsene', zip: '1050', webIds: [1, 1] },
	{ city: 'Aalst', zip: '9300', webIds: [1] },
	{ city: 'Aalst', zip: '9300', webIds: [2] },
];

/** A count map as a plain object, the absent choices left out (they count 0). */
const plain = <K extends string | number>(counts: ReadonlyMap<K, number>) => Object.fromEntries(counts);

describe('spec §2 faceted counts: each control counts under the other control\'s choice', () => {
	const cases: { rule: string; filter: ListingFilter; cities: Record<string, number>; types: Record<string, number> }[] = [
		{
			rule: 'no filter gives the list totals',
			filter: { city: null, type: null },
			cities: { 'Gent|9000': 3, 'Elsene|1050': 2, 'Aalst|9300': 2 },
			types: { 1: 3, 2: 4, 8: 1 },
		},
		{
			rule: 'a chosen city narrows the types, not the cities',
			filter: { city: 'Gent|9000', type: null },
			cities: { 'Gent|9000': 3, 'Elsene|1050': 2, 'Aalst|9300': 2 },
			types: { 2: 3, 8: 1 },
		},
		{
			rule: 'a chosen type narrows the cities, not the types',
			filter: { city: null, type: 1 },
			cities: { 'Elsene|1050': 2, 'Aalst|9300': 1 },
			types: { 1: 3, 2: 4, 8: 1 },
		},
		{
			rule: 'both chosen: each narrows the other',
			filter: { city: 'Aalst|9300', type: 2 },
			cities: { 'Gent|9000': 3, 'Aalst|9300': 1 },
			types: { 1: 1, 2: 1 },
		},
		{
			rule: 'an impossible pair counts the chosen type 0 in the chosen city',
			filter: { city: 'Gent|9000', type: 1 },
			cities: { 'Elsene|1050': 2, 'Aalst|9300': 1 },
			types: { 2: 3, 8: 1 },
		},
	];
	test.each(cases)('$rule', ({ filter, cities, types }) => {
		const counts = facetCounts(items, filter);
		expect(plain(counts.cities)).toEqual(cities);
		expect(plain(counts.types)).toEqual(types);
	});

	test('a listing with a WebID twice counts once for it', () => {
		expect(facetCounts([{ city: 'Elsene', zip: '1050', webIds: [1, 1] }], { city: null, type: null }).types.get(1)).toBe(1);
	});

	test('an empty list counts nothing', () => {
		const counts = facetCounts([], { city: 'Gent|9000', type: 2 });
		expect([counts.cities.size, counts.types.size]).toEqual([0, 0]);
	});
});

describe('spec §2 faceted counts: a choice shows its count, and one without listings is disabled unless chosen', () => {
	const cases = [
		{ from: 'Woning (32)', count: 3, selected: false, expected: { label: 'Woning (3)', disabled: false } },
		{ from: 'Appartement/Loft (36)', count: 0, selected: false, expected: { label: 'Appartement/Loft (0)', disabled: true } },
		{ from: 'Appartement/Loft (36)', count: 0, selected: true, expected: { label: 'Appartement/Loft (0)', disabled: false } },
		{ from: 'Gent (0)', count: 3, selected: false, expected: { label: 'Gent (3)', disabled: false } },
		{ from: 'Sint-Martens-Latem (12)', count: 1, selected: true, expected: { label: 'Sint-Martens-Latem (1)', disabled: false } },
		{ from: 'Résidence (Nord) (4)', count: 2, selected: false, expected: { label: 'Résidence (Nord) (2)', disabled: false } },
	];
	test.each(cases)('maps $from with $count (chosen: $selected) to $expected.label', ({ from, count, selected, expected }) => {
		expect(facetChoice(from, count, selected, 'nl-BE')).toEqual(expected);
	});
});

describe('spec §2 filter choices: a count in the page language\'s number format, at build and once the filter counts', () => {
	test.each(writtenCounts)('$lang: $count -> Woning ($written)', ({ lang, count, written }) => {
		const label = `Woning (${written})`;
		expect(choiceLabel('Woning', count, lang)).toBe(label);
		// The island replaces the count the build wrote, whichever way it was written.
		expect(facetChoice(choiceLabel('Woning', 5678, lang), count, false, lang).label).toBe(label);
		expect(facetChoice(label, 3, false, lang).label).toBe('Woning (3)');
	});

	test('a bracket in the name that is no count stays', () => {
		expect(facetChoice(choiceLabel('Résidence (Nord)', 1234, 'fr-BE'), 2, false, 'fr-BE').label).toBe('Résidence (Nord) (2)');
	});
});
