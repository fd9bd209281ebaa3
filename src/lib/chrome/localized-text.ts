import type { Locale } from '../../../i18n/locales.ts';

/** A text per language as the export writes it (German may be empty). */
export type TextPerLocale = Readonly<Record<Locale, string>>;

/** A text picked for a page, with the language it is actually written in. */
export type PickedText = { text: string; lang: Locale };

/** Languages tried, in order, when the page language has no text (design: German falls back). */
export const textFallbackOrder: readonly Locale[] = ['nl', 'fr', 'en', 'de'];

/**
 * The text in the page language, else the first non-empty text of the fallback order; the
 * returned `lang` lets the page mark a fallback with its own `lang` attribute.
 * @example pickText({ nl: 'Te koop', fr: 'À vendre', en: 'For sale', de: '' }, 'de') // => { text: 'Te koop', lang: 'nl' }
 */
export function pickText(text: TextPerLocale, locale: Locale): PickedText {
	if (text[locale].trim() !== '') return { text: text[locale], lang: locale };
	for (const lang of textFallbackOrder) {
		if (text[lang].trim() !== '') return { text: text[lang], lang };
	}
	return { text: '', lang: locale };
}
