import { createHmac } from 'node:crypto';
import type { Db } from '../requests/db.ts';
import type { OwnerSettings, ThrottleRule } from './settings.ts';

/**
 * Login throttling. Each attempt counts against three keys: the email address tried from this
 * client (the pair), the email address from anywhere (the account) and the client address. The
 * email is counted known or not, so a lock tells nothing about which addresses exist; all three are
 * stored only as keyed hashes. A key that reaches its rule's limit within the window is locked; a
 * locked attempt is refused before any password is checked. An attempt is counted before its
 * password is checked and taken back when the password was right.
 *
 * The pair's low limit stops one client guessing at once, without letting that client lock the
 * owner out: the owner's own attempts count against another pair. The account's higher limit bounds
 * guessing spread over many clients.
 */

/** The three throttle keys of one attempt. */
export type ThrottleKeys = { pair: string; account: string; client: string };

/**
 * The keyed hashes an attempt counts against, `email` in the login's canonical form
 * (`normalizeEmail`). The pair key starts with its account's hash, so
 * {@link clearAccount} finds the pairs of an address without knowing the clients.
 * @example throttleKeys('a@b.be', '203.0.113.9', 's').account // => 'account:…' (22 base64url characters)
 */
export function throttleKeys(email: string, ip: string, secret: string): ThrottleKeys {
	const mac = (text: string) => createHmac('sha256', secret).update(text).digest('base64url').slice(0, 22);
	const account = mac(`login-account:${email}`);
	const client = mac(`login-client:${ip}`);
	return { pair: `pair:${account}:${client}`, account: `account:${account}`, client: `client:${client}` };
}

/** Seconds until the later of the keys' locks ends; 0 when neither is locked. */
export async function lockedForSeconds(db: Db, keys: ThrottleKeys, now: Date): Promise<number> {
	const { rows } = await db.query<{ locked_until: Date }>(
		'SELECT locked_until FROM login_throttle WHERE key = ANY($1::text[]) AND locked_until > $2 ORDER BY locked_until DESC LIMIT 1',
		[[keys.pair, keys.account, keys.client], now],
	);
	const until = rows[0]?.locked_until;
	return until ? Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000)) : 0;
}

/**
 * Counts one attempt against a key unless the key is locked; a new window starts when the last one
 * is over, and the attempt that reaches the limit locks the key. One statement: the row lock of the
 * upsert orders attempts that arrive at once, in any function instance, so attempts still being
 * verified count too. True when the attempt was counted (it may go on), false when the key is locked.
 */
async function countAttempt(db: Db, key: string, rule: ThrottleRule, now: Date): Promise<boolean> {
	const { rows } = await db.query(
		`WITH p AS (SELECT $2::timestamptz AS now, $3::int AS lim, make_interval(secs => $4::float8) AS win, make_interval(secs => $5::float8) AS lock)
		 INSERT INTO login_throttle AS t (key, failures, window_start, locked_until)
		 SELECT $1, 1, p.now, CASE WHEN 1 >= p.lim THEN p.now + p.lock END FROM p
		 ON CONFLICT (key) DO UPDATE SET
		   failures = CASE WHEN t.window_start <= excluded.window_start - (SELECT win FROM p) THEN 1 ELSE t.failures + 1 END,
		   window_start = CASE WHEN t.window_start <= excluded.window_start - (SELECT win FROM p) THEN excluded.window_start ELSE t.window_start END,
		   locked_until = CASE
		     WHEN (CASE WHEN t.window_start <= excluded.window_start - (SELECT win FROM p) THEN 1 ELSE t.failures + 1 END) >= (SELECT lim FROM p)
		     THEN excluded.window_start + (SELECT lock FROM p) ELSE t.locked_until END
		 WHERE t.locked_until IS NULL OR t.locked_until <= excluded.window_start
		 RETURNING 1`,
		[key, now, rule.limit, rule.windowMs / 1000, rule.lockMs / 1000],
	);
	return rows.length === 1;
}

/** Takes back an attempt counted against a key (the password was right, or the attempt did not go on). */
async function uncountAttempt(db: Db, key: string, rule: ThrottleRule): Promise<void> {
	await db.query(
		`UPDATE login_throttle SET failures = greatest(failures - 1, 0), locked_until = CASE WHEN failures - 1 < $2 THEN NULL ELSE locked_until END WHERE key = $1`,
		[key, rule.limit],
	);
}

/** The keys of an attempt with their rules, in the order they are counted. */
function ruledKeys(keys: ThrottleKeys, settings: OwnerSettings): [string, ThrottleRule][] {
	const { pair, account, client } = settings.throttle;
	return [
		[keys.pair, pair],
		[keys.account, account],
		[keys.client, client],
	];
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
			for (const [done, doneRule] of counted) await uncountAttempt(db, done, doneRule);
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
 */
export async function attemptSucceeded(db: Db, keys: ThrottleKeys, settings: OwnerSettings): Promise<void> {
	await db.query('DELETE FROM login_throttle WHERE key = $1', [keys.pair]);
	await uncountAttempt(db, keys.account, settings.throttle.account);
	await uncountAttempt(db, keys.client, settings.throttle.client);
}

/**
 * Forgets an address's failures from every client (a password reset by the agency); tells how many
 * failed logins it forgot (the most of any one key) and how many locks in force it lifted.
 * @param accountKey the `account` of {@link throttleKeys}
 */
export async function clearAccount(db: Db, accountKey: string, now: Date = new Date()): Promise<{ failures: number; locks: number }> {
	const pairPrefix = `pair:${accountKey.slice('account:'.length)}:`;
	const { rows } = await db.query<{ locked: boolean; failures: number }>(
		'DELETE FROM login_throttle WHERE key = $1 OR starts_with(key, $2) RETURNING coalesce(locked_until > $3, false) AS locked, failures',
		[accountKey, pairPrefix, now],
	);
	return { failures: rows.reduce((most, row) => Math.max(most, row.failures), 0), locks: rows.filter((row) => row.locked).length };
}

/** Deletes throttle rows whose window and lock are over. */
export async function pruneThrottle(db: Db, now: Date, keepMs = 24 * 3600_000): Promise<void> {
	await db.query('DELETE FROM login_throttle WHERE window_start < $1 AND (locked_until IS NULL OR locked_until < $2)', [new Date(now.getTime() - keepMs), now]);
}
