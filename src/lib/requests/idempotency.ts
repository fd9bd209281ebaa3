import { createHash, randomBytes } from 'node:crypto';
import type { Db } from './db.ts';

/**
 * Idempotency and references. Each form render carries a key; the payload hash leaves out the
 * captcha and the honeypot, so a resubmission of the same form data with a freshly solved captcha
 * still counts as the same request and gets the stored answer.
 */

/** Fields that do not make a request different. */
const volatileFields = new Set(['captcha', 'website', 'idempotencyKey']);

/** Serializes a value with sorted object keys, so equal data gives equal text. */
function canonical(value: unknown): string {
	if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
	if (value && typeof value === 'object') {
		const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
		return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
	}
	return JSON.stringify(value) ?? 'null';
}

/** Hashes a request's kind, data and attached file digests (not its captcha, honeypot or key). */
export function payloadHash(kind: string, payload: Record<string, unknown>, files: string[] = []): string {
	const data = Object.fromEntries(Object.entries(payload).filter(([key]) => !volatileFields.has(key)));
	return createHash('sha256').update(canonical({ kind, data, files })).digest('hex');
}

/** The payload as stored: without captcha and honeypot. */
export function storedPayload(payload: Record<string, unknown>): Record<string, unknown> {
	return Object.fromEntries(Object.entries(payload).filter(([key]) => key !== 'captcha' && key !== 'website'));
}

/** Crockford base32 without I, L, O, U: easy to read out on the phone. */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * Makes a request reference: 'REQ-' and 8 random characters.
 * @example newReference() // => 'REQ-7K3QF9XA'
 */
export function newReference(): string {
	return `REQ-${[...randomBytes(8)].map((b) => alphabet[b % 32]).join('')}`;
}

/** A stored request found by its idempotency key. */
export type StoredRequest = { payload_hash: string; response: Record<string, unknown> };

/** Finds the request stored under an idempotency key. */
export async function findByKey(db: Db, key: string): Promise<StoredRequest | null> {
	const { rows } = await db.query<StoredRequest>('SELECT payload_hash, response FROM requests WHERE idempotency_key = $1', [key]);
	return rows[0] ?? null;
}
