/**
 * Value formatters of the property detail page, per page language.
 *
 * Choices where the spec is silent:
 * - Counts, surfaces and distances use the page language's number format (`120 m²`, `2,2 km`).
 * - Euro amounts everywhere on the page use the spec's price format (Belgian Dutch, `€ 1.250`), so
 *   a price and its costs never appear in two styles side by side.
 * - Years are printed without grouping (`2027`, never `2.027`).
 * - Dates of the export (`YYYY-MM-DD`) are calendar dates: they are read and printed in UTC, so
 *   the day never shifts with the build machine's time zone.
 * - Distances below 1 km are whole metres, from 1 km on kilometres with one decimal.
 */
import { localeInfo, type Locale } from '../../../i18n/locales.ts';
import { dateFormat, numberFormat } from '../intl/formats.ts';
import { keptIn } from '../kept.ts';

/**
 * The texts already formatted, per language and kind (decimals, or dates): a listing page formats
 * some ninety figures and dates, built tens of thousands of times from a few thousand distinct
 * values, and an `Intl` format costs 0.3 to 1 µs a call where a look-up costs a few nanoseconds.
 * The maps are nested (language, kind, value) so that a look-up builds no key string.
 */
const formatted = new Map<Locale, Map<string, Map<number | string, string>>>();

/** The text of `value` in a language and kind: made by `format` the first time, kept after. */
function keptText(locale: Locale, kind: string, value: number | string, format: () => string): string {
	const kinds = keptIn(formatted, locale, () => new Map<string, Map<number | string, string>>());
	return keptIn(keptIn(kinds, kind, () => new Map<number | string, string>()), value, format);
}

/** The kind of a number format by its most decimals (0 to 2 on the site; others are made as needed). */
const decimalKinds = ['max0', 'max1', 'max2'];

/**
 * Formats a number in the page language with at most `digits` decimals.
 * @example formatNumber(1234.5, 'nl') // => '1.234,5'
 */
export function formatNumber(value: number, locale: Locale, digits = 1): string {
	const kind = decimalKinds[digits] ?? `max${digits}`;
	return keptText(locale, kind, value, () => numberFormat(localeInfo[locale].lang, kind, { maximumFractionDigits: digits }).format(value));
}

/**
 * Formats a surface in square metres.
 * @example formatArea(120, 'fr') // => '120 m²'
 */
export function formatArea(value: number, locale: Locale): string {
	return `${formatNumber(value, locale)}\u00a0m²`;
}

/**
 * Formats a length in metres.
 * @example formatLength(9.5, 'nl') // => '9,5 m'
 */
export function formatLength(value: number, locale: Locale): string {
	return `${formatNumber(value, locale, 2)}\u00a0m`;
}

/**
 * Formats a distance: metres below 1 km, else kilometres with one decimal.
 * @example formatDistance(400, 'nl') // => '400 m'
 * @example formatDistance(2240, 'nl') // => '2,2 km'
 */
export function formatDistance(metres: number, locale: Locale): string {
	if (metres < 1000) return `${formatNumber(Math.round(metres), locale, 0)}\u00a0m`;
	return `${formatNumber(metres / 1000, locale, 1)}\u00a0km`;
}

/**
 * Formats a year without thousands separator.
 * @example formatYear(2027) // => '2027'
 */
export function formatYear(year: number): string {
	return String(year);
}

/**
 * Formats an export date (YYYY-MM-DD) as a long date in the page language; other text comes back as is.
 * @example formatDate('2026-05-27', 'nl') // => '27 mei 2026'
 * @example formatDate('2026-05-27', 'en') // => '27 May 2026'
 */
export function formatDate(iso: string, locale: Locale): string {
	return keptText(locale, 'export-day', iso, () => formatExportDate(iso, locale));
}

/** Formats an export date without the kept texts (see `formatDate`). */
function formatExportDate(iso: string, locale: Locale): string {
	const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
	if (!match) return iso;
	const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
	return dateFormat(localeInfo[locale].lang, 'export-day', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** A translator as the detail modules need it: a UI key and its variables to a string. */
export type Translate = (key: string, vars?: Record<string, string | number>) => string;
