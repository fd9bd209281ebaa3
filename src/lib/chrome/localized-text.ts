import type { Locale } from '../../../i18n/locales.ts';
import { textIn } from '../content/localize.ts';

/** A text per language as the export writes it (German may be empty). */
export type TextPerLocale = Readonly<Record<Locale, string>>;

/** A text picked for a page, with the language it is actually written in. */
export type PickedText = { text: string; lang: Locale };

/**
 * The text in the page language, else the first non-empty text of the fallback order (`textIn`);
 * the returned `lang` lets the page mark a fallback with its own `lang` attribute.
 * @example pickText({ nl: 'Te koop', fr: 'À vendre', en: 'For sale', de: '' }, 'de') // => { text: 'Te koop', lang: 'nl' }
 */
export function pickText(text: TextPerLocale, locale: Locale): PickedText {
	const { text: picked, lang } = textIn(text, locale);
	return { text: picked, lang };
}
