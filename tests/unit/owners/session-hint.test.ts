import { describe, expect, test } from 'vitest';
import { clearedSignedInCookie, hasSignedInHint, signedInCookie } from '../../../src/lib/owners/session-hint.ts';

/** The signed-in hint cookie: what the server sets and clears, and how the page reads it. */

const cases: { cookies: string | null; expected: boolean }[] = [
	{ cookies: null, expected: false },
	{ cookies: '', expected: false },
	{ cookies: '__Host-signed-in=1', expected: true },
	{ cookies: 'theme=dark; __Host-signed-in=1; lang=fr', expected: true },
	{ cookies: '__Host-signed-in=', expected: false },
	{ cookies: 'signed-in=1', expected: false },
	{ cookies: 'x__Host-signed-in=1', expected: false },
	{ cookies: 'other=__Host-signed-in=1', expected: false },
];

describe('signed-in hint', () => {
	test.each(cases)('reads $cookies as $expected', ({ cookies, expected }) => {
		expect(hasSignedInHint(cookies)).toBe(expected);
	});

	test('is set for the session lifetime, readable by script, and cleared with the same attributes', () => {
		expect(signedInCookie(12 * 3600 * 1000)).toBe('__Host-signed-in=1; Path=/; Max-Age=43200; Secure; SameSite=Strict');
		expect(clearedSignedInCookie()).toBe('__Host-signed-in=; Path=/; Max-Age=0; Secure; SameSite=Strict');
	});
});
