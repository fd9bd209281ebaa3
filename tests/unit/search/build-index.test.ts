import { describe, expect, test } from 'vitest';
import { buildSearchIndex, offerOf, searchTypes } from '../../../src/lib/search/build-index.ts';
import { loadSearchIndex, querySearch } from '../../../src/lib/search/query.ts';
import { cities, listing, types } from './fixtures.ts';

const pathOf = (locale: string) => (id: number) =>
	locale === 'nl' ? `/property/${id}/` : `/${locale}/a-vendre/gand/maison/${id}/`;

describe('offerOf: a count holds listings on offer only (spec §3 computed counts, §4 availability)', () => {
	test.each([
		{ goal: 0, status: 'for_sale', expected: 'sale' },
		{ goal: 1, status: 'for_rent', expected: 'rent' },
		{ goal: 0, status: 'sold', expected: null },
		{ goal: 0, status: 'under_offer', expected: null },
		{ goal: 0, status: 'sold_out', expected: null },
		{ goal: 1, status: 'rented', expected: null },
		{ goal: 2, status: 'for_rent', expected: 'rent' },
	])('Goal $goal with $status counts as $expected', ({ goal, status, expected }) => {
		expect(offerOf({ Goal: goal, Availability: { Status: status } })).toBe(expected);
	});
});

describe('buildSearchIndex (spec §2 search block, §3 types and city list)', () => {
	const listings = [
		listing({ ID: 1, WebID: 1, WebIDs: '1' }),
		listing({ ID: 1, WebID: 1, WebIDs: '1', Title: 'Appartement', City: 'Gand' }, 'fr'),
		listing({ ID: 2, WebID: 2, Goal: 1 }),
		listing({ ID: 3, WebID: 8, WebIDs: '8,2' }),
		listing({ ID: 4, WebID: 2, Availability: { Status: 'sold' } }),
		listing({ ID: 5, WebID: 1, City: 'Luik', Zip: '4000' }),
		listing({ ID: 6, WebID: 2, City: 'Ledeberg', Zip: '9000' }),
	];
	const nl = buildSearchIndex({
		locale: 'nl',
		listings,
		types: types(['nl', 'fr']),
		cities,
		pathOf: pathOf('nl'),
	});

	test('types of the language carry the listings on offer for sale and for rent, by WebIDs', () => {
		const counts = Object.fromEntries(nl.types.map((t) => [t.webId, [t.sale, t.rent]]));
		expect(counts).toEqual({
			1: [2, 0],
			2: [2, 1],
			3: [0, 0],
			4: [0, 0],
			5: [0, 0],
			6: [0, 0],
			7: [0, 0],
			8: [1, 0],
		});
		expect(nl.types.find((t) => t.webId === 2)).toMatchObject({ name: 'Woning', order: 2 });
	});

	test('the types the home page carries for its search box are those of the index file', () => {
		for (const locale of ['nl', 'fr'] as const) {
			const file = buildSearchIndex({ locale, listings, types: types(['nl', 'fr']), cities, pathOf: pathOf(locale) });
			expect(searchTypes({ locale, listings, types: types(['nl', 'fr']) })).toEqual(file.types);
		}
	});

	test('each listing counts once, whatever the number of languages it is exported in', () => {
		const fr = buildSearchIndex({
			locale: 'fr',
			listings,
			types: types(['nl', 'fr']),
			cities,
			pathOf: pathOf('fr'),
		});
		expect(fr.types.map((t) => [t.sale, t.rent])).toEqual(nl.types.map((t) => [t.sale, t.rent]));
		expect(fr.types.find((t) => t.webId === 2)?.name).toBe('Maison');
	});

	test('cities of the language with accent-stripped SearchName and counts by zip and name, else by zip', () => {
		const fr = buildSearchIndex({
			locale: 'fr',
			listings,
			types: types(),
			cities,
			pathOf: pathOf('fr'),
		});
		expect(fr.cities.find((c) => c.zip === '4000')).toEqual({
			name: 'Liège',
			zip: '4000',
			search: 'liege',
			sale: 1,
			rent: 0,
		});
		expect(nl.cities.find((c) => c.zip === '9000')).toEqual({
			name: 'Gent',
			zip: '9000',
			search: 'gent',
			sale: 3,
			rent: 1,
		});
	});

	test('a language without its own types or cities falls back to Dutch', () => {
		const de = buildSearchIndex({
			locale: 'de',
			listings,
			types: types(['nl']),
			cities,
			pathOf: pathOf('de'),
		});
		expect(de.types.map((t) => t.name)).toContain('Woning');
		expect(de.cities.map((c) => c.name)).toContain('Luik');
	});

	test('titles are cut at 100 characters (spec §2) and fall back to the Dutch title; paths are in the language', () => {
		const long = 'Prachtige gerenoveerde herenwoning '.repeat(5);
		const rows = [listing({ ID: 9, Title: long }), listing({ ID: 9, Title: '' }, 'de')];
		const de = loadSearchIndex(
			buildSearchIndex({
				locale: 'de',
				listings: rows,
				types: types(),
				cities,
				pathOf: (id) => `/de/zu-verkaufen/gent/x/${id}/`,
			}),
		);
		const [hit] = querySearch(de, 'IDL-9').properties;
		expect(hit?.title.length).toBeLessThanOrEqual(101);
		expect(hit?.title.endsWith('…')).toBe(true);
		expect(long.startsWith(hit!.title.slice(0, -1))).toBe(true);
		expect(hit?.path).toBe('/de/zu-verkaufen/gent/x/9/');
	});

	test('the file stores only what the dropdown shows, as rows by ID; minisearch holds only the words, its ids being the rows', () => {
		expect(nl.properties[0]).toEqual([1, 'IDL-1', 'Woning 1', 'Gent', '9000', '/property/1/']);
		expect(nl.properties.map(([id]) => id)).toEqual([1, 2, 3, 4, 5, 6]);
		expect(nl.index.storedFields).toEqual({});
		expect(nl.index).not.toHaveProperty('documentIds');
		expect(nl.index.documentCount).toBe(nl.properties.length);
		expect(Object.keys(nl.index.fieldIds)).toEqual(['title', 'city']);
		expect(nl.index.index.map(([term]) => term)).not.toContain('idl-1');
	});

	test('every listing with a page is indexed, sold ones too, and the index survives JSON', () => {
		const loaded = loadSearchIndex(JSON.parse(JSON.stringify(nl)));
		expect(querySearch(loaded, 'IDL-4').properties.map((p) => p.id)).toEqual([4]);
		expect(querySearch(loaded, 'IDL-1').properties).toEqual([
			{
				id: 1,
				ref: 'IDL-1',
				title: 'Woning 1',
				city: 'Gent',
				zip: '9000',
				path: '/property/1/',
			},
		]);
	});
});
