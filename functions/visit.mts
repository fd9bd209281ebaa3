import type { Config, Context } from '@netlify/functions';
import site from '../data/site.json' with { type: 'json' };
import { siteOfDeploy } from '../src/lib/requests/site-source.ts';
import { handleVisit } from '../src/lib/owners/beacon.ts';
import { readOwnerSettings } from '../src/lib/owners/settings.ts';

/** The anonymous visit beacon of property pages (issue 6): counts per property, day and source; 204. */
export default async (req: Request, context: Context): Promise<Response> => handleVisit(req, context, readOwnerSettings(process.env, await siteOfDeploy(process.env, context, site)));

export const config: Config = {
	path: '/api/visit',
	rateLimit: { windowLimit: 120, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
