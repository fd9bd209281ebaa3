import { describe, expect, test } from 'vitest';
import {
	applyFilter,
	choicesOfValues,
	cityValue,
	filterToSearch,
	isFiltering,
	keepIgnored,
	matchesFilter,
	parseListingQuery,
	resolveCity,
	typeOfParam,
	type CityOption,
	type TypeOption,
} from '../../../src/lib/listing/filter.ts';

const cities: CityOption[] = [
	{ name: 'Gent', zip: '9000', count: 4 },
	{ name: 'Ettelbruck', zip: '9050', count: 2 },
	{ name: 'Gentbrugge', zip: '9050', count: 1 },
	{ name: 'Liège', zip: '4000', count: 3 },
	{ name: 'Sint-Lambrechts-Woluwe', zip: '1200', count: 1 },
];
const types: TypeOption[] = [
	{ webId: 1, name: 'Appartement', count: 3 },
	{ webId: 2, name: 'Woning', count: 2 },
];

describe('spec §2 query parameter city (name|zip): resolving against the cities of the list', () => {
	const cases = [
		{ param: 'Gent|9000', expected: 'Gent' },
		{ param: 'gent|9000', expected: 'Gent' },
		{ param: 'Liege|4000', expected: 'Liège' },
		{ param: 'sint lambrechts woluwe|1200', expected: 'Sint-Lambrechts-Woluwe' },
		{ param: 'Gand|9000', expected: 'Gent' },
		{ param: 'Gentbrugge|9050', expected: 'Gentbrugge' },
		{ param: 'Elsewhere|9050', expected: null },
		{ param: '4000', expected: 'Liège' },
		{ param: '9050', expected: null },
		{ param: 'liège', expected: 'Liège' },
		{ param: 'Gent|1000', expected: null },
		{ param: 'Atlantis|0000', expected: null },
		{ param: '', expected: null },
	];
	test.each(cases)('city=$param -> $expected', ({ param, expected }) => {
		expect(resolveCity(param, cities)?.name ?? null).toBe(expected);
	});
});

describe('spec §2 query parameter city: a name alone that several cities of the list bear', () => {
	const halles = [
		{ name: 'Halle', zip: '1500', count: 3 },
		{ name: 'Halle', zip: '2980', count: 1 },
		{ name: 'Zoersel', zip: '2980', count: 2 },
	];
	test.each([
		{ param: 'Halle', expected: 'Halle|1500' },
		{ param: 'halle', expected: 'Halle|1500' },
		{ param: 'Halle|2980', expected: 'Halle|2980' },
		{ param: 'Halle|9999', expected: null },
		{ param: '2980', expected: null },
	])('city=$param -> $expected', ({ param, expected }) => {
		const city = resolveCity(param, halles);
		expect(city ? `${city.name}|${city.zip}` : null).toBe(expected);
	});
});

describe('spec §2 listing query: city and type are read, bad values ignored and reported', () => {
	const cases = [
		{ search: '', filter: { city: null, type: null }, ignored: [] },
		{ search: '?city=Gent|9000', filter: { city: 'Gent|9000', type: null }, ignored: [] },
		{ search: '?city=Gent%7C9000&type=2', filter: { city: 'Gent|9000', type: 2 }, ignored: [] },
		{ search: '?city=Gand|9000', filter: { city: 'Gent|9000', type: null }, ignored: [] },
		{ search: '?type=1', filter: { city: null, type: 1 }, ignored: [] },
		{ search: '?type=house', filter: { city: null, type: null }, ignored: ['type'] },
		{ search: '?type=2.5', filter: { city: null, type: null }, ignored: ['type'] },
		{ search: '?type=7', filter: { city: null, type: null }, ignored: ['type'] },
		{ search: '?city=Atlantis|0000&type=x', filter: { city: null, type: null }, ignored: ['city', 'type'] },
		{ search: '?city=&type=', filter: { city: null, type: null }, ignored: [] },
		{ search: '?setcookies=1&type=2', filter: { city: null, type: 2 }, ignored: [] },
	];
	test.each(cases)('$search -> $filter, ignored $ignored', ({ search, filter, ignored }) => {
		expect(parseListingQuery(search, { cities, types })).toEqual({ filter, ignored });
	});
	test.each(cases)('$search read against the choices of the page\'s form options gives the same', ({ search, filter, ignored }) => {
		const form = choicesOfValues(['', ...cities.map((c) => cityValue(c.name, c.zip))], ['', ...types.map((t) => String(t.webId))]);
		expect(parseListingQuery(search, form)).toEqual({ filter, ignored });
	});
});

describe('spec §2 query parameter type: a WebID is a whole number', () => {
	test.each([
		{ param: '2', expected: 2 },
		{ param: ' 7 ', expected: 7 },
		{ param: '07', expected: 7 },
		{ param: '99', expected: 99 },
		{ param: 'huis', expected: null },
		{ param: '2.5', expected: null },
		{ param: '-1', expected: null },
		{ param: '', expected: null },
	])('type=$param -> $expected', ({ param, expected }) => {
		expect(typeOfParam(param)).toBe(expected);
	});
});

describe('a notice about an ignored parameter stays until its own control changes', () => {
	test.each([
		{ rule: 'the city found after all (?city=Gent&type=99 on the French list) keeps the type notice', ignored: ['city', 'type'], before: { city: null, type: null }, after: { city: 'Gand|9000', type: null }, expected: ['type'] },
		{ rule: 'a type chosen keeps the city notice', ignored: ['city'], before: { city: null, type: 2 }, after: { city: null, type: 1 }, expected: ['city'] },
		{ rule: 'a city chosen keeps the type notice', ignored: ['type'], before: { city: null, type: null }, after: { city: 'Gent|9000', type: null }, expected: ['type'] },
		{ rule: 'a type chosen clears the type notice', ignored: ['type'], before: { city: null, type: null }, after: { city: null, type: 2 }, expected: [] },
		{ rule: 'both chosen clear both', ignored: ['city', 'type'], before: { city: null, type: null }, after: { city: 'Gent|9000', type: 2 }, expected: [] },
		{ rule: 'clearing the filters keeps the notice of a control already at "all"', ignored: ['city'], before: { city: null, type: 2 }, after: { city: null, type: null }, expected: ['city'] },
		{ rule: 'an early choice in the form wins over the link\'s ignored value', ignored: ['city', 'type'], before: { city: null, type: null }, after: { city: null, type: 4 }, expected: ['city'] },
	] as const)('$rule', ({ ignored, before, after, expected }) => {
		expect(keepIgnored(ignored, before, after)).toEqual(expected);
	});
});

describe('the filter form\'s option values as choices ("" is the "all" option)', () => {
	test('a city value is name|zip, split at the last bar; a type value is its WebID', () => {
		expect(choicesOfValues(['', 'Gent|9000', 'Sint-Lambrechts-Woluwe|1200', 'A|B|1000'], ['', '1', '12'])).toEqual({
			cities: [
				{ name: 'Gent', zip: '9000' },
				{ name: 'Sint-Lambrechts-Woluwe', zip: '1200' },
				{ name: 'A|B', zip: '1000' },
			],
			types: [{ webId: 1 }, { webId: 12 }],
		});
	});
	test('values that are neither are left out', () => {
		expect(choicesOfValues(['Gent', '|9000'], ['x', '2.5', '-1'])).toEqual({ cities: [], types: [] });
	});
});

describe('spec §2 filter: city by name|zip and type by the listing WebIDs', () => {
	const house = { city: 'Gent', zip: '9000', webIds: [2] };
	const castle = { city: 'Gent', zip: '9000', webIds: [8, 2] };
	const flat = { city: 'Liège', zip: '4000', webIds: [1] };
	const cases = [
		{ filter: { city: null, type: null }, expected: [house, castle, flat] },
		{ filter: { city: 'Gent|9000', type: null }, expected: [house, castle] },
		{ filter: { city: null, type: 2 }, expected: [house, castle] },
		{ filter: { city: null, type: 8 }, expected: [castle] },
		{ filter: { city: 'Liège|4000', type: 1 }, expected: [flat] },
		{ filter: { city: 'Liège|4000', type: 2 }, expected: [] },
		{ filter: { city: 'Gent|4000', type: null }, expected: [] },
	];
	test.each(cases)('$filter', ({ filter, expected }) => {
		expect(applyFilter([house, castle, flat], filter)).toEqual(expected);
		expect(isFiltering(filter)).toBe(filter.city !== null || filter.type !== null);
	});

	test('a single listing matches or not', () => {
		expect(matchesFilter(flat, { city: 'Liège|4000', type: null })).toBe(true);
		expect(matchesFilter(flat, { city: 'Liege|4000', type: null })).toBe(false);
	});
});

describe('spec §2 URL in step with the filter: other parameters kept, | readable', () => {
	const cases = [
		{ filter: { city: null, type: null }, current: '', expected: '' },
		{ filter: { city: null, type: null }, current: '?city=Gent|9000&type=2', expected: '' },
		{ filter: { city: 'Gent|9000', type: null }, current: '', expected: '?city=Gent|9000' },
		{ filter: { city: 'Gent|9000', type: 2 }, current: '?lang=fr', expected: '?lang=fr&city=Gent|9000&type=2' },
		{ filter: { city: null, type: 5 }, current: '?type=x', expected: '?type=5' },
		{ filter: { city: 'Sint-Genesius-Rode|1640', type: null }, current: '', expected: '?city=Sint-Genesius-Rode|1640' },
		{ filter: { city: 'Braine-l’Alleud & Co|1420', type: null }, current: '', expected: '?city=Braine-l%E2%80%99Alleud+%26+Co|1420' },
	];
	test.each(cases)('$filter on $current -> $expected', ({ filter, current, expected }) => {
		expect(filterToSearch(filter, current)).toBe(expected);
	});

	test('a written query reads back as the same filter', () => {
		const filter = { city: 'Liège|4000', type: 2 };
		expect(parseListingQuery(filterToSearch(filter, ''), { cities, types }).filter).toEqual(filter);
	});
});
