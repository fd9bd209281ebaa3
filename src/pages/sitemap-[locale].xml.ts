import type { APIRoute, GetStaticPaths } from 'astro';
import type { Locale } from '../../i18n/locales.ts';
import { sitemapXml } from '../lib/seo/sitemap.ts';
import { enabledLocales, isInSitemap, routes } from '../routing/routes.ts';
import { dataSet } from '../data-set.ts';

/** One sitemap per enabled language. */
export const getStaticPaths = (() => enabledLocales.map((locale) => ({ params: { locale } }))) satisfies GetStaticPaths;

/** The sitemap of one language, with hreflang alternates. */
export const GET: APIRoute = ({ params, site }) =>
	new Response(sitemapXml(site?.href ?? dataSet.site.siteUrl, params['locale'] as Locale, routes.filter(isInSitemap)), {
		headers: { 'Content-Type': 'application/xml' },
	});
