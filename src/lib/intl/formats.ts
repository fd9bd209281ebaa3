/**
 * Number and date formats made once per language and kind: making an `Intl` format costs far
 * more than using it, and the build (and the portal) format the same few ways thousands of times.
 * `kind` names the options, so one kind always comes with the same options.
 */
import { keptIn } from '../kept.ts';

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The number format of a language for a kind of figure, made on first use.
 * @example numberFormat('nl-BE', 'max1', { maximumFractionDigits: 1 }).format(2.25) // => '2,3'
 */
export function numberFormat(lang: string, kind: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
	return keptIn(numberFormats, `${kind} ${lang}`, () => new Intl.NumberFormat(lang, options));
}

/**
 * The date format of a language for a kind of date, made on first use.
 * @example dateFormat('nl-BE', 'day', { day: 'numeric', month: 'short', timeZone: 'UTC' })
 */
export function dateFormat(lang: string, kind: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
	return keptIn(dateFormats, `${kind} ${lang}`, () => new Intl.DateTimeFormat(lang, options));
}
