import { createHash, randomBytes } from 'node:crypto';

/**
 * The newsletter's double opt-in token: 32 random bytes (256 bits) written as base64url (43
 * characters, safe in a URL without escaping; its shape is `isConfirmToken` in
 * `src/lib/forms/confirm-answer.ts`), mailed once in the confirmation link and stored only as its
 * SHA-256, so the sign-ups' table alone confirms nobody. A link is valid for
 * `confirmTokenLifetimeDays` after the sign-up and confirms once; the same token withdraws the
 * consent at any time, without expiry. The rules that decide what a confirmation and a withdrawal
 * do are `confirmOutcome` and `withdrawOutcome`.
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
export type ConfirmState = { expiresAt: Date; confirmedAt: Date | null; withdrawnAt: Date | null };

/** What confirming a token does ('confirm-listed': confirmed, the agency not told again). */
export type ConfirmOutcome = 'confirm' | 'confirm-listed' | 'already-confirmed' | 'expired' | 'withdrawn' | 'unknown';

/** Tells whether a sign-up stands: confirmed and not withdrawn, its address on the agency's list. */
const listed = (state: ConfirmState) => state.confirmedAt !== null && state.withdrawnAt === null;

/**
 * The rule of a confirmation: an unknown token confirms nothing; a withdrawn sign-up is never
 * confirmed again (consent withdrawn is given anew only by a new sign-up); a sign-up already
 * confirmed stays as it is (also after its link expired: the visitor is told it is confirmed); an
 * expired link confirms nothing; otherwise the sign-up is confirmed now, and the agency is told
 * unless another sign-up of the same address (`others`) already put it on the list.
 * @example confirmOutcome({ expiresAt: new Date(0), confirmedAt: null, withdrawnAt: null }, new Date(1), []) // => 'expired'
 */
export function confirmOutcome(state: ConfirmState | null, now: Date, others: readonly ConfirmState[]): ConfirmOutcome {
	if (!state) return 'unknown';
	if (state.withdrawnAt) return 'withdrawn';
	if (state.confirmedAt) return 'already-confirmed';
	if (now.getTime() >= state.expiresAt.getTime()) return 'expired';
	return others.some(listed) ? 'confirm-listed' : 'confirm';
}

/** What withdrawing by a token does ('withdraw-and-tell': the agency is told to take the address off its list). */
export type WithdrawOutcome = 'withdraw-and-tell' | 'withdraw' | 'already-withdrawn' | 'unknown';

/**
 * The rule of a withdrawal: a token names an address, and unsubscribing takes the address off the
 * list, however often it signed up. An unknown token withdraws nothing; otherwise every sign-up of
 * the address not withdrawn yet (the token's own and `others`), confirmed or not, expired or not, is
 * withdrawn now (the link never expires), and the agency is told when one of them was confirmed (it
 * never heard of the others); when none is left, nothing changes.
 * @example withdrawOutcome({ expiresAt: new Date(0), confirmedAt: null, withdrawnAt: null }, []) // => 'withdraw'
 */
export function withdrawOutcome(state: ConfirmState | null, others: readonly ConfirmState[]): WithdrawOutcome {
	if (!state) return 'unknown';
	const standing = [state, ...others].filter((s) => s.withdrawnAt === null);
	if (standing.length === 0) return 'already-withdrawn';
	return standing.some(listed) ? 'withdraw-and-tell' : 'withdraw';
}
