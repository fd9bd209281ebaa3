import type { Config } from '@netlify/functions';
import site from '../data/site.json' with { type: 'json' };
import { getPool } from '../src/lib/requests/db.ts';
import { pruneSessions } from '../src/lib/owners/sessions.ts';
import { readOwnerSettings } from '../src/lib/owners/settings.ts';
import { pruneThrottle } from '../src/lib/owners/throttle.ts';

/** Every hour: deletes owner sessions that are idle or past their end, and login throttle rows whose window and lock are over. */
export default async (): Promise<Response> => {
	const now = new Date();
	const sessions = await pruneSessions(getPool(), readOwnerSettings(process.env, site), now);
	await pruneThrottle(getPool(), now);
	return Response.json({ ok: true, sessions }, { headers: { 'Cache-Control': 'no-store' } });
};

export const config: Config = { schedule: '17 * * * *' };
