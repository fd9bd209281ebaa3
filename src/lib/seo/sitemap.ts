import { localeInfo, type Locale } from '../../../i18n/locales.ts';

/** What a sitemap entry needs of a route. */
export type SitemapRoute = { locale: Locale; path: string; alternates: Partial<Record<Locale, string>> };

const escapeXml = (text: string) =>
	text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A sitemap of one language with hreflang alternates for each URL, x-default included.
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
			return `<url><loc>${url(r.path)}</loc>${links.join('')}</url>`;
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
