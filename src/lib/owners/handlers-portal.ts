import { idParam } from '../id-param.ts';
import { getPool } from '../requests/db.ts';
import { json } from '../requests/http.ts';
import { ownerPropertyIds, ownsProperty } from './accounts.ts';
import { propertyActivity, type PropertyActivity } from './history.ts';
import { answerSafely, guardRead, ownerFailure, requireOwner } from './http.ts';
import type { OwnerSettings } from './settings.ts';
import { visitStats, type VisitStats } from './visits.ts';
import type { Locale } from '../../../i18n/locales.ts';

/** The portal's reads (issue 6): who is signed in with which properties, and one property's figures. */

/** The answer of GET /api/owner/session; `expiresAt` is the session's absolute end (ISO 8601), which no request moves. */
export type OwnerSessionAnswer = { ok: true; owner: { name: string; email: string; language: Locale }; properties: number[]; expiresAt: string };

/** The answer of GET /api/owner/stats. */
export type OwnerStatsAnswer = { ok: true; property: number; stats: VisitStats; activity: PropertyActivity };

/** GET /api/owner/session: the signed-in owner, their property ids and the session's absolute end (401 without a valid session). */
export function handleOwnerSession(req: Request, settings: OwnerSettings, now = new Date()): Promise<Response> {
	return answerSafely('owner session', async () => {
		const refused = guardRead(req, settings);
		if (refused) return refused;
		const owner = await requireOwner(req, settings, now);
		if (owner instanceof Response) return owner;
		const properties = await ownerPropertyIds(getPool(), owner.ownerId);
		const answer: OwnerSessionAnswer = { ok: true, owner: { name: owner.name, email: owner.email, language: owner.language }, properties, expiresAt: owner.expiresAt.toISOString() };
		return json(answer);
	});
}

/** GET /api/owner/stats?property=ID: visit figures and activity of one of the owner's properties; 403 for anyone else's. */
export function handleOwnerStats(req: Request, settings: OwnerSettings, now = new Date()): Promise<Response> {
	return answerSafely('owner stats', async () => {
		const refused = guardRead(req, settings);
		if (refused) return refused;
		const owner = await requireOwner(req, settings, now);
		if (owner instanceof Response) return owner;
		const property = idParam(req.url, 'property');
		if (property === null) return ownerFailure(422, 'portal.error.property', { issues: { property: ['portal.error.property'] } });
		const db = getPool();
		if (!(await ownsProperty(db, owner.ownerId, property))) return ownerFailure(403, 'portal.error.forbidden');
		const answer: OwnerStatsAnswer = { ok: true, property, stats: await visitStats(db, property, now), activity: await propertyActivity(db, property, now) };
		return json(answer);
	});
}
