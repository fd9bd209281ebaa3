import { describe, expect, test } from 'vitest';
import { marqueeBadge } from '../../../src/lib/domain/marquee.ts';

describe('spec §3 Marquee 1 to 4, meaning not shown: the badge reads the agency\'s MarqueeName, else the Dutch record\'s, else there is none', () => {
	const cases = [
		{ rule: 'own name', marquee: 1, name: 'Nieuw', dutch: 'Nieuw', expected: { kind: 'marquee-1', text: 'Nieuw', fallback: false } },
		{ rule: 'own name, trimmed', marquee: 2, name: ' Verkocht ', dutch: undefined, expected: { kind: 'marquee-2', text: 'Verkocht', fallback: false } },
		{ rule: 'own name wins over the Dutch one', marquee: 2, name: 'Preis gesenkt', dutch: 'Prijsdaling', expected: { kind: 'marquee-2', text: 'Preis gesenkt', fallback: false } },
		{ rule: 'empty own name: the Dutch name, as a fallback', marquee: 2, name: '', dutch: 'Verkocht', expected: { kind: 'marquee-2', text: 'Verkocht', fallback: true } },
		{ rule: 'blank own name: the Dutch name, trimmed', marquee: 3, name: '  ', dutch: ' Exclusief ', expected: { kind: 'marquee-3', text: 'Exclusief', fallback: true } },
		{ rule: 'missing own name: the Dutch name', marquee: 4, name: null, dutch: 'Open huis', expected: { kind: 'marquee-4', text: 'Open huis', fallback: true } },
		{ rule: 'no name anywhere: no badge (no guessed UI text)', marquee: 3, name: '', dutch: '', expected: null },
		{ rule: 'no name and no Dutch record: no badge', marquee: 4, name: null, dutch: undefined, expected: null },
		{ rule: 'blank names: no badge', marquee: 1, name: ' ', dutch: null, expected: null },
	];
	test.each(cases)('$rule', ({ marquee, name, dutch, expected }) => {
		expect(marqueeBadge(marquee, name, dutch)).toEqual(expected);
	});
});

describe('spec §3 Marquee outside 1 to 4: no badge, whatever the names', () => {
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
		expect(marqueeBadge(input, 'Nieuw', 'Nieuw')).toBe(expected);
	});
});
