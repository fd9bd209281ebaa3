/**
 * The Location header of the local server (`src/server/serve.ts`, behind `npm start` and the browser
 * tests), which must never send a visitor off the site, whatever a rule or a path makes of it.
 */

/**
 * The Location to send for one an answer carries, as an absolute URL on the origin asked: one on
 * the origin asked stays there; one on the site's public origin (`siteOrigins`: the `/nl/` rule's
 * target starts with it, `buildRedirects`) is answered on the origin asked, as on Netlify, where the
 * two are the same, so a local run stays on this server; null for one that leads anywhere else
 * (`//evil.example/`, `/\evil.example`, `https://evil.example/`). Absolute, since a path that starts
 * with two slashes (`//evil.example/` on the site) would read as another host.
 * @example onSiteLocation('https://www.agency.be//evil.example/', new URL('http://localhost:8888/nl/'), new Set(['https://www.agency.be'])) // => 'http://localhost:8888//evil.example/'
 * @example onSiteLocation('//evil.example/', new URL('http://localhost:8888/nl/'), new Set()) // => null
 */
export function onSiteLocation(location: string, asked: URL, siteOrigins: ReadonlySet<string>): string | null {
	let target: URL;
	try {
		target = new URL(location, asked);
	} catch {
		return null;
	}
	if (target.origin !== asked.origin && !siteOrigins.has(target.origin)) return null;
	return `${asked.origin}${target.pathname}${target.search}${target.hash}`;
}

/**
 * The origins the rules of a `_redirects` file send visitors to: the site's own (the build writes
 * no rule to another site).
 * @example redirectOrigins([{ to: 'https://www.agency.be/:splat' }, { to: '/for-sale/' }]) // => Set { 'https://www.agency.be' }
 */
export function redirectOrigins(rules: readonly { to: string }[]): Set<string> {
	return new Set(rules.filter((rule) => /^https?:\/\//i.test(rule.to)).map((rule) => new URL(rule.to).origin));
}
