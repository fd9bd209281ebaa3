/**
 * Number, date and list formats made once per language and kind: making an `Intl` format costs far
 * more than using it, and the build (and the portal) format the same few ways thousands of times.
 * `kind` names the options, so one kind always comes with the same options.
 */
import { keptIn } from '../kept.ts';

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, DateFormat>();
const orLists = new Map<string, Intl.ListFormat>();

/** What the site asks of a date format: the text of a moment. */
export interface DateFormat {
	/** The moment written in the format's language and options. */
	format(date: Date | number): string;
}

/**
 * The number format of a language for a kind of figure, made on first use.
 * @example numberFormat('nl-BE', 'max1', { maximumFractionDigits: 1 }).format(2.25) // => '2,3'
 */
export function numberFormat(lang: string, kind: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
	return keptIn(numberFormats, `${kind} ${lang}`, () => new Intl.NumberFormat(lang, options));
}

/**
 * Writes a count (listings, results, a choice's number) the way the language writes numbers; the
 * owner portal's counts share its format (`count`). A plural is still chosen by the number.
 * @example formatCount(1234, 'fr-BE') // => '1\u202f234'
 */
export function formatCount(count: number, lang: string): string {
	return numberFormat(lang, 'count').format(count);
}

/**
 * The list of alternatives of a language, made on first use: names joined as the language joins
 * them with "or" ("Gentbrugge of Ledeberg", "Gentbrugge ou Ledeberg", "A, B oder C", "A, B, or C").
 * @example orList('nl-BE').format(['Gentbrugge', 'Ledeberg']) // => 'Gentbrugge of Ledeberg'
 */
export function orList(lang: string): Intl.ListFormat {
	return keptIn(orLists, lang, () => new Intl.ListFormat(lang, { type: 'disjunction' }));
}

/**
 * The tags whose dates are written in another tag's way. The site's English is `en` (its pages'
 * `lang`, hreflang, numbers), whose dates read the American way ("July 1, 2026, 10:00 AM"); a
 * Belgian agency writes them day first with 24-hour times, as `en-GB` does ("1 July 2026",
 * "Wednesday, 1 July 2026 at 10:00"). `en-GB` rather than `en-BE`: both write the long dates the
 * same, but `en-BE` pads the medium ones ("01 Jul 2026"); Node 24 and Chromium agree on both.
 */
const dateTags: Readonly<Record<string, string>> = { en: 'en-GB' };

/**
 * The tag a language's dates and times are formatted with.
 * @example dateTagOf('en') // => 'en-GB'
 */
export function dateTagOf(lang: string): string {
	return dateTags[lang] ?? lang;
}

/**
 * The date format of a language for a kind of date, made on first use: every date and time of
 * the site, its mails and islands is formatted through here, in the language's date tag
 * (`dateTagOf`). French writes the first of the month as an ordinal ("mardi 1er décembre 2026",
 * "1er mars 2027", "1er déc."), which ICU does not (`frenchFirst`).
 * @example dateFormat('nl-BE', 'day', { day: 'numeric', month: 'short', timeZone: 'UTC' })
 */
export function dateFormat(lang: string, kind: string, options: Intl.DateTimeFormatOptions): DateFormat {
	return keptIn(dateFormats, `${kind} ${lang}`, () => {
		const tag = dateTagOf(lang);
		const format = new Intl.DateTimeFormat(tag, options);
		return /^fr\b/i.test(tag) ? { format: (date) => frenchFirst(format.formatToParts(date)) } : format;
	});
}

/**
 * A French date from its parts, with "1er" for the first of the month when the month is written
 * as a word; a day in figures only ("01/12/2026", "1/12") keeps its figure.
 * @example frenchFirst(parts of 'mardi 1 décembre 2026') // => 'mardi 1er décembre 2026'
 */
function frenchFirst(parts: Intl.DateTimeFormatPart[]): string {
	const monthInWords = parts.some((p) => p.type === 'month' && !/^\d+$/.test(p.value));
	return parts.map((p) => (monthInWords && p.type === 'day' && p.value === '1' ? '1er' : p.value)).join('');
}
