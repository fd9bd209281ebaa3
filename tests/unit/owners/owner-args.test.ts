import { expect, test } from 'vitest';
import { addIssue, emailIssue, passwordIssue, propertyIdsIssue } from '../../../src/lib/owners/owner-args.ts';

/** `npm run owner` checks its arguments with the site's rules (spec §8: invalid email or password) and names the wrong one. */

test.each([
	['marie@example.be', null],
	// The request forms and the login form take it (an owner writes and logs in with one address).
	["jan.d'hondt@example.be", null],
	['jan@', "Not a valid email address: 'jan@'."],
	['a b@c.be', "Not a valid email address: 'a b@c.be'."],
	['no-at-sign', "Not a valid email address: 'no-at-sign'."],
	['', 'The email address is missing.'],
])('email %j: %s', (email, expected) => {
	expect(emailIssue(email)).toBe(expected);
});

test.each([
	['Marie-new-2026', 'marie@example.be', null],
	['kort', 'marie@example.be', 'The password must have 10 to 128 characters.'],
	['            ', 'marie@example.be', 'The password cannot be only whitespace.'],
	['Marie@Example.be', 'marie@example.be', 'The password cannot be the email address.'],
	['Basketball', 'marie@example.be', 'The password is on the list of common passwords: choose one nobody would guess.'],
])('password %j for %s: %s', (password, email, expected) => {
	expect(passwordIssue(password, email)).toBe(expected);
});

test.each([
	[['Jan', 'nl', ['1004']], null],
	[[undefined, undefined, []], 'The name is missing.'],
	[['Jan', undefined, []], 'The language is missing (nl, fr, en or de).'],
	[['Jan', 'xx', ['1004']], "Not a language: 'xx'. Use nl, fr, en or de."],
	[['Jan', 'nl', []], 'At least one property id is needed.'],
	[['Jan', 'nl', ['1004', '-3']], "Not a property id: '-3'."],
	// The database's CHECK (length(name) BETWEEN 1 AND 200) counts code points of the trimmed name.
	[['a'.repeat(200), 'nl', ['1004']], null],
	[['a'.repeat(201), 'nl', ['1004']], 'The name is too long: 201 characters, at most 200.'],
	[[`  ${'a'.repeat(200)}  `, 'nl', ['1004']], null],
	[['😀'.repeat(200), 'nl', ['1004']], null],
	[['😀'.repeat(201), 'nl', ['1004']], 'The name is too long: 201 characters, at most 200.'],
	[['a'.repeat(201), 'xx', ['1004']], 'The name is too long: 201 characters, at most 200.'],
] as [[string | undefined, string | undefined, string[]], string | null][])('add %j: %s', ([name, lang, ids], expected) => {
	expect(addIssue(name, lang, ids)).toBe(expected);
});

test('property ids beyond an integer column are refused', () => {
	expect(propertyIdsIssue(['2147483648'])).toBe("Not a property id: '2147483648'.");
});
