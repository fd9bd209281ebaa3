import { allowedOrigins, json, mediaTypeOf, readBody, parseJsonObject, refuseUnconfigured } from '../requests/http.ts';
import { getPool, isDatabaseUnavailable } from '../requests/db.ts';
import { authenticate, tokenFromCookies, type SessionOwner } from './sessions.ts';
import type { OwnerSettings } from './settings.ts';

/**
 * HTTP edge of the owner functions, on top of the request guards: JSON answers with the same
 * security headers, the Origin check of reads, the session of a request, and bodies read with a
 * size limit.
 */

/** What the owner functions use of Netlify's function context. */
export type OwnerContext = { ip?: string; waitUntil?: (promise: Promise<unknown>) => void; site?: { url?: string } };

/** Largest JSON body of the owner forms. */
export const maxOwnerBody = 8 * 1024;

/** Answers a failure with its message key (and field issues for a 422). */
export function ownerFailure(status: number, error: string, extra: { issues?: Record<string, string[]>; headers?: Record<string, string> } = {}): Response {
	return json(extra.issues ? { ok: false, error, issues: extra.issues } : { ok: false, error }, status, extra.headers);
}

/**
 * Checks a read (GET): the method, and that it comes from the site itself. Browsers send no Origin
 * header on a same-origin GET, so an Origin that is present must be allowed and Sec-Fetch-Site,
 * when sent, must say same-origin (the SameSite=Strict cookie already stays home). Then, as
 * `guardRequest` does for the posts, that the deploy has its secrets (`refuseUnconfigured`).
 */
export function guardRead(req: Request, settings: OwnerSettings): Response | null {
	if (req.method !== 'GET') return ownerFailure(405, 'request.error.methodNotAllowed', { headers: { Allow: 'GET' } });
	const origin = req.headers.get('origin');
	if (origin !== null && !allowedOrigins(req, settings.requests).has(origin)) return ownerFailure(403, 'request.error.forbidden');
	const site = req.headers.get('sec-fetch-site');
	if (site !== null && site !== 'same-origin' && site !== 'none') return ownerFailure(403, 'request.error.forbidden');
	return refuseUnconfigured(settings.requests);
}

/** Reads a JSON object body of at most `maxBytes`; answers 413 or 400 when it cannot. */
export async function readJson(req: Request, maxBytes = maxOwnerBody): Promise<Record<string, unknown> | Response> {
	try {
		const body = parseJsonObject(await readBody(req, maxBytes));
		return body ?? ownerFailure(400, 'request.error.malformed');
	} catch {
		return ownerFailure(413, 'request.error.tooLarge');
	}
}

/** Tells whether a request declares one of the media types. */
export function hasMediaType(req: Request, types: string[]): boolean {
	return types.includes(mediaTypeOf(req.headers.get('content-type')));
}

/** The signed-in owner of a request, or the 401 answer when its session is missing or over. */
export async function requireOwner(req: Request, settings: OwnerSettings, now: Date): Promise<SessionOwner | Response> {
	const owner = await authenticate(getPool(), tokenFromCookies(req.headers.get('cookie')), settings, now);
	return owner ?? ownerFailure(401, 'portal.error.userNotFound');
}

/** Runs a handler; a database that cannot be reached answers 503, any other error 500, both with the portal's API error. */
export async function answerSafely(name: string, handler: () => Promise<Response>): Promise<Response> {
	try {
		return await handler();
	} catch (error) {
		if (isDatabaseUnavailable(error)) return ownerFailure(503, 'portal.error.api', { headers: { 'Retry-After': '30' } });
		console.error(`${name} failed`, error);
		return ownerFailure(500, 'portal.error.api');
	}
}
