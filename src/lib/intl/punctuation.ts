import type { Locale } from '../../../i18n/locales.ts';

/**
 * How a language spaces its high punctuation (`:`, `;`, `?`, `!`). French puts a no-break space
 * (U+00A0) before them, as its dictionary does ("Sur la carte : …"); Dutch, English and German put
 * none. Code that joins a label and a colon itself goes through `labelled`, so a French mail reads
 * "Référence : REQ-…" like the French texts around it. (U+00A0 rather than the narrow U+202F:
 * plain-text mail programs and older fonts show it everywhere.)
 */

/** The space before a high punctuation mark in each language. */
const spaceBefore: Record<Locale, string> = { nl: '', fr: '\u00a0', en: '', de: '' };

/**
 * The text of a high punctuation mark as the language writes it after a word.
 * @example punctuationOf(':', 'fr') // => '\u00a0:'
 */
export function punctuationOf(mark: ':' | ';' | '?' | '!', locale: Locale): string {
	return `${spaceBefore[locale]}${mark}`;
}

/**
 * A label and its value on one line, joined by the language's colon.
 * @example labelled('Référence', 'REQ-1', 'fr') // => 'Référence\u00a0: REQ-1'
 */
export function labelled(label: string, value: string, locale: Locale): string {
	return `${label}${punctuationOf(':', locale)} ${value}`;
}

/**
 * A text of the agency's data as its language writes it: in French, the plain spaces before
 * `: ; ? ! »` and after `«` become no-break spaces, so a line never starts with the mark (the
 * export types plain spaces); other languages' texts are returned as they are.
 * @example dataText('Qui sommes-nous ?', 'fr') // => 'Qui sommes-nous\u00a0?'
 */
export function dataText(text: string, locale: Locale): string {
	if (spaceBefore[locale] === '') return text;
	return text.replace(/[ \t]+([:;?!»])/g, `${spaceBefore[locale]}$1`).replace(/«[ \t]+/g, `«${spaceBefore[locale]}`);
}
