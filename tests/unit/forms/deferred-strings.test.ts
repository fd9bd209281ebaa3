import { describe, expect, test } from 'vitest';
import { locales } from '../../../i18n/locales.ts';
import { deferredKinds, formStringsPath } from '../../../src/lib/forms/deferred.ts';
import { deferredFormStrings } from '../../../src/lib/forms/deferred-strings.ts';
import { formStringKeys } from '../../../src/lib/forms/strings.ts';
import { dictionaries } from '../../../src/i18n/t.ts';

describe('strings file of the forms drawn in the browser (/form-strings/{locale}.json)', () => {
	test.each(locales)('%s: every key of every deferred form kind has its string in that language', (locale) => {
		const strings = deferredFormStrings(locale);
		for (const kind of deferredKinds) {
			for (const key of formStringKeys(kind)) {
				expect(strings[key], `${kind}: ${key}`).toBe(dictionaries[locale][key] ?? dictionaries.nl[key]);
				expect(strings[key], `${kind}: ${key}`).not.toBe('');
			}
		}
	});
	test('holds nothing but form strings: no key of a page-only form kind', () => {
		const keys = Object.keys(deferredFormStrings('nl'));
		expect(keys).not.toContain('form.submit.testimonial');
		expect(keys).toContain('form.submit.newsletter');
		expect(keys).toContain('form.submit.offer');
	});
	test.each([
		['nl', '/form-strings/nl.json'],
		['fr', '/form-strings/fr.json'],
	] as const)('%s is published at %s', (locale, path) => {
		expect(formStringsPath(locale)).toBe(path);
	});
});

describe('spec §9 purchase offer: beside the 10 % advance, the form says an accepted written offer binds both', () => {
	test.each([
		{ locale: 'nl', says: ['bindend', 'schriftelijk', 'dan is de koop gesloten', 'allebei gebonden'] },
		{ locale: 'fr', says: ['vous engage', 'par écrit', 'la vente est conclue', 'tous deux liés'] },
		{ locale: 'en', says: ['binding', 'in writing', 'the sale is concluded', 'both bound'] },
		{ locale: 'de', says: ['verbindlich', 'schriftlich', 'ist der Kauf geschlossen', 'beide gebunden'] },
	] as const)('$locale', ({ locale, says }) => {
		expect(formStringKeys('offer')).toContain('form.offer.bindingHint');
		const hint = deferredFormStrings(locale)['form.offer.bindingHint'] ?? '';
		for (const words of says) expect(hint).toContain(words);
	});
});
