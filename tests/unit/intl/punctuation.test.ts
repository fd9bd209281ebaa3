import { describe, expect, test } from 'vitest';
import type { Locale } from '../../../i18n/locales.ts';
import { labelled, punctuationOf } from '../../../src/lib/intl/punctuation.ts';

describe('labelled: a label and its value joined by the colon of the language (French: no-break space before it)', () => {
	test.each([
		{ locale: 'nl', label: 'Referentie', value: 'REQ-1', expected: 'Referentie: REQ-1' },
		{ locale: 'fr', label: 'Référence', value: 'REQ-1', expected: 'Référence\u00a0: REQ-1' },
		{ locale: 'en', label: 'Reference', value: 'REQ-1', expected: 'Reference: REQ-1' },
		{ locale: 'de', label: 'Referenz', value: 'REQ-1', expected: 'Referenz: REQ-1' },
	] as { locale: Locale; label: string; value: string; expected: string }[])('$locale: maps $label and $value to $expected', ({ locale, label, value, expected }) => {
		expect(labelled(label, value, locale)).toBe(expected);
	});
});

describe('punctuationOf: French puts a no-break space before : ; ? !, the other languages none', () => {
	test.each([
		{ mark: ':', locale: 'fr', expected: '\u00a0:' },
		{ mark: ';', locale: 'fr', expected: '\u00a0;' },
		{ mark: '?', locale: 'fr', expected: '\u00a0?' },
		{ mark: '!', locale: 'fr', expected: '\u00a0!' },
		{ mark: ':', locale: 'nl', expected: ':' },
		{ mark: '?', locale: 'en', expected: '?' },
		{ mark: '!', locale: 'de', expected: '!' },
	] as { mark: ':' | ';' | '?' | '!'; locale: Locale; expected: string }[])('maps $mark in $locale to $expected', ({ mark, locale, expected }) => {
		expect(punctuationOf(mark, locale)).toBe(expected);
	});
});
