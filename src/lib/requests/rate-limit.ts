import { createHmac } from 'node:crypto';
import type { Db } from './db.ts';

/**
 * Rate limit per client in Postgres (next to Netlify's `config.rateLimit`, which works per edge
 * node): one counter per client and minute. The client is a keyed hash of its IP address, so the
 * table never holds an address.
 */

/** Hashes a client address with the site's secret (the captcha key). */
export function clientHash(ip: string, secret: string): string {
	return createHmac('sha256', secret).update(`client:${ip}`).digest('base64url').slice(0, 22);
}

/** The outcome of counting one request: allowed, or refused with seconds to wait. */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts one request of a client in the current minute and tells whether it stays within `limit`. */
export async function hitRateLimit(db: Db, client: string, limit: number, now = new Date()): Promise<RateDecision> {
	const window = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
	const { rows } = await db.query<{ hits: number }>(
		`INSERT INTO rate_limits (client_hash, window_start, hits) VALUES ($1, $2, 1)
		 ON CONFLICT (client_hash, window_start) DO UPDATE SET hits = rate_limits.hits + 1
		 RETURNING hits`,
		[client, window],
	);
	if ((rows[0]?.hits ?? 0) <= limit) return { allowed: true };
	return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.getTime() + 60_000 - now.getTime()) / 1000)) };
}

/** Deletes counters and used captcha challenges that no longer matter. */
export async function pruneCounters(db: Db): Promise<void> {
	await db.query("DELETE FROM rate_limits WHERE window_start < now() - interval '1 hour'");
	await db.query('DELETE FROM captcha_challenges WHERE expires_at < now()');
}
