/**
 * What of a page's address the trackers may see. A query parameter that works as a key (the
 * newsletter's `?token=`, or any other secret or personal value a link may carry) is never given to
 * a third party: the page view's `page_location` leaves it out, and the page's own address drops it
 * before a tag that reads `location.href` (the tag manager, the social pixel) is loaded. Other
 * parameters (`city`, `type`, campaign tags such as `utm_source` or `gclid`) stay, so campaigns are
 * still attributed.
 */

/** Parameter names that carry a secret or a person's data, compared without regard to case. */
const secretNames = new Set(['token', 'key', 'secret', 'password', 'pass', 'pwd', 'code', 'auth', 'session', 'sig', 'signature', 'email', 'mail']);

/**
 * Whether a query parameter's name is one of a secret or personal value (`token`, `password`,
 * `email`…, also any name ending in `token`, `secret` or `key`, such as `access_token`).
 * @example isSecretParam('Token') // => true
 */
export function isSecretParam(name: string): boolean {
	const lower = name.toLowerCase();
	return secretNames.has(lower) || /(token|secret|key)$/.test(lower);
}

/**
 * The address without its secret query parameters; an address without any is returned unchanged
 * (its query is not re-encoded), and the fragment is kept.
 * @example withoutSecrets('https://immo.be/x/?token=abc&city=Gent') // => 'https://immo.be/x/?city=Gent'
 */
export function withoutSecrets(href: string): string {
	const url = new URL(href);
	const names = [...new Set(url.searchParams.keys())].filter(isSecretParam);
	if (names.length === 0) return href;
	for (const name of names) url.searchParams.delete(name);
	return url.href.replace(/\?(?=#|$)/, '');
}
