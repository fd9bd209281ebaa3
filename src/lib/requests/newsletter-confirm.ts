import type { Locale } from '../../../i18n/locales.ts';
import type { UiKey } from '../../i18n/t.ts';
import { isConfirmToken } from '../forms/confirm-answer.ts';
import { confirmOutcome, hashConfirmToken, type ConfirmOutcome } from './confirm-token.ts';
import { getPool, isDatabaseUnavailable, withTransaction, type Db } from './db.ts';
import { BodyTooLargeError, failure, guardRequest, json, parseJsonObject, readBody } from './http.ts';
import { composeMails } from './mail-content.ts';
import { subscriberOf } from './newsletter-opt-in.ts';
import { deliverEnqueued, enqueueMails, type Enqueued } from './outbox.ts';
import { clientHash, hitRateLimit } from './rate-limit.ts';
import type { RequestSettings } from './settings.ts';
import type { RequestContext } from './submit.ts';
import { unavailableRetryAfter } from './submit.ts';

/**
 * The newsletter's double opt-in, second step (`POST /api/newsletter-confirm`, JSON `{ token }`,
 * sent by the confirmation page's button; never a GET, as mail scanners open links). The same
 * guards as the request functions (method, Origin, content type, size, rate limit per client); then,
 * in one transaction, the sign-up found by the token's hash is confirmed (`confirmed_at`; the
 * request row keeps the sign-up's time) and the agency's newsletter mail, saying the address was
 * confirmed and when, is enqueued; it is sent after COMMIT and retried like every outbox mail. The
 * sign-up is a newsletter request or another request whose newsletter box was ticked: either way
 * the agency's mail is a newsletter mail with the request's reference, address, names and time
 * (`subscriberOf`), never a copy of the other request.
 *
 * Answers: 200 `{ ok: true, status: 'confirmed' }`, or `'already-confirmed'` for a sign-up
 * confirmed before (nothing is sent again); 422 for a body without a token of the right shape and
 * 404 for an unknown token (`newsletter.confirm.invalid`), 410 for an expired link
 * (`newsletter.confirm.expired`): nothing stored changes. Errors carry message keys of
 * `i18n/ui/*.json`, which the page shows in its language.
 */

/** Largest body accepted: a token is 43 characters. */
const maxConfirmBytes = 1024;

/** The sign-up a token names, as the transaction reads it. */
type SignUpRow = { request_id: string; reference: string; payload: Record<string, unknown>; created_at: Date | string; expires_at: Date | string; confirmed_at: Date | string | null };

/** The answer of each outcome that confirms nothing new. */
const refusals: Record<Exclude<ConfirmOutcome, 'confirm' | 'already-confirmed'>, { status: number; error: UiKey }> = {
	unknown: { status: 404, error: 'newsletter.confirm.invalid' },
	expired: { status: 410, error: 'newsletter.confirm.expired' },
};

/** Confirms one newsletter sign-up by its token; never throws. */
export async function handleConfirm(req: Request, context: RequestContext, settings: RequestSettings): Promise<Response> {
	try {
		return await confirm(req, context, settings);
	} catch (error) {
		if (isDatabaseUnavailable(error)) {
			console.error('newsletter confirmation not stored: database unavailable', error instanceof Error ? error.message : error);
			return failure(503, 'request.error.server', { headers: { 'Retry-After': unavailableRetryAfter } });
		}
		console.error('newsletter confirmation failed', error);
		return failure(500, 'request.error.server');
	}
}

/** The steps of `handleConfirm`. */
async function confirm(req: Request, context: RequestContext, settings: RequestSettings): Promise<Response> {
	const refused = guardRequest(req, settings, 'json');
	if (refused) return refused;
	let bytes: Uint8Array;
	try {
		bytes = await readBody(req, maxConfirmBytes);
	} catch (error) {
		return error instanceof BodyTooLargeError ? failure(413, 'request.error.tooLarge') : failure(400, 'request.error.malformed');
	}
	const input = parseJsonObject(bytes);
	if (!input) return failure(400, 'request.error.malformed');
	const rate = await hitRateLimit(getPool(), clientHash(context.ip ?? 'unknown', settings.captcha.hmacKey), settings.rateLimitPerMinute);
	if (!rate.allowed) return failure(429, 'request.error.tooManyRequests', { headers: { 'Retry-After': String(rate.retryAfterSeconds) } });
	if (!isConfirmToken(input.token)) return json({ ok: false, error: 'newsletter.confirm.invalid' }, 422);
	const token = input.token;
	const { outcome, mails } = await withTransaction((tx) => confirmSignUp(tx, hashConfirmToken(token), settings));
	if (outcome === 'unknown' || outcome === 'expired') return json({ ok: false, error: refusals[outcome].error }, refusals[outcome].status);
	if (mails) {
		const delivery = deliverEnqueued(settings, mails).catch((error: unknown) => console.error('mail delivery failed; it stays in the outbox', error));
		if (context.waitUntil) context.waitUntil(delivery);
		else await delivery;
	}
	return json({ ok: true, status: outcome === 'confirm' ? 'confirmed' : 'already-confirmed' });
}

/** Reads the sign-up of a token hash (locked), and confirms it with its agency mail when the rule says so. */
async function confirmSignUp(tx: Db, tokenHash: string, settings: RequestSettings): Promise<{ outcome: ConfirmOutcome; mails: Enqueued | null }> {
	const { rows } = await tx.query<SignUpRow>(
		`SELECT c.request_id, r.reference, r.payload, r.created_at, c.expires_at, c.confirmed_at
		 FROM newsletter_confirmations c JOIN requests r ON r.id = c.request_id
		 WHERE c.token_hash = $1 FOR UPDATE OF c`,
		[tokenHash],
	);
	const row = rows[0];
	const now = new Date();
	const outcome = confirmOutcome(row ? { expiresAt: new Date(row.expires_at), confirmedAt: row.confirmed_at === null ? null : new Date(row.confirmed_at) } : null, now);
	if (outcome !== 'confirm' || !row) return { outcome, mails: null };
	await tx.query('UPDATE newsletter_confirmations SET confirmed_at = $2 WHERE request_id = $1', [row.request_id, now]);
	const { mail, siteUrl } = settings;
	// The subscription of a sign-up or of a contact request's ticked box: address, names and language only.
	const drafts = composeMails('newsletter', subscriberOf(row.payload), {
		reference: row.reference,
		siteUrl,
		agencyAddress: mail.to,
		agencyLocale: mail.locale satisfies Locale,
		confirmation: { signedUpAt: new Date(row.created_at), confirmedAt: now },
	});
	return { outcome, mails: await enqueueMails(tx, Number(row.request_id), drafts, settings) };
}
