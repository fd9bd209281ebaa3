/**
 * Phone display rule (spec §5 "phone digits only; 10 digits grouped 4-2-2-2, 9 digits 3-2-2-2,
 * other unchanged").
 *
 * Choices where the spec is silent:
 * - Grouping applies to national numbers only. A leading `+` marks an international number: it is
 *   kept (dropping it would change the number that gets dialled) and the digits are not grouped.
 * - `0032…` and `+32…` are not rewritten to `0…`: the spec asks for no conversion, so such numbers
 *   fall under "other lengths" and come back as digits (plus the leading `+`, if any).
 * - "Other unchanged" returns the cleaned digits, not the raw input, so spaces, dots and slashes
 *   never reach the page in mixed styles.
 */

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
 * Formats a Belgian phone number for display: 10 digits as 4-2-2-2, 9 digits as 3-2-2-2.
 * @example formatPhone('0475/12.34.56') // => '0475 12 34 56'
 * @example formatPhone('021234567') // => '021 23 45 67'
 * @example formatPhone('+32 475 12 34 56') // => '+32475123456'
 */
export function formatPhone(raw: string): string {
	const trimmed = raw.trim();
	const digits = trimmed.replace(/\D/g, '');
	if (trimmed.startsWith('+')) return digits === '' ? '' : `+${digits}`;
	const sizes = groupings[digits.length];
	return sizes ? groupDigits(digits, sizes) : digits;
}
