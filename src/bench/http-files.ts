/**
 * Pure rules of the benchmark's static server: content types, the encoding a CDN would pick,
 * cache headers, Netlify `_headers` rules, and mapping a URL path to a file safely.
 */
import { extname, join, normalize, sep } from 'node:path';

const types: Readonly<Record<string, string>> = {
	'.html': 'text/html; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.js': 'text/javascript; charset=utf-8',
	'.mjs': 'text/javascript; charset=utf-8',
	'.json': 'application/json; charset=utf-8',
	'.xml': 'application/xml; charset=utf-8',
	'.txt': 'text/plain; charset=utf-8',
	'.svg': 'image/svg+xml',
	'.png': 'image/png',
	'.jpg': 'image/jpeg',
	'.jpeg': 'image/jpeg',
	'.webp': 'image/webp',
	'.avif': 'image/avif',
	'.gif': 'image/gif',
	'.ico': 'image/x-icon',
	'.woff2': 'font/woff2',
	'.woff': 'font/woff',
	'.webmanifest': 'application/manifest+json',
};

/**
 * The Content-Type of a file by its extension.
 * @example contentTypeOf('/a/b.css') // => 'text/css; charset=utf-8'
 */
export function contentTypeOf(path: string): string {
	return types[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Whether a CDN would compress a response of this type (text, JSON, SVG; not already-compressed images or fonts).
 * @example isCompressible('image/svg+xml') // => true
 */
export function isCompressible(contentType: string): boolean {
	return /^(text\/|application\/(json|xml|javascript|manifest\+json)|image\/svg\+xml)/.test(
		contentType,
	);
}

/**
 * The encoding to answer with for an Accept-Encoding header: brotli first, then gzip, honouring q=0.
 * @example pickEncoding('gzip, deflate, br') // => 'br'
 * @example pickEncoding('br;q=0, gzip') // => 'gzip'
 */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
	const accepted = new Map<string, number>();
	for (const part of (acceptEncoding ?? '').split(',')) {
		const [name, ...params] = part.trim().toLowerCase().split(';');
		const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find((v) => v !== undefined);
		if (name) accepted.set(name, q === undefined ? 1 : Number(q));
	}
	const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
	return ok('br') ? 'br' : ok('gzip') ? 'gzip' : undefined;
}

/**
 * Cache-Control as the site's netlify.toml sets it: hashed assets under /_astro/ for a year, pages revalidated.
 * @example cacheControlOf('/_astro/index.abc123.css') // => 'public, max-age=31536000, immutable'
 */
export function cacheControlOf(urlPath: string): string {
	if (urlPath.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
	if (urlPath.endsWith('/') || urlPath.endsWith('.html'))
		return 'public, max-age=0, must-revalidate';
	return 'public, max-age=3600';
}

/** One block of a Netlify `_headers` file: a path pattern and its headers. */
export type HeaderRule = { pattern: string; headers: [string, string][] };

/**
 * Reads a Netlify `_headers` file: a path at the start of a line, then indented `Name: value` lines.
 * @example parseHeadersFile('/*\n  X-Frame-Options: DENY\n') // => [{ pattern: '/*', headers: [['X-Frame-Options', 'DENY']] }]
 */
export function parseHeadersFile(text: string): HeaderRule[] {
	const rules: HeaderRule[] = [];
	for (const line of text.split('\n')) {
		if (line.trim() === '' || line.trim().startsWith('#')) continue;
		if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: [] });
		else {
			const colon = line.indexOf(':');
			if (colon > 0 && rules.length > 0)
				rules.at(-1)!.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
		}
	}
	return rules;
}

/**
 * The headers of the rules whose pattern matches a path (`*` matches any characters).
 * @example headersFor([{ pattern: '/_astro/*', headers: [['A', '1']] }], '/_astro/x.js') // => [['A', '1']]
 */
export function headersFor(rules: readonly HeaderRule[], urlPath: string): [string, string][] {
	const matches = (pattern: string) =>
		new RegExp(`^${pattern.split('*').map(escapeRegExp).join('.*')}$`).test(urlPath);
	return rules.filter((rule) => matches(rule.pattern)).flatMap((rule) => rule.headers);
}

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/**
 * The file a URL path names inside `root` (a folder path gets its index.html); undefined when the path leaves root.
 * @example filePathOf('/srv', '/fr/a-vendre/') // => '/srv/fr/a-vendre/index.html'
 */
export function filePathOf(root: string, urlPath: string): string | undefined {
	let decoded: string;
	try {
		decoded = decodeURIComponent(urlPath.split('?')[0]!.split('#')[0]!);
	} catch {
		return undefined;
	}
	if (decoded.includes('\0')) return undefined;
	const relative = normalize(decoded.endsWith('/') ? `${decoded}index.html` : decoded).replace(
		/^(\.\.(\/|\\|$))+/,
		'',
	);
	const file = join(root, relative);
	return file === root || file.startsWith(root.endsWith(sep) ? root : root + sep)
		? file
		: undefined;
}
