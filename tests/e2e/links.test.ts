import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { parse, type HTMLElement } from 'node-html-parser';
import { distDir, htmlFiles, localeOfPath, siteInfo } from './support/site-info.ts';

/**
 * Link check over the whole build (no server needed): every internal link, image, srcset entry,
 * script, stylesheet, icon, media file, form action and CSS url() must resolve to a file in dist/
 * (a directory to its index.html; /api/ paths to a function), a #fragment to an id on the target
 * page, and a link must stay in its page's language unless it says otherwise with hreflang or lang
 * (language switcher, hreflang alternates).
 */

const { site } = siteInfo();
// Parsing the whole build takes a few seconds per thousand pages.
test.describe.configure({ timeout: 120_000 });
const siteUrl = new URL(site);

/** Attributes that hold one URL, per element; `link` marks navigation that must stay in the page's language. */
const urlAttributes: { selector: string; attr: string; link?: boolean }[] = [
	{ selector: 'a[href]', attr: 'href', link: true },
	{ selector: 'area[href]', attr: 'href', link: true },
	{ selector: 'link[href]', attr: 'href', link: true },
	{ selector: 'img[src]', attr: 'src' },
	{ selector: 'source[src]', attr: 'src' },
	{ selector: 'script[src]', attr: 'src' },
	{ selector: 'video[src]', attr: 'src' },
	{ selector: 'video[poster]', attr: 'poster' },
	{ selector: 'audio[src]', attr: 'src' },
	{ selector: 'track[src]', attr: 'src' },
	{ selector: 'iframe[src]', attr: 'src' },
	{ selector: 'embed[src]', attr: 'src' },
	{ selector: 'object[data]', attr: 'data' },
	{ selector: 'input[src]', attr: 'src' },
	{ selector: 'use[href]', attr: 'href' },
	{ selector: 'image[href]', attr: 'href' },
	{ selector: 'form[action]', attr: 'action' },
	{ selector: 'button[formaction]', attr: 'formaction' },
	{ selector: 'meta[property="og:image"]', attr: 'content' },
	{ selector: 'meta[property="og:url"]', attr: 'content' },
	{ selector: 'meta[name="twitter:image"]', attr: 'content' },
];

/** `link` relations that load a resource rather than name a page. */
const resourceRels = new Set(['stylesheet', 'icon', 'apple-touch-icon', 'manifest', 'preload', 'modulepreload', 'prefetch', 'mask-icon']);

/**
 * The URLs of a srcset attribute (HTML's candidate-string rules: a URL, then descriptors up to a comma).
 * @example srcsetUrls('/a.jpg 1x, /b.jpg 2x') // => ['/a.jpg', '/b.jpg']
 */
function srcsetUrls(srcset: string): string[] {
	const urls: string[] = [];
	let rest = srcset;
	for (;;) {
		rest = rest.replace(/^[\s,]+/, '');
		if (rest === '') return urls;
		const url = /^\S+/.exec(rest)![0];
		rest = rest.slice(url.length);
		if (url.endsWith(',')) urls.push(url.replace(/,+$/, ''));
		else {
			urls.push(url);
			const comma = rest.indexOf(',');
			rest = comma === -1 ? '' : rest.slice(comma + 1);
		}
	}
}

/** The url(...) references of a piece of CSS, data: URIs left out. */
function cssUrls(css: string): string[] {
	return [...css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)].map((m) => m[2]!.trim()).filter((u) => !u.startsWith('data:'));
}

/** A reference found in a file of dist/. */
type Reference = { from: string; what: string; url: string; link: boolean; exempt: boolean };

/** Every reference of one HTML page. */
function referencesOf(from: string, root: HTMLElement): Reference[] {
	const refs: Reference[] = [];
	const exemptOf = (el: HTMLElement) => el.hasAttribute('hreflang') || el.hasAttribute('lang');
	for (const { selector, attr, link = false } of urlAttributes) {
		for (const el of root.querySelectorAll(selector)) {
			const tag = el.rawTagName.toLowerCase();
			const rels = (el.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);
			const isLink = link && !(tag === 'link' && rels.some((r) => resourceRels.has(r)));
			refs.push({ from, what: `<${tag} ${attr}>`, url: el.getAttribute(attr)!, link: isLink, exempt: exemptOf(el) });
		}
	}
	for (const el of root.querySelectorAll('use').filter((e) => e.hasAttribute('xlink:href')))
		refs.push({ from, what: '<use xlink:href>', url: el.getAttribute('xlink:href')!, link: false, exempt: false });
	for (const el of root.querySelectorAll('[srcset]'))
		for (const url of srcsetUrls(el.getAttribute('srcset')!))
			refs.push({ from, what: `<${el.rawTagName.toLowerCase()} srcset>`, url, link: false, exempt: false });
	for (const el of root.querySelectorAll('style'))
		for (const url of cssUrls(el.text)) refs.push({ from, what: '<style> url()', url, link: false, exempt: false });
	for (const el of root.querySelectorAll('[style]'))
		for (const url of cssUrls(el.getAttribute('style')!)) refs.push({ from, what: 'style="url()"', url, link: false, exempt: false });
	return refs;
}

/** Paths the functions answer (their `config.path`), as URL patterns. */
function functionPatterns(): URLPattern[] {
	const dir = join(process.cwd(), 'functions');
	if (!existsSync(dir)) return [];
	const patterns: URLPattern[] = [];
	for (const name of readdirSync(dir).filter((f) => /\.(m|c)?[jt]s$/.test(f))) {
		const source = readFileSync(join(dir, name), 'utf8');
		patterns.push(new URLPattern({ pathname: `/.netlify/functions/${name.replace(/\.[^.]+$/, '')}` }));
		const config = /export\s+const\s+config[\s\S]*?path\s*:\s*(\[[^\]]*\]|'[^']*'|"[^"]*")/.exec(source);
		for (const path of config ? [...config[1]!.matchAll(/['"]([^'"]+)['"]/g)].map((m) => m[1]!) : [])
			patterns.push(new URLPattern({ pathname: path }));
	}
	return patterns;
}

const filesByPath = new Map<string, string | undefined>();

/** The file of dist/ a URL path is served from, or undefined (looked up once per path). */
function fileOf(pathname: string): string | undefined {
	if (!filesByPath.has(pathname)) filesByPath.set(pathname, findFile(pathname));
	return filesByPath.get(pathname);
}

/** Finds the file of dist/ that serves a URL path: the file itself, or a directory's index.html. */
function findFile(pathname: string): string | undefined {
	let decoded: string;
	try {
		decoded = decodeURIComponent(pathname);
	} catch {
		return undefined;
	}
	const file = join(distDir, decoded);
	if (!file.startsWith(distDir)) return undefined;
	if (!decoded.endsWith('/') && existsSync(file) && statSync(file).isFile()) return file;
	const index = join(file, 'index.html');
	return existsSync(index) ? index : undefined;
}

/** Everything the checks need of dist/, read once per worker when a test first asks. */
type Build = { pages: number; anchorsOf: Map<string, Set<string>>; references: Reference[]; functions: URLPattern[] };
let build: Build | undefined;

/** Parses every HTML page and stylesheet of dist/ and collects their references. */
function readBuild(): Build {
	if (build) return build;
	const pages = htmlFiles();
	const anchorsOf = new Map<string, Set<string>>();
	const references: Reference[] = [];
	for (const page of pages) {
		const root = parse(readFileSync(page.file, 'utf8'), { comment: false });
		const ids = [...root.querySelectorAll('[id]').map((e) => e.id), ...root.querySelectorAll('a[name]').map((e) => e.getAttribute('name')!)];
		anchorsOf.set(page.file, new Set(ids));
		references.push(...referencesOf(page.path, root));
	}
	const cssFiles = readdirSync(distDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.css'));
	for (const css of cssFiles) {
		const from = `/${css.split('\\').join('/')}`;
		for (const url of cssUrls(readFileSync(join(distDir, css), 'utf8')))
			references.push({ from, what: 'url() in CSS', url, link: false, exempt: false });
	}
	build = { pages: pages.length, anchorsOf, references, functions: functionPatterns() };
	return build;
}

/** Where a reference points on this site: undefined when it leaves the site or names no resource to fetch. */
function internalTarget(ref: Reference): URL | 'invalid' | undefined {
	if (/^(mailto|tel|sms|javascript|data|blob|about):/i.test(ref.url.trim())) return undefined;
	let url: URL;
	try {
		url = new URL(ref.url.trim(), new URL(ref.from, site));
	} catch {
		return 'invalid';
	}
	if (!['http:', 'https:'].includes(url.protocol) || url.hostname !== siteUrl.hostname) return undefined;
	return url;
}

/** What is wrong with a reference, or undefined when it resolves. */
function brokenReason(ref: Reference, { anchorsOf, functions }: Build): string | undefined {
	const url = internalTarget(ref);
	if (!url) return undefined;
	if (url === 'invalid') return 'not a valid URL';
	if (ref.url.trim() === '') return 'empty URL';
	const file = fileOf(url.pathname);
	if (!file) return functions.some((p) => p.test({ pathname: url.pathname })) ? undefined : 'no such file in dist/';
	const hash = decodeURIComponent(url.hash.slice(1));
	if (hash !== '' && hash !== 'top' && file.endsWith('.html') && !anchorsOf.get(file)?.has(hash))
		return `no element with id "${hash}" on ${url.pathname}`;
	return undefined;
}

/** Groups problems by target and reason, listing every page that holds them. */
function report(problems: { ref: Reference; reason: string }[]): string {
	const byTarget = new Map<string, Set<string>>();
	for (const { ref, reason } of problems) {
		const key = `${ref.what} ${ref.url} (${reason})`;
		byTarget.set(key, (byTarget.get(key) ?? new Set()).add(ref.from));
	}
	return [...byTarget]
		.map(([key, from]) => `${key}\n    on ${from.size} page(s): ${[...from].join(' ')}`)
		.join('\n');
}

test('every internal link, image, script and stylesheet resolves to a file of the build', () => {
	const build = readBuild();
	expect(build.pages, 'dist/ holds no HTML: run the build first').toBeGreaterThan(0);
	const problems = build.references.flatMap((ref) => {
		const reason = brokenReason(ref, build);
		return reason ? [{ ref, reason }] : [];
	});
	const text = report(problems);
	if (problems.length > 0) writeFileSync(test.info().outputPath('broken-links.txt'), text);
	expect(problems.length, `${problems.length} broken reference(s) on ${new Set(problems.map((p) => p.ref.from)).size} page(s):\n${text}`).toBe(0);
});

test('links stay in the language of their page unless marked with hreflang or lang', () => {
	const problems = readBuild().references.flatMap((ref) => {
		if (!ref.link || ref.exempt) return [];
		const url = internalTarget(ref);
		if (!url || url === 'invalid' || !fileOf(url.pathname)?.endsWith('.html')) return [];
		const pageLocale = localeOfPath(ref.from);
		const targetLocale = localeOfPath(decodeURIComponent(url.pathname));
		return targetLocale === pageLocale ? [] : [{ ref, reason: `a ${targetLocale} page linked from a ${pageLocale} page` }];
	});
	const text = report(problems);
	if (problems.length > 0) writeFileSync(test.info().outputPath('cross-language-links.txt'), text);
	expect(problems.length, `${problems.length} link(s) to another language:\n${text}`).toBe(0);
});
