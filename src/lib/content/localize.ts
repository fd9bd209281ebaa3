/**
 * Records in the page language with the Dutch fallback (design: German content is empty; pages show
 * the Dutch record and mark it with its own `lang`).
 *
 * Choices where the spec is silent:
 * - A record counts as translated when it is Published (spec §4: only Published is shown; a record
 *   without a status, a project, counts as Published) and `hasText` says so (articles: a lead or
 *   body; testimonials: a text). A Draft translation is missing, like a blank one.
 * - The fallback is the Dutch record, except the fields named in `ownFields` (a testimonial's
 *   name and town): those are no text to translate but the page language's own spelling ("Lüttich",
 *   not "Luik"), so they come from the page language's Published record when not blank.
 * - When neither the language nor Dutch has the record, the first record with that ID is used.
 */
import type { Locale } from '../../../i18n/locales.ts';
import { dataText } from '../intl/punctuation.ts';

/** The language whose records are the source. */
export const sourceLocale: Locale = 'nl';

/** A record picked for a page and the language it is written in. */
export type Localized<T> = { record: T; lang: Locale; fallback: boolean };

/** The fields every per-language record has (projects have no status). */
export type PerLanguage = { ID: number; Language: Locale; Status?: string };

/** The names of a record's text fields. */
type StringKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

/** The names of a record's text fields and paragraph lists. */
type TextKeys<T> = { [K in keyof T]: T[K] extends string | readonly string[] ? K : never }[keyof T];

/** Whether a record may be shown: Published, or without a status. */
const isShown = (record: PerLanguage) => record.Status === undefined || record.Status === 'Published';

/**
 * Picks the record with an ID in the page language, else its Dutch record (a Draft or blank
 * translation counts as missing), keeping the page language's own `ownFields` when not blank.
 * @example pickLocalized(articles, 1, 'de', (a) => a.Title !== '') // => { record: <nl article 1>, lang: 'nl', fallback: true }
 * @example pickLocalized(testimonials, 8, 'de', hasText, ['City']).record.City // => 'Lüttich' (the text stays Dutch)
 */
export function pickLocalized<T extends PerLanguage>(
	records: readonly T[],
	id: number,
	locale: Locale,
	hasText: (record: T) => boolean,
	ownFields: readonly StringKeys<T>[] = [],
): Localized<T> | null {
	const same = records.filter((r) => r.ID === id);
	const own = same.find((r) => r.Language === locale);
	const shownOwn = own && isShown(own) ? own : undefined;
	if (shownOwn && hasText(shownOwn)) return { record: shownOwn, lang: locale, fallback: false };
	const source = same.find((r) => r.Language === sourceLocale) ?? own ?? same[0];
	if (!source) return null;
	const kept = shownOwn ? ownFields.map((field) => [field, shownOwn[field]] as const).filter(([, value]) => String(value).trim() !== '') : [];
	const record = kept.length === 0 ? source : { ...source, ...Object.fromEntries(kept) };
	return { record, lang: source.Language, fallback: source.Language !== locale };
}

/**
 * A picked record with its text fields as their language writes them (`dataText` in the record's
 * own language: a French text gets its no-break spaces, a Dutch fallback stays as it is).
 * @example typesetLocalized({ record: { Title: 'Vos droits ?' }, lang: 'fr', fallback: false }, ['Title']).record.Title // => 'Vos droits\u00a0?'
 */
export function typesetLocalized<T>(picked: Localized<T> | null, fields: readonly TextKeys<T>[]): Localized<T> | null {
	if (!picked) return null;
	const set = (value: unknown) => (Array.isArray(value) ? value.map((v) => dataText(String(v), picked.lang)) : dataText(String(value), picked.lang));
	const typeset = Object.fromEntries(fields.map((field) => [field, set(picked.record[field])]));
	return { ...picked, record: { ...picked.record, ...typeset } };
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
