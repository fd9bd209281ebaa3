import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { cookieValues } from './session-hint.ts';

/**
 * The browser an account has signed in on before (a device cookie, as OWASP's authentication
 * guidance describes them). A right login leaves an HttpOnly cookie that names this browser and is
 * signed for the address that logged in (`SESSION_SECRET`); the cookie holds no session and no
 * address, and a logout keeps it. The login throttle counts such a browser's attempts apart: the
 * account's lock, which guessing spread over many clients sets for everyone (`throttle.ts`), does
 * not hold for it, so a stranger who sends 50 wrong passwords cannot keep the owner out of their
 * own browser. Its own low limit (5 in 15 minutes for this browser and address) still holds, and so
 * does the client address's. A cookie made for another address, altered, or signed with another
 * secret is no known browser. As a security cookie of a service the visitor asked for (signing in),
 * it needs no consent.
 */

/** The cookie's name: `__Host-` makes the browser require Secure, Path=/ and no Domain. */
export const knownDeviceCookieName = '__Host-owner-device';

/** How long a browser stays known after its last right login: 180 days. */
export const knownDeviceMaxAgeMs = 180 * 24 * 60 * 60_000;

/** The signature of a browser's id for an address: 22 base64url characters. */
function signatureOf(deviceId: string, email: string, secret: string): string {
	return createHmac('sha256', secret).update(`login-device:${email}:${deviceId}`).digest('base64url').slice(0, 22);
}

/**
 * The Set-Cookie value that makes this browser known for `email` (the login's canonical form):
 * a new id when the browser had none for it, else the same id with a new lifetime.
 */
export function knownDeviceCookie(email: string, secret: string, deviceId: string | null = null): string {
	const id = deviceId ?? randomBytes(16).toString('base64url');
	return `${knownDeviceCookieName}=${id}.${signatureOf(id, email, secret)}; Path=/; Max-Age=${Math.floor(knownDeviceMaxAgeMs / 1000)}; Secure; HttpOnly; SameSite=Strict`;
}

/**
 * The id of the browser a Cookie header names, when its cookie was signed for `email` with
 * `secret`; null otherwise (no cookie, another address, an altered or foreign one).
 * @example knownDeviceOf(null, 'a@b.be', 's') // => null
 */
export function knownDeviceOf(header: string | null, email: string, secret: string): string | null {
	for (const value of cookieValues(header, knownDeviceCookieName)) {
		const match = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{22})$/.exec(value);
		if (!match) continue;
		const [, id, signature] = match as unknown as [string, string, string];
		if (timingSafeEqual(Buffer.from(signature), Buffer.from(signatureOf(id, email, secret)))) return id;
	}
	return null;
}
