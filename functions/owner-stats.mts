import type { Config, Context } from '@netlify/functions';
import site from '../data/site.json' with { type: 'json' };
import { siteOfDeploy } from '../src/lib/requests/site-source.ts';
import { handleOwnerStats } from '../src/lib/owners/handlers-portal.ts';
import { readOwnerSettings } from '../src/lib/owners/settings.ts';

/** GET /api/owner/stats?property=ID (issue 6): visit figures and activity; 403 for another owner's property. */
export default async (req: Request, context: Context): Promise<Response> => handleOwnerStats(req, readOwnerSettings(process.env, await siteOfDeploy(process.env, context, site)));

export const config: Config = { path: '/api/owner/stats' };
