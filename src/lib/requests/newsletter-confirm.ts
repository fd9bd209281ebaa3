import type { UiKey } from '../../i18n/t.ts';
import { confirmOutcome, type ConfirmOutcome } from './confirm-token.ts';
import type { Db } from './db.ts';
import { answered, enqueueSubscriptionMail, handleTokenStep, otherSignUps, refused, stateOf, type SignUpRow, type StepResult } from './newsletter-token.ts';
import type { RequestSettings } from './settings.ts';
import type { RequestContext } from './http.ts';

/**
 * The newsletter's double opt-in, second step (`POST /api/newsletter-confirm`, JSON `{ token }`,
 * sent by the confirmation page's button), with the guards and transaction of
 * `newsletter-token.ts`: the sign-up found by the token's hash is confirmed (`confirmed_at`; the
 * request row keeps the sign-up's time) and the agency's newsletter mail, saying the address was
 * confirmed and when, is enqueued; it is sent after COMMIT and retried like every outbox mail. The
 * sign-up is a newsletter request or another request whose newsletter box was ticked: either way
 * the agency's mail is a newsletter mail with the request's reference, address, names and time
 * (`subscriberOf`), never a copy of the other request. When another sign-up of the same address
 * (any letter case) is confirmed and not withdrawn, the address is on the agency's list already:
 * this one is confirmed without a second mail.
 *
 * Answers: 200 `{ ok: true, status: 'confirmed' }`, or `'already-confirmed'` for a sign-up
 * confirmed before (nothing is sent again); 422 for a body without a token of the right shape and
 * 404 for an unknown token (`newsletter.confirm.invalid`), 410 for an expired link
 * (`newsletter.confirm.expired`), 409 for a withdrawn sign-up (`newsletter.confirm.withdrawn`: a
 * new sign-up gives consent anew): nothing stored changes. Errors carry message keys of
 * `i18n/ui/*.json`, which the page shows in its language.
 */

/** The answer of each outcome that confirms nothing new. */
const refusals: Record<Exclude<ConfirmOutcome, 'confirm' | 'confirm-listed' | 'already-confirmed'>, { status: number; error: UiKey }> = {
	unknown: { status: 404, error: 'newsletter.confirm.invalid' },
	expired: { status: 410, error: 'newsletter.confirm.expired' },
	withdrawn: { status: 409, error: 'newsletter.confirm.withdrawn' },
};

/** Confirms one newsletter sign-up by its token; never throws. */
export function handleConfirm(req: Request, context: RequestContext, settings: RequestSettings): Promise<Response> {
	return handleTokenStep(req, context, settings, { name: 'newsletter confirmation', invalid: 'newsletter.confirm.invalid', run: confirmSignUp });
}

/** Confirms the locked sign-up, with its agency mail when the rule says so. */
async function confirmSignUp(tx: Db, row: SignUpRow | null, settings: RequestSettings): Promise<StepResult> {
	if (!row) return refused(refusals.unknown);
	const now = new Date();
	const outcome = confirmOutcome(stateOf(row), now, (await otherSignUps(tx, row)).map(stateOf));
	if (outcome === 'already-confirmed') return answered(outcome);
	if (outcome !== 'confirm' && outcome !== 'confirm-listed') return refused(refusals[outcome]);
	await tx.query('UPDATE newsletter_confirmations SET confirmed_at = $2 WHERE request_id = $1', [row.request_id, now]);
	if (outcome === 'confirm-listed') return answered('confirmed');
	const mails = await enqueueSubscriptionMail(tx, row, settings, { confirmation: { signedUpAt: new Date(row.created_at), confirmedAt: now } });
	return { ...answered('confirmed'), mails };
}
