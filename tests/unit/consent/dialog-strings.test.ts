import { describe, expect, test } from 'vitest';
import { consentDialogStrings, consentStringsPath } from '../../../src/lib/consent/dialog-strings.ts';
import { dictionaries, useTranslations } from '../../../src/i18n/t.ts';

describe('spec §4 consent: the settings dialog says everything in the page language', () => {
	test.each([
		{ locale: 'nl', title: 'Cookie-instellingen', first: 'Noodzakelijk', path: '/consent-strings/nl.json' },
		{ locale: 'fr', title: dictionaries.fr['consent.dialogTitle'], first: dictionaries.fr['consent.option.essential'], path: '/consent-strings/fr.json' },
		{ locale: 'en', title: dictionaries.en['consent.dialogTitle'], first: dictionaries.en['consent.option.essential'], path: '/consent-strings/en.json' },
		{ locale: 'de', title: dictionaries.de['consent.dialogTitle'], first: dictionaries.de['consent.option.essential'], path: '/consent-strings/de.json' },
	] as const)('$locale: five options in order, only the first mandatory, every text from the $locale dictionary', ({ locale, title, first, path }) => {
		const strings = consentDialogStrings(useTranslations(locale));
		expect(strings.title).toBe(title);
		expect(strings.options.map((o) => o.option)).toEqual(['essential', 'preferences', 'statistics', 'marketing', 'personalisation']);
		expect(strings.options.map((o) => o.mandatory)).toEqual([true, false, false, false, false]);
		expect(strings.options[0]!.label).toBe(first);
		for (const option of strings.options) expect(option.text).toBe(dictionaries[locale][`consent.option.${option.option}.text`]);
		for (const text of [strings.intro, strings.alwaysOn, strings.save, strings.acceptAll, strings.refuse, strings.close]) expect(text.trim()).not.toBe('');
		expect(consentStringsPath(locale)).toBe(path);
		expect(strings.favourites).toEqual({
			title: dictionaries[locale]['favourites.prompt.title'],
			text: dictionaries[locale]['favourites.prompt.text'],
			allow: dictionaries[locale]['favourites.prompt.allow'],
			cancel: dictionaries[locale]['favourites.prompt.cancel'],
		});
		expect(strings.options[1]!.text).toMatch(/favori|favourite|Lieblingsimmobilien/i);
	});
});
