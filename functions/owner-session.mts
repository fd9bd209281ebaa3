import type { Config } from '@netlify/functions';
import site from '../data/site.json' with { type: 'json' };
import { handleOwnerSession } from '../src/lib/owners/handlers-portal.ts';
import { readOwnerSettings } from '../src/lib/owners/settings.ts';

/** The signed-in owner and their property ids, for the portal (issue 6); 401 without a session. */
export default (req: Request): Promise<Response> => handleOwnerSession(req, readOwnerSettings(process.env, site));

export const config: Config = { path: '/api/owner/session' };
