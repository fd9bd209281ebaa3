/**
 * Netlify's `_headers` of the build: the Content-Security-Policy of every path, and
 * `X-Robots-Tag: noindex` on the preview paths (spec §2: a path containing preview is preview
 * mode). A preview page is the live page served again under `/preview/` (a rewrite), so its HTML
 * carries no robots meta; robots.txt's `Disallow: /preview/` stops crawling but not the indexing
 * of a linked URL, which only this header, read on fetch, prevents.
 */

/** One path pattern of `_headers` and its headers. */
export type HeaderRule = { path: string; headers: Record<string, string> };

/** The preview paths the `/preview/*` rewrite serves (`src/lib/seo/redirects.ts`). */
export const previewPattern = '/preview/*';

/**
 * The header rules of the site: the CSP everywhere, noindex on preview paths.
 * @example headerRules('default-src x')[1] // => { path: '/preview/*', headers: { 'X-Robots-Tag': 'noindex' } }
 */
export function headerRules(csp: string): HeaderRule[] {
	return [
		{ path: '/*', headers: { 'Content-Security-Policy': csp } },
		{ path: previewPattern, headers: { 'X-Robots-Tag': 'noindex' } },
	];
}

/**
 * Writes header rules in Netlify's `_headers` format.
 * @example formatHeaders([{ path: '/*', headers: { A: 'b' } }]) // => '/*\n  A: b\n'
 */
export function formatHeaders(rules: readonly HeaderRule[]): string {
	return rules.map((rule) => `${rule.path}\n${Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}\n`).join('')}`).join('');
}

/** Reads header rules back from Netlify's `_headers` format (the subset formatHeaders writes). */
export function parseHeaders(text: string): HeaderRule[] {
	const rules: HeaderRule[] = [];
	for (const line of text.split('\n')) {
		if (line.startsWith('/')) rules.push({ path: line.trim(), headers: {} });
		else if (/^\s+\S/.test(line) && line.includes(':')) {
			const at = line.indexOf(':');
			const last = rules.at(-1);
			if (last) last.headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
		}
	}
	return rules;
}

/**
 * The headers the rules give a requested path (exact, or a prefix ending in `*`), later rules
 * adding to earlier ones, as Netlify matches `_headers` against the path asked, before any rewrite.
 * @example headersOf([{ path: '/preview/*', headers: { 'X-Robots-Tag': 'noindex' } }], '/preview/fr/') // => { 'X-Robots-Tag': 'noindex' }
 */
export function headersOf(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
	const matching = rules.filter((rule) => (rule.path.endsWith('*') ? pathname.startsWith(rule.path.slice(0, -1)) : rule.path === pathname));
	return Object.assign({}, ...matching.map((rule) => rule.headers)) as Record<string, string>;
}
