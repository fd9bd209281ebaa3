import { describe, expect, test } from 'vitest';
import { isConfirmToken } from '../../../src/lib/forms/confirm-answer.ts';
import { confirmExpiry, confirmOutcome, confirmTokenLifetimeDays, hashConfirmToken, newConfirmToken, withdrawOutcome, type ConfirmState } from '../../../src/lib/requests/confirm-token.ts';

/** The newsletter's double opt-in token and the rules of a confirmation and of a withdrawal. */

const now = new Date('2026-11-23T07:00:00Z');
const later = new Date('2026-11-24T07:00:00Z');
const earlier = new Date('2026-11-22T07:00:00Z');

/** Stored states of sign-ups, as the rules read them. */
const pending: ConfirmState = { expiresAt: later, confirmedAt: null, withdrawnAt: null };
const pendingExpired: ConfirmState = { expiresAt: earlier, confirmedAt: null, withdrawnAt: null };
const confirmed: ConfirmState = { expiresAt: earlier, confirmedAt: earlier, withdrawnAt: null };
const withdrawn: ConfirmState = { expiresAt: later, confirmedAt: null, withdrawnAt: now };
const confirmedThenWithdrawn: ConfirmState = { expiresAt: earlier, confirmedAt: earlier, withdrawnAt: now };

describe('confirmOutcome: what confirming a token does; `others` are the other sign-ups of its address', () => {
	const cases: { rule: string; state: ConfirmState | null; others: ConfirmState[]; expected: string }[] = [
		{ rule: 'an unknown token confirms nothing', state: null, others: [], expected: 'unknown' },
		{ rule: 'a pending sign-up within its link’s life is confirmed, and the agency told', state: pending, others: [], expected: 'confirm' },
		{ rule: 'a pending sign-up whose link expired is not', state: pendingExpired, others: [], expected: 'expired' },
		{ rule: 'the link expires at its expiry time exactly', state: { expiresAt: now, confirmedAt: null, withdrawnAt: null }, others: [], expected: 'expired' },
		{ rule: 'a confirmed sign-up stays confirmed, nothing is sent again', state: { expiresAt: later, confirmedAt: earlier, withdrawnAt: null }, others: [], expected: 'already-confirmed' },
		{ rule: 'a withdrawn sign-up is never confirmed again', state: withdrawn, others: [], expected: 'withdrawn' },
		{ rule: 'a confirmed sign-up withdrawn since is not confirmed again either', state: { expiresAt: later, confirmedAt: earlier, withdrawnAt: now }, others: [], expected: 'withdrawn' },
		{ rule: 'a confirmed sign-up says so also after its link expired', state: confirmed, others: [], expected: 'already-confirmed' },
		{ rule: 'the address confirmed by another sign-up still standing: confirmed, the agency not told twice', state: pending, others: [pending, confirmed], expected: 'confirm-listed' },
		{ rule: 'the address’s other sign-ups only pending: the agency is told', state: pending, others: [pending, pendingExpired], expected: 'confirm' },
		{ rule: 'the address’s confirmed sign-up withdrawn since: the agency is told anew', state: pending, others: [confirmedThenWithdrawn], expected: 'confirm' },
		{ rule: 'another sign-up confirmed does not revive an expired link', state: pendingExpired, others: [confirmed], expected: 'expired' },
	];
	test.each(cases)('$rule ($expected)', ({ state, others, expected }) => {
		expect(confirmOutcome(state, now, others)).toBe(expected);
	});
});

describe('withdrawOutcome: what withdrawing by a token does; the link never expires and takes its whole address off the list', () => {
	const cases: { rule: string; state: ConfirmState | null; others: ConfirmState[]; expected: string }[] = [
		{ rule: 'an unknown token withdraws nothing', state: null, others: [], expected: 'unknown' },
		{ rule: 'a pending sign-up is withdrawn, the agency never heard of it', state: pending, others: [], expected: 'withdraw' },
		{ rule: 'a pending sign-up whose confirmation link expired is withdrawn too', state: pendingExpired, others: [], expected: 'withdraw' },
		{ rule: 'a confirmed sign-up is withdrawn, also long after its confirmation link expired, and the agency told', state: confirmed, others: [], expected: 'withdraw-and-tell' },
		{ rule: 'a withdrawn sign-up stays as it is, nothing is sent again', state: confirmedThenWithdrawn, others: [], expected: 'already-withdrawn' },
		{ rule: 'a pending sign-up whose address another sign-up confirmed: all withdrawn, the agency told', state: pending, others: [confirmed], expected: 'withdraw-and-tell' },
		{ rule: 'an old link of a withdrawn sign-up withdraws the address’s newer confirmed one', state: confirmedThenWithdrawn, others: [confirmed], expected: 'withdraw-and-tell' },
		{ rule: 'an old link of a withdrawn sign-up withdraws the address’s newer pending one, quietly', state: withdrawn, others: [pending], expected: 'withdraw' },
		{ rule: 'every sign-up of the address withdrawn: nothing changes', state: withdrawn, others: [confirmedThenWithdrawn, withdrawn], expected: 'already-withdrawn' },
	];
	test.each(cases)('$rule ($expected)', ({ state, others, expected }) => {
		expect(withdrawOutcome(state, others)).toBe(expected);
	});
});

describe('the token', () => {
	test('is 256 random bits as 43 URL-safe characters, never the same twice', () => {
		const tokens = Array.from({ length: 200 }, newConfirmToken);
		for (const token of tokens) {
			expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
			expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
			expect(encodeURIComponent(token)).toBe(token);
			expect(isConfirmToken(token)).toBe(true);
		}
		expect(new Set(tokens).size).toBe(tokens.length);
	});

	test('is stored as its SHA-256 in hex, never as itself', () => {
		const token = newConfirmToken();
		const hash = hashConfirmToken(token);
		expect(hash).toMatch(/^[0-9a-f]{64}$/);
		expect(hash).not.toContain(token);
		expect(hashConfirmToken(token)).toBe(hash);
		expect(hashConfirmToken('a')).toBe('ca978112ca1bbdcafac231b39a23dc4da786eff8147c4e72b9807785afee48bb');
	});

	test(`expires ${confirmTokenLifetimeDays} days after the sign-up`, () => {
		expect(confirmTokenLifetimeDays).toBe(7);
		expect(confirmExpiry(now).toISOString()).toBe('2026-11-30T07:00:00.000Z');
	});
});
