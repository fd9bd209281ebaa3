import { describe, expect, test } from 'vitest';
import { localizeAll, pickLocalized, textIn, oneOrPerLocale, typesetLocalized } from '../../../src/lib/content/localize.ts';

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

describe('spec §4 pages: Published: a translation that is not Published counts as missing', () => {
	type Rec = { ID: number; Language: 'nl' | 'fr' | 'en' | 'de'; Title: string; Status?: string };
	const s = (ID: number, Language: Rec['Language'], Title: string, Status?: string): Rec => ({ ID, Language, Title, ...(Status ? { Status } : {}) });
	const withStatus = [s(4, 'nl', 'Schatting', 'Published'), s(4, 'fr', 'BROUILLON', 'Draft'), s(4, 'en', 'Valuation', 'Published'), s(4, 'de', 'Archiv', 'Archived'), s(5, 'fr', 'Projet'), s(5, 'nl', 'Project')];
	test.each([
		{ rule: 'a Draft translation falls back to Dutch, as a blank one', id: 4, locale: 'fr', title: 'Schatting', lang: 'nl', fallback: true },
		{ rule: 'any other non-Published status falls back to Dutch', id: 4, locale: 'de', title: 'Schatting', lang: 'nl', fallback: true },
		{ rule: 'a Published translation is used', id: 4, locale: 'en', title: 'Valuation', lang: 'en', fallback: false },
		{ rule: 'a record without a status (a project) counts as Published', id: 5, locale: 'fr', title: 'Projet', lang: 'fr', fallback: false },
	] as const)('$rule ($locale)', ({ id, locale, title, lang, fallback }) => {
		expect(pickLocalized(withStatus, id, locale, hasText)).toEqual({ record: expect.objectContaining({ Title: title }) as unknown, lang, fallback });
	});
});

describe('testimonials: only the quote falls back; name and town are the page language’s own', () => {
	type T = { ID: number; Language: 'nl' | 'fr' | 'en' | 'de'; Name: string; City: string; Text: string; Status: string };
	const t = (Language: T['Language'], City: string, Text: string, Status = 'Published', Name = 'Nathalie G.'): T => ({ ID: 8, Language, Name, City, Text, Status });
	const quoted = (x: T) => x.Text.trim() !== '';
	const cases = [
		{ rule: 'German record without text: Dutch quote, German town', records: [t('nl', 'Luik', 'Correct.'), t('de', 'Lüttich', '')], city: 'Lüttich', name: 'Nathalie G.', text: 'Correct.', lang: 'nl' },
		{ rule: 'German name is kept too', records: [t('nl', 'Luik', 'Correct.'), t('de', 'Lüttich', '', 'Published', 'Nathalie G. (DE)')], city: 'Lüttich', name: 'Nathalie G. (DE)', text: 'Correct.', lang: 'nl' },
		{ rule: 'a blank town in the page language falls back to the Dutch one', records: [t('nl', 'Luik', 'Correct.'), t('de', ' ', '')], city: 'Luik', name: 'Nathalie G.', text: 'Correct.', lang: 'nl' },
		{ rule: 'a Draft record of the page language gives nothing', records: [t('nl', 'Luik', 'Correct.'), t('de', 'Lüttich', 'Korrekt.', 'Draft')], city: 'Luik', name: 'Nathalie G.', text: 'Correct.', lang: 'nl' },
		{ rule: 'no record in the page language: all Dutch', records: [t('nl', 'Luik', 'Correct.')], city: 'Luik', name: 'Nathalie G.', text: 'Correct.', lang: 'nl' },
		{ rule: 'a translated record is used whole', records: [t('nl', 'Luik', 'Correct.'), t('fr', 'Liège', 'Correct !')], city: 'Liège', name: 'Nathalie G.', text: 'Correct !', lang: 'fr' },
	];
	test.each(cases)('$rule', ({ records, city, name, text, lang }) => {
		const locale = records.some((r) => r.Language === 'fr') ? 'fr' : 'de';
		const picked = pickLocalized(records, 8, locale, quoted, ['Name', 'City']);
		expect({ city: picked?.record.City, name: picked?.record.Name, text: picked?.record.Text, lang: picked?.lang }).toEqual({ city, name, text, lang });
	});
});

describe('README French punctuation: the export’s French texts get no-break spaces, in their own language', () => {
	const rec = { ID: 12, Language: 'fr' as const, Title: 'Vos droits ?', Body: ['## Contact : DPO', 'Écrivez-nous ; merci !'], Name: 'Sur la carte : x' };
	test.each([
		{ rule: 'a French text gets U+00A0 before : ; ? !', lang: 'fr' as const, title: 'Vos droits\u00a0?', body: ['## Contact\u00a0: DPO', 'Écrivez-nous\u00a0; merci\u00a0!'] },
		{ rule: 'a Dutch (fallback) text stays as it is', lang: 'nl' as const, title: 'Vos droits ?', body: ['## Contact : DPO', 'Écrivez-nous ; merci !'] },
	])('$rule', ({ lang, title, body }) => {
		const picked = typesetLocalized({ record: rec, lang, fallback: false }, ['Title', 'Body']);
		expect(picked?.record).toEqual({ ...rec, Title: title, Body: body });
	});
	test('fields not named stay as they are, and null stays null', () => {
		expect(typesetLocalized({ record: rec, lang: 'fr', fallback: false }, ['Title'])?.record.Name).toBe('Sur la carte : x');
		expect(typesetLocalized<typeof rec>(null, ['Title'])).toBeNull();
	});
});
