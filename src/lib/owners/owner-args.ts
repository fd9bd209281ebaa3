import { isLocale } from '../../../i18n/locales.ts';
import { isEmailAddress } from '../../schemas/requests/fields.ts';
import { passwordLength } from '../../schemas/owners.ts';
import { isBlankPassword, isEmailPassword } from './password-rules.ts';
import { isCommonPassword } from './common-passwords.ts';

/**
 * The checks of `npm run owner` on its arguments, with the rules of the site itself: an address the
 * forms and the login form accept (`isEmailAddress`), a
 * password by the portal's rules (`password-rules.ts`: length, not blank, not the address), and a
 * message that names the wrong argument rather than the whole usage.
 */

/**
 * Why an owner's email address is refused, or null.
 * @example emailIssue('jan@') // => "Not a valid email address: 'jan@'."
 */
export function emailIssue(email: string | undefined): string | null {
	if (email === undefined || email.trim() === '') return 'The email address is missing.';
	return isEmailAddress(email.trim()) ? null : `Not a valid email address: '${email}'.`;
}

/**
 * Why a new owner password is refused, or null (the rules of the portal's password change).
 * @example passwordIssue('marie@example.be', 'marie@example.be') // => 'The password cannot be the email address.'
 */
export function passwordIssue(password: string, email: string): string | null {
	const length = [...password].length;
	if (length < passwordLength.min || length > passwordLength.max) return `The password must have ${passwordLength.min} to ${passwordLength.max} characters.`;
	if (isBlankPassword(password)) return 'The password cannot be only whitespace.';
	if (isEmailPassword(password, email)) return 'The password cannot be the email address.';
	if (isCommonPassword(password)) return 'The password is on the list of common passwords: choose one nobody would guess.';
	return null;
}

/** The longest owner name, in characters (code points, as the database's `length(name)` counts them after the trim `createOwner` does). */
export const ownerNameMax = 200;

/**
 * Why the name, language or property ids of `add` are refused (the first wrong one), or null.
 * @example addIssue('Jan', 'xx', ['1004']) // => "Not a language: 'xx'. Use nl, fr, en or de."
 */
export function addIssue(name: string | undefined, lang: string | undefined, ids: readonly string[]): string | null {
	if (name === undefined || name.trim() === '') return 'The name is missing.';
	const length = [...name.trim()].length;
	if (length > ownerNameMax) return `The name is too long: ${length} characters, at most ${ownerNameMax}.`;
	if (lang === undefined) return 'The language is missing (nl, fr, en or de).';
	if (!isLocale(lang)) return `Not a language: '${lang}'. Use nl, fr, en or de.`;
	return propertyIdsIssue(ids);
}

/**
 * Why property ids are refused (none, or one that is not a positive whole number), or null.
 * @example propertyIdsIssue(['1004', 'abc']) // => "Not a property id: 'abc'."
 */
export function propertyIdsIssue(ids: readonly string[]): string | null {
	if (ids.length === 0) return 'At least one property id is needed.';
	const wrong = ids.find((id) => !/^\d+$/.test(id) || Number(id) < 1 || Number(id) >= 2 ** 31);
	return wrong === undefined ? null : `Not a property id: '${wrong}'.`;
}
