import { isLocale, type Locale } from '../../../i18n/locales.ts';
import { takesCv, validateRequest, type FieldIssues, type RequestKind, type RequestSuccess } from '../../schemas/requests/index.ts';
import { bookSlot, recordDocumentRequest } from './bookings.ts';
import { consumeChallenge, verifyCaptcha, type VerifiedCaptcha } from './captcha.ts';
import { checkCv, type CvType } from './cv-file.ts';
import { getPool, isDatabaseUnavailable, withTransaction, type Db } from './db.ts';
import { feedbackPath, successMessages } from './feedback.ts';
import { BodyTooLargeError, bodyKindOf, failure, guardRequest, json, maxBytesOf, parseJsonObject, parseMultipart, readBody, type BodyKind } from './http.ts';
import { findByKey, newReference, payloadHash, storedPayload, type StoredRequest } from './idempotency.ts';
import { lookupFact } from './facts-source.ts';
import type { ListingFact } from './listing-facts.ts';
import { composeMails } from './mail-content.ts';
import { composeReceipt } from './receipt.ts';
import { confirmExpiry, hashConfirmToken, newConfirmToken } from './confirm-token.ts';
import { composeConfirmationMail } from './newsletter-mail.ts';
import { asksNewsletter, type OptIn } from './newsletter-opt-in.ts';
import { deliverEnqueued, enqueueMails, type Enqueued } from './outbox.ts';
import { clientHash, hitRateLimit } from './rate-limit.ts';
import type { RequestSettings } from './settings.ts';
import { discardCv, recordCv, sha256Of, storeCv, type StoredCv } from './uploads.ts';

/**
 * One request from the wire to the outbox (issue 5), in this order: method, Origin, content type
 * and size (before parsing); syntax (400); honeypot (a filled or missing one gets a success answer
 * and nothing happens); schema (422); rate limit (429); captcha (422, replays refused); CV (contact
 * form, rental application) to Blobs; then one transaction with the request row, the kind's own
 * rule (appointment place, document request), the CV row and the outbox mails: the agency's, the
 * friend's for "send to a friend", and the visitor's receipt for every other kind (`receipt.ts`),
 * so the receipt is stored, sent and retried exactly like the agency's mail. A newsletter sign-up
 * instead stores the hash of a confirmation token and enqueues only the confirmation mail to the
 * visitor (double opt-in); its agency mail goes out once the address is confirmed
 * (`newsletter-confirm.ts`). Another request with its newsletter box ticked stores such a token too
 * and carries the link in its receipt. The listing a
 * receipt names is looked up in the build's facts before the transaction (never inside it). An
 * idempotency key already stored gets the stored answer again (or 422 for another payload)
 * instead, whatever its captcha. The reference is answered only after COMMIT; the mails go out
 * after that.
 */

/** What the service uses of Netlify's function context. */
export type RequestContext = { ip?: string; waitUntil?: (promise: Promise<unknown>) => void; site?: { url?: string } };

/** Seconds a visitor is asked to wait when the database cannot be reached. */
export const unavailableRetryAfter = '30';

/** A refusal decided inside the transaction: it rolls back and answers `response`. */
class Refusal extends Error {
	readonly response: Response;
	readonly burnCaptcha: boolean;
	constructor(response: Response, burnCaptcha: boolean) {
		super('refused');
		this.response = response;
		this.burnCaptcha = burnCaptcha;
	}
}
/** Another request with the same idempotency key committed first. */
class DuplicateKey extends Error {}
/** A platform service other than the database (Blobs) failed. */
class ServiceUnavailable extends Error {}

/** A parsed body: the form values and, for a kind that takes a CV, the CV bytes. */
type ParsedBody = { input: Record<string, unknown>; cv: Uint8Array | null; partIssues: FieldIssues };

/**
 * The bodies a kind takes: the rental application always comes as multipart (`data` and `cv`),
 * the contact form as JSON or, when it carries a CV, as multipart; every other form as JSON.
 */
function bodyKindsOf(kind: RequestKind): readonly BodyKind[] {
	if (kind === 'rental-application') return ['multipart'];
	return takesCv(kind) ? ['json', 'multipart'] : ['json'];
}

/** Reads and parses the body (of a kind `guardRequest` let through); answers 413 or 400 when it cannot. */
async function parseBody(req: Request, kind: RequestKind): Promise<ParsedBody | Response> {
	const multipart = bodyKindOf(req.headers.get('content-type'), bodyKindsOf(kind)) === 'multipart';
	let bytes: Uint8Array<ArrayBuffer>;
	try {
		bytes = await readBody(req, maxBytesOf(multipart ? 'multipart' : 'json'));
	} catch (error) {
		return error instanceof BodyTooLargeError ? failure(413, 'request.error.tooLarge') : failure(400, 'request.error.malformed');
	}
	if (!multipart) {
		const input = parseJsonObject(bytes);
		return input ? { input, cv: null, partIssues: {} } : failure(400, 'request.error.malformed');
	}
	const form = await parseMultipart(bytes, req.headers.get('content-type') ?? '');
	const data = form?.get('data');
	const input = typeof data === 'string' ? parseJsonObject(new TextEncoder().encode(data)) : null;
	if (!form || !input) return failure(400, 'request.error.malformed');
	const parts = new Map<string, FieldIssues[string]>();
	for (const name of new Set(form.keys())) {
		if (name !== 'data' && name !== 'cv') parts.set(name, ['form.error.unknownField']);
		else if (form.getAll(name).length > 1) parts.set(name, ['form.error.invalid']);
	}
	const file = form.get('cv');
	if (file !== null && typeof file === 'string') parts.set('cv', ['form.error.fileType']);
	const partIssues: FieldIssues = Object.fromEntries(parts);
	const cv = file instanceof File ? new Uint8Array(await file.arrayBuffer()) : null;
	return { input, cv, partIssues };
}

/** The success answer of a kind in a language. */
function successFor(kind: RequestKind, locale: Locale, reference: string): RequestSuccess {
	return { ok: true, reference, redirect: feedbackPath(kind, locale), message: successMessages[kind] };
}

/** Answers a request that carries a stored idempotency key. */
function replay(stored: StoredRequest, hash: string): Response {
	if (stored.payload_hash !== hash) return failure(422, 'request.error.checkFields', { issues: { idempotencyKey: ['form.error.idempotencyConflict'] } });
	return json(stored.response);
}

/** The answer to a resubmission of a stored key (`replay`), or null when the key is not stored. */
async function replayOf(db: Db, key: string, hash: string): Promise<Response | null> {
	const stored = await findByKey(db, key);
	return stored ? replay(stored, hash) : null;
}

const captchaRefused = () => failure(422, 'request.error.checkFields', { issues: { captcha: ['form.error.captchaInvalid'] } });

/** Handles one request of a kind: the whole path from the wire to the outbox; never throws. */
export async function handleRequest(kind: RequestKind, req: Request, context: RequestContext, settings: RequestSettings): Promise<Response> {
	try {
		return await handle(kind, req, context, settings);
	} catch (error) {
		console.error(`request ${kind} failed`, error);
		return failure(500, 'request.error.server');
	}
}

/** The steps of `handleRequest`. */
async function handle(kind: RequestKind, req: Request, context: RequestContext, settings: RequestSettings): Promise<Response> {
	const refused = guardRequest(req, settings, bodyKindsOf(kind));
	if (refused) return refused;
	const parsed = await parseBody(req, kind);
	if (parsed instanceof Response) return parsed;
	const { input, cv, partIssues } = parsed;
	if (input.website !== '') {
		const locale = typeof input.locale === 'string' && isLocale(input.locale) ? input.locale : 'nl';
		return json(successFor(kind, locale, newReference()));
	}
	const result = validateRequest(kind, input, settings.rental);
	const issues: FieldIssues = { ...(result.success ? {} : result.issues), ...partIssues };
	const cvCheck = cv ? checkCv(cv) : null;
	if (cvCheck && !cvCheck.ok) issues.cv = [cvCheck.message];
	if (!result.success || Object.keys(issues).length > 0) return failure(422, 'request.error.checkFields', { issues });
	try {
		return await accept(kind, result.output, cv && cvCheck?.ok ? { bytes: cv, type: cvCheck.type } : null, context, settings);
	} catch (error) {
		if (isDatabaseUnavailable(error) || error instanceof ServiceUnavailable) {
			// Logged too: the visitor is told to retry, the agency's log says why.
			console.error(`request ${kind} not stored: service unavailable`, error instanceof Error ? error.message : error);
			return failure(503, 'request.error.mailNotSent', { headers: { 'Retry-After': unavailableRetryAfter } });
		}
		console.error(`request ${kind} failed`, error);
		return failure(500, 'request.error.server');
	}
}

/** Stores a valid request with its mails and answers; the send starts after COMMIT. */
async function accept(
	kind: RequestKind,
	payload: Record<string, unknown>,
	cv: { bytes: Uint8Array; type: CvType } | null,
	context: RequestContext,
	settings: RequestSettings,
): Promise<Response> {
	const db = getPool();
	const client = clientHash(context.ip ?? 'unknown', settings.captcha.hmacKey);
	const rate = await hitRateLimit(db, client, settings.rateLimitPerMinute);
	if (!rate.allowed) return failure(429, 'request.error.tooManyRequests', { headers: { 'Retry-After': String(rate.retryAfterSeconds) } });
	const key = String(payload.idempotencyKey);
	const hash = payloadHash(kind, payload, cv ? [sha256Of(cv.bytes)] : []);
	// A first submission costs no lookup of its key: a resubmission is found before a CV upload,
	// when its captcha no longer verifies (expired), or when the INSERT finds its key taken.
	const known = cv ? await replayOf(db, key, hash) : null;
	if (known) return known;
	const captcha = await verifyCaptcha(String(payload.captcha), settings.captcha);
	if (!captcha) return (await replayOf(db, key, hash)) ?? captchaRefused();
	const reference = newReference();
	const response = successFor(kind, payload.locale as Locale, reference);
	const listing = await receiptListing(kind, payload, settings.filesUrl ?? siteUrlOf(context));
	let storedCv: StoredCv | undefined;
	if (cv) storedCv = await storeCv(cv.bytes, cv.type, reference).catch((error: unknown) => {
		throw new ServiceUnavailable(error instanceof Error ? error.message : String(error));
	});
	let mails: Enqueued;
	try {
		mails = await withTransaction((tx) => storeRequest(tx, { kind, payload, reference, key, hash, response, client, captcha, settings, storedCv, listing }));
	} catch (error) {
		if (storedCv) await discardCv(storedCv);
		if (error instanceof DuplicateKey) {
			const answer = await replayOf(db, key, hash);
			if (answer) return answer;
		}
		if (error instanceof Refusal) {
			if (error.burnCaptcha) await consumeChallenge(db, captcha);
			return error.response;
		}
		throw error;
	}
	const delivery = deliverEnqueued(settings, mails).catch((error: unknown) => console.error('mail delivery failed; it stays in the outbox', error));
	if (context.waitUntil) context.waitUntil(delivery);
	else await delivery;
	return json(response);
}

/** Everything `storeRequest` writes in the request's transaction. */
type StoreInput = {
	kind: RequestKind;
	payload: Record<string, unknown>;
	reference: string;
	key: string;
	hash: string;
	response: RequestSuccess;
	client: string;
	captcha: VerifiedCaptcha;
	settings: RequestSettings;
	storedCv: StoredCv | undefined;
	/** The listing or project the visitor's receipt names, when the build's facts have it. */
	listing: ListingFact | null;
};

/** The facts of the listing or project a request is about, for its receipt; null for the others. */
async function receiptListing(kind: RequestKind, payload: Record<string, unknown>, filesUrl: URL | null): Promise<ListingFact | null> {
	if (kind === 'send-to-friend') return null;
	const locale = payload.locale as Locale;
	if (typeof payload.propertyId === 'number') return lookupFact(filesUrl, locale, 'property', payload.propertyId);
	if (typeof payload.projectId === 'number') return lookupFact(filesUrl, locale, 'project', payload.projectId);
	return null;
}

/** The site's own address from Netlify's function context, when no environment variable names one. */
function siteUrlOf(context: RequestContext): URL | null {
	try {
		return context.site?.url ? new URL(context.site.url) : null;
	} catch {
		return null;
	}
}

/** Stores a new newsletter confirmation of a request (the token's hash and expiry); returns the token to mail. */
async function storeOptIn(tx: Db, requestId: number): Promise<OptIn> {
	const token = newConfirmToken();
	const expiresAt = confirmExpiry(new Date());
	await tx.query('INSERT INTO newsletter_confirmations (request_id, token_hash, expires_at) VALUES ($1, $2, $3)', [requestId, hashConfirmToken(token), expiresAt]);
	return { token, expiresAt };
}

/** Writes the request row, the kind's own rows and the outbox mails; returns the mails enqueued. */
async function storeRequest(tx: Db, s: StoreInput): Promise<Enqueued> {
	const { kind, payload } = s;
	const propertyId = (payload.propertyId ?? payload.projectId ?? null) as number | null;
	const { rows } = await tx.query<{ id: string }>(
		`INSERT INTO requests (reference, kind, locale, property_id, email, payload, idempotency_key, payload_hash, response, client_hash)
		 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
		[s.reference, kind, payload.locale, propertyId, payload.email, JSON.stringify(storedPayload(payload)), s.key, s.hash, JSON.stringify(s.response), s.client],
	);
	if (!rows[0]) throw new DuplicateKey();
	const requestId = Number(rows[0].id);
	if (!(await consumeChallenge(tx, s.captcha))) throw new Refusal(captchaRefused(), false);
	let slot: { startsAt: Date; endsAt: Date } | undefined;
	if (kind === 'appointment') {
		const booking = await bookSlot(tx, payload.slotId as number, (payload.propertyId as number | undefined) ?? null, requestId);
		if (!booking.booked) {
			throw new Refusal(
				booking.reason === 'full'
					? failure(409, 'request.appointment.full')
					: failure(422, 'request.error.checkFields', { issues: { slotId: ['form.error.slotRequired'] } }),
				true,
			);
		}
		slot = booking;
	}
	if (kind === 'documents' && !(await recordDocumentRequest(tx, payload.propertyId as number, String(payload.email), requestId))) {
		throw new Refusal(failure(409, 'request.documents.alreadyRequested'), true);
	}
	if (s.storedCv) await recordCv(tx, requestId, s.storedCv);
	const { mail, siteUrl, agency } = s.settings;
	if (kind === 'newsletter') {
		// Double opt-in: only the confirmation mail now; the agency's mail waits for the confirmation.
		const { token, expiresAt } = await storeOptIn(tx, requestId);
		const confirmation = composeConfirmationMail(payload, { reference: s.reference, siteUrl, agency, agencyInbox: mail.to, token, expiresAt });
		return enqueueMails(tx, requestId, [confirmation], s.settings);
	}
	// A ticked newsletter box is the same double opt-in; its link travels in the receipt.
	const optIn = asksNewsletter(payload) ? await storeOptIn(tx, requestId) : undefined;
	const drafts = composeMails(kind, payload, { reference: s.reference, siteUrl, agencyAddress: mail.to, agencyLocale: mail.locale, slot, cv: s.storedCv });
	const receipt = composeReceipt(kind, payload, { reference: s.reference, siteUrl, now: new Date(), agency, agencyInbox: mail.to, listing: s.listing, slot, cvAttached: s.storedCv !== undefined, optIn });
	return enqueueMails(tx, requestId, receipt ? [...drafts, receipt] : drafts, s.settings);
}
