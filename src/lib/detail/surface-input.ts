/**
 * Reads the living surface a visitor types into the renovation calculator (spec §2 renovation-cost
 * calculator), the same way whatever the browser's own locale: a Belgian "95,5" is 95.5 m².
 *
 * Choices where the spec is silent:
 * - A comma or a dot is the decimal separator ("95,5", "95.5"). Spaces (also no-break ones) may
 *   group thousands ("1 200"), and so may the page language's group separator in groups of exactly
 *   three digits: dots on a Dutch, French or German page ("1.200", "1.200,5", the Belgian way of
 *   writing 1,200), commas on an English one ("1,200", "1,200.5", as its pages write surfaces).
 *   One separator before three digits is thus read as the page writes numbers: "5.125" is 5125 on
 *   a Dutch page and 5.125 on an English one. A text grouped the other way with both separators
 *   ("1,200.5" on a Dutch page) is read too. Anything else (letters, "1e3", a sign, two decimal
 *   separators) is not a surface.
 * - The field is filled in the page language's format without grouping and with at most three
 *   decimals (`surfaceToText`), which the reader reads back as the same number ("5,125" in Dutch).
 * - A surface is valid from 1 to 10,000 m² (`surfaceBounds`): no home has less than 1 m² of living
 *   surface, and more than 10,000 m² is a typing slip (a tenfold price, or an infinite one, is never
 *   shown).
 */
import { localeInfo, type Locale } from '../../../i18n/locales.ts';
import { numberFormat } from '../intl/formats.ts';

/** The surfaces the calculator accepts, in m², bounds included. */
export const surfaceBounds = { min: 1, max: 10_000 } as const;

/** What the field holds: nothing yet, a valid surface, or text that is not a valid surface. */
export type SurfaceInput = { kind: 'empty' } | { kind: 'valid'; m2: number } | { kind: 'invalid' };

/** Decimal number with an optional decimal comma or dot. */
const plain = /^\d+(?:[.,]\d+)?$/;
/** Thousands grouped by dots, with an optional decimal comma (nl-BE, fr-BE, de-BE pages: 1.200,5). */
const dotGrouped = /^\d{1,3}(?:\.\d{3})+(?:,\d+)?$/;
/** Thousands grouped by commas, with an optional decimal dot (English pages: 1,200.5). */
const commaGrouped = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;
/** A number whose thousands are grouped by spaces (plain, no-break or narrow no-break), with decimals. */
const spaceGrouped = /^\d{1,3}(?:[\s\u00a0\u202f]\d{3})+(?:[.,]\d+)?$/;

/** The field's number format in a language: its pages' decimal separator, no grouping, at most 3 decimals. */
function inputFormat(locale: Locale): Intl.NumberFormat {
	return numberFormat(localeInfo[locale].lang, 'surfaceInput', { useGrouping: false, maximumFractionDigits: 3 });
}

/** Whether a language's pages write a decimal dot (and group thousands with commas): English. */
function hasDecimalDot(locale: Locale): boolean {
	return inputFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value === '.';
}

/**
 * Converts a surface to the text the field starts with: the page language's number, ungrouped.
 * @example surfaceToText(85.125, 'nl') // => '85,125'
 * @example surfaceToText(1250.5, 'en') // => '1250.5'
 */
export function surfaceToText(m2: number, locale: Locale): string {
	return inputFormat(locale).format(m2);
}

/**
 * Reads the number in the field's text as the page language writes it, whatever its size; null
 * when the text is no number.
 * @example readSurfaceNumber('5.125', 'nl') // => 5125
 * @example readSurfaceNumber('5.125', 'en') // => 5.125
 */
export function readSurfaceNumber(text: string, locale: Locale): number | null {
	const trimmed = text.trim();
	// A space only groups thousands ("1 250", "1 250,5"): "12 50" or "8 5,5" is no number.
	if (/[\s\u00a0\u202f]/.test(trimmed) && !spaceGrouped.test(trimmed)) return null;
	const compact = trimmed.replace(/[\s\u00a0\u202f]/g, '');
	const [own, other] = hasDecimalDot(locale) ? [commaGrouped, dotGrouped] : [dotGrouped, commaGrouped];
	let normal: string | null = null;
	if (own.test(compact)) normal = ungrouped(compact, own);
	else if (plain.test(compact)) normal = compact.replace(',', '.');
	// Past a plain number, a text grouped the other way ("1,200.5" on a Dutch page) is not ambiguous.
	else if (other.test(compact)) normal = ungrouped(compact, other);
	if (normal === null) return null;
	const n = Number(normal);
	return Number.isFinite(n) ? n : null;
}

/** A grouped number without its group separators, its decimals after a dot. */
function ungrouped(compact: string, grouping: RegExp): string {
	return grouping === dotGrouped ? compact.replace(/\./g, '').replace(',', '.') : compact.replace(/,/g, '');
}

/**
 * Reads the surface field's text on a page in `locale`.
 * @example readSurface('95,5', 'nl') // => { kind: 'valid', m2: 95.5 }
 * @example readSurface('0', 'nl') // => { kind: 'invalid' }
 */
export function readSurface(text: string, locale: Locale): SurfaceInput {
	if (text.replace(/[\s\u00a0\u202f]/g, '') === '') return { kind: 'empty' };
	const m2 = readSurfaceNumber(text, locale);
	return m2 !== null && m2 >= surfaceBounds.min && m2 <= surfaceBounds.max ? { kind: 'valid', m2 } : { kind: 'invalid' };
}
