/**
 * The site settings the functions use (`src/lib/requests/site-facts.ts`): the agency's name,
 * address, phone and email, the site address, the rental parameters and the languages of the
 * export this build was made from (`DATA_DIR` included), read by the functions from their own deploy.
 */
import type { APIRoute } from 'astro';
import { dataSet } from '../../data-set.ts';
import { siteFactsOf } from '../../lib/requests/site-facts.ts';

/** Writes the settings as compact JSON. */
export const GET: APIRoute = () =>
	new Response(JSON.stringify(siteFactsOf(dataSet.site)), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
