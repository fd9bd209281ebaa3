import { describe, expect, test } from 'vitest';
import { bandOf, epcBands, epcLabel, epcLetter, isBandLabel, openEnds } from '../../../src/lib/domain/epc.ts';

describe('spec §9 energy bands Flanders: below 0 a_plus; 0-100 a; … 500+ f (lower bound inclusive)', () => {
	const cases = [
		{ input: -50, expected: 'a_plus' },
		{ input: -0.01, expected: 'a_plus' },
		{ input: 0, expected: 'a' },
		{ input: 99.99, expected: 'a' },
		{ input: 100, expected: 'b' },
		{ input: 199, expected: 'b' },
		{ input: 200, expected: 'c' },
		{ input: 300, expected: 'd' },
		{ input: 400, expected: 'e' },
		{ input: 499.9, expected: 'e' },
		{ input: 500, expected: 'f' },
		{ input: 1200, expected: 'f' },
	];
	test.each(cases)('flanders $input -> $expected', ({ input, expected }) => {
		expect(bandOf('flanders', input)).toBe(expected);
	});
});

describe('spec §9 energy bands Brussels: integer bands, values between bands belong to the lower band, f_sub 323-345', () => {
	const cases = [
		{ input: -1, expected: 'a_plus' },
		{ input: 0, expected: 'a_plus' },
		{ input: 0.5, expected: 'a_plus' },
		{ input: 1, expected: 'a' },
		{ input: 23, expected: 'a' },
		{ input: 23.5, expected: 'a' },
		{ input: 24, expected: 'a_sub' },
		{ input: 45, expected: 'a_sub' },
		{ input: 46, expected: 'b_plus' },
		{ input: 62, expected: 'b_plus' },
		{ input: 63, expected: 'b' },
		{ input: 79, expected: 'b' },
		{ input: 80, expected: 'b_sub' },
		{ input: 95, expected: 'b_sub' },
		{ input: 96, expected: 'c_plus' },
		{ input: 113, expected: 'c_plus' },
		{ input: 114, expected: 'c' },
		{ input: 132, expected: 'c' },
		{ input: 133, expected: 'c_sub' },
		{ input: 150, expected: 'c_sub' },
		{ input: 151, expected: 'd_plus' },
		{ input: 170, expected: 'd_plus' },
		{ input: 171, expected: 'd' },
		{ input: 190, expected: 'd' },
		{ input: 191, expected: 'd_sub' },
		{ input: 210, expected: 'd_sub' },
		{ input: 211, expected: 'e_plus' },
		{ input: 223, expected: 'e_plus' },
		{ input: 232, expected: 'e_plus' },
		{ input: 233, expected: 'e' },
		{ input: 253, expected: 'e' },
		{ input: 254, expected: 'e_sub' },
		{ input: 275, expected: 'e_sub' },
		{ input: 276, expected: 'f_plus' },
		{ input: 298, expected: 'f_plus' },
		{ input: 299, expected: 'f' },
		{ input: 322, expected: 'f' },
		{ input: 322.9, expected: 'f' },
		{ input: 323, expected: 'f_sub' },
		{ input: 345, expected: 'f_sub' },
		{ input: 345.5, expected: 'f_sub' },
		{ input: 346, expected: 'g' },
		{ input: 900, expected: 'g' },
	];
	test.each(cases)('brussels $input -> $expected', ({ input, expected }) => {
		expect(bandOf('brussels', input)).toBe(expected);
	});
});

describe('spec §9 energy bands Wallonia: below 0 a_plusplus; 0-45 a_plus; 45-85 a; … 510+ g', () => {
	const cases = [
		{ input: -1, expected: 'a_plusplus' },
		{ input: 0, expected: 'a_plus' },
		{ input: 44.9, expected: 'a_plus' },
		{ input: 45, expected: 'a' },
		{ input: 85, expected: 'b' },
		{ input: 170, expected: 'c' },
		{ input: 255, expected: 'd' },
		{ input: 340, expected: 'e' },
		{ input: 425, expected: 'f' },
		{ input: 509.9, expected: 'f' },
		{ input: 510, expected: 'g' },
		{ input: 2000, expected: 'g' },
	];
	test.each(cases)('wallonia $input -> $expected', ({ input, expected }) => {
		expect(bandOf('wallonia', input)).toBe(expected);
	});
});

describe('spec §9 energy bands: a scale writes its open ends as its rule assigns their edge value', () => {
	test.each([
		{ region: 'flanders', ends: { first: '<', last: '≥' }, why: '0 is a, 500 is f' },
		{ region: 'brussels', ends: { first: '≤', last: '≥' }, why: '0 is a_plus (between "below 0" and 1), 346 is g' },
		{ region: 'wallonia', ends: { first: '<', last: '≥' }, why: '0 is a_plus, 510 is g' },
	] as const)('$region: $why', ({ region, ends }) => {
		expect(openEnds(region)).toEqual(ends);
	});
});

describe('spec §9 energy bands: tables are ordered, contiguous and open at both ends', () => {
	test.each(Object.entries(epcBands))('%s', (_region, bands) => {
		expect(bands[0]?.min).toBeNull();
		expect(bands.at(-1)?.max).toBeNull();
		const mins = bands.slice(1).map((b) => b.min ?? Number.NaN);
		expect(mins).toEqual([...mins].sort((a, b) => a - b));
		expect(new Set(bands.map((b) => b.label)).size).toBe(bands.length);
	});
	test('non-finite values have no band', () => {
		expect(bandOf('flanders', Number.NaN)).toBeNull();
		expect(bandOf('brussels', Number.POSITIVE_INFINITY)).toBeNull();
	});
});

describe('spec §9 energy label: Luxembourg (50) uses the label text, Belgium (10) the region band', () => {
	const cases = [
		{ input: { countryId: 10, zip: 9000, specific: 250 }, expected: 'c' },
		{ input: { countryId: 10, zip: '1050', specific: '23.5' }, expected: 'a' },
		{ input: { countryId: 10, zip: 4000, specific: 510 }, expected: 'g' },
		{ input: { countryId: 10, zip: 1300, specific: -5 }, expected: 'a_plusplus' },
		{ input: { countryId: 10, zip: 9000, specific: 250, labelText: 'A' }, expected: 'c' },
		{ input: { countryId: 10, zip: 9000, specific: null, labelText: 'A' }, expected: null },
		{ input: { countryId: 10, zip: 9000, specific: '' }, expected: null },
		{ input: { countryId: 10, zip: 9000, specific: 'n/a' }, expected: null },
		{ input: { countryId: 10, zip: 999, specific: 100 }, expected: null },
		{ input: { countryId: 10, zip: null, specific: 100 }, expected: null },
		{ input: { countryId: 50, zip: 1234, specific: 100, labelText: ' B ' }, expected: 'B' },
		{ input: { countryId: 50, zip: 1234, specific: 100, labelText: '' }, expected: null },
		{ input: { countryId: 50, zip: 1234, specific: 100 }, expected: null },
		{ input: { countryId: 33, zip: 9000, specific: 100, labelText: 'C' }, expected: null },
		{ input: { countryId: null, zip: 9000, specific: 100 }, expected: null },
	];
	test.each(cases)('label of $input -> $expected', ({ input, expected }) => {
		expect(epcLabel(input)).toBe(expected);
	});
});

describe('spec §9 energy label letters for the scale', () => {
	const cases = [
		{ input: 'a_plusplus', expected: 'A++' },
		{ input: 'a_plus', expected: 'A+' },
		{ input: 'b_plus', expected: 'B+' },
		{ input: 'a', expected: 'A' },
		{ input: 'c_sub', expected: 'C-' },
		{ input: 'g', expected: 'G' },
		{ input: 'B', expected: 'B' },
		{ input: ' E ', expected: 'E' },
	];
	test.each(cases)('letter of $input -> $expected', ({ input, expected }) => {
		expect(epcLetter(input)).toBe(expected);
	});
	test.each([
		{ input: 'e_sub', expected: true },
		{ input: 'a_plusplus', expected: true },
		{ input: 'E', expected: false },
		{ input: 'h', expected: false },
	])('band label $input -> $expected', ({ input, expected }) => {
		expect(isBandLabel(input)).toBe(expected);
	});
});
