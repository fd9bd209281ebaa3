/**
 * The signed-in hint: a cookie the server sets beside the HttpOnly session cookie at login, with
 * the same lifetime, and clears wherever it clears the session cookie. The page's script can read
 * it, so it holds no secret, only "a session may exist": without it the portal knows at once that
 * nobody is signed in and sends the visitor to the login page without asking the owner API (no
 * round trip, no 401 in the console). The session cookie alone decides who is signed in. Shared by
 * the functions and the browser, so it imports nothing.
 */

/** The hint's name: `__Host-` makes the browser require Secure, Path=/ and no Domain. */
export const signedInCookieName = '__Host-signed-in';

/** The Set-Cookie value of the hint, for the session's absolute lifetime (not HttpOnly: the page reads it). */
export function signedInCookie(maxAgeMs: number): string {
	return `${signedInCookieName}=1; Path=/; Max-Age=${Math.floor(maxAgeMs / 1000)}; Secure; SameSite=Strict`;
}

/** The Set-Cookie value (or `document.cookie` assignment) that removes the hint. */
export function clearedSignedInCookie(): string {
	return `${signedInCookieName}=; Path=/; Max-Age=0; Secure; SameSite=Strict`;
}

/**
 * Tells whether a Cookie header (or `document.cookie`) carries the hint.
 * @example hasSignedInHint('theme=dark; __Host-signed-in=1') // => true
 */
export function hasSignedInHint(cookies: string | null): boolean {
	return cookieValues(cookies, signedInCookieName).some((value) => value !== '');
}

/**
 * The values, trimmed, of every cookie of a Cookie header (or `document.cookie`) named `name`: the
 * one reader of the owner cookies (the session, the hint, the known browser).
 * @example cookieValues('a=1; __Host-session=x ; a=2', 'a') // => ['1', '2']
 */
export function cookieValues(cookies: string | null, name: string): string[] {
	return (cookies ?? '').split(';').flatMap((part) => {
		const eq = part.indexOf('=');
		return eq > 0 && part.slice(0, eq).trim() === name ? [part.slice(eq + 1).trim()] : [];
	});
}
