import { describe, expect, test } from 'vitest';
import { localeInfo } from '../../../i18n/locales.ts';
import { useTranslations } from '../../../src/i18n/t.ts';
import { dateFormat, dateTagOf, formatCount, numberFormat } from '../../../src/lib/intl/formats.ts';

describe('Intl formats made once per language and kind', () => {
	test('the same language and kind give the same format', () => {
		expect(numberFormat('nl-BE', 'max1', { maximumFractionDigits: 1 })).toBe(numberFormat('nl-BE', 'max1', { maximumFractionDigits: 1 }));
		expect(dateFormat('fr-BE', 'day', { day: 'numeric', timeZone: 'UTC' })).toBe(dateFormat('fr-BE', 'day', { day: 'numeric', timeZone: 'UTC' }));
	});
	test.each([
		['nl-BE', 'max1', { maximumFractionDigits: 1 }, 1234.56, '1.234,6'],
		['fr-BE', 'max1', { maximumFractionDigits: 1 }, 1234.56, '1 234,6'],
		['nl-BE', 'max0', { maximumFractionDigits: 0 }, 1234.56, '1.235'],
	] as const)('%s, kind %s: %d -> %s', (lang, kind, options, value, expected) => {
		expect(numberFormat(lang, kind, options).format(value).replace(/\s/g, ' ')).toBe(expected);
	});
	test('another language or kind gives another format', () => {
		expect(numberFormat('nl-BE', 'max1', { maximumFractionDigits: 1 })).not.toBe(numberFormat('fr-BE', 'max1', { maximumFractionDigits: 1 }));
		expect(numberFormat('nl-BE', 'max1', { maximumFractionDigits: 1 })).not.toBe(numberFormat('nl-BE', 'max0', { maximumFractionDigits: 0 }));
	});
});

describe('English dates read day first with 24-hour times, as in Belgium; the other tags are kept', () => {
	test.each([
		{ lang: 'en', expected: 'en-GB' },
		{ lang: 'nl-BE', expected: 'nl-BE' },
		{ lang: 'fr-BE', expected: 'fr-BE' },
		{ lang: 'de-BE', expected: 'de-BE' },
		{ lang: 'en-GB', expected: 'en-GB' },
	])('maps $lang to $expected', ({ lang, expected }) => {
		expect(dateTagOf(lang)).toBe(expected);
	});

	const moment = new Date('2026-07-01T13:05:00Z');
	test.each([
		{ kind: 'long', options: { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }, expected: '1 July 2026' },
		{ kind: 'full', options: { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Brussels' }, expected: 'Wednesday, 1 July 2026 at 15:05' },
		{ kind: 'medium', options: { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Brussels' }, expected: '1 Jul 2026, 15:05' },
	] as { kind: string; options: Intl.DateTimeFormatOptions; expected: string }[])('a $kind date of the site\'s English (en) reads "$expected"', ({ kind, options, expected }) => {
		expect(dateFormat('en', `test-${kind}`, options).format(moment)).toBe(expected);
	});

	test("the site's English keeps its numbers", () => {
		expect(numberFormat('en', 'max1', { maximumFractionDigits: 1 }).format(1234.56)).toBe('1,234.6');
	});
});

describe('French writes the first of the month as "1er" (every French date with a day number)', () => {
	const cases: { name: string; lang: string; options: Intl.DateTimeFormatOptions; at: string; expected: string }[] = [
		{ name: 'slot day', lang: 'fr-BE', options: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }, at: '2026-12-01T09:00:00Z', expected: 'mardi 1er décembre 2026' },
		{ name: 'picked day', lang: 'fr-BE', options: { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }, at: '2027-03-01T00:00:00Z', expected: '1er mars 2027' },
		{ name: 'full date and time', lang: 'fr-BE', options: { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Brussels' }, at: '2026-12-01T11:14:00Z', expected: 'mardi 1er décembre 2026 à 12:14' },
		{ name: 'medium date (portal)', lang: 'fr-BE', options: { dateStyle: 'medium', timeZone: 'UTC' }, at: '2026-12-01T00:00:00Z', expected: '1er déc. 2026' },
		{ name: 'chart day', lang: 'fr-BE', options: { day: 'numeric', month: 'short', timeZone: 'UTC' }, at: '2026-08-01T00:00:00Z', expected: '1er août' },
		{ name: 'other days keep the figure', lang: 'fr-BE', options: { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }, at: '2026-12-11T00:00:00Z', expected: '11 décembre 2026' },
		{ name: 'day 21 keeps the figure', lang: 'fr-BE', options: { day: 'numeric', month: 'long', timeZone: 'UTC' }, at: '2026-12-21T00:00:00Z', expected: '21 décembre' },
		{ name: 'a month in figures keeps the figure', lang: 'fr-BE', options: { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'UTC' }, at: '2026-12-01T00:00:00Z', expected: '01/12/2026' },
		{ name: 'a day alone keeps the figure', lang: 'fr-BE', options: { day: 'numeric', timeZone: 'UTC' }, at: '2026-12-01T00:00:00Z', expected: '1' },
		{ name: 'Dutch stays cardinal', lang: 'nl-BE', options: { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }, at: '2026-12-01T00:00:00Z', expected: '1 december 2026' },
		{ name: 'English stays cardinal', lang: 'en', options: { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }, at: '2026-12-01T00:00:00Z', expected: '1 December 2026' },
		{ name: 'German keeps its ordinal dot', lang: 'de-BE', options: { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }, at: '2026-12-01T00:00:00Z', expected: '1. Dezember 2026' },
	];
	test.each(cases)('$lang $name: $at reads "$expected"', ({ name, lang, options, at, expected }) => {
		expect(dateFormat(lang, `first-${name}`, options).format(new Date(at)).replace(/\s/g, ' ')).toBe(expected);
	});
});

describe('counts shown to visitors in the page language\'s number format, the plural still chosen by the number', () => {
	test.each([
		{ locale: 'nl', count: 1234, text: '1.234', list: '1.234 panden', results: '1.234 resultaten' },
		{ locale: 'nl', count: 12, text: '12', list: '12 panden', results: '12 resultaten' },
		{ locale: 'fr', count: 1234, text: '1\u202f234', list: '1\u202f234 biens', results: '1\u202f234 résultats' },
		{ locale: 'fr', count: 12, text: '12', list: '12 biens', results: '12 résultats' },
		{ locale: 'en', count: 1234, text: '1,234', list: '1,234 properties', results: '1,234 results' },
		{ locale: 'en', count: 12, text: '12', list: '12 properties', results: '12 results' },
		{ locale: 'de', count: 1234, text: '1.234', list: '1.234 Immobilien', results: '1.234 Ergebnisse' },
		{ locale: 'de', count: 12, text: '12', list: '12 Immobilien', results: '12 Ergebnisse' },
		{ locale: 'nl', count: 1, text: '1', list: '1 pand', results: '1 resultaat' },
		{ locale: 'fr', count: 1, text: '1', list: '1 bien', results: '1 résultat' },
	] as const)('$locale: $count -> "$list", "$results"', ({ locale, count, text, list, results }) => {
		const lang = localeInfo[locale].lang;
		expect(formatCount(count, lang)).toBe(text);
		const t = useTranslations(locale);
		// As the list page (`ListPage.astro`) and the filter island (`ListingFilter.tsx`) write them.
		expect(t(count === 1 ? 'list.count.one' : 'list.count.other', { count: formatCount(count, lang) })).toBe(list);
		expect(t(count === 1 ? 'list.results.one' : 'list.results.other').replace('{{count}}', formatCount(count, lang))).toBe(results);
	});

	test('the portal\'s counts and these share one format', () => {
		expect(numberFormat('fr-BE', 'count').format(1234)).toBe(formatCount(1234, 'fr-BE'));
	});
});
