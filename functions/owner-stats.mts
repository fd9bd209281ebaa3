import type { Config } from '@netlify/functions';
import site from '../data/site.json' with { type: 'json' };
import { handleOwnerStats } from '../src/lib/owners/handlers-portal.ts';
import { readOwnerSettings } from '../src/lib/owners/settings.ts';

/** GET /api/owner/stats?property=ID (issue 6): visit figures and activity; 403 for another owner's property. */
export default (req: Request): Promise<Response> => handleOwnerStats(req, readOwnerSettings(process.env, site));

export const config: Config = { path: '/api/owner/stats' };
