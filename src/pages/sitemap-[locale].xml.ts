import type { APIRoute, GetStaticPaths } from 'astro';
import type { Locale } from '../../i18n/locales.ts';
import { listingDateKey, sitemapXml, withLastmod } from '../lib/seo/sitemap.ts';
import { enabledLocales, isInSitemap, routes } from '../routing/routes.ts';
import { dataSet } from '../data-set.ts';

/** One sitemap per enabled language. */
export const getStaticPaths = (() => enabledLocales.map((locale) => ({ params: { locale } }))) satisfies GetStaticPaths;

/** Each listing's update date per language (`UpdatedAt`), for its URLs' `lastmod`. */
const listingDates = new Map(dataSet.properties.map((p) => [listingDateKey(p.ID, p.Language), p.UpdatedAt]));

/** The sitemap of one language, with hreflang alternates and each listing's `lastmod`. */
export const GET: APIRoute = ({ params, site }) =>
	new Response(sitemapXml(site?.href ?? dataSet.site.siteUrl, params['locale'] as Locale, withLastmod(routes.filter(isInSitemap), listingDates)), {
		headers: { 'Content-Type': 'application/xml' },
	});
