import { describe, expect, test } from 'vitest';
import type { Locale } from '../../../i18n/locales.ts';
import { factNameHtml, htmlMail, inLanguage } from '../../../src/lib/requests/mail-html.ts';

/**
 * HTML mails carry their language as the pages do: `<html lang>` of the mail, and `lang` on a text
 * written in another language (a fallback title), so a webmail screen reader picks the right voice.
 */

describe('an HTML mail is marked with its language', () => {
	test.each([
		{ locale: 'nl', expected: '<html lang="nl-BE">' },
		{ locale: 'fr', expected: '<html lang="fr-BE">' },
		{ locale: 'en', expected: '<html lang="en">' },
		{ locale: 'de', expected: '<html lang="de-BE">' },
	] as { locale: Locale; expected: string }[])('$locale: $expected', ({ locale, expected }) => {
		expect(htmlMail(locale, 'font-family:sans-serif', '<p>x</p>')).toBe(`<!doctype html>${expected}<body style="font-family:sans-serif"><p>x</p></body></html>`);
	});
});

describe('a text in another language than the mail is marked with its own', () => {
	test.each([
		{ text: 'Statig herenhuis', textLocale: 'nl', mailLocale: 'de', expected: '<span lang="nl-BE">Statig herenhuis</span>' },
		{ text: 'Maison <4 ch.> & jardin', textLocale: 'fr', mailLocale: 'nl', expected: '<span lang="fr-BE">Maison &lt;4 ch.&gt; &amp; jardin</span>' },
		{ text: 'Maison & jardin', textLocale: 'fr', mailLocale: 'fr', expected: 'Maison &amp; jardin' },
	] as { text: string; textLocale: Locale; mailLocale: Locale; expected: string }[])('$textLocale in a $mailLocale mail', ({ text, textLocale, mailLocale, expected }) => {
		expect(inLanguage(text, textLocale, mailLocale)).toBe(expected);
	});

	const fallback = { reference: 'IDL-1008', title: 'Statig herenhuis', titleLang: 'nl' as const, path: '/de/x/1008/', address: null };
	const own = { reference: 'IDL-1008', title: 'Maison de maître', path: '/fr/x/1008/', address: null };
	test.each([
		{ name: 'a German fallback title in a German receipt', fact: fallback, factsLocale: 'de', mailLocale: 'de', expected: 'IDL-1008 – <span lang="nl-BE">Statig herenhuis</span>' },
		{ name: 'a French title in a French receipt', fact: own, factsLocale: 'fr', mailLocale: 'fr', expected: 'IDL-1008 – Maison de maître' },
		{ name: "a French title in the agency's Dutch mail", fact: own, factsLocale: 'fr', mailLocale: 'nl', expected: 'IDL-1008 – <span lang="fr-BE">Maison de maître</span>' },
		{ name: "a German request's fallback title in the agency's Dutch mail", fact: fallback, factsLocale: 'de', mailLocale: 'nl', expected: 'IDL-1008 – Statig herenhuis' },
		{ name: 'a project (no reference)', fact: { ...fallback, reference: '' }, factsLocale: 'de', mailLocale: 'de', expected: '<span lang="nl-BE">Statig herenhuis</span>' },
	] as { name: string; fact: typeof own & { titleLang?: Locale }; factsLocale: Locale; mailLocale: Locale; expected: string }[])('$name', ({ fact, factsLocale, mailLocale, expected }) => {
		expect(factNameHtml(fact, factsLocale, mailLocale)).toBe(expected);
	});
});
