import type { APIRoute } from 'astro';
import { robotsTxt } from '../lib/seo/sitemap.ts';
import { dataSet } from '../data-set.ts';

/** robots.txt naming the sitemap index. */
export const GET: APIRoute = ({ site }) => new Response(robotsTxt(site?.href ?? dataSet.site.siteUrl, '/sitemap.xml'));
