import { describe, expect, test } from 'vitest';
import type { Locale } from '../../../i18n/locales.ts';
import { buildSearchIndex, type IndexListing, type SearchIndexFile } from '../../../src/lib/search/build-index.ts';
import {
	groupLimit,
	loadSearchIndex,
	querySearch,
	wordsMatch,
} from '../../../src/lib/search/query.ts';
import { typeOptions } from '../../../src/lib/listing/options.ts';
import { listing, types } from './fixtures.ts';

const listings: IndexListing[] = [
	listing({
		ID: 1001,
		WebID: 1,
		Title: 'Ruim appartement van 68 m² met terras',
		City: 'Gent',
		Zip: '9000',
	}),
	listing({ ID: 1002, WebID: 2, Title: 'Ruime woning op 880 m²', City: 'Luik', Zip: '4000' }),
	listing({
		ID: 1003,
		WebID: 3,
		Title: 'Overname handelszaak',
		City: 'Sint-Niklaas',
		Zip: '9100',
		Goal: 1,
	}),
	listing({
		ID: 1004,
		WebID: 2,
		Title: 'Gezinswoning met tuin en terras',
		City: 'Brussel',
		Zip: '1000',
		RecordFile: 'ABC/77',
	}),
	listing(
		{
			ID: 1001,
			WebID: 1,
			Title: 'Spacieux appartement de 68 m² avec terrasse',
			City: 'Gand',
			Zip: '9000',
		},
		'fr',
	),
	listing(
		{ ID: 1002, WebID: 2, Title: 'Maison spacieuse sur 880 m²', City: 'Liège', Zip: '4000' },
		'fr',
	),
	listing(
		{
			ID: 1003,
			WebID: 3,
			Title: 'Remise de commerce',
			City: 'Saint-Nicolas',
			Zip: '9100',
			Goal: 1,
		},
		'fr',
	),
	listing(
		{
			ID: 1004,
			WebID: 2,
			Title: 'Maison familiale avec jardin',
			City: 'Bruxelles',
			Zip: '1000',
			RecordFile: 'ABC/77',
		},
		'fr',
	),
	// German records: cities in German, titles empty (they fall back to Dutch).
	listing({ ID: 1002, WebID: 2, Title: '', City: 'Lüttich', Zip: '4000' }, 'de'),
	listing({ ID: 1004, WebID: 2, Title: '', City: 'Brüssel', Zip: '1000', RecordFile: 'ABC/77' }, 'de'),
];
/** `cities.json` records of one place, one name per language in the order nl, fr, en, de. */
const namesOf = (Zip: string, names: string[], CountryID = 10) =>
	names.map((Name, i) => ({ Name, Zip, CountryID, Language: (['nl', 'fr', 'en', 'de'] as const)[i]! }));
/** `cities.json` records of the fixture's cities, in every language (Ghent in English). */
const cityNames = [
	...namesOf('9000', ['Gent', 'Gand', 'Ghent', 'Gent']),
	...namesOf('4000', ['Luik', 'Liège', 'Liège', 'Lüttich']),
	...namesOf('1000', ['Brussel', 'Bruxelles', 'Brussels', 'Brüssel']),
	...namesOf('9100', ['Sint-Niklaas', 'Saint-Nicolas']),
];
/** The index of a few listings in `locale`, without types, with listing ids as paths: `rest` adds listings and city names. */
const smallIndex = (locale: Locale, rest: Pick<Parameters<typeof buildSearchIndex>[0], 'listings' | 'cityNames'>) =>
	loadSearchIndex(buildSearchIndex({ locale, types: [], pathOf: String, hideCity: false, ...rest }));
const indexOf = (locale: Locale) =>
	loadSearchIndex(
		JSON.parse(
			JSON.stringify(
				buildSearchIndex({
					locale,
					listings,
					types: types(),
					pathOf: (id) => `/${locale}/p/${id}/`,
					hideCity: false,
					cityNames,
				}),
			),
		) as SearchIndexFile,
	);
const nl = indexOf('nl');
const fr = indexOf('fr');
const de = indexOf('de');

describe('spec §4: an empty input shows only the types, ordered by ShowOrder then WebID', () => {
	test.each([['nl', nl], ['fr', fr], ['de', de]] as const)('%s: in the list filter\'s order, the two types of ShowOrder 5 included', (locale, index) => {
		const filterOrder = typeOptions(types([locale]), [], 'sale').map((t) => t.name);
		expect(querySearch(index, '').types.map((t) => t.name)).toEqual(filterOrder);
	});
	test('French: Terrain (WebID 7) before Bien d’exception (WebID 8), though B sorts before T', () => {
		const names = querySearch(fr, '').types.map((t) => t.name);
		expect(names.indexOf('Terrain')).toBe(names.indexOf('Bien d’exception') - 1);
	});
	test.each(['', '   '])('text %j', (text) => {
		const results = querySearch(nl, text);
		expect(results.cities).toEqual([]);
		expect(results.properties).toEqual([]);
		expect(results.types.map((t) => t.name)).toEqual([
			'Appartement/Loft',
			'Woning',
			'Kantoren en winkels',
			'Investeringsgoed',
			'Grond',
			'Uitzonderlijk vastgoed',
			'Semi-industrieel',
			'Overname handelszaak',
		]);
	});
});

describe('spec §5: a city by name, zip or accent-stripped name, per language', () => {
	test.each([
		{ index: fr, text: 'liege', expected: ['Liège'] },
		{ index: fr, text: 'Liège', expected: ['Liège'] },
		{ index: fr, text: 'LIEGE', expected: ['Liège'] },
		{ index: fr, text: 'li', expected: ['Liège'] },
		{ index: fr, text: '4000', expected: ['Liège'] },
		{ index: fr, text: '40', expected: ['Liège'] },
		{ index: nl, text: '4000', expected: ['Luik'] },
		{ index: nl, text: 'sint-nik', expected: ['Sint-Niklaas'] },
		{ index: nl, text: 'niklaas', expected: ['Sint-Niklaas'] },
		{ index: fr, text: 'saint nicolas', expected: ['Saint-Nicolas'] },
		{ index: fr, text: 'liege 4000', expected: ['Liège'] },
		{ index: nl, text: '9', expected: ['Gent', 'Sint-Niklaas'] },
		{ index: fr, text: '4001', expected: [] },
		{ index: nl, text: 'pierre', expected: [] },
	])('$text lists $expected', ({ index, text, expected }) => {
		expect(querySearch(index, text).cities.map((c) => c.name)).toEqual(expected);
	});

	test.each([
		{ lang: 'nl', index: nl, text: 'liege', expected: ['Luik'] },
		{ lang: 'nl', index: nl, text: 'Liège', expected: ['Luik'] },
		{ lang: 'nl', index: nl, text: 'brux', expected: ['Brussel'] },
		{ lang: 'nl', index: nl, text: 'saint nic', expected: ['Sint-Niklaas'] },
		{ lang: 'nl', index: nl, text: 'liege 4000', expected: ['Luik'] },
		{ lang: 'fr', index: fr, text: 'gent', expected: ['Gand'] },
		{ lang: 'fr', index: fr, text: 'ghent', expected: ['Gand'] },
		{ lang: 'de', index: de, text: 'luettich', expected: ['Lüttich'] },
		{ lang: 'de', index: de, text: 'liege', expected: ['Lüttich'] },
		{ lang: 'de', index: de, text: 'bruessel', expected: ['Brüssel'] },
		{ lang: 'fr', index: fr, text: 'luik gent', expected: [] },
	])('a name in another language: $text in $lang lists $expected', ({ index, text, expected }) => {
		expect(querySearch(index, text).cities.map((c) => c.name)).toEqual(expected);
	});

	test('an exact zip or name comes before the others', () => {
		const many = loadSearchIndex(
			buildSearchIndex({
				locale: 'nl',
				listings: [
					listing({ ID: 1, City: 'Gentbrugge', Zip: '9050' }),
					listing({ ID: 2, City: 'Gentbrugge', Zip: '9050' }),
					listing({ ID: 3, City: 'Gent', Zip: '9000' }),
				],
				types: [],
				pathOf: String,
				hideCity: false,
			}),
		);
		expect(querySearch(many, 'gent').cities.map((c) => c.name)).toEqual(['Gent', 'Gentbrugge']);
	});
});

describe('spec §5: a property by exact match on the reference id, every token, threshold zero', () => {
	test.each([
		{ text: 'IDL-1002', expected: [1002] },
		{ text: 'idl-1002', expected: [1002] },
		{ text: ' IDL-1002 ', expected: [1002] },
		{ text: '1002', expected: [1002] },
		{ text: 'IDL-100', expected: [] },
		{ text: 'IDL-10022', expected: [] },
		{ text: 'IDL-1002 IDL-1003', expected: [] },
		{ text: 'IDL-1002 1002', expected: [1002] },
		{ text: 'abc/77', expected: [1004] },
		{ text: 'ABC/7', expected: [] },
	])('$text finds $expected', ({ text, expected }) => {
		expect(querySearch(nl, text).properties.map((p) => p.id)).toEqual(expected);
	});

	test('the property links to its page in the page language', () => {
		expect(querySearch(fr, 'IDL-1002').properties).toEqual([
			{
				id: 1002,
				ref: 'IDL-1002',
				title: 'Maison spacieuse sur 880 m²',
				city: 'Liège',
				zip: '4000',
				path: '/fr/p/1002/',
			},
		]);
	});
});

describe('spec §5 city by zip, §3 reference id is RecordFile: a typed zip lists its city, not the listing whose ID is that number', () => {
	// Demo IDs run 1001-1150, Brussels zips 1000-1210: IDL-1050 is in Bergen and 1050 is Elsene,
	// IDL-1040 in Dinant and 1040 Etterbeek. Typing the ID still finds a listing (`1002` above).
	const zipListings = (locale: Locale, bergen: string, elsene: string) => [
		listing({ ID: 1050, Title: 'Woning', City: bergen, Zip: '7000' }, locale),
		listing({ ID: 1040, Title: 'Villa', City: 'Dinant', Zip: '5500' }, locale),
		listing({ ID: 1, Title: 'Appartement', City: elsene, Zip: '1050' }, locale),
		listing({ ID: 2, Title: 'Studio', City: elsene, Zip: '1050' }, locale),
		listing({ ID: 3, Title: 'Loft', City: 'Etterbeek', Zip: '1040' }, locale),
	];
	const zipIndexOf = (locale: Locale) =>
		loadSearchIndex(
			JSON.parse(
				JSON.stringify(
					buildSearchIndex({
						locale,
						types: types(),
						pathOf: (id) => `/property/${id}/`,
						hideCity: false,
						listings: [...zipListings('nl', 'Bergen', 'Elsene'), ...zipListings('fr', 'Mons', 'Ixelles')],
					}),
				),
			) as SearchIndexFile,
		);
	test.each([
		{ locale: 'nl' as const, text: '1050', cities: ['Elsene'], properties: [1, 2] },
		{ locale: 'fr' as const, text: '1050', cities: ['Ixelles'], properties: [1, 2] },
		{ locale: 'fr' as const, text: '1040', cities: ['Etterbeek'], properties: [3] },
	])('$text in $locale lists $cities and its listings $properties only', ({ locale, text, cities, properties }) => {
		const results = querySearch(zipIndexOf(locale), text);
		expect(results.cities.map((c) => c.name)).toEqual(cities);
		expect(results.properties.map((p) => p.id)).toEqual(properties);
	});
});

describe('properties by title words (and city, its zip and its names in other languages), every word, the words as prefixes', () => {
	test.each([
		{ lang: 'nl', index: nl, text: 'terras', expected: [1001, 1004] },
		{ lang: 'nl', index: nl, text: 'ruim terr', expected: [1001] },
		{ lang: 'fr', index: fr, text: 'maison', expected: [1002, 1004] },
		{ lang: 'fr', index: fr, text: 'spacieuse liege', expected: [1002] },
		{ lang: 'fr', index: fr, text: 'Liège', expected: [1002] },
		{ lang: 'nl', index: nl, text: 'r', expected: [] },
		{ lang: 'nl', index: nl, text: 'kasteel', expected: [] },
		{ lang: 'nl', index: nl, text: 'liege', expected: [1002] },
		{ lang: 'nl', index: nl, text: 'ruime liège', expected: [1002] },
		{ lang: 'nl', index: nl, text: 'ruime gand', expected: [] },
		{ lang: 'fr', index: fr, text: 'gent', expected: [1001] },
		{ lang: 'fr', index: fr, text: 'appartement gent', expected: [1001] },
		{ lang: 'fr', index: fr, text: 'maison gent', expected: [] },
		{ lang: 'de', index: de, text: 'luettich', expected: [1002] },
		{ lang: 'fr', index: fr, text: '4000', expected: [1002] },
		{ lang: 'nl', index: nl, text: '9000', expected: [1001] },
		{ lang: 'nl', index: nl, text: '10', expected: [1004] },
		{ lang: 'nl', index: nl, text: 'gezinswoning 1000', expected: [1004] },
	])('$text in $lang finds $expected', ({ index, text, expected }) => {
		expect(
			querySearch(index, text)
				.properties.map((p) => p.id)
				.sort(),
		).toEqual(expected);
	});

	test('a reference match comes before title matches', () => {
		const withRefInTitle = smallIndex('nl', {
			listings: [
				listing({ ID: 1, Title: 'Loft 77 aan het water' }),
				listing({ ID: 77, Title: 'Villa' }),
			],
		});
		expect(querySearch(withRefInTitle, '77').properties.map((p) => p.id)).toEqual([77, 1]);
	});
});

describe('spec §5 city by name or zip, §9 countries: a Belgian and a Luxembourg town with the same zip', () => {
	// Real pairs: 4050 Chaudfontaine (BE) and Esch-sur-Alzette (LU), 3590 Diepenbeek (BE) and Dudelange (LU).
	const borderNames = [
		...namesOf('4050', ['Chaudfontaine', 'Chaudfontaine', 'Chaudfontaine', 'Chaudfontaine']),
		...namesOf('4050', ['Esch-sur-Alzette', 'Esch-sur-Alzette', 'Esch-sur-Alzette', 'Esch an der Alzette'], 50),
		...namesOf('3590', ['Diepenbeek', 'Diepenbeek', 'Diepenbeek', 'Diepenbeek']),
		...namesOf('3590', ['Dudelange', 'Dudelange', 'Dudelange', 'Düdelingen'], 50),
	];
	const border = loadSearchIndex(
		JSON.parse(
			JSON.stringify(
				buildSearchIndex({
					locale: 'nl',
					types: types(),
					pathOf: String,
					hideCity: false,
					cityNames: borderNames,
					listings: [
						listing({ ID: 1, Title: 'Huis', City: 'Esch-sur-Alzette', Zip: '4050', CountryID: 50 }),
						listing({ ID: 2, Title: 'Huis', City: 'Chaudfontaine', Zip: '4050', CountryID: 10 }),
						listing({ ID: 3, Title: 'Huis', City: 'Dudelange', Zip: '3590', CountryID: 50 }),
						listing({ ID: 4, Title: 'Huis', City: 'Diepenbeek', Zip: '3590', CountryID: 10 }),
					],
				}),
			),
		) as SearchIndexFile,
	);
	test.each([
		{ text: 'esch an der', cities: ['Esch-sur-Alzette'], properties: [1] },
		{ text: 'esch', cities: ['Esch-sur-Alzette'], properties: [1] },
		{ text: 'dudelingen', cities: ['Dudelange'], properties: [3] },
		{ text: 'düdelingen', cities: ['Dudelange'], properties: [3] },
		{ text: 'chaudfontaine', cities: ['Chaudfontaine'], properties: [2] },
		{ text: 'diepenbeek', cities: ['Diepenbeek'], properties: [4] },
		{ text: '4050', cities: ['Chaudfontaine', 'Esch-sur-Alzette'], properties: [1, 2] },
	])('$text finds the cities $cities and the listings $properties', ({ text, cities, properties }) => {
		const results = querySearch(border, text);
		expect(results.cities.map((c) => c.name).sort()).toEqual(cities);
		expect(results.properties.map((p) => p.id).sort()).toEqual(properties);
	});
});

describe('spec §5 city by name, §3 city list: a locality is not found by the name of another locality of its zip', () => {
	// Real exports: 9050 Gentbrugge and Ledeberg, 1300 Waver/Wavre and Limal.
	const localities = smallIndex('nl', {
		cityNames: [
			...namesOf('9050', ['Gentbrugge', 'Gentbrugge', 'Gentbrugge', 'Gentbrugge']),
			...namesOf('9050', ['Ledeberg', 'Ledeberg', 'Ledeberg', 'Ledeberg']),
			...namesOf('1300', ['Waver', 'Wavre', 'Wavre', 'Wavre']),
			...namesOf('1300', ['Limal', 'Limal', 'Limal', 'Limal']),
		],
		listings: [
			listing({ ID: 1, Title: 'Woning', City: 'Gentbrugge', Zip: '9050' }),
			listing({ ID: 2, Title: 'Woning', City: 'Ledeberg', Zip: '9050' }),
			listing({ ID: 3, Title: 'Woning', City: 'Waver', Zip: '1300' }),
		],
	});
	test.each([
		{ text: 'ledeberg', cities: ['Ledeberg'], properties: [2] },
		{ text: 'gentbrugge', cities: ['Gentbrugge'], properties: [1] },
		{ text: 'limal', cities: [], properties: [] },
	])('$text lists the cities $cities and the listings $properties', ({ text, cities, properties }) => {
		const results = querySearch(localities, text);
		expect(results.cities.map((c) => c.name)).toEqual(cities);
		expect(results.properties.map((p) => p.id)).toEqual(properties);
	});
});

describe('spec §5 city by name: a straight and a typographic apostrophe are the same', () => {
	const apostrophes = smallIndex('nl', {
		cityNames: namesOf('7090', ['’s-Gravenbrakel', 'Braine-le-Comte']),
		listings: [listing({ ID: 5, Title: 'Woning', City: "'s-Gravenbrakel", Zip: '7090' })],
	});
	test.each(['braine-le-comte', 'braine', "'s-gravenbrakel", '’s-Gravenbrakel'])('%s finds the listing in \'s-Gravenbrakel', (text) => {
		expect(querySearch(apostrophes, text).properties.map((p) => p.id)).toEqual([5]);
	});
	test('Braine-le-Comte is an alias of the list city', () => {
		expect(querySearch(apostrophes, 'braine').cities.map((c) => c.name)).toEqual(["'s-Gravenbrakel"]);
	});
});

describe('types matching the typed words', () => {
	test.each([
		{ index: nl, text: 'woning', expected: ['Woning'] },
		{ index: nl, text: 'loft', expected: ['Appartement/Loft'] },
		{ index: fr, text: 'appart', expected: ['Appartement/Loft'] },
		{ index: nl, text: 'semi-ind', expected: ['Semi-industrieel'] },
		{ index: nl, text: 'gent', expected: [] },
	])('$text lists $expected', ({ index, text, expected }) => {
		expect(querySearch(index, text).types.map((t) => t.name)).toEqual(expected);
	});
});

describe('spec §5 search, French elision: an elided article (l\' d\' qu\' …, straight or typographic) is no required word', () => {
	test.each([
		{ rule: "l'appartement gand finds what appartement gand finds", text: "l'appartement gand", properties: [1001] },
		{ rule: 'with a typographic apostrophe', text: 'l’appartement gand', properties: [1001] },
		{ rule: "qu'", text: "qu'appartement", properties: [1001] },
	])('$rule: $text finds $properties', ({ text, properties }) => {
		expect(querySearch(fr, text).properties.map((p) => p.id)).toEqual(properties);
	});
	test.each([
		{ rule: "l'exception finds Bien d’exception", text: "l'exception", types: ['Bien d’exception'] },
		{ rule: "l’immeuble finds Immeuble de rapport", text: 'l’immeuble', types: ['Immeuble de rapport'] },
	])('$rule', ({ text, types: expected }) => {
		expect(querySearch(fr, text).types.map((t) => t.name)).toEqual(expected);
	});
	test('an apostrophe that is a letter to Unicode (ʼ U+02BC) splits a title\'s words as ’ does: uccle finds d’Uccle and dʼUccle', () => {
		const uccle = smallIndex('fr', {
			listings: [
				listing({ ID: 1, Title: 'Villa d’Uccle', City: 'Bruxelles', Zip: '1000' }, 'fr'),
				listing({ ID: 2, Title: 'Maison dʼUccle', City: 'Bruxelles', Zip: '1000' }, 'fr'),
			],
		});
		expect(querySearch(uccle, 'uccle').properties.map((p) => p.id).sort()).toEqual([1, 2]);
	});
});

describe('spec §5 search, German without umlauts: a type is found as typed with ae, oe, ue (as the cities)', () => {
	test.each([
		{ text: 'grundstueck', expected: ['Grundstück'] },
		{ text: 'buero', expected: ['Büros und Geschäfte'] },
		{ text: 'bueros und geschaefte', expected: ['Büros und Geschäfte'] },
		{ text: 'geschaeftsueber', expected: ['Geschäftsübernahme'] },
		{ text: 'aussergewoehnlich', expected: ['Außergewöhnliche Immobilie'] },
	])('$text lists $expected', ({ text, expected }) => {
		expect(querySearch(de, text).types.map((t) => t.name)).toEqual(expected);
	});
});

describe('spec §5 city by accent-stripped name, Dutch ĳ ligature: ĳ (U+0133) and Ĳ (U+0132) are ij, typed and indexed', () => {
	const ligatures = loadSearchIndex(
		JSON.parse(
			JSON.stringify(
				buildSearchIndex({
					locale: 'nl',
					types: [],
					pathOf: String,
					hideCity: false,
					listings: [
						listing({ ID: 1, Title: 'Woning', City: 'Kortrijk', Zip: '8500' }),
						listing({ ID: 2, Title: 'Hoeve aan de Ĳzer', City: 'Diksmuide', Zip: '8600' }),
					],
				}),
			),
		) as SearchIndexFile,
	);
	test.each([
		{ text: 'kortrĳk', cities: ['Kortrijk'], properties: [1] },
		{ text: 'KORTRĲK', cities: ['Kortrijk'], properties: [1] },
		{ text: 'ijzer', cities: [], properties: [2] },
	])('$text lists the cities $cities and the listings $properties', ({ text, cities, properties }) => {
		const results = querySearch(ligatures, text);
		expect(results.cities.map((c) => c.name)).toEqual(cities);
		expect(results.properties.map((p) => p.id)).toEqual(properties);
	});
});

describe('wordsMatch', () => {
	test.each([
		{ typed: ['sint', 'nik'], words: ['sint', 'niklaas'], expected: true },
		{ typed: ['nik', 'sint'], words: ['sint', 'niklaas'], expected: true },
		{ typed: ['sint', 'x'], words: ['sint', 'niklaas'], expected: false },
		{ typed: [], words: ['gent'], expected: true },
	])('$typed in $words is $expected', ({ typed, words, expected }) => {
		expect(wordsMatch(typed, words)).toBe(expected);
	});
});

describe('scale: 10,000 properties in one index (design: a keystroke still answers at once)', () => {
	const streets = ['Ruime', 'Lichtrijke', 'Gerenoveerde', 'Moderne', 'Charmante'];
	const kinds = ['woning', 'appartement', 'villa', 'loft', 'handelspand'];
	const big = Array.from({ length: 10_000 }, (_, i) =>
		listing({
			ID: 100_000 + i,
			WebID: (i % 8) + 1,
			WebIDs: String((i % 8) + 1),
			Goal: i % 3 === 0 ? 1 : 0,
			Title: `${streets[i % 5]} ${kinds[Math.floor(i / 5) % 5]} met ${i % 7} slaapkamers`,
			City: i % 2 ? 'Gent' : 'Luik',
			Zip: i % 2 ? '9000' : '4000',
		}),
	);
	const file = buildSearchIndex({
		locale: 'nl',
		listings: big,
		types: types(['nl']),
		pathOf: (id) => `/property/${id}/`,
		hideCity: false,
	});
	const index = loadSearchIndex(JSON.parse(JSON.stringify(file)) as typeof file);

	test('counts cover every listing its list can filter by type, and each group stays capped', () => {
		const offered = (l: (typeof big)[number]) => types(['nl']).some((t) => t.WebID === l.WebID && (l.Goal === 0 ? t.Sale : t.Rent));
		expect(file.types.reduce((n, t) => n + t.sale + t.rent, 0)).toBe(big.filter(offered).length);
		const results = querySearch(index, 'woning');
		expect(results.properties).toHaveLength(groupLimit);
		expect(querySearch(index, 'g').properties).toEqual([]);
	});

	test('a reference id still finds exactly its property among 10,000', () => {
		expect(querySearch(index, 'IDL-107777').properties.map((p) => p.id)).toEqual([107_777]);
		expect(querySearch(index, 'IDL-10777').properties).toEqual([]);
	});

	test('a burst of keystrokes answers each prefix', () => {
		const typed = 'lichtrijke loft';
		const counts = [...typed].map(
			(_, i) => querySearch(index, typed.slice(0, i + 1)).properties.length,
		);
		expect(counts.at(-1)).toBe(groupLimit);
		expect(querySearch(index, typed).properties.every((p) => /Lichtrijke loft/.test(p.title))).toBe(
			true,
		);
	});
});
