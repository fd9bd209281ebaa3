import { describe, expect, test } from 'vitest';
import { compareListings, inOrderOf, isAvailable, sortListings, type SortFields } from '../../../src/lib/listing/sort.ts';

const listing = (ID: number, Status: SortFields['Availability']['Status'], UpdatedAt: string): SortFields => ({
	ID,
	UpdatedAt,
	Availability: { Status },
});

describe('spec §4 availability: only for sale and for rent are still on offer', () => {
	const cases = [
		{ status: 'for_sale', expected: true },
		{ status: 'for_rent', expected: true },
		{ status: 'sold', expected: false },
		{ status: 'rented', expected: false },
		{ status: 'under_offer', expected: false },
		{ status: 'sold_out', expected: false },
	] as const;
	test.each(cases)('$status is available: $expected', ({ status, expected }) => {
		expect(isAvailable(status)).toBe(expected);
	});
});

describe('list order: available first, then newest UpdatedAt, then highest ID', () => {
	const cases = [
		{
			name: 'available before sold even when older',
			input: [listing(1, 'sold', '2026-07-01'), listing(2, 'for_sale', '2026-01-01')],
			expected: [2, 1],
		},
		{
			name: 'newest first among available',
			input: [listing(1, 'for_rent', '2026-01-01'), listing(2, 'for_rent', '2026-03-01'), listing(3, 'for_rent', '2026-02-01')],
			expected: [2, 3, 1],
		},
		{
			name: 'newest first among the unavailable too',
			input: [listing(1, 'sold', '2026-01-01'), listing(2, 'under_offer', '2026-05-01'), listing(3, 'for_sale', '2025-01-01')],
			expected: [3, 2, 1],
		},
		{
			name: 'same date: higher ID first, so every language pages alike',
			input: [listing(5, 'for_sale', '2026-01-01'), listing(9, 'for_sale', '2026-01-01')],
			expected: [9, 5],
		},
		{ name: 'empty list', input: [], expected: [] },
	];
	test.each(cases)('$name', ({ input, expected }) => {
		const copy = [...input];
		expect(sortListings(input).map((l) => l.ID)).toEqual(expected);
		expect(input, 'input is not changed').toEqual(copy);
	});

	test('comparison is symmetric', () => {
		const a = listing(1, 'for_sale', '2026-01-01');
		const b = listing(2, 'sold', '2026-02-01');
		expect(Math.sign(compareListings(a, b))).toBe(-Math.sign(compareListings(b, a)));
	});
});

describe('spec §2 language switcher and hreflang pair page N of a list with page N in every language: the Dutch records decide the order', () => {
	const nl = [listing(1, 'for_sale', '2026-07-01'), listing(2, 'for_sale', '2026-07-01'), listing(3, 'for_sale', '2026-07-01')];
	test.each([
		{ rule: 'a translation edited later does not move its listing up', fr: [listing(1, 'for_sale', '2026-07-20'), listing(2, 'for_sale', '2026-07-01'), listing(3, 'for_sale', '2026-07-01')], expected: [3, 2, 1] },
		{ rule: 'a translation edited earlier does not move it down', fr: [listing(1, 'for_sale', '2026-07-01'), listing(2, 'for_sale', '2026-07-01'), listing(3, 'for_sale', '2026-01-01')], expected: [3, 2, 1] },
		{ rule: 'a listing missing from the language is left out, the others keep their places', fr: [listing(1, 'for_sale', '2026-07-01'), listing(3, 'for_sale', '2026-07-01')], expected: [3, 1] },
	])('$rule', ({ fr, expected }) => {
		expect(inOrderOf(fr, sortListings(nl)).map((l) => l.ID)).toEqual(expected);
		expect(inOrderOf(fr, sortListings(nl))[0]).toBe(fr.find((l) => l.ID === expected[0]));
	});
});
