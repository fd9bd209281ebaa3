import type { RequestKind, RequestSuccess } from '../../schemas/requests/index.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { bookSlot, openBookingOf, recordDocumentRequest, type BookedSlot } from './bookings.ts';
import { composeBookingReminder } from './booking-reminder.ts';
import { consumeChallenge, type VerifiedCaptcha } from './captcha.ts';
import { confirmExpiry, hashConfirmToken, newConfirmToken } from './confirm-token.ts';
import type { Db } from './db.ts';
import { failure } from './http.ts';
import { storedPayload } from './idempotency.ts';
import type { ListingFact } from './listing-facts.ts';
import { composeFriendMail } from './friend-mail.ts';
import { composeMails, type MailDraft } from './mail-content.ts';
import { composeConfirmationMail } from './newsletter-mail.ts';
import { asksNewsletter, type OptIn } from './newsletter-opt-in.ts';
import { enqueueMails, withinVisitorLimit, type Enqueued } from './outbox.ts';
import { composeReceipt } from './receipt.ts';
import type { RequestSettings } from './settings.ts';
import { recordCv, type StoredCv } from './uploads.ts';

/**
 * The transaction of an accepted request (`submit.ts`): the request row (its idempotency key taken,
 * or `DuplicateKey`), the captcha's challenge used up, the kind's own rule (an appointment's place
 * and one open visit per address and listing,
 * a listing's documents once per address), the CV row, a newsletter confirmation token when asked
 * for, and the outbox mails (those to a visitor's or friend's address within `VISITOR_MAILS_PER_DAY`).
 * A rule that refuses throws a `Refusal` with its answer, and everything
 * rolls back; a second booking's refusal carries the reminder of the first one's day and hours to
 * its address, which `submit.ts` puts in the outbox after the rollback (tied to the first request).
 */

/** The answer of a captcha that does not verify, or whose challenge was used already. */
export const captchaRefused = () => failure(422, 'request.error.checkFields', { issues: { captcha: ['form.error.captchaInvalid'] } });

/** A refusal decided inside the transaction: it rolls back and answers `response`. */
export class Refusal extends Error {
	readonly response: Response;
	readonly burnCaptcha: boolean;
	/** A mail to put in the outbox once the transaction has rolled back, tied to an earlier request. */
	readonly notice: { requestId: number; mail: MailDraft } | undefined;
	constructor(response: Response, burnCaptcha: boolean, notice?: { requestId: number; mail: MailDraft }) {
		super('refused');
		this.response = response;
		this.burnCaptcha = burnCaptcha;
		this.notice = notice;
	}
}
/** Another request with the same idempotency key committed first. */
export class DuplicateKey extends Error {}
/** Everything `storeRequest` writes in the request's transaction. */
export type StoreInput = {
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
	/** The listings of a contact request sent from the favourites, as the receipt names them. */
	listings?: readonly (ListingFact | null)[];
};

/** Stores a new newsletter confirmation of a request (the token's hash and expiry); returns the token to mail. */
async function storeOptIn(tx: Db, requestId: number): Promise<OptIn> {
	const token = newConfirmToken();
	const expiresAt = confirmExpiry(new Date());
	await tx.query('INSERT INTO newsletter_confirmations (request_id, token_hash, expires_at) VALUES ($1, $2, $3)', [requestId, hashConfirmToken(token), expiresAt]);
	return { token, expiresAt };
}

/** Writes the request row, the kind's own rows and the outbox mails; returns the mails enqueued. */
export async function storeRequest(tx: Db, s: StoreInput): Promise<Enqueued> {
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
	// The booked slot, with whether it is the office's: the mails then name the agency's address as its place.
	let slot: BookedSlot | undefined;
	if (kind === 'appointment') {
		const listingId = (payload.propertyId as number | undefined) ?? null;
		const booked = listingId === null ? null : await openBookingOf(tx, String(payload.email), listingId);
		if (booked && listingId !== null) {
			// The answer names no day: whoever typed the address learns nothing of that person's visit.
			// The day and hours go by mail to the address itself (`booking-reminder.ts`).
			const { siteUrl, agency, mail } = s.settings;
			const reminder = composeBookingReminder(booked.email, payload.locale as Locale, { siteUrl, agency, agencyInbox: mail.to, listing: s.listing, propertyId: listingId, slot: booked });
			throw new Refusal(failure(409, 'request.appointment.alreadyBooked'), true, { requestId: booked.requestId, mail: reminder });
		}
		const booking = await bookSlot(tx, payload.slotId as number, (payload.propertyId as number | undefined) ?? null, requestId, s.settings.bookingLeadMinutes);
		if (!booking.booked) {
			throw new Refusal(
				booking.reason === 'full'
					? failure(409, 'request.appointment.full')
					: failure(422, 'request.error.checkFields', { issues: { slotId: ['form.error.slotRequired'] } }),
				true,
			);
		}
		slot = { startsAt: booking.startsAt, endsAt: booking.endsAt, office: booking.office };
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
		return enqueueMails(tx, requestId, await withinVisitorLimit(tx, [confirmation], s.settings, s.reference), s.settings);
	}
	// A ticked newsletter box is the same double opt-in; its link travels in the receipt.
	const optIn = asksNewsletter(payload) ? await storeOptIn(tx, requestId) : undefined;
	const receivedAt = new Date();
	const drafts = composeMails(kind, payload, { reference: s.reference, siteUrl, agencyAddress: mail.to, agencyLocale: mail.locale, receivedAt, slot, cv: s.storedCv, listing: s.listing, listings: s.listings });
	if (kind === 'send-to-friend') drafts.push(composeFriendMail(payload, { siteUrl, agency, agencyInbox: mail.to, listing: s.listing }));
	const receipt = composeReceipt(kind, payload, { reference: s.reference, siteUrl, now: receivedAt, agency, agencyInbox: mail.to, listing: s.listing, listings: s.listings, slot, cvAttached: s.storedCv !== undefined, optIn });
	return enqueueMails(tx, requestId, await withinVisitorLimit(tx, receipt ? [...drafts, receipt] : drafts, s.settings, s.reference), s.settings);
}
