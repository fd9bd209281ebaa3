/**
 * The newsletter confirmation page's rules, shared by its script and the function: the shape of a
 * token (checked before anything is sent, and again by the function) and what the page says for
 * each answer of `POST /api/newsletter-confirm`.
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

/** What the page shows after an answer (a UI key of `newsletter.confirm.*`), and whether the button stays for another try. */
export type ConfirmView = { message: 'confirmed' | 'already' | 'invalid' | 'expired' | 'error'; retry: boolean };

/**
 * The page's view of an answer: its status and JSON body (null when there was no answer or no JSON).
 * Only a server or network failure (and the rate limit) leaves the button for another try.
 * @example confirmViewOf(410, { ok: false, error: 'newsletter.confirm.expired' }) // => { message: 'expired', retry: false }
 */
export function confirmViewOf(status: number, body: unknown): ConfirmView {
	const answer = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
	if (status === 200 && answer.ok === true) return { message: answer.status === 'already-confirmed' ? 'already' : 'confirmed', retry: false };
	if (answer.error === 'newsletter.confirm.expired') return { message: 'expired', retry: false };
	if (answer.error === 'newsletter.confirm.invalid') return { message: 'invalid', retry: false };
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
