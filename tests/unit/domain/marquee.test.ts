import { describe, expect, test } from 'vitest';
import { marqueeBadge } from '../../../src/lib/domain/marquee.ts';

describe('spec §3 Marquee 1 to 4: neutral badge kind, MarqueeName text when present', () => {
	const cases = [
		{ input: { marquee: 1, name: 'Nieuw' }, expected: { kind: 'marquee-1', text: 'Nieuw' } },
		{
			input: { marquee: 2, name: ' Verkocht ' },
			expected: { kind: 'marquee-2', text: 'Verkocht' },
		},
		{ input: { marquee: 3, name: '' }, expected: { kind: 'marquee-3', text: null } },
		{ input: { marquee: 4, name: null }, expected: { kind: 'marquee-4', text: null } },
		{ input: { marquee: 4, name: undefined }, expected: { kind: 'marquee-4', text: null } },
	];
	test.each(cases)('marquee $input.marquee -> $expected.kind', ({ input, expected }) => {
		expect(marqueeBadge(input.marquee, input.name)).toEqual(expected);
	});
});

describe('spec §3 Marquee outside 1 to 4: no badge', () => {
	const cases = [
		{ input: 0, expected: null },
		{ input: 5, expected: null },
		{ input: -1, expected: null },
		{ input: 1.5, expected: null },
		{ input: Number.NaN, expected: null },
		{ input: null, expected: null },
		{ input: undefined, expected: null },
	];
	test.each(cases)('marquee $input -> $expected', ({ input, expected }) => {
		expect(marqueeBadge(input, 'Nieuw')).toBe(expected);
	});
});
