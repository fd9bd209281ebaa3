import type { Config } from '@netlify/functions';
import site from '../data/site.json' with { type: 'json' };
import { siteOfDeploy } from '../src/lib/requests/site-source.ts';
import { getPool, withTransaction } from '../src/lib/requests/db.ts';
import { pruneExpiredSignUps } from '../src/lib/requests/erase.ts';
import { pruneSessions } from '../src/lib/owners/sessions.ts';
import { readOwnerSettings } from '../src/lib/owners/settings.ts';
import { pruneThrottle } from '../src/lib/owners/throttle.ts';
import { pruneSeenVisits } from '../src/lib/owners/visits.ts';

/**
 * Every hour: deletes owner sessions that are idle or past their end, login throttle rows whose
 * window and lock are over, the visit beacon's marks of past days, and newsletter sign-ups never
 * confirmed whose confirmation link has expired (`pruneExpiredSignUps`).
 */
export default async (): Promise<Response> => {
	const now = new Date();
	const sessions = await pruneSessions(getPool(), readOwnerSettings(process.env, await siteOfDeploy(process.env, undefined, site)), now);
	await pruneThrottle(getPool(), now);
	await pruneSeenVisits(getPool(), now);
	const signUps = await withTransaction((tx) => pruneExpiredSignUps(tx, now));
	return Response.json({ ok: true, sessions, signUps }, { headers: { 'Cache-Control': 'no-store' } });
};

export const config: Config = { schedule: '17 * * * *' };
