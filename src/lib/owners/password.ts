import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password hashing with scrypt at the OWASP Password Storage Cheat Sheet's parameters
 * (N = 2^17, r = 8, p = 1: 128 MiB and about a second of work on a small server core), a 16-byte
 * random salt and a 32-byte key. The stored form carries its parameters,
 * `scrypt$<log2 N>$<r>$<p>$<salt>$<key>` (base64url), so a later cost change still verifies old
 * hashes. Verification compares with `timingSafeEqual`; an unknown email is checked against a dummy
 * hash of the same cost, so both paths of a login take the same time.
 */

/** scrypt cost parameters (N = 2^logN). */
export type ScryptParams = { logN: number; r: number; p: number };

/** OWASP's scrypt parameters (N = 2^17, r = 8, p = 1). */
export const owaspScrypt: ScryptParams = { logN: 17, r: 8, p: 1 };

const saltBytes = 16;
const keyBytes = 32;
/** Longest password accepted (scrypt hashes any length, but a megabyte of input is only a burden). */
export const maxPasswordLength = 1024;

/** Derives a scrypt key; the memory limit is set from the parameters (Node's default is 32 MiB). */
function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
	const N = 2 ** params.logN;
	const maxmem = 128 * N * params.r * params.p + 16 * 1024 * 1024;
	return new Promise((resolve, reject) =>
		scrypt(password.normalize('NFC'), salt, keyBytes, { N, r: params.r, p: params.p, maxmem }, (error, key) => (error ? reject(error) : resolve(key))),
	);
}

/**
 * Hashes a password into its stored form.
 * @example await hashPassword('correct horse') // => 'scrypt$17$8$1$<salt>$<key>'
 */
export async function hashPassword(password: string, params: ScryptParams = owaspScrypt): Promise<string> {
	const salt = randomBytes(saltBytes);
	const key = await derive(password, salt, params);
	return ['scrypt', params.logN, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** A stored hash taken apart; null when the text is not one. */
export function parseHash(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
	const parts = stored.split('$');
	if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
	const [logN, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
	if (![logN, r, p].every(Number.isInteger) || logN < 10 || logN > 20 || r < 1 || r > 32 || p < 1 || p > 16) return null;
	const salt = Buffer.from(parts[4]!, 'base64url');
	const key = Buffer.from(parts[5]!, 'base64url');
	if (salt.length < 16 || key.length !== keyBytes) return null;
	return { params: { logN, r, p }, salt, key };
}

/** Tells whether a password matches a stored hash (false for a malformed hash), in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
	const parsed = parseHash(stored);
	if (!parsed) return false;
	const key = await derive(password.slice(0, maxPasswordLength), parsed.salt, parsed.params);
	return timingSafeEqual(key, parsed.key);
}

/** A hash at OWASP cost of a random password that was thrown away: no password matches it. */
const owaspDummy = 'scrypt$17$8$1$9UGu-d4hvBX7zJGlf-S4SQ$XRYYJfrt5F3P5W-ML6kWGUABfeXKe-vJg23NUHKATOM';
const dummies = new Map<string, Promise<string>>([['17/8/1', Promise.resolve(owaspDummy)]]);

/**
 * A hash of an unknown random password at the given cost (fixed for OWASP cost, made once per
 * process for another): what an unknown email is checked against, so that answering "wrong email"
 * costs the same scrypt work as "wrong password".
 */
export function dummyHash(params: ScryptParams = owaspScrypt): Promise<string> {
	const id = `${params.logN}/${params.r}/${params.p}`;
	let hash = dummies.get(id);
	if (!hash) {
		hash = hashPassword(randomBytes(24).toString('base64url'), params);
		dummies.set(id, hash);
	}
	return hash;
}
