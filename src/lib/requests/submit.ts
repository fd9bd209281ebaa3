import { isLocale, type Locale } from '../../../i18n/locales.ts';
import { validateRequest, type FieldIssues, type RequestKind, type RequestSuccess } from '../../schemas/requests/index.ts';
import { consumeChallenge, verifyCaptcha } from './captcha.ts';
import { checkCv, type CvType } from './cv-file.ts';
import { getPool, isDatabaseUnavailable, withTransaction, type Db } from './db.ts';
import { requestListing, requestListings } from './facts-source.ts';
import { listingRefusal } from './listing-rules.ts';
import { withListingRent } from './rental-rent.ts';
import { feedbackPath, successMessages } from './feedback.ts';
import { failure, filesUrlFor, guardRequest, json, unavailableRetryAfter, type RequestContext } from './http.ts';
import { findByKey, newReference, payloadHash, type StoredRequest } from './idempotency.ts';
import { enqueueMails, mailedWithinDay, sendAfterAnswer, type Enqueued } from './outbox.ts';
import { clientHash, hitRateLimit } from './rate-limit.ts';
import { bodyKindsOf, parseBody } from './request-body.ts';
import type { RequestSettings } from './settings.ts';
import { captchaRefused, DuplicateKey, Refusal, storeRequest } from './store-request.ts';
import { discardCv, sha256Of, storeCv, type StoredCv } from './uploads.ts';

/**
 * One request from the wire to the outbox (issue 5), in this order: method, Origin, content type
 * and size (before parsing); syntax (400); honeypot (a filled or missing one gets a success answer
 * and nothing happens); schema (422); rate limit (429); captcha (422, replays refused); CV (contact
 * form, rental application) to Blobs; then one transaction (`store-request.ts`) with the request
 * row, the kind's own rule (appointment place, document request), the CV row and the outbox
 * mails: the agency's, the friend's for "send to a friend", and the visitor's receipt for every
 * other kind (`receipt.ts`), so the receipt is stored, sent and retried exactly like the agency's
 * mail. A newsletter sign-up instead stores the hash of a confirmation token and enqueues only the
 * confirmation mail to the visitor (double opt-in); its agency mail goes out once the address is
 * confirmed (`newsletter-confirm.ts`). Another request with its newsletter box ticked stores such
 * a token too and carries the link in its receipt. The listing the agency's mail and the receipt
 * name (the listings, for a contact request sent from the favourites) is looked up in the build's
 * facts before the transaction (never inside it); a listing the facts do not have, or whose state
 * does not take the request, is refused there (`listing-rules.ts`). An idempotency key already stored gets
 * the stored answer again (or 422 for another payload) instead, whatever its captcha. The
 * reference is answered only after COMMIT; the mails go out after that.
 */

/** A platform service other than the database (Blobs) failed. */
class ServiceUnavailable extends Error {}

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
	// A deploy on the public development key would take forged captchas: `guardRequest` refuses every
	// request (503) until it is set.
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
	const filesUrl = filesUrlFor(settings, context);
	const [lookup, listings] = await Promise.all([requestListing(payload, filesUrl), requestListings(payload, filesUrl)]);
	const listing = lookup.fact;
	// Before the captcha is spent: the listing must be one of the build's and take this request,
	// and the visitor can correct the income and send again.
	const refusal = listingRefusal(kind, payload, lookup);
	if (refusal) return failure(refusal.status, refusal.error, refusal.issues ? { issues: refusal.issues } : {});
	const checked = kind === 'rental-application' ? withListingRent(payload, listing, settings.rental) : { payload };
	if ('issues' in checked) return failure(422, 'request.error.checkFields', { issues: checked.issues });
	const captcha = await verifyCaptcha(String(payload.captcha), settings.captcha);
	if (!captcha) return (await replayOf(db, key, hash)) ?? captchaRefused();
	const reference = newReference();
	const response = successFor(kind, payload.locale as Locale, reference);
	let storedCv: StoredCv | undefined;
	if (cv) storedCv = await storeCv(cv.bytes, cv.type, reference).catch((error: unknown) => {
		throw new ServiceUnavailable(error instanceof Error ? error.message : String(error));
	});
	let mails: Enqueued;
	try {
		mails = await withTransaction((tx) => storeRequest(tx, { kind, payload: checked.payload, reference, key, hash, response, client, captcha, settings, storedCv, listing, listings }));
	} catch (error) {
		if (storedCv) await discardCv(storedCv);
		if (error instanceof DuplicateKey) {
			const answer = await replayOf(db, key, hash);
			if (answer) return answer;
		}
		if (error instanceof Refusal) {
			if (error.burnCaptcha) await consumeChallenge(db, captcha);
			const notice = error.notice;
			if (notice && !(await mailedWithinDay(db, notice.requestId, notice.mail))) {
				await sendAfterAnswer(settings, await withTransaction((tx) => enqueueMails(tx, notice.requestId, [notice.mail], settings)), context);
			}
			return error.response;
		}
		throw error;
	}
	await sendAfterAnswer(settings, mails, context);
	return json(response);
}
