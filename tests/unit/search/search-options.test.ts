import { describe, expect, test } from 'vitest';
import { foldText, tokenizeTyped } from '../../../src/lib/search/search-options.ts';

describe('spec §5 search, French elision: a typed text drops the elided articles, and only those', () => {
	test.each([
		{ rule: 'l\' and d\' with both apostrophes', from: "l'appartement d’Uccle", expected: ['appartement', 'Uccle'] },
		{ rule: 'qu\' j\' n\' s\' c\' m\' t\' in any case', from: "Qu'il J'ai n'est s'y c'est m'a t'a", expected: ['il', 'ai', 'est', 'y', 'est', 'a', 'a'] },
		{ rule: 'after a hyphen', from: "braine-l'alleud", expected: ['braine', 'alleud'] },
		{ rule: 'kept while nothing follows the apostrophe (typing braine-l\')', from: "braine-l'", expected: ['braine', 'l'] },
		{ rule: 'Dutch \'s- and \'t keep theirs', from: "'s-Hertogenbosch in-'t-Goor", expected: ['s', 'Hertogenbosch', 'in', 't', 'Goor'] },
		{ rule: 'a letter before the article keeps it', from: "aujourd'hui", expected: ['aujourd', 'hui'] },
	])('$rule: $from → $expected', ({ from, expected }) => {
		expect(tokenizeTyped(from)).toEqual(expected);
	});
});

describe('spec §5 city by accent-stripped name, Dutch ĳ ligature: foldText writes ĳ and Ĳ as ij', () => {
	test.each([
		{ from: 'Kortrĳk', expected: 'kortrijk' },
		{ from: 'ĲZER', expected: 'ijzer' },
	])('maps $from to $expected', ({ from, expected }) => {
		expect(foldText(from)).toBe(expected);
	});
});
