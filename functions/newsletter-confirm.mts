import type { Config, Context } from '@netlify/functions';
import site from '../data/site.json' with { type: 'json' };
import { siteOfDeploy } from '../src/lib/requests/site-source.ts';
import { handleConfirm } from '../src/lib/requests/newsletter-confirm.ts';
import { readSettings } from '../src/lib/requests/settings.ts';

/** Newsletter double opt-in: confirms a sign-up by the token of its confirmation mail and mails the agency. */
export default async (req: Request, context: Context): Promise<Response> => handleConfirm(req, context, readSettings(process.env, await siteOfDeploy(process.env, context, site)));

export const config: Config = {
	path: '/api/newsletter-confirm',
	// No `method`: every method reaches the handler, which answers 405 itself (a GET never confirms).
	// Netlify's own limit per IP and domain comes first; the handler keeps a Postgres counter per client too.
	rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
