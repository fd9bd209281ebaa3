/**
 * Rules a new owner password must keep beyond its length (OWASP's Authentication Cheat Sheet, which
 * the README cites for the hash): not only whitespace, not the current password, not the account's
 * email address. The form and the function check the same rules, the form in the browser with the
 * session's email, the function again with the account's.
 *
 * Choices where the issue is silent: the email is compared without letter case and surrounding
 * spaces (`Marie@Example.be ` is the address too); the current password exactly, as passwords are,
 * once both are in NFC as the hash reads them.
 * The list of common passwords is checked on the server only (`common-passwords.ts`: too heavy
 * for the form's script).
 */

/** The message key of the first rule a new password breaks, or null when it keeps them all. */
export type PasswordRuleKey = 'portal.password.error.blank' | 'portal.password.error.sameAsCurrent' | 'portal.password.error.sameAsEmail';

/**
 * Tells whether two passwords are one to the hash, which reads them in NFC (`password.ts`): `Café`
 * written with é or with e and a combining accent is the same password.
 * @example samePassword('Caf\u00e9-wachtwoord', 'Cafe\u0301-wachtwoord') // => true
 */
export function samePassword(a: string, b: string): boolean {
	return a.normalize('NFC') === b.normalize('NFC');
}

/**
 * Tells whether a password holds half of a surrogate pair (a broken emoji a request body can
 * carry): the hash would read it as U+FFFD, so two different passwords would be one.
 * @example hasBrokenCharacter('abcdefghij\ud800') // => true
 */
export function hasBrokenCharacter(password: string): boolean {
	return /\p{Cs}/u.test(password);
}

/**
 * Tells whether a password is only whitespace (spaces, tabs, line breaks, no-break spaces).
 * @example isBlankPassword('          ') // => true
 */
export function isBlankPassword(password: string): boolean {
	return password.trim() === '';
}

/**
 * Tells whether a password is the account's email address, letter case and surrounding spaces aside.
 * @example isEmailPassword(' Marie@Example.be', 'marie@example.be') // => true
 */
export function isEmailPassword(password: string, email: string): boolean {
	return email.trim() !== '' && password.trim().toLowerCase() === email.trim().toLowerCase();
}

/**
 * The first rule a new password breaks, given the current password and the account's email.
 * @example newPasswordIssue('Geheim-2026!', 'Geheim-2026!', 'a@b.be') // => 'portal.password.error.sameAsCurrent'
 */
export function newPasswordIssue(password: string, current: string, email: string): PasswordRuleKey | null {
	if (isBlankPassword(password)) return 'portal.password.error.blank';
	if (samePassword(password, current)) return 'portal.password.error.sameAsCurrent';
	if (isEmailPassword(password, email)) return 'portal.password.error.sameAsEmail';
	return null;
}
