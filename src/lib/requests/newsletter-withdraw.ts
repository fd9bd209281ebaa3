import { withdrawOutcome } from './confirm-token.ts';
import type { Db } from './db.ts';
import { answered, enqueueSubscriptionMail, handleTokenStep, refused, stateOf, type SignUpRow, type StepResult } from './newsletter-token.ts';
import type { RequestSettings } from './settings.ts';
import type { RequestContext } from './submit.ts';

/**
 * Withdrawing newsletter consent (GDPR art. 7(3): as easy as giving it). `POST
 * /api/newsletter-withdraw`, JSON `{ token }`, sent by the button of the page the mail's second link
 * opens (same token as the confirmation; it never expires), with the guards and transaction of
 * `newsletter-token.ts`: the sign-up found by the token's hash gets `withdrawn_at`. When it had been
 * confirmed, the agency's newsletter mail says the address withdrew its consent and when, and must
 * leave the newsletter list (reference, address, names; nothing else of the request); it is sent
 * after COMMIT and retried like every outbox mail. A sign-up never confirmed is withdrawn without a
 * mail: the agency never heard of it. A withdrawn sign-up is never confirmed again.
 *
 * Answers: 200 `{ ok: true, status: 'withdrawn' }`, or `'already-withdrawn'` (nothing is sent
 * again); 422 for a body without a token of the right shape and 404 for an unknown token
 * (`newsletter.withdraw.invalid`): nothing stored changes.
 */

/** Withdraws the consent of one newsletter sign-up by its token; never throws. */
export function handleWithdraw(req: Request, context: RequestContext, settings: RequestSettings): Promise<Response> {
	return handleTokenStep(req, context, settings, { name: 'newsletter withdrawal', invalid: 'newsletter.withdraw.invalid', run: withdrawSignUp });
}

/** Withdraws the locked sign-up, and tells the agency when it had heard of it. */
async function withdrawSignUp(tx: Db, row: SignUpRow | null, settings: RequestSettings): Promise<StepResult> {
	const outcome = withdrawOutcome(row ? stateOf(row) : null);
	if (outcome === 'unknown' || !row) return refused({ status: 404, error: 'newsletter.withdraw.invalid' });
	if (outcome === 'already-withdrawn') return answered(outcome);
	const now = new Date();
	await tx.query('UPDATE newsletter_confirmations SET withdrawn_at = $2 WHERE request_id = $1', [row.request_id, now]);
	if (row.confirmed_at === null) return answered('withdrawn');
	const mails = await enqueueSubscriptionMail(tx, row, settings, { withdrawal: { withdrawnAt: now } });
	return { ...answered('withdrawn'), mails };
}
