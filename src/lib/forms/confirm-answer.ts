/**
 * The rules of the newsletter's token pages (confirmation and withdrawal), shared by their script
 * and the functions: the shape of a token (checked before anything is sent, and again by the
 * function) and what the page says for each answer.
 */

/** The shape of a confirmation token: 43 base64url characters (32 random bytes without padding). */
const tokenShape = /^[A-Za-z0-9_-]{43}$/;

/**
 * Tells whether a value has the shape of a confirmation token.
 * @example isConfirmToken('abc') // => false
 */
export function isConfirmToken(value: unknown): value is string {
	return typeof value === 'string' && tokenShape.test(value);
}

/** What a newsletter page shows after an answer (one of the texts it holds for its action), and whether the button stays for another try. */
export type ConfirmView = { message: 'done' | 'already' | 'invalid' | 'expired' | 'withdrawn' | 'error'; retry: boolean };

/** The refusals a page explains: an invalid or expired link, a withdrawn sign-up (of either endpoint). */
const refusalKey = /^newsletter\.(?:confirm|withdraw)\.(invalid|expired|withdrawn)$/;

/**
 * The page's view of an answer of `POST /api/newsletter-confirm` or `/api/newsletter-withdraw`: its
 * status and JSON body (null when there was no answer or no JSON). Only a server or network failure
 * (and the rate limit) leaves the button for another try.
 * @example confirmViewOf(410, { ok: false, error: 'newsletter.confirm.expired' }) // => { message: 'expired', retry: false }
 */
export function confirmViewOf(status: number, body: unknown): ConfirmView {
	const answer = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
	if (status === 200 && answer.ok === true) return { message: String(answer.status).startsWith('already-') ? 'already' : 'done', retry: false };
	const refusal = refusalKey.exec(String(answer.error));
	if (refusal) return { message: refusal[1] as 'invalid' | 'expired' | 'withdrawn', retry: false };
	return { message: 'error', retry: true };
}

/**
 * The token of a confirmation link's query, or null when it has none of the right shape.
 * @example tokenOfSearch('?token=abc') // => null
 */
export function tokenOfSearch(search: string): string | null {
	const token = new URLSearchParams(search).get('token');
	return isConfirmToken(token) ? token : null;
}
