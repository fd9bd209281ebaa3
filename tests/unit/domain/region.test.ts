import { describe, expect, test } from 'vitest';
import { countryOf, regionOfListing, regionOfPostcode } from '../../../src/lib/domain/region.ts';

describe('spec §9 region by postcode: 1000-1299 Brussels; 1300-1499 and 4000-7999 Wallonia; 1500-3999 and 8000-9999 Flanders', () => {
	const cases = [
		{ input: 999, expected: null },
		{ input: 1000, expected: 'brussels' },
		{ input: 1050, expected: 'brussels' },
		{ input: 1299, expected: 'brussels' },
		{ input: 1300, expected: 'wallonia' },
		{ input: 1499, expected: 'wallonia' },
		{ input: 1500, expected: 'flanders' },
		{ input: 3999, expected: 'flanders' },
		{ input: 4000, expected: 'wallonia' },
		{ input: 7999, expected: 'wallonia' },
		{ input: 8000, expected: 'flanders' },
		{ input: 9999, expected: 'flanders' },
		{ input: 10000, expected: null },
		{ input: 0, expected: null },
		{ input: -1000, expected: null },
		{ input: 1000.5, expected: null },
		{ input: Number.NaN, expected: null },
		{ input: '1000', expected: 'brussels' },
		{ input: ' 9000 ', expected: 'flanders' },
		{ input: '0999', expected: null },
		{ input: 'B-1000', expected: null },
		{ input: '1000.0', expected: null },
		{ input: '', expected: null },
	];
	test.each(cases)('postcode $input -> $expected', ({ input, expected }) => {
		expect(regionOfPostcode(input)).toBe(expected);
	});
});

describe('spec §9 country id: 10 Belgium, 50 Luxembourg', () => {
	const cases = [
		{ input: 10, expected: 'belgium' },
		{ input: 50, expected: 'luxembourg' },
		{ input: 0, expected: null },
		{ input: 11, expected: null },
		{ input: 49, expected: null },
	];
	test.each(cases)('country $input -> $expected', ({ input, expected }) => {
		expect(countryOf(input)).toBe(expected);
	});
});

describe('spec §9 region of a listing: its postcode\'s in Belgium only', () => {
	test.each([
		{ case: 'Gentbrugge, Belgium', CountryID: 10, Zip: '9050', expected: 'flanders' },
		{ case: 'Uccle, Belgium', CountryID: 10, Zip: '1180', expected: 'brussels' },
		{ case: 'Namur, Belgium', CountryID: 10, Zip: '5000', expected: 'wallonia' },
		{ case: 'Ettelbruck, Luxembourg, a postcode that looks Flemish', CountryID: 50, Zip: '9050', expected: null },
		{ case: 'an unknown country', CountryID: 99, Zip: '9000', expected: null },
	])('$case: $expected', ({ CountryID, Zip, expected }) => {
		expect(regionOfListing({ CountryID, Zip })).toBe(expected);
	});
});
