import { describe, expect, test } from 'vitest';
import { dummyHash, hashPassword, owaspScrypt, parseHash, verifyPassword } from '../../../src/lib/owners/password.ts';
import { hashToken, newToken, sessionCookie, tokenFromCookies } from '../../../src/lib/owners/sessions.ts';

/** Password hashes and session tokens (issue 6). */

const cheap = { logN: 12, r: 8, p: 1 };

describe('password hashes', () => {
	test('a hash carries its cost, a random salt and verifies only its own password', async () => {
		const hash = await hashPassword('Correct horse battery', cheap);
		expect(hash).toMatch(/^scrypt\$12\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
		expect(await hashPassword('Correct horse battery', cheap)).not.toBe(hash);
		expect(await verifyPassword('Correct horse battery', hash)).toBe(true);
		expect(await verifyPassword('correct horse battery', hash)).toBe(false);
		expect(await verifyPassword('', hash)).toBe(false);
	});

	test('the same text in composed and decomposed Unicode is the same password', async () => {
		const hash = await hashPassword('Zoë-wachtwoord', cheap);
		expect(await verifyPassword('Zoe\u0308-wachtwoord', hash)).toBe(true);
	});

	test.each(['', 'bcrypt$x', 'scrypt$17$8$1$short$key', 'scrypt$40$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'])('the malformed hash %j verifies nothing', async (stored) => {
		expect(parseHash(stored)).toBeNull();
		expect(await verifyPassword('anything', stored)).toBe(false);
	});

	test('the default cost is OWASP’s (N = 2^17, r = 8, p = 1) and the dummy hash has it', async () => {
		expect(owaspScrypt).toEqual({ logN: 17, r: 8, p: 1 });
		expect(parseHash(await dummyHash())!.params).toEqual(owaspScrypt);
		expect(parseHash(await dummyHash(cheap))!.params).toEqual(cheap);
	});
});

describe('session tokens', () => {
	test('a token is 32 random bytes in base64url and only its SHA-256 is stored', () => {
		const token = newToken();
		expect(Buffer.from(token, 'base64url')).toHaveLength(32);
		expect(newToken()).not.toBe(token);
		expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
	});

	test.each([
		{ header: null, expected: null },
		{ header: 'a=1', expected: null },
		{ header: `a=1; __Host-session=${'x'.repeat(43)}; b=2`, expected: 'x'.repeat(43) },
		{ header: `session=${'x'.repeat(43)}`, expected: null },
		{ header: `__Host-session=${'x'.repeat(42)}`, expected: null },
		{ header: `__Host-session=${'x'.repeat(40)}%0d%0a`, expected: null },
	])('reads the token of $header', ({ header, expected }) => {
		expect(tokenFromCookies(header)).toBe(expected);
	});

	test('the cookie is __Host-, Secure, HttpOnly, SameSite=Strict, Path=/ and lives as long as the session may', () => {
		expect(sessionCookie('t', 12 * 3600_000)).toBe('__Host-session=t; Path=/; Max-Age=43200; Secure; HttpOnly; SameSite=Strict');
	});
});
