import { createHmac } from 'node:crypto';
import { VisitSchema, validateOwnerForm } from '../../schemas/owners.ts';
import { agencyDay } from './calendar.ts';
import { getPool, isDatabaseUnavailable } from '../requests/db.ts';
import { isListingOfBuild } from '../requests/facts-source.ts';
import { allowedOrigins, filesUrlFor, refuseUnconfigured, securityHeaders } from '../requests/http.ts';
import { clientHash, hitRateLimit } from '../requests/rate-limit.ts';
import { ipToClient } from '../security/client-key.ts';
import { hasMediaType, ownerFailure, readJson, type OwnerContext } from './http.ts';
import type { OwnerSettings } from './settings.ts';
import { classifyVisit } from './visit-source.ts';
import { countFirstVisit } from './visits.ts';

/**
 * POST /api/visit, the anonymous visit beacon of property pages (navigator.sendBeacon): no cookie is
 * read or set and nothing is stored in the browser; the property, the Brussels day and the source
 * are counted. Bad input gets a 4xx, crawlers are answered without counting, a flood from one
 * client is cut off at `beaconsPerMinute`, a deploy without its secrets answers 503
 * (`refuseUnconfigured`), and the answer is never a 500.
 *
 * Choices where the issue is silent:
 * - A visit counts once per client (address and browser), listing and Brussels day: a reload or a
 *   second look the same day is no new visit. An IPv6 address counts by its /64 (`ipToClient`),
 *   here and in the rate limit, as every per-client limit of the site: a client of one /64 has
 *   countless addresses. One address counts at most `browsersPerAddress`
 *   browsers a listing and day (a household or an office behind one address), so a script that
 *   changes its User-Agent on each beacon cannot raise an owner's figures past that. The server
 *   keeps the marks (`visit_seen`, HMACs of client, listing and day, never the address in clear,
 *   deleted after the day), not the browser:
 *   a stamp in the visitor's storage would serve the agency's statistics, not the visitor, so it
 *   would need the visitor's consent, and without consent every reload would count again.
 * - Only ids of the deploy's listings are counted (its listing facts, as the request functions read
 *   them): another id gets 422. When the facts cannot be read the beacon counts as before.
 */

/** Largest beacon body (the referrer host and two campaign names fit many times). */
export const maxBeaconBytes = 2048;
/** Beacons accepted per client and minute: more listing pages than a person opens in a minute. */
export const beaconsPerMinute = 20;

/** Browsers of one address counted a listing and day: more than a household or an office shows. */
export const browsersPerAddress = 3;

/**
 * The key of one client's visit of a listing on a day: an HMAC of the client's address (an IPv6
 * address by its /64, `ipToClient`) and browser, the listing and the day, so the mark says nothing
 * of the visitor in clear.
 */
export function visitSeenKey(ip: string, userAgent: string, property: number, day: string, secret: string): string {
	return createHmac('sha256', secret).update(`visit\0${ipToClient(ip)}\0${userAgent}\0${property}\0${day}`).digest('base64url');
}

/** The keys of the `browsersPerAddress` places one address (an IPv6 one by its /64) has for a listing on a day, HMACs as `visitSeenKey`. */
export function addressSlotKeys(ip: string, property: number, day: string, secret: string): string[] {
	const client = ipToClient(ip);
	return Array.from({ length: browsersPerAddress }, (_, slot) =>
		createHmac('sha256', secret).update(`visit-address\0${client}\0${property}\0${day}\0${slot}`).digest('base64url'),
	);
}

/** User agents of crawlers and page-speed tools that run scripts: their visits are not counted. */
const crawler = /bot\/|\bbot\b|crawler|spider|slurp|bingpreview|facebookexternalhit|lighthouse|pagespeed/i;

/** The empty success answer. */
const counted = () => new Response(null, { status: 204, headers: securityHeaders });

/** Counts one visit; see the module comment for the answers. */
export async function handleVisit(req: Request, context: OwnerContext, settings: OwnerSettings, now = new Date()): Promise<Response> {
	try {
		if (req.method !== 'POST') return ownerFailure(405, 'request.error.methodNotAllowed', { headers: { Allow: 'POST' } });
		const origins = allowedOrigins(req, settings.requests);
		const origin = req.headers.get('origin');
		if (!origin || !origins.has(origin)) return ownerFailure(403, 'request.error.forbidden');
		// sendBeacon with a string body sends text/plain (no CORS preflight); JSON is accepted too.
		if (!hasMediaType(req, ['text/plain', 'application/json'])) return ownerFailure(415, 'request.error.unsupportedMediaType');
		if (Number(req.headers.get('content-length') ?? 0) > maxBeaconBytes) return ownerFailure(413, 'request.error.tooLarge');
		const unconfigured = refuseUnconfigured(settings.requests);
		if (unconfigured) return unconfigured;
		const body = await readJson(req, maxBeaconBytes);
		if (body instanceof Response) return body;
		const visit = validateOwnerForm(VisitSchema, body);
		if (!visit.success) return ownerFailure(422, 'request.error.checkFields', { issues: visit.issues });
		if (crawler.test(req.headers.get('user-agent') ?? '')) return counted();
		const db = getPool();
		const rate = await hitRateLimit(db, clientHash(context.ip ?? 'unknown', settings.secret, 'visit'), beaconsPerMinute, now);
		if (!rate.allowed) return ownerFailure(429, 'request.error.tooManyRequests', { headers: { 'Retry-After': String(rate.retryAfterSeconds) } });
		const { property, referrer, utmSource, utmMedium, clickId } = visit.output;
		const known = await isListingOfBuild(filesUrlFor(settings.requests, context), property);
		if (known === false) return ownerFailure(422, 'request.error.checkFields', { issues: { property: ['form.error.propertyRequired'] } });
		const ip = context.ip ?? 'unknown';
		const day = agencyDay(now);
		const seen = visitSeenKey(ip, req.headers.get('user-agent') ?? '', property, day, settings.secret);
		const siteHosts = [new URL(req.url).host, ...[...origins].map((o) => new URL(o).host)];
		const source = classifyVisit({ referrer, utmSource, utmMedium, clickId, siteHosts });
		await countFirstVisit(db, { seenKey: seen, slotKeys: addressSlotKeys(ip, property, day, settings.secret), propertyId: property, source }, now);
		return counted();
	} catch (error) {
		if (!isDatabaseUnavailable(error)) console.error('visit beacon failed', error);
		return ownerFailure(503, 'portal.error.api', { headers: { 'Retry-After': '60' } });
	}
}
