import { describe, expect, test } from 'vitest';
import { localeInfo, type Locale } from '../../../i18n/locales.ts';
import { useTranslations } from '../../../src/i18n/t.ts';
import { cityNoticeKeys, cityNoticeParts, type CityNoticeContext } from '../../../src/lib/listing/city-notice.ts';
import type { MissingCity } from '../../../src/lib/listing/missing-city.ts';

/** The notice as the island draws it: text, and each link as [text](href). */
function shown(missing: Exclude<MissingCity, { kind: 'here' }>, locale: Locale, context: Partial<CityNoticeContext> = {}): string {
	const parts = cityNoticeParts(missing, {
		filter: { city: null, type: null },
		goal: 'sale',
		lang: localeInfo[locale].lang,
		here: { path: '/for-sale/', search: '' },
		otherListPath: '/for-rent/',
		directory: { other: [{ name: 'Gentbrugge', zip: '9050' }, { name: 'Ledeberg', zip: '9050' }, { name: 'Oudenaarde', zip: '9700' }], types: [{ webId: 2, name: 'Woning' }] },
		labels: useTranslations(locale).pick(cityNoticeKeys),
		...context,
	});
	return parts.map((part) => (typeof part === 'string' ? part : `[${part.text}](${part.href})`)).join('');
}

const gentbrugge = { name: 'Gentbrugge', value: 'Gentbrugge|9050' };
const ledeberg = { name: 'Ledeberg', value: 'Ledeberg|9050' };
const several = { kind: 'several', zip: '9050', here: [gentbrugge, ledeberg] } as const;

describe('spec §2 city parameter: a zip alone of several localities of this list (?city=9050: Gentbrugge and Ledeberg) says so and links to each', () => {
	test.each([
		{ locale: 'nl', expected: 'Postcode 9050 hoort bij meerdere gemeenten; we tonen alle panden te koop. Bekijk de panden te koop in [Gentbrugge](/for-sale/?city=Gentbrugge|9050) of [Ledeberg](/for-sale/?city=Ledeberg|9050)' },
		{ locale: 'fr', expected: 'Le code postal 9050 correspond à plusieurs communes\u00a0; nous affichons tous les biens à vendre. Voir les biens à vendre à [Gentbrugge](/for-sale/?city=Gentbrugge|9050) ou [Ledeberg](/for-sale/?city=Ledeberg|9050)' },
		{ locale: 'en', expected: 'Postcode 9050 covers several cities, so all properties for sale are shown. See the properties for sale in [Gentbrugge](/for-sale/?city=Gentbrugge|9050) or [Ledeberg](/for-sale/?city=Ledeberg|9050)' },
		{ locale: 'de', expected: 'Die Postleitzahl 9050 gilt für mehrere Gemeinden; es werden alle Immobilien zum Kauf angezeigt. Immobilien zum Kauf in [Gentbrugge](/for-sale/?city=Gentbrugge|9050) oder [Ledeberg](/for-sale/?city=Ledeberg|9050) ansehen' },
	] as const)('$locale', ({ locale, expected }) => {
		expect(shown(several, locale)).toBe(expected);
	});

	test.each([
		{ rule: 'three, joined as the language lists them', missing: { ...several, here: [gentbrugge, ledeberg, { name: 'Ettelbruck', value: 'Ettelbruck|9050' }] }, context: {}, expected: 'Postcode 9050 hoort bij meerdere gemeenten; we tonen alle panden te koop. Bekijk de panden te koop in [Gentbrugge](/for-sale/?city=Gentbrugge|9050), [Ledeberg](/for-sale/?city=Ledeberg|9050) of [Ettelbruck](/for-sale/?city=Ettelbruck|9050)' },
		{
			rule: 'with the link\'s type still applied: not "all properties", and each link keeps the type and the page\'s other parameters',
			missing: several,
			context: { filter: { city: null, type: 2 }, here: { path: '/for-rent/', search: '?utm_source=mail&type=2' }, goal: 'rent' },
			expected: 'Postcode 9050 hoort bij meerdere gemeenten; we tonen het gekozen type in alle gemeenten. Bekijk de panden te huur in [Gentbrugge](/for-rent/?utm_source=mail&city=Gentbrugge|9050&type=2) of [Ledeberg](/for-rent/?utm_source=mail&city=Ledeberg|9050&type=2)',
		},
	] as const)('$rule', ({ missing, context, expected }) => {
		expect(shown(missing, 'nl', context)).toBe(expected);
	});
});

describe('spec §2 city parameter: a zip alone of several localities none of which this list holds names them all', () => {
	test.each([
		{ rule: 'on neither list', missing: { kind: 'noneOfZip', zip: '9050', names: ['Gentbrugge', 'Ledeberg'], other: [] }, locale: 'nl', expected: 'Er zijn geen panden te koop in Gentbrugge of Ledeberg; we tonen alle panden te koop.' },
		{ rule: 'in French', missing: { kind: 'noneOfZip', zip: '1300', names: ['Limal', 'Wavre'], other: [] }, locale: 'fr', expected: 'Il n’y a pas de biens à vendre à Limal ou Wavre\u00a0; nous affichons tous les biens à vendre.' },
		{ rule: 'in German', missing: { kind: 'noneOfZip', zip: '1300', names: ['Limal', 'Wavre'], other: [] }, locale: 'de', expected: 'In Limal oder Wavre sind keine Immobilien zu verkaufen; es werden alle Immobilien zum Kauf angezeigt.' },
		{ rule: 'one of them on the other list: the whole sentence links there', missing: { kind: 'noneOfZip', zip: '9050', names: ['Gentbrugge', 'Ledeberg'], other: [ledeberg] }, locale: 'en', expected: 'There are no properties for sale in Gentbrugge or Ledeberg, so all properties for sale are shown. [See the properties for rent in Ledeberg](/for-rent/?city=Ledeberg|9050)' },
		{ rule: 'both on the other list: each name links there', missing: { kind: 'noneOfZip', zip: '9050', names: ['Gentbrugge', 'Ledeberg'], other: [gentbrugge, ledeberg] }, locale: 'nl', expected: 'Er zijn geen panden te koop in Gentbrugge of Ledeberg; we tonen alle panden te koop. Bekijk de panden te huur in [Gentbrugge](/for-rent/?city=Gentbrugge|9050) of [Ledeberg](/for-rent/?city=Ledeberg|9050)' },
	] as const)('$rule', ({ missing, locale, expected }) => {
		expect(shown(missing, locale)).toBe(expected);
	});
});

describe('the notices of one city and of an unknown one read as before', () => {
	test.each([
		{ missing: { kind: 'other', name: 'Oudenaarde', value: 'Oudenaarde|9700' }, filter: { city: null, type: 2 }, expected: 'Er zijn geen panden te koop in Oudenaarde; we tonen het gekozen type in alle gemeenten. [Bekijk de panden te huur in Oudenaarde](/for-rent/?city=Oudenaarde|9700&type=2)' },
		{ missing: { kind: 'none', name: 'Ieper' }, filter: { city: null, type: null }, expected: 'Er zijn geen panden te koop in Ieper; we tonen alle panden te koop.' },
		{ missing: { kind: 'unknown' }, filter: { city: null, type: null }, expected: 'De gemeente in de link is onbekend; we tonen alle gemeenten.' },
	] as const)('$missing.kind', ({ missing, filter, expected }) => {
		expect(shown(missing, 'nl', { filter })).toBe(expected);
	});
});
