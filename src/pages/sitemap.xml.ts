import type { APIRoute } from 'astro';
import { sitemapIndexXml } from '../lib/seo/sitemap.ts';
import { enabledLocales, sitemapPath } from '../routing/routes.ts';
import { dataSet } from '../data-set.ts';

/** The sitemap index: one sitemap per enabled language. */
export const GET: APIRoute = ({ site }) =>
	new Response(sitemapIndexXml(site?.href ?? dataSet.site.siteUrl, enabledLocales.map(sitemapPath)), {
		headers: { 'Content-Type': 'application/xml' },
	});
