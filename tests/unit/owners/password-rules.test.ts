import { describe, expect, test } from 'vitest';
import { newPasswordIssue } from '../../../src/lib/owners/password-rules.ts';
import { PasswordChangeSchema, validateOwnerForm } from '../../../src/schemas/owners.ts';

/**
 * Spec §5 "password (confirmation must match)" and the portal's password rules beyond the length:
 * a new password is not only whitespace, not the current one and not the account's email address.
 */

const email = 'marie@example.be';
const current = 'Oud-wachtwoord-2026';

const cases: { password: string; expected: string | null }[] = [
	{ password: '          ', expected: 'portal.password.error.blank' },
	{ password: '\t\u00a0\n  \u2003     ', expected: 'portal.password.error.blank' },
	{ password: current, expected: 'portal.password.error.sameAsCurrent' },
	{ password: email, expected: 'portal.password.error.sameAsEmail' },
	{ password: ' MARIE@Example.BE ', expected: 'portal.password.error.sameAsEmail' },
	{ password: 'oud-wachtwoord-2026', expected: null },
	{ password: 'marie@example.be!', expected: null },
	{ password: '  twee woorden  ', expected: null },
];

describe('newPasswordIssue', () => {
	test.each(cases)('maps $password to $expected', ({ password, expected }) => {
		expect(newPasswordIssue(password, current, email)).toBe(expected);
	});
});

describe('PasswordChangeSchema keeps the rules the form can check without the account', () => {
	test.each(cases.filter((c) => c.expected !== 'portal.password.error.sameAsEmail'))('maps $password to $expected', ({ password, expected }) => {
		const result = validateOwnerForm(PasswordChangeSchema, { current, password, confirmation: password });
		expect(result.success ? null : result.issues.password?.[0]).toBe(expected);
	});
});

describe('a password is compared and stored as the hash reads it (NFC, no half of a surrogate pair)', () => {
	const accented = 'Caf\u00e9-wachtwoord-1';
	test.each([
		{ name: 'the current password with é decomposed', current: accented, password: 'Cafe\u0301-wachtwoord-1', expected: 'portal.password.error.sameAsCurrent' },
		{ name: 'half of a surrogate pair at the end', current: accented, password: 'abcdefghij\ud800', expected: 'portal.password.error.characters' },
		{ name: 'half of a surrogate pair in the middle', current: accented, password: 'abcde\udc00fghij', expected: 'portal.password.error.characters' },
		{ name: 'a whole emoji', current: accented, password: 'abcdefghij\ud83d\ude0a', expected: null },
	])('$name: $expected', ({ current: now, password, expected }) => {
		const result = validateOwnerForm(PasswordChangeSchema, { current: now, password, confirmation: password });
		expect(result.success ? null : result.issues.password?.[0]).toBe(expected);
		if (expected === 'portal.password.error.sameAsCurrent') expect(newPasswordIssue(password, now, email)).toBe(expected);
	});
});
