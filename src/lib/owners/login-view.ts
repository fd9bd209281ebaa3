/**
 * What the owner login and the password change say about a failed answer (spec §8): the message
 * keys of the login's answers, the minutes of a lock-out, and the strings the login island needs.
 */
import { minutesToWait } from '../retry-after.ts';

/**
 * Whole minutes to wait from a Retry-After in seconds (at least 1).
 * @example retryMinutes('840') // => 14
 */
export function retryMinutes(retryAfter: string | null): number {
	return minutesToWait(retryAfter, 15);
}

/**
 * The key of a message that counts minutes to wait: its singular form for one minute, so that the
 * last minute of a lock-out reads "1 minute" rather than "1 minutes".
 * @example minutesKey('login.error.throttled', 1) // => 'login.error.throttled.one'
 */
export function minutesKey(key: string, minutes: number): string {
	return key === 'login.error.throttled' && minutes === 1 ? 'login.error.throttled.one' : key;
}

/** The message key of a failed login answer (spec §8). */
export function loginErrorKey(status: number): string {
	if (status === 401) return 'login.error.credentials';
	if (status === 422) return 'login.error.invalid';
	if (status === 429) return 'login.error.throttled';
	return 'portal.error.api';
}

/** What the login form says about a failed answer: a message key and the minutes it counts. */
export type LoginFailure = { key: string; minutes: number };

/**
 * Tells whether a 429 comes from the login function's own throttle, which answers with its JSON
 * body `{ ok: false, error: 'login.error.throttled' }` (and a Retry-After), rather than from
 * Netlify's rate limit of the function, which answers with neither.
 * @example isOwnThrottle({ ok: false, error: 'login.error.throttled' }) // => true
 */
function isOwnThrottle(body: unknown): boolean {
	return typeof body === 'object' && body !== null && (body as { error?: unknown }).error === 'login.error.throttled';
}

/**
 * The message of a failed login answer (spec §8), from its status, its parsed JSON body (null when
 * it had none) and its Retry-After. The function's own 429 counts failed attempts and waits its
 * Retry-After, 15 minutes without one; Netlify's rate limit (20 requests a minute per IP, no
 * body, no Retry-After) says only that there were too many requests, for a minute: the attempts
 * may not have failed.
 * @example loginFailure(429, null, null) // => { key: 'request.error.tooManyRequests', minutes: 1 }
 * @example loginFailure(429, { ok: false, error: 'login.error.throttled' }, '840') // => { key: 'login.error.throttled', minutes: 14 }
 */
export function loginFailure(status: number, body: unknown, retryAfter: string | null): LoginFailure {
	if (status === 429 && !isOwnThrottle(body)) {
		const minutes = minutesToWait(retryAfter, 1);
		return { key: minutes > 1 ? 'request.error.tooManyRequests.minutes' : 'request.error.tooManyRequests', minutes };
	}
	const minutes = retryMinutes(retryAfter);
	return { key: minutesKey(loginErrorKey(status), minutes), minutes };
}

/** The UI strings the login island needs. */
export const loginLabelKeys = [
	'login.email',
	'login.password',
	'login.submit',
	'login.submitting',
	'login.error.credentials',
	'login.error.invalid',
	'login.error.emailInvalid',
	'login.error.passwordRequired',
	'login.error.throttled',
	'login.error.throttled.one',
	'request.error.tooManyRequests',
	'request.error.tooManyRequests.minutes',
	'login.sessionEnded',
	'login.loggedOut',
	'portal.error.api',
] as const;
