import { createHash, randomBytes } from 'node:crypto';

/**
 * The newsletter's double opt-in token: 32 random bytes (256 bits) written as base64url (43
 * characters, safe in a URL without escaping; its shape is `isConfirmToken` in
 * `src/lib/forms/confirm-answer.ts`), mailed once in the confirmation link and stored only as its
 * SHA-256, so the sign-ups' table alone confirms nobody. A link is valid for
 * `confirmTokenLifetimeDays` after the sign-up and confirms once; the rules that decide what a
 * confirmation does are `confirmOutcome`.
 */

/** Days a confirmation link stays valid after the sign-up. */
export const confirmTokenLifetimeDays = 7;

/** Random bytes in a token (256 bits; at least 128 are needed). */
const tokenBytes = 32;

/** Makes a new random token. */
export function newConfirmToken(): string {
	return randomBytes(tokenBytes).toString('base64url');
}

/**
 * The stored form of a token: its SHA-256 in hex.
 * @example hashConfirmToken('a') // => 'ca978112ca1bbdcafac231b39a23dc4da786eff8147c4e72b9807785afee48bb'
 */
export function hashConfirmToken(token: string): string {
	return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * When a token made at `signedUpAt` stops confirming.
 * @example confirmExpiry(new Date('2026-11-23T07:00:00Z')).toISOString() // => '2026-11-30T07:00:00.000Z'
 */
export function confirmExpiry(signedUpAt: Date): Date {
	return new Date(signedUpAt.getTime() + confirmTokenLifetimeDays * 24 * 3600_000);
}

/** The stored state of a sign-up found by its token's hash. */
export type ConfirmState = { expiresAt: Date; confirmedAt: Date | null };

/** What confirming a token does. */
export type ConfirmOutcome = 'confirm' | 'already-confirmed' | 'expired' | 'unknown';

/**
 * The rule of a confirmation: an unknown token confirms nothing; a sign-up already confirmed stays
 * as it is (also after its link expired: the visitor is told it is confirmed); an expired link
 * confirms nothing; otherwise the sign-up is confirmed now.
 * @example confirmOutcome({ expiresAt: new Date(0), confirmedAt: null }, new Date(1)) // => 'expired'
 */
export function confirmOutcome(state: ConfirmState | null, now: Date): ConfirmOutcome {
	if (!state) return 'unknown';
	if (state.confirmedAt) return 'already-confirmed';
	return now.getTime() < state.expiresAt.getTime() ? 'confirm' : 'expired';
}
