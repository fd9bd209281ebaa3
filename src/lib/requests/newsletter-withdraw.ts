import { withdrawOutcome } from './confirm-token.ts';
import type { Db } from './db.ts';
import { answered, enqueueSubscriptionMail, handleTokenStep, otherSignUps, refused, stateOf, type SignUpRow, type StepResult } from './newsletter-token.ts';
import type { RequestSettings } from './settings.ts';
import type { RequestContext } from './http.ts';

/**
 * Withdrawing newsletter consent (GDPR art. 7(3): as easy as giving it). `POST
 * /api/newsletter-withdraw`, JSON `{ token }`, sent by the button of the page the mail's second link
 * opens (same token as the confirmation; it never expires), with the guards and transaction of
 * `newsletter-token.ts`: the sign-up found by the token's hash gets `withdrawn_at`, and so does
 * every other sign-up of its address (any letter case) not withdrawn yet: unsubscribing takes the
 * address off the list, however often it signed up. When one of them had been confirmed, one
 * agency's newsletter mail says the address withdrew its consent and when, and must leave the
 * newsletter list (reference of a confirmed sign-up: the link's own, else the one confirmed last;
 * address, names; nothing else of the request); it is sent after COMMIT and retried like every
 * outbox mail. Sign-ups never confirmed are withdrawn without a mail: the agency never heard of
 * them. A withdrawn sign-up is never confirmed again.
 *
 * Answers: 200 `{ ok: true, status: 'withdrawn' }`, or `'already-withdrawn'` when no sign-up of the
 * address was left (nothing is sent again); 422 for a body without a token of the right shape and
 * 404 for an unknown token (`newsletter.withdraw.invalid`): nothing stored changes.
 */

/** Withdraws the consent of one newsletter sign-up by its token; never throws. */
export function handleWithdraw(req: Request, context: RequestContext, settings: RequestSettings): Promise<Response> {
	return handleTokenStep(req, context, settings, { name: 'newsletter withdrawal', invalid: 'newsletter.withdraw.invalid', run: withdrawSignUp });
}

/** Withdraws the locked sign-up and the address's others, and tells the agency when it had heard of the address. */
async function withdrawSignUp(tx: Db, row: SignUpRow | null, settings: RequestSettings): Promise<StepResult> {
	const others = row ? await otherSignUps(tx, row) : [];
	const outcome = withdrawOutcome(row ? stateOf(row) : null, others.map(stateOf));
	if (outcome === 'unknown' || !row) return refused({ status: 404, error: 'newsletter.withdraw.invalid' });
	if (outcome === 'already-withdrawn') return answered(outcome);
	const now = new Date();
	const standing = [row, ...others].filter((signUp) => signUp.withdrawn_at === null);
	await tx.query('UPDATE newsletter_confirmations SET withdrawn_at = $2 WHERE request_id = ANY($1::bigint[])', [standing.map((signUp) => signUp.request_id), now]);
	if (outcome === 'withdraw') return answered('withdrawn');
	// The token's own sign-up when it was confirmed, else the one confirmed last (`otherSignUps`' order).
	const told = standing.find((signUp) => signUp.confirmed_at !== null)!;
	const mails = await enqueueSubscriptionMail(tx, told, settings, { withdrawal: { withdrawnAt: now } });
	return { ...answered('withdrawn'), mails };
}
