import { localeInfo, type Locale } from '../../../i18n/locales.ts';

/** What a sitemap entry needs of a route; `lastmod` (a W3C date, `2026-07-07`) when the page's record has an update date. */
export type SitemapRoute = { locale: Locale; path: string; alternates: Partial<Record<Locale, string>>; lastmod?: string };

/** The key of a listing's update date in one language: `1004:fr`. */
export const listingDateKey = (id: number, locale: Locale) => `${id}:${locale}`;

/**
 * Gives each listing route the update date of its listing in its language (`UpdatedAt`, the date
 * its JSON-LD `dateModified` names) as `lastmod`; other routes (table pages, projects, articles,
 * testimonials: the export gives them no update date) stay without one.
 * @example withLastmod([{ kind: 'property', id: 1004, locale: 'fr', path: '/fr/…/1004/', alternates: {} }], new Map([['1004:fr', '2026-07-07']]))[0].lastmod // => '2026-07-07'
 */
export function withLastmod<R extends SitemapRoute & { kind: string; id?: number }>(routes: readonly R[], listingDates: ReadonlyMap<string, string>): R[] {
	return routes.map((route) => {
		const date = route.kind === 'property' && route.id !== undefined ? listingDates.get(listingDateKey(route.id, route.locale)) : undefined;
		return date ? { ...route, lastmod: date } : route;
	});
}

const escapeXml = (text: string) =>
	text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A sitemap of one language with hreflang alternates for each URL, x-default included, and the
 * URL's `lastmod` when it has one.
 * @example sitemapXml('https://x.be', 'fr', [{ locale: 'fr', path: '/fr/', alternates: { nl: '/', fr: '/fr/' } }])
 */
export function sitemapXml(site: string, locale: Locale, routes: readonly SitemapRoute[]): string {
	const url = (path: string) => escapeXml(new URL(path, site).href);
	const entries = routes
		.filter((r) => r.locale === locale)
		.map((r) => {
			const links = Object.entries(r.alternates).map(
				([lang, path]) => `<xhtml:link rel="alternate" hreflang="${localeInfo[lang as Locale].lang}" href="${url(path)}"/>`,
			);
			// x-default as the pages' own heads give it: the Dutch original (`headLinks`).
			if (r.alternates.nl) links.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${url(r.alternates.nl)}"/>`);
			const lastmod = r.lastmod ? `<lastmod>${escapeXml(r.lastmod)}</lastmod>` : '';
			return `<url><loc>${url(r.path)}</loc>${lastmod}${links.join('')}</url>`;
		});
	return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

/** The sitemap index that points at one sitemap per language. */
export function sitemapIndexXml(site: string, paths: readonly string[]): string {
	const items = paths.map((p) => `<sitemap><loc>${escapeXml(new URL(p, site).href)}</loc></sitemap>`);
	return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** robots.txt: everything may be crawled except the functions and preview paths; names the sitemap. */
export function robotsTxt(site: string, sitemapPath: string): string {
	return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /preview/\n\nSitemap: ${new URL(sitemapPath, site).href}\n`;
}
