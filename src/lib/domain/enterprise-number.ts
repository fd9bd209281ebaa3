/**
 * Belgian enterprise number (KBO/BCE ondernemingsnummer, numéro d'entreprise; with BE in front it
 * is also the VAT number): 10 digits, the first 0 or 1, the last two the check digits, 97 minus
 * the first eight (as a number) mod 97.
 *
 * Choices:
 * - The first digit may be 1: the KBO/BCE ran out of 0 numbers and has issued 1xxx.xxx.xxx since
 *   19 September 2023 (Royal Decree of 23 June 2003 already allowed both).
 * - The written forms are those site.json always took: BE, an optional space, then 4.3.3 digits
 *   with or without the dots (`BE 0765.432.146`, `BE0765432146`). The number is shown as written.
 * - First eight digits that are a multiple of 97 end in 97, never in 00.
 */

/** The written forms of an enterprise number: BE, an optional space, 10 digits (first 0 or 1), dots optional. */
export const enterpriseNumberPattern = /^BE ?[01]\d{3}\.?\d{3}\.?\d{3}$/;

/** A written number whose last two digits are not the check digits of its first eight. */
export type CheckDigitMismatch = {
	/** The first eight digits, grouped as in 0765.432.1. */
	start: string;
	/** The check digits a number with that start ends in. */
	expected: string;
};

/**
 * The check digits of the first eight digits of an enterprise number: 97 − (their value mod 97).
 * @example checkDigitsOf('07654321') // => '46'
 */
export function checkDigitsOf(firstEight: string): string {
	return String(97 - (Number(firstEight) % 97)).padStart(2, '0');
}

/**
 * The mismatch of a written enterprise number's check digits, or null when they match or the text
 * is not written as an enterprise number (`enterpriseNumberPattern` reports that).
 * @example checkDigitMismatch('BE 0765.432.109') // => { start: '0765.432.1', expected: '46' }
 */
export function checkDigitMismatch(text: string): CheckDigitMismatch | null {
	if (!enterpriseNumberPattern.test(text)) return null;
	const digits = text.replace(/\D/g, '');
	const expected = checkDigitsOf(digits.slice(0, 8));
	if (digits.slice(8) === expected) return null;
	return { start: `${digits.slice(0, 4)}.${digits.slice(4, 7)}.${digits.slice(7, 8)}`, expected };
}

/** Whether the text is a Belgian enterprise number in a written form site.json takes, with matching check digits. */
export function isEnterpriseNumber(text: string): boolean {
	return enterpriseNumberPattern.test(text) && checkDigitMismatch(text) === null;
}
