/**
 * Phone display rule (spec §5 "phone digits only; 10 digits grouped 4-2-2-2, 9 digits 3-2-2-2,
 * other unchanged").
 *
 * Choices where the spec is silent:
 * - Grouping applies to national numbers only. A leading `+` marks an international number: it is
 *   kept (dropping it would change the number that gets dialled) and the digits are not grouped.
 * - `0032…` and `+32…` are not rewritten to `0…`: the spec asks for no conversion, so such numbers
 *   fall under "other lengths" and come back as digits (plus the leading `+`, if any).
 * - A trunk 0 after a country code is left out, as the request forms do (`phoneField`): in brackets
 *   after any country code (`+32 (0)2 640 12 34`, as cards print it) or bare after Belgium's
 *   (`+32 0475 …`, `0032 0475 …`). Nobody dials it from abroad, so `+3202…` reaches no one.
 * - An extension typed after the number (`ext 2`, `x 2`, `poste 2`, `toestel 2`, `tst. 2`) is not a
 *   part of the number: its digits are never glued onto it. It is shown as typed after the grouped
 *   number, and a tel: link carries it as RFC 3966's `;ext=2` (`telHref`).
 * - "Other unchanged" returns the cleaned digits, not the raw input, so spaces, dots and slashes
 *   never reach the page in mixed styles.
 */

/**
 * A trunk prefix written in brackets right after the country code (`+32 (0)475 …`, `0032 (0)2 …`),
 * as Belgian numbers are printed on cards: the (0) is dialled only within the country, so a
 * number that kept it (+320475…) could not be dialled at all. Replace with `'$1$2 '`.
 */
export const bracketedTrunkZero = /^(\+|00)\s*(\d{1,3})\s*\(\s*0\s*\)/u;

/**
 * A trunk 0 typed right after the Belgian country code without brackets, in a number of digits and
 * a leading + (`+320475…`, `00320475…`): like the bracketed one it is dialled only within the
 * country. Replace with `'$1'`.
 */
export const belgianTrunkZero = /^(\+32|0032)0/u;

/** An extension at the end of a number: a word for it (ext, x, poste, toestel, tst) and its digits. */
const extensionPattern = /(?<![A-Za-z])((?:ext(?:ension)?|x|poste|toestel|tst)\.?\s*[:=]?\s*(\d{1,6}))\s*$/iu;

/** A phone number read for display and dialling: the number and the extension typed after it, if any. */
export type PhoneParts = {
	/** The number's digits, with its leading `+` and without a trunk 0 after the country code. */
	number: string;
	/** The extension as typed (`ext 2`) and its digits (`2`), or null. */
	extension: { typed: string; digits: string } | null;
};

/**
 * Reads a phone number as typed: its digits (a leading `+` kept, a trunk 0 after the country code
 * left out) and the extension after it.
 * @example splitPhone('+32 (0)475 12 34 56') // => { number: '+32475123456', extension: null }
 * @example splitPhone('0475 12 34 56 ext 2') // => { number: '0475123456', extension: { typed: 'ext 2', digits: '2' } }
 */
export function splitPhone(raw: string): PhoneParts {
	let text = raw.trim().replace(/^tel:\s*/iu, '');
	const found = extensionPattern.exec(text);
	const extension = found ? { typed: found[1]!.replace(/\s+/gu, ' '), digits: found[2]! } : null;
	if (found) text = text.slice(0, found.index).replace(/[\s,;]+$/u, '');
	text = text.replace(bracketedTrunkZero, '$1$2 ');
	const digits = text.replace(/\D/g, '');
	const number = (text.startsWith('+') && digits !== '' ? `+${digits}` : digits).replace(belgianTrunkZero, '$1');
	return number === '' ? { number, extension: null } : { number, extension };
}

const groupings: Readonly<Record<number, readonly number[]>> = {
	10: [4, 2, 2, 2],
	9: [3, 2, 2, 2],
};

/** Splits a digit string into consecutive groups of the given sizes, joined by spaces. */
function groupDigits(digits: string, sizes: readonly number[]): string {
	const parts: string[] = [];
	let start = 0;
	for (const size of sizes) {
		parts.push(digits.slice(start, start + size));
		start += size;
	}
	return parts.join(' ');
}

/**
 * Formats a Belgian phone number for display: 10 digits as 4-2-2-2, 9 digits as 3-2-2-2, an
 * international number as its digits after the `+`, without the trunk "(0)".
 * @example formatPhone('0475/12.34.56') // => '0475 12 34 56'
 * @example formatPhone('021234567') // => '021 23 45 67'
 * @example formatPhone('+32 (0)2 640 12 34') // => '+3226401234'
 * @example formatPhone('0475 12 34 56 ext 2') // => '0475 12 34 56 ext 2'
 */
export function formatPhone(raw: string): string {
	const { number, extension } = splitPhone(raw);
	const sizes = number.startsWith('+') ? undefined : groupings[number.length];
	const shown = sizes ? groupDigits(number, sizes) : number;
	return extension ? `${shown} ${extension.typed}` : shown;
}
