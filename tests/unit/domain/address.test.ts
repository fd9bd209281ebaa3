import { describe, expect, test } from 'vitest';
import { formatAddress, type AddressFields } from '../../../src/lib/domain/address.ts';

const full: AddressFields = {
	publishAddress: true,
	street: 'Kerkstraat',
	houseNumber: 12,
	boxNr: '3',
	zip: 9000,
	city: 'Gent',
};

describe('spec §5 address: street and number only if PublishAddress is true', () => {
	const cases = [
		{ input: full, expected: 'Kerkstraat 12 bus 3' },
		{ input: { ...full, boxNr: null }, expected: 'Kerkstraat 12' },
		{ input: { ...full, boxNr: '  ' }, expected: 'Kerkstraat 12' },
		{ input: { ...full, boxNr: 0 }, expected: 'Kerkstraat 12 bus 0' },
		{ input: { ...full, houseNumber: '12A', boxNr: undefined }, expected: 'Kerkstraat 12A' },
		{ input: { ...full, houseNumber: null, boxNr: null }, expected: 'Kerkstraat' },
		{
			input: { ...full, street: '  Rue Haute ', houseNumber: ' 5 ' },
			expected: 'Rue Haute 5 bus 3',
		},
	];
	test.each(cases)('published $input -> $expected', ({ input, expected }) => {
		expect(formatAddress(input, { hideCity: false })).toBe(expected);
		expect(formatAddress(input, { hideCity: true })).toBe(expected);
	});

	test('box label can be given per language: French bte', () => {
		expect(formatAddress(full, { hideCity: false, boxLabel: 'bte' })).toBe('Kerkstraat 12 bte 3');
	});
});

describe('spec §5 address: otherwise zip and city', () => {
	const cases = [
		{ input: { ...full, publishAddress: false }, expected: '9000 Gent' },
		{ input: { publishAddress: false, zip: '1000', city: 'Brussel' }, expected: '1000 Brussel' },
		{ input: { publishAddress: false, zip: null, city: 'Brussel' }, expected: 'Brussel' },
		{ input: { publishAddress: false, zip: 1000 }, expected: '1000' },
		{ input: { publishAddress: false }, expected: '' },
		{ input: { ...full, street: ' ' }, expected: '9000 Gent' },
		{ input: { ...full, street: null }, expected: '9000 Gent' },
	];
	test.each(cases)('not published $input -> $expected', ({ input, expected }) => {
		expect(formatAddress(input, { hideCity: false })).toBe(expected);
	});
});

describe('spec §5 address: nothing if hiding city is configured', () => {
	const cases = [
		{ input: { ...full, publishAddress: false }, expected: '' },
		{ input: { ...full, publishAddress: false, street: null }, expected: '' },
		{ input: { publishAddress: false, zip: 1000, city: 'Brussel' }, expected: '' },
	];
	test.each(cases)('hidden $input -> $expected', ({ input, expected }) => {
		expect(formatAddress(input, { hideCity: true })).toBe(expected);
	});

	// Hiding the city applies to unpublished addresses: a published one whose export lacks the
	// street keeps its zip-and-city line, as the page's title and municipality row keep the city.
	test.each([
		{ input: { ...full, street: null }, expected: '9000 Gent' },
		{ input: { ...full, street: '  ' }, expected: '9000 Gent' },
	])('published without a street $input -> $expected', ({ input, expected }) => {
		expect(formatAddress(input, { hideCity: true })).toBe(expected);
	});
});
