import type { Locale } from '../../../i18n/locales.ts';
import type { UiKey } from '../../i18n/t.ts';
import { isConfirmToken } from '../forms/confirm-answer.ts';
import { hashConfirmToken, type ConfirmState } from './confirm-token.ts';
import { getPool, isDatabaseUnavailable, withTransaction, type Db } from './db.ts';
import { BodyTooLargeError, failure, guardRequest, json, parseJsonObject, readBody, unavailableRetryAfter, type RequestContext } from './http.ts';
import { composeMails, type MailContext } from './mail-content.ts';
import { subscriberOf } from './newsletter-opt-in.ts';
import { enqueueMails, sendAfterAnswer, type Enqueued } from './outbox.ts';
import { clientHash, hitRateLimit } from './rate-limit.ts';
import type { RequestSettings } from './settings.ts';

/**
 * What the newsletter's two token endpoints share (`POST /api/newsletter-confirm` and
 * `POST /api/newsletter-withdraw`, JSON `{ token }` sent by a page's button; never a GET, as mail
 * scanners open links): the guards of the request functions (method, Origin, content type, size,
 * rate limit per client), the token's shape (422 otherwise), one transaction on the sign-up locked
 * by the token's hash (and every step on the same address waits for the one before: see
 * `lockSignUp`), and the delivery after COMMIT of the agency's mail it enqueued (retried like
 * every outbox mail). Each endpoint brings its step: what it does to the sign-up and what it answers.
 */

/** Largest body accepted: a token is 43 characters. */
const maxTokenBytes = 1024;

/** The sign-up a token names, as the transaction reads it (locked). */
export type SignUpRow = {
	request_id: string;
	/** The sign-up's address, lower-cased: what ties an address's sign-ups together. */
	address: string;
	reference: string;
	payload: Record<string, unknown>;
	created_at: Date | string;
	expires_at: Date | string;
	confirmed_at: Date | string | null;
	withdrawn_at: Date | string | null;
};

/** What a step answers (status and body) and the mails it enqueued, sent after COMMIT. */
export type StepResult = { status: number; body: { ok: true; status: string } | { ok: false; error: UiKey }; mails: Enqueued | null };

/** One endpoint's work on the sign-up of a token. */
export type TokenStep = {
	/** What the logs call it. */
	name: string;
	/** The message of a body without a token of the right shape. */
	invalid: UiKey;
	/** Runs in the transaction, on the locked sign-up (null for an unknown token). */
	run: (tx: Db, signUp: SignUpRow | null, settings: RequestSettings) => Promise<StepResult>;
};

/** A success answer of a step that enqueued nothing. */
export const answered = (status: string): StepResult => ({ status: 200, body: { ok: true, status }, mails: null });

/** A refusal of a step: nothing stored changed. */
export const refused = ({ status, error }: { status: number; error: UiKey }): StepResult => ({ status, body: { ok: false, error }, mails: null });

/**
 * The stored state of a sign-up, as the rules of `confirm-token.ts` read it.
 * @example stateOf({ …, expires_at: '2026-11-30T07:00:00Z', confirmed_at: null, withdrawn_at: null }).confirmedAt // => null
 */
export function stateOf(row: SignUpRow): ConfirmState {
	const dateOf = (value: Date | string | null) => (value === null ? null : new Date(value));
	return { expiresAt: new Date(row.expires_at), confirmedAt: dateOf(row.confirmed_at), withdrawnAt: dateOf(row.withdrawn_at) };
}

/** Runs one token step on a request; never throws. */
export async function handleTokenStep(req: Request, context: RequestContext, settings: RequestSettings, step: TokenStep): Promise<Response> {
	try {
		return await runStep(req, context, settings, step);
	} catch (error) {
		if (isDatabaseUnavailable(error)) {
			console.error(`${step.name} not stored: database unavailable`, error instanceof Error ? error.message : error);
			return failure(503, 'request.error.server', { headers: { 'Retry-After': unavailableRetryAfter } });
		}
		console.error(`${step.name} failed`, error);
		return failure(500, 'request.error.server');
	}
}

/** The steps of `handleTokenStep`. */
async function runStep(req: Request, context: RequestContext, settings: RequestSettings, step: TokenStep): Promise<Response> {
	const refusedRequest = guardRequest(req, settings, 'json');
	if (refusedRequest) return refusedRequest;
	let bytes: Uint8Array;
	try {
		bytes = await readBody(req, maxTokenBytes);
	} catch (error) {
		return error instanceof BodyTooLargeError ? failure(413, 'request.error.tooLarge') : failure(400, 'request.error.malformed');
	}
	const input = parseJsonObject(bytes);
	if (!input) return failure(400, 'request.error.malformed');
	const rate = await hitRateLimit(getPool(), clientHash(context.ip ?? 'unknown', settings.captcha.hmacKey), settings.rateLimitPerMinute);
	if (!rate.allowed) return failure(429, 'request.error.tooManyRequests', { headers: { 'Retry-After': String(rate.retryAfterSeconds) } });
	if (!isConfirmToken(input.token)) return json({ ok: false, error: step.invalid }, 422);
	const tokenHash = hashConfirmToken(input.token);
	const { status, body, mails } = await withTransaction(async (tx) => step.run(tx, await lockSignUp(tx, tokenHash), settings));
	if (mails) await sendAfterAnswer(settings, mails, context);
	return json(body, status);
}

/** The columns of a sign-up row, from `newsletter_confirmations c` joined with its request `r`. */
const signUpColumns = 'c.request_id, lower(r.email) AS address, r.reference, r.payload, r.created_at, c.expires_at, c.confirmed_at, c.withdrawn_at';

/**
 * Reads and locks the sign-up of a token hash, if any. The lock is taken per address first (a
 * transaction-scoped advisory lock on the lower-cased address), so two steps on sign-ups of the same
 * address, which both read and change all of the address's sign-ups, run one after the other.
 */
async function lockSignUp(tx: Db, tokenHash: string): Promise<SignUpRow | null> {
	const { rows: found } = await tx.query(
		`SELECT pg_advisory_xact_lock(hashtext('newsletter:' || lower(r.email)))
		 FROM newsletter_confirmations c JOIN requests r ON r.id = c.request_id WHERE c.token_hash = $1`,
		[tokenHash],
	);
	if (found.length === 0) return null;
	const { rows } = await tx.query<SignUpRow>(
		`SELECT ${signUpColumns} FROM newsletter_confirmations c JOIN requests r ON r.id = c.request_id WHERE c.token_hash = $1 FOR UPDATE OF c`,
		[tokenHash],
	);
	return rows[0] ?? null;
}

/**
 * The other sign-ups of a sign-up's address (any letter case), locked; the most recently confirmed
 * first, then those never confirmed.
 */
export async function otherSignUps(tx: Db, row: SignUpRow): Promise<SignUpRow[]> {
	const { rows } = await tx.query<SignUpRow>(
		`SELECT ${signUpColumns} FROM newsletter_confirmations c JOIN requests r ON r.id = c.request_id
		 WHERE lower(r.email) = $1 AND c.request_id <> $2 ORDER BY c.confirmed_at DESC NULLS LAST, c.request_id FOR UPDATE OF c`,
		[row.address, row.request_id],
	);
	return rows;
}

/**
 * Enqueues the agency's newsletter mail of a sign-up, in `MAIL_LOCALE`: its confirmation or its
 * withdrawal. The subscription of a sign-up or of another request's ticked box: the reference,
 * address, names and language only (`subscriberOf`), never a copy of the request.
 */
export async function enqueueSubscriptionMail(tx: Db, row: SignUpRow, settings: RequestSettings, event: Pick<MailContext, 'confirmation' | 'withdrawal'>): Promise<Enqueued> {
	const { mail, siteUrl } = settings;
	const drafts = composeMails('newsletter', subscriberOf(row.payload), {
		reference: row.reference,
		siteUrl,
		agencyAddress: mail.to,
		agencyLocale: mail.locale satisfies Locale,
		...event,
	});
	return enqueueMails(tx, Number(row.request_id), drafts, settings);
}
