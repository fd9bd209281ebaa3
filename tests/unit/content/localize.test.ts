import { describe, expect, test } from 'vitest';
import { localizeAll, pickLocalized, textIn, oneOrPerLocale } from '../../../src/lib/content/localize.ts';

const r = (ID: number, Language: 'nl' | 'fr' | 'en' | 'de', Title: string) => ({ ID, Language, Title });
const records = [r(1, 'nl', 'Welkom'), r(1, 'fr', 'Bienvenue'), r(1, 'de', ''), r(2, 'nl', 'Verkoop'), r(2, 'fr', ''), r(3, 'fr', 'Seul')];
const hasText = (x: { Title: string }) => x.Title.trim() !== '';

describe('design: content in the page language, falling back to the Dutch record', () => {
	const cases = [
		{ id: 1, locale: 'fr', title: 'Bienvenue', lang: 'fr', fallback: false },
		{ id: 1, locale: 'de', title: 'Welkom', lang: 'nl', fallback: true },
		{ id: 1, locale: 'en', title: 'Welkom', lang: 'nl', fallback: true },
		{ id: 2, locale: 'fr', title: 'Verkoop', lang: 'nl', fallback: true },
		{ id: 3, locale: 'de', title: 'Seul', lang: 'fr', fallback: true },
		{ id: 1, locale: 'nl', title: 'Welkom', lang: 'nl', fallback: false },
	] as const;
	test.each(cases)('record $id in $locale is written in $lang', ({ id, locale, title, lang, fallback }) => {
		expect(pickLocalized(records, id, locale, hasText)).toEqual({ record: expect.objectContaining({ Title: title }) as unknown, lang, fallback });
	});

	test('an unknown id gives null; lists keep their order', () => {
		expect(pickLocalized(records, 9, 'fr', hasText)).toBeNull();
		expect(localizeAll(records, [{ ID: 2, Language: 'nl' }, { ID: 1, Language: 'nl' }], 'fr', hasText).map((l) => l.record.Title)).toEqual(['Verkoop', 'Bienvenue']);
	});
});

describe('design: German texts are empty and fall back with their own language', () => {
	test.each([
		{ text: { nl: 'a', fr: 'b', en: 'c', de: 'd' }, locale: 'de', expected: { text: 'd', lang: 'de', fallback: false } },
		{ text: { nl: 'a', fr: 'b', en: 'c', de: '' }, locale: 'de', expected: { text: 'a', lang: 'nl', fallback: true } },
		{ text: { nl: ' ', fr: 'b', en: 'c', de: '' }, locale: 'de', expected: { text: 'b', lang: 'fr', fallback: true } },
		{ text: { nl: '', fr: '', en: '', de: '' }, locale: 'en', expected: { text: '', lang: 'en', fallback: false } },
		{ text: { nl: 'Wie zijn we ?', fr: 'Qui sommes-nous ?', en: '', de: '' }, locale: 'fr', expected: { text: 'Qui sommes-nous\u00a0?', lang: 'fr', fallback: false } },
		{ text: { nl: '', fr: 'Contrôle : IPI', en: '', de: '' }, locale: 'en', expected: { text: 'Contrôle\u00a0: IPI', lang: 'fr', fallback: true } },
	] as const)('$text in $locale', ({ text, locale, expected }) => {
		expect(textIn(text, locale)).toEqual(expected);
	});
});

describe('the agency street and supervisor: once for all languages, or per language (a Brussels address)', () => {
	const street = { nl: 'Baljuwstraat', fr: 'Rue du Bailli', en: 'Rue du Bailli', de: '' };
	test.each([
		{ text: street, locale: 'nl' as const, expected: 'Baljuwstraat' },
		{ text: street, locale: 'fr' as const, expected: 'Rue du Bailli' },
		{ text: street, locale: 'de' as const, expected: 'Baljuwstraat' },
		{ text: 'Kerkstraat', locale: 'fr' as const, expected: 'Kerkstraat' },
	])('$locale: $expected', ({ text, locale, expected }) => {
		expect(oneOrPerLocale(text, locale)).toBe(expected);
	});
});
