/**
 * Records in the page language with the Dutch fallback (design: German content is empty; pages show
 * the Dutch record and mark it with its own `lang`).
 *
 * Choices where the spec is silent:
 * - A record counts as translated when `hasText` says so (articles: a title or body; testimonials:
 *   a text). The fallback is the whole Dutch record, never a mix of languages in one record.
 * - When neither the language nor Dutch has the record, the first record with that ID is used.
 */
import type { Locale } from '../../../i18n/locales.ts';
import { dataText } from '../intl/punctuation.ts';

/** The language whose records are the source. */
export const sourceLocale: Locale = 'nl';

/** A record picked for a page and the language it is written in. */
export type Localized<T> = { record: T; lang: Locale; fallback: boolean };

/** The fields every per-language record has. */
export type PerLanguage = { ID: number; Language: Locale };

/**
 * Picks the record with an ID in the page language, else its Dutch record.
 * @example pickLocalized(articles, 1, 'de', (a) => a.Title !== '') // => { record: <nl article 1>, lang: 'nl', fallback: true }
 */
export function pickLocalized<T extends PerLanguage>(
	records: readonly T[],
	id: number,
	locale: Locale,
	hasText: (record: T) => boolean,
): Localized<T> | null {
	const same = records.filter((r) => r.ID === id);
	const own = same.find((r) => r.Language === locale);
	if (own && hasText(own)) return { record: own, lang: locale, fallback: false };
	const source = same.find((r) => r.Language === sourceLocale) ?? own ?? same[0];
	if (!source) return null;
	return { record: source, lang: source.Language, fallback: source.Language !== locale };
}

/**
 * Localizes a list of records (given in any one language) in their order.
 * @example localizeAll(records, nlServices, 'fr', hasText).map((l) => l.lang) // => ['fr', 'fr', …]
 */
export function localizeAll<T extends PerLanguage>(
	records: readonly T[],
	picked: readonly PerLanguage[],
	locale: Locale,
	hasText: (record: T) => boolean,
): Localized<T>[] {
	return picked.flatMap((p) => pickLocalized(records, p.ID, locale, hasText) ?? []);
}

/** A text picked for a page and the language it is written in. */
export type PickedText = { text: string; lang: Locale; fallback: boolean };

/** Languages tried, in order, when the page language has no text. */
export const textFallbackOrder: readonly Locale[] = ['nl', 'fr', 'en', 'de'];

/**
 * Picks a per-language text of the agency's data (page titles, search title, the chrome's texts)
 * in the page language, else the first non-empty one of nl, fr, en, de; a French text gets its
 * no-break spaces (`dataText`).
 * @example textIn({ nl: 'Vind uw droomwoning', fr: '', en: '', de: '' }, 'de') // => { text: 'Vind uw droomwoning', lang: 'nl', fallback: true }
 */
export function textIn(text: Readonly<Record<Locale, string>>, locale: Locale): PickedText {
	const lang = text[locale].trim() !== '' ? locale : textFallbackOrder.find((l) => text[l].trim() !== '');
	return lang ? { text: dataText(text[lang], lang), lang, fallback: lang !== locale } : { text: '', lang: locale, fallback: false };
}

/** A text of the agency's data written once for every language, or once per language. */
export type OneOrPerLocale = string | Readonly<Record<Locale, string>>;

/**
 * The agency's street, supervisor or legal name in a language: a text written once as it is, one written per
 * language by `textIn` (a Brussels address reads "Baljuwstraat" in Dutch, "Rue du Bailli" in French).
 * @example oneOrPerLocale({ nl: 'Baljuwstraat', fr: 'Rue du Bailli', en: 'Rue du Bailli', de: '' }, 'nl') // => 'Baljuwstraat'
 * @example oneOrPerLocale('Kerkstraat', 'fr') // => 'Kerkstraat'
 */
export function oneOrPerLocale(text: OneOrPerLocale, locale: Locale): string {
	return typeof text === 'string' ? text : textIn(text, locale).text;
}
