import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { parse } from 'node-html-parser';
import { builtPages, distDir, siteInfo } from './support/site-info.ts';

/**
 * The sitemaps and the robots meta of the build agree: no URL of any `sitemap-*.xml` is a page
 * marked `noindex` (login, owner portal, thank-you and not-found pages), and every built page that
 * may be indexed is in a sitemap. Read from dist/, so it runs on any build.
 */

const { site } = siteInfo();

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

test('no page marked noindex is in a sitemap, and every indexable page is', () => {
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
	const unlisted = pages.filter((page) => !listed.has(page.path) && !isNoindex(page.file)).map((page) => page.path);
	expect(unlisted, 'indexable pages that no sitemap lists').toEqual([]);
	// The rule must have something to keep out: the login page at least.
	expect(pages.some((page) => page.path === '/login/' && isNoindex(page.file))).toBe(true);
});
