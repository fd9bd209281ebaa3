/**
 * The hosts the pages load images from besides the site and the image host
 * (`src/lib/security/image-origins.ts`). Written here, where the export is at hand, and read and
 * removed by the security-headers integration, which adds them to the policy's `img-src`.
 */
import type { APIRoute } from 'astro';
import { dataSet } from '../data-set.ts';
import { imageOriginsElsewhere } from '../lib/security/image-origins.ts';

export const GET: APIRoute = () =>
	new Response(JSON.stringify(imageOriginsElsewhere(dataSet, { host: dataSet.site.imageHost ?? null })), {
		headers: { 'Content-Type': 'application/json; charset=utf-8' },
	});
