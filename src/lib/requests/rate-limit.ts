import { createHmac } from 'node:crypto';
import { ipToClient } from '../security/client-key.ts';
import type { Db } from './db.ts';

/**
 * Rate limit per client in Postgres (next to Netlify's `config.rateLimit`, which works per edge
 * node): one counter per client and minute, read as a sliding window. A request counts this
 * minute's requests with the previous minute's, weighted by the part of that minute still within
 * the last 60 seconds (`recentRequests`): with counters alone, a client could send the limit in
 * the last second of one minute and again in the first of the next. The client is a keyed hash of
 * its IP address (an IPv6 address by its /64, `ipToClient`), so the table never holds an address.
 */

const minuteMs = 60_000;

/**
 * Hashes a client with a secret of the site (the captcha key, the session secret): its address by
 * `ipToClient`, so all addresses of one IPv6 /64 share one counter. A `purpose` keeps one limit's
 * counters apart from another's (`visit` for the visit beacon).
 * @example clientHash('2001:db8:5:6::1', 's') === clientHash('2001:db8:5:6::2', 's') // => true
 */
export function clientHash(ip: string, secret: string, purpose?: string): string {
	return createHmac('sha256', secret).update(`client:${purpose ? `${purpose}:` : ''}${ipToClient(ip)}`).digest('base64url').slice(0, 22);
}

/** The outcome of counting one request: allowed, or refused with seconds to wait. */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * A client's requests in the last 60 seconds, estimated from the counters of the previous and the
 * current minute, `elapsedMs` into the current one.
 * @example recentRequests(3, 1, 15_000) // => 3.25 (three quarters of the previous minute still count)
 */
export function recentRequests(previous: number, current: number, elapsedMs: number): number {
	return current + previous * (1 - elapsedMs / minuteMs);
}

/**
 * Milliseconds until one more request would be within `limit`, if none comes meanwhile.
 * @example msUntilAllowed(0, 4, 10_000, 3) // => 80_000 (next minute, once half of this minute's 4 no longer count)
 */
export function msUntilAllowed(previous: number, current: number, elapsedMs: number, limit: number): number {
	const room = limit - 1 - current;
	if (room >= 0) {
		// Within this minute, once enough of the previous minute has slid out.
		const at = previous > room ? minuteMs * (1 - room / previous) : 0;
		if (at < minuteMs) return Math.max(0, at - elapsedMs);
	}
	// In the next minute, where this minute's count is the previous one.
	const at = current > limit - 1 ? minuteMs * (1 - (limit - 1) / current) : 0;
	return minuteMs - elapsedMs + at;
}

/** Counts one request of a client and tells whether its last 60 seconds stay within `limit`. */
export async function hitRateLimit(db: Db, client: string, limit: number, now = new Date()): Promise<RateDecision> {
	const windowStart = Math.floor(now.getTime() / minuteMs) * minuteMs;
	const { rows } = await db.query<{ current: number; previous: number }>(
		`WITH hit AS (
		   INSERT INTO rate_limits (client_hash, window_start, hits) VALUES ($1, $2, 1)
		   ON CONFLICT (client_hash, window_start) DO UPDATE SET hits = rate_limits.hits + 1
		   RETURNING hits)
		 SELECT hit.hits AS current,
		   COALESCE((SELECT hits FROM rate_limits WHERE client_hash = $1 AND window_start = $3), 0) AS previous
		 FROM hit`,
		[client, new Date(windowStart), new Date(windowStart - minuteMs)],
	);
	const current = rows[0]?.current ?? 0;
	const previous = rows[0]?.previous ?? 0;
	const elapsed = now.getTime() - windowStart;
	if (recentRequests(previous, current, elapsed) <= limit) return { allowed: true };
	// The refused request is counted too: a client that keeps sending keeps itself waiting.
	return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(msUntilAllowed(previous, current, elapsed, limit) / 1000)) };
}

/** Deletes counters and used captcha challenges that no longer matter. */
export async function pruneCounters(db: Db): Promise<void> {
	await db.query("DELETE FROM rate_limits WHERE window_start < now() - interval '1 hour'");
	await db.query('DELETE FROM captcha_challenges WHERE expires_at < now()');
}
