import type { Config, Context } from '@netlify/functions';
import site from '../data/site.json' with { type: 'json' };
import { siteOfDeploy } from '../src/lib/requests/site-source.ts';
import { handleLogout } from '../src/lib/owners/handlers-auth.ts';
import { readOwnerSettings } from '../src/lib/owners/settings.ts';

/** Owner logout (issue 6): ends the session on the server and clears the cookie. */
export default async (req: Request, context: Context): Promise<Response> => handleLogout(req, context, readOwnerSettings(process.env, await siteOfDeploy(process.env, context, site)));

export const config: Config = { path: '/api/logout' };
