import { describe, expect, test } from 'vitest';
import type { Locale } from '../../../i18n/locales.ts';
import { dataText, labelled, punctuationOf } from '../../../src/lib/intl/punctuation.ts';

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

describe('dataText: the agency’s French texts get the no-break spaces the export types as plain ones', () => {
	test.each([
		{ locale: 'fr', text: 'Qui sommes-nous ?', expected: 'Qui sommes-nous\u00a0?' },
		{ locale: 'fr', text: 'Autorité de contrôle : IPI ; agréé !', expected: 'Autorité de contrôle\u00a0: IPI\u00a0; agréé\u00a0!' },
		{ locale: 'fr', text: '« Chez soi »', expected: '«\u00a0Chez soi\u00a0»' },
		{ locale: 'fr', text: 'Déjà bien\u00a0: https://immo.example/a?b=1', expected: 'Déjà bien\u00a0: https://immo.example/a?b=1' },
		{ locale: 'nl', text: 'Wie zijn we ?', expected: 'Wie zijn we ?' },
		{ locale: 'de', text: 'Kontrolle : IPI', expected: 'Kontrolle : IPI' },
	] as { locale: Locale; text: string; expected: string }[])('$locale: $text', ({ locale, text, expected }) => {
		expect(dataText(text, locale)).toBe(expected);
	});
});
