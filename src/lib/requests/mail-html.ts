import { localeInfo, type Locale } from '../../../i18n/locales.ts';
import type { ListingFact } from './listing-facts.ts';

/**
 * The HTML of the site's mails, marked with their language as the pages are: the document with
 * the mail's `lang` (webmail screen readers pick their voice by it), and a text in another
 * language (a German receipt's Dutch fallback title, a French title in the agency's Dutch mail)
 * with its own `lang`.
 */

/** Escapes text for HTML. */
export function escapeHtml(text: string): string {
	return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/**
 * A whole HTML mail around its body, in the mail's language.
 * @example htmlMail('fr', 'font-family:sans-serif', '<p>Bonjour,</p>') // => '<!doctype html><html lang="fr-BE"><body style="font-family:sans-serif"><p>Bonjour,</p></body></html>'
 */
export function htmlMail(locale: Locale, bodyStyle: string, body: string): string {
	return `<!doctype html><html lang="${localeInfo[locale].lang}"><body style="${bodyStyle}">${body}</body></html>`;
}

/**
 * A text escaped for a mail, marked with its language when that is not the mail's.
 * @example inLanguage('Ruime woning', 'nl', 'de') // => '<span lang="nl-BE">Ruime woning</span>'
 */
export function inLanguage(text: string, textLocale: Locale, mailLocale: Locale): string {
	return textLocale === mailLocale ? escapeHtml(text) : `<span lang="${localeInfo[textLocale].lang}">${escapeHtml(text)}</span>`;
}

/**
 * How a mail names a listing or project in HTML (`factName`): its reference and its title, the
 * title marked when it is written in another language than the mail (a fallback title, or facts
 * read in the request's language for the agency's mail). `factsLocale` is the language the facts
 * were read in.
 * @example factNameHtml({ reference: 'IDL-1008', title: 'Statig herenhuis', titleLang: 'nl', path: '/de/x/', address: null }, 'de', 'de') // => 'IDL-1008 – <span lang="nl-BE">Statig herenhuis</span>'
 */
export function factNameHtml(fact: ListingFact, factsLocale: Locale, mailLocale: Locale): string {
	const title = inLanguage(fact.title, fact.titleLang ?? factsLocale, mailLocale);
	return fact.reference ? `${escapeHtml(fact.reference)} – ${title}` : title;
}
