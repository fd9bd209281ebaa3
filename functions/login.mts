import type { Config, Context } from '@netlify/functions';
import site from '../data/site.json' with { type: 'json' };
import { siteOfDeploy } from '../src/lib/requests/site-source.ts';
import { handleLogin } from '../src/lib/owners/handlers-auth.ts';
import { readOwnerSettings } from '../src/lib/owners/settings.ts';

/** Owner login (issue 6): checks email and password, sets the session cookie, notifies the agency. */
export default async (req: Request, context: Context): Promise<Response> => handleLogin(req, context, readOwnerSettings(process.env, await siteOfDeploy(process.env, context, site)));

export const config: Config = {
	path: '/api/login',
	// Netlify's limit per IP and domain comes first; the handler throttles per account and client too.
	rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
