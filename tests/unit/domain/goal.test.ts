import { describe, expect, test } from 'vitest';
import { goalOf, isForRent, isForSale } from '../../../src/lib/domain/goal.ts';

describe('spec §3 goal: 0 means for sale, any other value means for rent', () => {
	const cases = [
		{ input: 0, expected: 'sale' },
		{ input: -0, expected: 'sale' },
		{ input: 1, expected: 'rent' },
		{ input: 2, expected: 'rent' },
		{ input: -1, expected: 'rent' },
		{ input: 0.5, expected: 'rent' },
		{ input: Number.NaN, expected: 'rent' },
	] as const;
	test.each(cases)('goal $input -> $expected', ({ input, expected }) => {
		expect(goalOf(input)).toBe(expected);
		expect(isForSale(input)).toBe(expected === 'sale');
		expect(isForRent(input)).toBe(expected === 'rent');
	});
});
