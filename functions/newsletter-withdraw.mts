import type { Config, Context } from '@netlify/functions';
import site from '../data/site.json' with { type: 'json' };
import { siteOfDeploy } from '../src/lib/requests/site-source.ts';
import { handleWithdraw } from '../src/lib/requests/newsletter-withdraw.ts';
import { readSettings } from '../src/lib/requests/settings.ts';

/** Newsletter: withdraws a sign-up's consent by the token of its mail, and mails the agency when it had been confirmed. */
export default async (req: Request, context: Context): Promise<Response> => handleWithdraw(req, context, readSettings(process.env, await siteOfDeploy(process.env, context, site)));

export const config: Config = {
	path: '/api/newsletter-withdraw',
	// No `method`: every method reaches the handler, which answers 405 itself (a GET never withdraws).
	// Netlify's own limit per IP and domain comes first; the handler keeps a Postgres counter per client too.
	rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
