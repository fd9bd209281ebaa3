import { createHmac } from 'node:crypto';
import type { Db } from '../requests/db.ts';
import { ipToClient } from '../security/client-key.ts';
import type { OwnerSettings, ThrottleRule } from './settings.ts';

/**
 * Login throttling. Each attempt counts against three keys: the email address tried from this
 * client (the pair), the email address from anywhere (the account) and the client address. The
 * email is counted known or not, so a lock tells nothing about which addresses exist; all three are
 * stored only as keyed hashes (an IPv6 client by its /64, {@link ipToClient}). Each key keeps the
 * times of its attempts of the last window (a sliding window, at most `limit` of them): the attempt
 * that makes `limit` within any `windowMs` locks the key for `lockMs`, and never before the oldest
 * of them has left the window, so no `windowMs` span ever lets more than `limit` attempts through
 * (a window fixed at its first failure and reset `windowMs` later let one client fail 8 times
 * around its end, 7 of them within 8 seconds).
 * A locked attempt is refused before any password is checked. An attempt is counted before its
 * password is checked and taken back when the password was right.
 *
 * The pair's low limit stops one client guessing at once, without letting that client lock the
 * owner out: the owner's own attempts count against another pair. The account's higher limit bounds
 * guessing spread over many clients. A browser the address has signed in on before
 * (`known-device.ts`) is its own pair, whatever its IP address, and the account's count and lock do
 * not apply to it: a stranger's guessing cannot lock the owner out of their own browser.
 */

/** The throttle keys of one attempt; `knownDevice` when it comes from a browser the address signed in on. */
export type ThrottleKeys = { pair: string; account: string; client: string; knownDevice: boolean };

/**
 * The keyed hashes an attempt counts against, `email` in the login's canonical form
 * (`normalizeEmail`), the client by {@link ipToClient}, and the browser's id when the address has
 * signed in on it before (`knownDeviceOf`): then the pair is the address and that browser. The pair
 * key starts with its account's hash, so {@link clearAccount} finds the pairs of an address without
 * knowing the clients.
 * @example throttleKeys('a@b.be', '203.0.113.9', 's').account // => 'account:…' (22 base64url characters)
 */
export function throttleKeys(email: string, ip: string, secret: string, knownDevice: string | null = null): ThrottleKeys {
	const mac = (text: string) => createHmac('sha256', secret).update(text).digest('base64url').slice(0, 22);
	const account = mac(`login-account:${email}`);
	const client = mac(`login-client:${ipToClient(ip)}`);
	const pair = knownDevice === null ? `pair:${account}:${client}` : `pair:${account}:device:${mac(`login-device:${knownDevice}`)}`;
	return { pair, account: `account:${account}`, client: `client:${client}`, knownDevice: knownDevice !== null };
}

/** Seconds until the later of the locks that hold for an attempt ends; 0 when none is locked. */
export async function lockedForSeconds(db: Db, keys: ThrottleKeys, now: Date): Promise<number> {
	const { rows } = await db.query<{ locked_until: Date }>(
		'SELECT locked_until FROM login_throttle WHERE key = ANY($1::text[]) AND locked_until > $2 ORDER BY locked_until DESC LIMIT 1',
		[[keys.pair, ...(keys.knownDevice ? [] : [keys.account]), keys.client], now],
	);
	const until = rows[0]?.locked_until;
	return until ? Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)) : 0;
}

/**
 * Counts one attempt against a key unless the key is locked: the attempt's time joins those of the
 * key's attempts still within the window (older ones are dropped), and the attempt that makes
 * `limit` of them locks the key until `lockMs` from now, or until the oldest of them leaves the
 * window if that is later (a lock shorter than the window). A key that already holds `limit`
 * attempts of the window is refused even unlocked (a limit lowered since). One statement: the row
 * lock of the upsert orders attempts that arrive at once, in any function instance, so attempts
 * still being verified count too. `failures` and `window_start` follow the times (their number and
 * the oldest), as the fixed window before them kept them. True when the attempt was counted (it may
 * go on), false when the key is locked.
 */
async function countAttempt(db: Db, key: string, rule: ThrottleRule, now: Date): Promise<boolean> {
	const { rows } = await db.query(
		`WITH p AS (SELECT $2::timestamptz AS now, $3::int AS lim, make_interval(secs => $4::float8) AS win, make_interval(secs => $5::float8) AS lock)
		 INSERT INTO login_throttle AS t (key, attempts, failures, window_start, locked_until)
		 SELECT $1, ARRAY[p.now], 1, p.now, CASE WHEN 1 >= p.lim THEN p.now + p.lock END FROM p
		 ON CONFLICT (key) DO UPDATE SET (attempts, failures, window_start, locked_until) = (
		   SELECT kept.at, cardinality(kept.at), kept.at[1],
		     CASE WHEN cardinality(kept.at) >= p.lim THEN greatest(p.now + p.lock, kept.at[cardinality(kept.at) - p.lim + 1] + p.win) END
		   FROM p, LATERAL (
		     SELECT array_agg(a ORDER BY a) AS at FROM (
		       SELECT a FROM unnest(t.attempts) AS a WHERE a > p.now - p.win
		       UNION ALL SELECT p.now) AS recent) AS kept)
		 WHERE (t.locked_until IS NULL OR t.locked_until <= excluded.window_start)
		   AND (SELECT count(*) FROM unnest(t.attempts) AS a, p WHERE a > p.now - p.win) < (SELECT lim FROM p)
		 RETURNING 1`,
		[key, now, rule.limit, rule.windowMs / 1000, rule.lockMs / 1000],
	);
	return rows.length === 1;
}

/**
 * Takes back an attempt counted against a key (the password was right, or the attempt did not go
 * on): the time it was counted at, or the latest when `at` is not given or not found; a lock goes
 * with it when fewer than `limit` attempts are left.
 */
async function uncountAttempt(db: Db, key: string, rule: ThrottleRule, at: Date | null): Promise<void> {
	await db.query(
		`UPDATE login_throttle AS t SET (attempts, failures, window_start, locked_until) = (
		   SELECT kept.at, cardinality(kept.at), coalesce(kept.at[1], t.window_start), CASE WHEN cardinality(kept.at) < $2 THEN NULL ELSE t.locked_until END
		   FROM (SELECT coalesce(array_position(t.attempts, $3::timestamptz), cardinality(t.attempts)) AS i) AS taken,
		     LATERAL (SELECT CASE WHEN taken.i > 0 THEN t.attempts[:taken.i - 1] || t.attempts[taken.i + 1:] ELSE t.attempts END AS at) AS kept)
		 WHERE key = $1`,
		[key, rule.limit, at],
	);
}

/** The keys of an attempt with their rules, in the order they are counted (a known browser's without the account). */
function ruledKeys(keys: ThrottleKeys, settings: OwnerSettings): [string, ThrottleRule][] {
	const { pair, account, client } = settings.throttle;
	return [[keys.pair, pair], ...(keys.knownDevice ? [] : [[keys.account, account] as [string, ThrottleRule]]), [keys.client, client]];
}

/**
 * Counts an attempt against its pair, account and client keys before its password is checked
 * (spec §6, §8): every attempt counts as a failure until it proves right, so parallel attempts
 * cannot all pass the check while the first ones are still being verified. Answers 0 when the
 * attempt may go on, else the seconds until the latest lock ends (a refused attempt counts nowhere:
 * the keys already counted are taken back).
 */
export async function reserveAttempt(db: Db, keys: ThrottleKeys, settings: OwnerSettings, now: Date): Promise<number> {
	const counted: [string, ThrottleRule][] = [];
	for (const [key, rule] of ruledKeys(keys, settings)) {
		if (!(await countAttempt(db, key, rule, now))) {
			for (const [done, doneRule] of counted) await uncountAttempt(db, done, doneRule, now);
			return Math.max(1, await lockedForSeconds(db, keys, now));
		}
		counted.push([key, rule]);
	}
	return 0;
}

/**
 * A right password is no failure: it is taken back from the account and the client, and the
 * address's failures from this client are forgotten. The failures from other clients stay, so a
 * stranger guessing gets no new tries each time the owner logs in.
 * @param at the `now` the attempt was reserved with, so that its own time is taken back (without
 *   it, the key's latest attempt)
 */
export async function attemptSucceeded(db: Db, keys: ThrottleKeys, settings: OwnerSettings, at?: Date): Promise<void> {
	await db.query('DELETE FROM login_throttle WHERE key = $1', [keys.pair]);
	for (const [key, rule] of ruledKeys(keys, settings).slice(1)) await uncountAttempt(db, key, rule, at ?? null);
}

/**
 * Forgets an address's failures from every client (a password reset by the agency); tells how many
 * failed logins it forgot (the most of any one key) and how many locks in force it lifted.
 * @param accountKey the `account` of {@link throttleKeys}
 */
export async function clearAccount(db: Db, accountKey: string, now: Date = new Date()): Promise<{ failures: number; locks: number }> {
	const pairPrefix = `pair:${accountKey.slice('account:'.length)}:`;
	const { rows } = await db.query<{ locked: boolean; failures: number }>(
		'DELETE FROM login_throttle WHERE key = $1 OR starts_with(key, $2) RETURNING coalesce(locked_until > $3, false) AS locked, cardinality(attempts) AS failures',
		[accountKey, pairPrefix, now],
	);
	return { failures: rows.reduce((most, row) => Math.max(most, row.failures), 0), locks: rows.filter((row) => row.locked).length };
}

/**
 * Deletes throttle rows whose lock is over and whose latest attempt is older than `keepMs` (a day,
 * far beyond any window); the rows kept hold at most `limit` times each.
 */
export async function pruneThrottle(db: Db, now: Date, keepMs = 24 * 3600_000): Promise<void> {
	await db.query(
		'DELETE FROM login_throttle WHERE coalesce(attempts[cardinality(attempts)], window_start) < $1 AND (locked_until IS NULL OR locked_until < $2)',
		[new Date(now.getTime() - keepMs), now],
	);
}
