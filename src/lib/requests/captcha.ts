import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Db } from './db.ts';
import type { RequestSettings } from './settings.ts';

/**
 * Self-hosted ALTCHA captcha (proof of work v2, the protocol of the altcha widget 3): HMAC-signed
 * challenges that expire, verified without a third party; a solved challenge is accepted once
 * (its nonce is remembered in `captcha_challenges` until it expires).
 *
 * Challenges are made in ALTCHA's deterministic mode: the server picks the counter and signs the
 * derived key, so verifying is one HMAC and costs no hashing work. The work asked of the browser is
 * about `minCounter`..`maxCounter` SHA-256 hashes (a fraction of a second).
 */

type CaptchaSettings = RequestSettings['captcha'];

/** The key that signs derived keys, kept apart from the challenge signing key. */
function keySignatureSecret(hmacKey: string): string {
	return createHmac('sha256', hmacKey).update('altcha-key-signature').digest('hex');
}

/** Creates a new signed, expiring challenge for the altcha widget (`challengeurl`). */
export async function issueChallenge(settings: CaptchaSettings, now = Date.now()): Promise<Challenge> {
	return createChallenge({
		algorithm: 'SHA-256',
		cost: 1,
		counter: randomInt(settings.maxCounter, Math.min(settings.minCounter, settings.maxCounter)),
		deriveKey,
		expiresAt: new Date(now + settings.expiresInSeconds * 1000),
		hmacSignatureSecret: settings.hmacKey,
		hmacKeySignatureSecret: keySignatureSecret(settings.hmacKey),
	});
}

/** A verified captcha: the challenge id to mark as used, and until when to remember it. */
export type VerifiedCaptcha = { challengeId: string; expiresAt: Date };

/** Reads the widget's payload (base64 of `{ challenge, solution }`); null when it has another shape. */
function decodePayload(payload: string): { challenge: Challenge; solution: Solution } | null {
	try {
		const value = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as unknown;
		if (!value || typeof value !== 'object') return null;
		const { challenge, solution } = value as { challenge?: Challenge; solution?: Solution };
		const p = challenge?.parameters;
		if (!p || typeof p.nonce !== 'string' || typeof p.expiresAt !== 'number' || typeof challenge.signature !== 'string') return null;
		if (!solution || typeof solution.counter !== 'number' || typeof solution.derivedKey !== 'string') return null;
		return { challenge, solution };
	} catch {
		return null;
	}
}

/** Verifies a captcha payload: signature, expiry and solution; null when it is not valid. */
export async function verifyCaptcha(payload: string, settings: CaptchaSettings): Promise<VerifiedCaptcha | null> {
	const decoded = decodePayload(payload);
	if (!decoded) return null;
	try {
		const result = await verifySolution({
			...decoded,
			deriveKey,
			hmacSignatureSecret: settings.hmacKey,
			hmacKeySignatureSecret: keySignatureSecret(settings.hmacKey),
		});
		if (!result.verified) return null;
	} catch {
		return null;
	}
	const { nonce, expiresAt } = decoded.challenge.parameters;
	return { challengeId: nonce, expiresAt: new Date((expiresAt ?? 0) * 1000) };
}

/** Marks a challenge as used; false when it already was (a replay). */
export async function consumeChallenge(db: Db, captcha: VerifiedCaptcha): Promise<boolean> {
	const { rowCount } = await db.query(
		'INSERT INTO captcha_challenges (challenge_id, expires_at) VALUES ($1, $2) ON CONFLICT (challenge_id) DO NOTHING',
		[captcha.challengeId, captcha.expiresAt],
	);
	return rowCount === 1;
}
