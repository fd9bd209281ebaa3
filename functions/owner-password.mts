import type { Config, Context } from '@netlify/functions';
import site from '../data/site.json' with { type: 'json' };
import { siteOfDeploy } from '../src/lib/requests/site-source.ts';
import { handlePasswordChange } from '../src/lib/owners/handlers-auth.ts';
import { readOwnerSettings } from '../src/lib/owners/settings.ts';

/** Password change of the signed-in owner (issue 6): current password, new one, confirmation. */
export default async (req: Request, context: Context): Promise<Response> => handlePasswordChange(req, context, readOwnerSettings(process.env, await siteOfDeploy(process.env, context, site)));

export const config: Config = {
	path: '/api/owner/password',
	rateLimit: { windowLimit: 10, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
