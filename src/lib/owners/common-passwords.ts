/**
 * The blocklist a new owner password is checked against (NIST SP 800-63B §3.1.1.2: passwords
 * "commonly used, expected, or compromised" are refused): the 49,233 most common passwords of
 * zxcvbn-ts's list, gathered from leaked password sets, of which the 1,557 with at least the
 * portal's 10 characters can reach this check. Letter case and surrounding spaces aside, as
 * `QwertyUiop ` is as guessable as `qwertyuiop`.
 *
 * Server side only (the password function and the owner command): the list is 380 KB, too heavy
 * for the form's script, whose field shows the function's message instead. Breached passwords
 * beyond the list would need a service to ask (Have I Been Pwned's range API), which the site
 * does not call.
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { passwordLength } from '../../schemas/owners.ts';

// Made on first use: a function that never checks a new password does not pay for the set.
let common: ReadonlySet<string> | undefined;

/**
 * Tells whether a password is on the list of common passwords, letter case and surrounding spaces aside.
 * @example isCommonPassword('QwertyUiop') // => true
 */
export function isCommonPassword(password: string): boolean {
	common ??= new Set(dictionary['passwords-common'].filter((entry) => [...entry].length >= passwordLength.min));
	return common.has(password.trim().toLowerCase());
}
