import { describe, expect, test } from 'vitest';
import { buildSearchIndex, searchTypes } from '../../../src/lib/search/build-index.ts';
import { loadSearchIndex, querySearch } from '../../../src/lib/search/query.ts';
import { listing, types } from './fixtures.ts';

const pathOf = (locale: string) => (id: number) =>
	locale === 'nl' ? `/property/${id}/` : `/${locale}/a-vendre/gand/maison/${id}/`;

describe('spec §2 counts: a type counts the listings its list shows for it, whatever their availability', () => {
	const listings = [
		listing({ ID: 1, WebID: 1, WebIDs: '1' }),
		listing({ ID: 1, WebID: 1, WebIDs: '1', Title: 'Appartement', City: 'Gand' }, 'fr'),
		listing({ ID: 2, WebID: 2, Goal: 1 }),
		listing({ ID: 3, WebID: 8, WebIDs: '8,2' }),
		listing({ ID: 4, WebID: 2, Availability: { Status: 'sold' } }),
		listing({ ID: 5, WebID: 1, City: 'Luik', Zip: '4000', Availability: { Status: 'under_offer' } }),
		listing({ ID: 6, WebID: 2, City: 'Ledeberg', Zip: '9000', Goal: 1, Availability: { Status: 'rented' } }),
		listing({ ID: 7, WebID: 7, WebIDs: '7', Goal: 1 }),
		listing({ ID: 8, WebID: 2 }, 'fr'),
	];
	const nl = buildSearchIndex({ locale: 'nl', listings, types: types(['nl', 'fr']), pathOf: pathOf('nl'), hideCity: false });
	const counts = Object.fromEntries(nl.types.map((t) => [t.webId, [t.sale, t.rent]]));
	test.each([
		{ rule: 'by WebID, sold and under offer listings included', webId: 1, expected: [2, 0] },
		{ rule: 'by every WebID of a listing (8,2 is a house too), rented included', webId: 2, expected: [2, 2] },
		{ rule: 'a type without listings counts 0', webId: 3, expected: [0, 0] },
		{ rule: 'a type not offered for rent counts 0 there: the rent list cannot filter on it', webId: 7, expected: [0, 0] },
		{ rule: 'a listing with two WebIDs counts for the other one too', webId: 8, expected: [1, 0] },
	])('$rule (WebID $webId)', ({ webId, expected }) => {
		expect(counts[webId]).toEqual(expected);
	});

	test('a listing without a Dutch record is on no list, so it counts in no language', () => {
		const fr = buildSearchIndex({ locale: 'fr', listings, types: types(['nl', 'fr']), pathOf: pathOf('fr'), hideCity: false });
		expect(fr.types.find((t) => t.webId === 2)).toMatchObject({ sale: 2, rent: 2 });
	});

	test('the types the home page carries for its search box are those of the index file', () => {
		for (const locale of ['nl', 'fr'] as const) {
			const file = buildSearchIndex({ locale, listings, types: types(['nl', 'fr']), pathOf: pathOf(locale), hideCity: false });
			expect(searchTypes({ locale, listings, types: types(['nl', 'fr']) })).toEqual(file.types);
		}
	});

	test('each listing counts once, whatever the number of languages it is exported in; names in the language', () => {
		const fr = buildSearchIndex({ locale: 'fr', listings, types: types(['nl', 'fr']), pathOf: pathOf('fr'), hideCity: false });
		expect(fr.types.map((t) => [t.sale, t.rent])).toEqual(nl.types.map((t) => [t.sale, t.rent]));
		expect(fr.types.find((t) => t.webId === 2)?.name).toBe('Maison');
	});

	test('a language without its own types falls back to Dutch', () => {
		const de = buildSearchIndex({ locale: 'de', listings, types: types(['nl']), pathOf: pathOf('de'), hideCity: false });
		expect(de.types.map((t) => t.name)).toContain('Woning');
	});
});

describe('spec §2 city link filters: the cities of the lists, named as the list filter names them, with its counts', () => {
	const listings = [
		listing({ ID: 1 }),
		listing({ ID: 1, City: 'Gand' }, 'fr'),
		listing({ ID: 2, Goal: 1 }),
		listing({ ID: 2, Goal: 1, City: 'Gand' }, 'fr'),
		listing({ ID: 3, Availability: { Status: 'sold' } }),
		listing({ ID: 4, City: 'Luik', Zip: '4000', Goal: 1, Availability: { Status: 'rented' } }),
		listing({ ID: 5, City: 'Liège', Zip: '4000', Goal: 1 }, 'fr'),
	];
	const citiesOf = (locale: 'nl' | 'fr') =>
		buildSearchIndex({ locale, listings, types: types(), pathOf: pathOf(locale), hideCity: false }).cities;
	test.each([
		{
			rule: 'sold and rented listings count, as the lists show them',
			locale: 'nl' as const,
			expected: [
				{ name: 'Gent', zip: '9000', search: 'gent', sale: 2, rent: 1 },
				{ name: 'Luik', zip: '4000', search: 'luik', sale: 0, rent: 1 },
			],
		},
		{
			rule: 'a listing is under the city of its record in the language, else of its Dutch record',
			locale: 'fr' as const,
			expected: [
				{ name: 'Gand', zip: '9000', search: 'gand', sale: 1, rent: 1 },
				{ name: 'Gent', zip: '9000', search: 'gent', sale: 1, rent: 0 },
				{ name: 'Luik', zip: '4000', search: 'luik', sale: 0, rent: 1 },
			],
		},
	])('$rule ($locale)', ({ locale, expected }) => {
		expect(citiesOf(locale)).toEqual(expect.arrayContaining(expected));
		expect(citiesOf(locale)).toHaveLength(expected.length);
	});

	test('a city without listings is not offered; SearchName is accent-stripped', () => {
		const fr = buildSearchIndex({
			locale: 'fr',
			listings: [listing({ ID: 9, City: 'Luik', Zip: '4000' }), listing({ ID: 9, City: 'Liège', Zip: '4000' }, 'fr')],
			types: types(),
			pathOf: pathOf('fr'),
			hideCity: false,
		});
		expect(fr.cities).toEqual([{ name: 'Liège', zip: '4000', search: 'liege', sale: 1, rent: 0 }]);
	});
});

describe('spec §5 address rule in the dropdown: no place when the city is hidden and the address is not published', () => {
	test.each([
		{ hideCity: false, publishAddress: false, expected: ['Gent', '9000'] },
		{ hideCity: false, publishAddress: true, expected: ['Gent', '9000'] },
		{ hideCity: true, publishAddress: true, expected: ['Gent', '9000'] },
		{ hideCity: true, publishAddress: false, expected: ['', ''] },
	])('hideCity $hideCity, PublishAddress $publishAddress: $expected', ({ hideCity, publishAddress, expected }) => {
		const file = buildSearchIndex({
			locale: 'nl',
			listings: [listing({ ID: 1, PublishAddress: publishAddress })],
			types: types(),
			pathOf: pathOf('nl'),
			hideCity,
		});
		expect([file.properties[0]?.[3], file.properties[0]?.[4]]).toEqual(expected);
		// A hidden place is in no city's count and no city word finds the listing, as the list filter does not.
		const shown = expected[0] !== '';
		expect(querySearch(loadSearchIndex(file), 'gent').properties.map((p) => p.id)).toEqual(shown ? [1] : []);
		expect(file.cities.map((c) => c.name)).toEqual(shown ? ['Gent'] : []);
	});
});

describe('buildSearchIndex (spec §2 dropdown properties, §5 search)', () => {
	const listings = [
		listing({ ID: 1, WebID: 1, WebIDs: '1' }),
		listing({ ID: 2, WebID: 2, Goal: 1 }),
		listing({ ID: 3, WebID: 8, WebIDs: '8,2' }),
		listing({ ID: 4, WebID: 2, Availability: { Status: 'sold' } }),
		listing({ ID: 5, WebID: 1, City: 'Luik', Zip: '4000' }),
		listing({ ID: 6, WebID: 2, City: 'Ledeberg', Zip: '9000' }),
	];
	const nl = buildSearchIndex({ locale: 'nl', listings, types: types(['nl', 'fr']), pathOf: pathOf('nl'), hideCity: false });

	test('titles are cut at 100 characters (spec §2) and fall back to the Dutch title; paths are in the language', () => {
		const long = 'Prachtige gerenoveerde herenwoning '.repeat(5);
		const rows = [listing({ ID: 9, Title: long }), listing({ ID: 9, Title: '' }, 'de')];
		const de = loadSearchIndex(
			buildSearchIndex({
				locale: 'de',
				listings: rows,
				types: types(),
				pathOf: (id) => `/de/zu-verkaufen/gent/x/${id}/`,
				hideCity: false,
			}),
		);
		const [hit] = querySearch(de, 'IDL-9').properties;
		expect(hit?.title.length).toBeLessThanOrEqual(101);
		expect(hit?.title.endsWith('…')).toBe(true);
		expect(long.startsWith(hit!.title.slice(0, -1))).toBe(true);
		expect(hit?.path).toBe('/de/zu-verkaufen/gent/x/9/');
	});

	test.each([
		{ rule: 'a German record without a title falls back to the Dutch title, marked nl', locale: 'de' as const, id: 11, expected: [11, 'IDL-11', 'Villa 11', 'Gent', '9000', '/de/11/', 'nl'] },
		{ rule: 'a German record with its own title carries no language', locale: 'de' as const, id: 12, expected: [12, 'IDL-12', 'Haus 12', 'Gent', '9000', '/de/12/'] },
		{ rule: 'a listing without a record in the language shows its Dutch title, marked nl', locale: 'de' as const, id: 13, expected: [13, 'IDL-13', 'Woning 13', 'Gent', '9000', '/de/13/', 'nl'] },
		{ rule: 'the Dutch index marks nothing', locale: 'nl' as const, id: 11, expected: [11, 'IDL-11', 'Villa 11', 'Gent', '9000', '/nl/11/'] },
		{ rule: 'a French title carries no language in the French index', locale: 'fr' as const, id: 11, expected: [11, 'IDL-11', 'Villa Gand', 'Gand', '9000', '/fr/11/'] },
		{ rule: 'an empty title everywhere is not marked', locale: 'de' as const, id: 14, expected: [14, 'IDL-14', '', 'Gent', '9000', '/de/14/'] },
	])('design, German fallback: $rule', ({ locale, id, expected }) => {
		const rows = [
			listing({ ID: 11, Title: 'Villa 11' }),
			listing({ ID: 11, Title: ' ' }, 'de'),
			listing({ ID: 11, Title: 'Villa Gand', City: 'Gand' }, 'fr'),
			listing({ ID: 12 }),
			listing({ ID: 12, Title: 'Haus 12' }, 'de'),
			listing({ ID: 13 }),
			listing({ ID: 14, Title: '' }),
			listing({ ID: 14, Title: '' }, 'de'),
		];
		const file = buildSearchIndex({ locale, listings: rows, types: types(), pathOf: (n) => `/${locale}/${n}/`, hideCity: false });
		expect(file.properties.find(([rowId]) => rowId === id)).toEqual(expected);
		// The dropdown reads the language back from the row after the file's trip through JSON.
		const [hit] = querySearch(loadSearchIndex(JSON.parse(JSON.stringify(file)) as typeof file), `IDL-${id}`).properties;
		expect(hit?.titleLocale).toBe(expected[6]);
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
		const loaded = loadSearchIndex(JSON.parse(JSON.stringify(nl)) as typeof nl);
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
