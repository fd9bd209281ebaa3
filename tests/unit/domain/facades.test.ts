import { describe, expect, test } from 'vitest';
import { facadeTypeOf } from '../../../src/lib/domain/facades.ts';

describe('spec §3 facades: open = 4, half open = 3, closed = party wall', () => {
	const cases = [
		{ input: 4, expected: 'open' },
		{ input: 3, expected: 'half_open' },
		{ input: 2, expected: 'closed' },
		{ input: 1, expected: 'closed' },
		{ input: 0, expected: 'closed' },
		{ input: 5, expected: 'closed' },
		{ input: 3.5, expected: 'closed' },
		{ input: Number.NaN, expected: 'closed' },
		{ input: null, expected: null },
		{ input: undefined, expected: null },
	];
	test.each(cases)('facades $input -> $expected', ({ input, expected }) => {
		expect(facadeTypeOf(input)).toBe(expected);
	});
});
