import type { Config, Context } from '@netlify/functions';
import site from '../data/site.json' with { type: 'json' };
import { siteOfDeploy } from '../src/lib/requests/site-source.ts';
import { handleOwnerSession } from '../src/lib/owners/handlers-portal.ts';
import { readOwnerSettings } from '../src/lib/owners/settings.ts';

/** The signed-in owner and their property ids, for the portal (issue 6); 401 without a session. */
export default async (req: Request, context: Context): Promise<Response> => handleOwnerSession(req, readOwnerSettings(process.env, await siteOfDeploy(process.env, context, site)));

export const config: Config = { path: '/api/owner/session' };
