import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { parse } from 'node-html-parser';
import { builtPages, distDir, siteInfo } from './support/site-info.ts';

/**
 * The sitemaps and the robots meta of the build agree: no URL of any `sitemap-*.xml` is a page
 * marked `noindex` (thank-you and not-found pages), and every built page that may be indexed is in
 * a sitemap, except the owner portal: indexable (a static shell that sends anonymous visitors to
 * the login page) but left out of the sitemaps. The login page is indexable and listed. Read from
 * dist/, so it runs on any build.
 */

const { site, routes } = siteInfo();

/** The owner portal's paths in every language: indexable, but in no sitemap. */
const portalPaths = new Set(routes.filter((r) => r.kind === 'page' && r.key === '/owner/').map((r) => r.path));
/** The login page's paths in every language: indexable and listed. */
const loginPaths = routes.filter((r) => r.kind === 'page' && r.key === '/login/').map((r) => r.path);
/** The thank-you pages' paths in every language: noindex. */
const thankYouPaths = routes.filter((r) => r.kind === 'page' && r.key.startsWith('/feedback/')).map((r) => r.path);

/** The page paths a sitemap file lists, from its `<loc>` entries. */
function sitemapPaths(file: string): string[] {
	const xml = readFileSync(join(distDir, file), 'utf8');
	return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
		const url = new URL(m[1]!.replace(/&amp;/g, '&'));
		expect(url.origin, `${file}: ${url.href} is not on the site`).toBe(new URL(site).origin);
		return decodeURIComponent(url.pathname);
	});
}

/** Tells whether a built page asks search engines not to index it. */
function isNoindex(file: string): boolean {
	const robots = parse(readFileSync(file, 'utf8')).querySelectorAll('meta[name="robots"]');
	return robots.some((meta) => /\bnoindex\b/i.test(meta.getAttribute('content') ?? ''));
}

test('no page marked noindex is in a sitemap, and every indexable page but the owner portal is', () => {
	const sitemaps = readdirSync(distDir).filter((file) => /^sitemap-.+\.xml$/.test(file));
	expect(sitemaps.length, 'no sitemap-*.xml in the build').toBeGreaterThan(0);
	const listed = new Map(sitemaps.flatMap((file) => sitemapPaths(file).map((path) => [path, file] as const)));

	const noindexListed: string[] = [];
	for (const [path, sitemap] of listed) {
		const file = join(distDir, path, path.endsWith('/') ? 'index.html' : '');
		expect(existsSync(file), `${sitemap} lists ${path}, which has no page in the build`).toBe(true);
		if (isNoindex(file)) noindexListed.push(`${sitemap}: ${path}`);
	}
	expect(noindexListed, 'pages marked noindex that a sitemap lists').toEqual([]);

	const pages = builtPages();
	const unlisted = pages.filter((page) => !listed.has(page.path) && !isNoindex(page.file) && !portalPaths.has(page.path)).map((page) => page.path);
	expect(unlisted, 'indexable pages that no sitemap lists').toEqual([]);
	// The rule must have something to keep out: the thank-you pages at least.
	expect(thankYouPaths.length).toBeGreaterThan(0);
	const indexedThankYou = thankYouPaths.filter((path) => !isNoindex(join(distDir, path, 'index.html')));
	expect(indexedThankYou, 'thank-you pages without noindex').toEqual([]);
});

test('the owner login is indexable and listed; the portal is indexable but in no sitemap', () => {
	const listed = new Set(
		readdirSync(distDir)
			.filter((file) => /^sitemap-.+\.xml$/.test(file))
			.flatMap(sitemapPaths),
	);
	expect(loginPaths.length).toBeGreaterThan(0);
	expect(portalPaths.size).toBe(loginPaths.length);
	for (const path of loginPaths) {
		expect(isNoindex(join(distDir, path, 'index.html')), `${path} is marked noindex`).toBe(false);
		expect(listed.has(path), `${path} is in no sitemap`).toBe(true);
	}
	for (const path of portalPaths) {
		expect(isNoindex(join(distDir, path, 'index.html')), `${path} is marked noindex`).toBe(false);
		expect(listed.has(path), `${path} is in a sitemap`).toBe(false);
	}
});

test('every indexable page shares with a picture: og:image, twitter:card and an Open Graph locale of language and country', () => {
	const missing: string[] = [];
	for (const { path, file } of builtPages()) {
		const html = readFileSync(file, 'utf8');
		if (/<meta name="robots" content="noindex"/.test(html)) continue;
		const head = parse(html).querySelector('head')!;
		const image = head.querySelector('meta[property="og:image"]')?.getAttribute('content');
		const card = head.querySelector('meta[name="twitter:card"]')?.getAttribute('content');
		const locale = head.querySelector('meta[property="og:locale"]')?.getAttribute('content') ?? '';
		if (!image?.startsWith(site) || card !== 'summary_large_image' || !/^[a-z]{2}_[A-Z]{2}$/.test(locale)) missing.push(`${path}: ${image} ${card} ${locale}`);
	}
	expect(missing).toEqual([]);
});
