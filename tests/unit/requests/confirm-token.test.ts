import { describe, expect, test } from 'vitest';
import { isConfirmToken } from '../../../src/lib/forms/confirm-answer.ts';
import { confirmExpiry, confirmOutcome, confirmTokenLifetimeDays, hashConfirmToken, newConfirmToken, withdrawOutcome, type ConfirmState } from '../../../src/lib/requests/confirm-token.ts';

/** The newsletter's double opt-in token and the rules of a confirmation and of a withdrawal. */

const now = new Date('2026-11-23T07:00:00Z');
const later = new Date('2026-11-24T07:00:00Z');
const earlier = new Date('2026-11-22T07:00:00Z');

describe('confirmOutcome: what confirming a token does', () => {
	const cases: { rule: string; state: ConfirmState | null; expected: string }[] = [
		{ rule: 'an unknown token confirms nothing', state: null, expected: 'unknown' },
		{ rule: 'a pending sign-up within its link’s life is confirmed', state: { expiresAt: later, confirmedAt: null, withdrawnAt: null }, expected: 'confirm' },
		{ rule: 'a pending sign-up whose link expired is not', state: { expiresAt: earlier, confirmedAt: null, withdrawnAt: null }, expected: 'expired' },
		{ rule: 'the link expires at its expiry time exactly', state: { expiresAt: now, confirmedAt: null, withdrawnAt: null }, expected: 'expired' },
		{ rule: 'a confirmed sign-up stays confirmed, nothing is sent again', state: { expiresAt: later, confirmedAt: earlier, withdrawnAt: null }, expected: 'already-confirmed' },
		{ rule: 'a withdrawn sign-up is never confirmed again', state: { expiresAt: later, confirmedAt: null, withdrawnAt: now }, expected: 'withdrawn' },
		{ rule: 'a confirmed sign-up withdrawn since is not confirmed again either', state: { expiresAt: later, confirmedAt: earlier, withdrawnAt: now }, expected: 'withdrawn' },
		{ rule: 'a confirmed sign-up says so also after its link expired', state: { expiresAt: earlier, confirmedAt: earlier, withdrawnAt: null }, expected: 'already-confirmed' },
	];
	test.each(cases)('$rule ($expected)', ({ state, expected }) => {
		expect(confirmOutcome(state, now)).toBe(expected);
	});
});

describe('withdrawOutcome: what withdrawing by a token does; the link never expires', () => {
	const cases: { rule: string; state: ConfirmState | null; expected: string }[] = [
		{ rule: 'an unknown token withdraws nothing', state: null, expected: 'unknown' },
		{ rule: 'a pending sign-up is withdrawn', state: { expiresAt: later, confirmedAt: null, withdrawnAt: null }, expected: 'withdraw' },
		{ rule: 'a pending sign-up whose confirmation link expired is withdrawn too', state: { expiresAt: earlier, confirmedAt: null, withdrawnAt: null }, expected: 'withdraw' },
		{ rule: 'a confirmed sign-up is withdrawn, also long after its confirmation link expired', state: { expiresAt: earlier, confirmedAt: earlier, withdrawnAt: null }, expected: 'withdraw' },
		{ rule: 'a withdrawn sign-up stays as it is, nothing is sent again', state: { expiresAt: earlier, confirmedAt: earlier, withdrawnAt: now }, expected: 'already-withdrawn' },
	];
	test.each(cases)('$rule ($expected)', ({ state, expected }) => {
		expect(withdrawOutcome(state)).toBe(expected);
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
