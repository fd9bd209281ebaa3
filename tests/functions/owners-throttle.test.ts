import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeEach, describe, expect, test } from 'vitest';
import { handleLogin } from '../../src/lib/owners/handlers-auth.ts';
import type { ThrottleRule } from '../../src/lib/owners/settings.ts';
import { attemptSucceeded, clearAccount, pruneThrottle, reserveAttempt, throttleKeys, type ThrottleKeys } from '../../src/lib/owners/throttle.ts';
import { getPool } from '../../src/lib/requests/db.ts';
import { makeOwner, ownerRequest, ownerSettings } from './support/owners.ts';
import { rows } from './support/requests.ts';
import { usePlatformWithMail } from './support/lifecycle.ts';

/**
 * The login throttle's window (src/lib/owners/throttle.ts) against the emulated database, with the
 * clock passed in: its limits hold over any 15 minutes, also across the edge of a window that a
 * fixed window would reset, and for simultaneous attempts.
 */

usePlatformWithMail();

beforeEach(async () => {
	await rows('DELETE FROM login_throttle');
});

const t0 = new Date('2026-12-03T10:00:00.000Z');
/** The time `seconds` after t0. */
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
const secret = 'throttle-test-secret';

/**
 * The largest number of attempts let through (wait 0) within any span of the rule's window: for
 * each attempt let through, those let through in the window that ends with it.
 */
function mostInAnyWindow(passed: number[], rule: ThrottleRule): number {
	const windowS = rule.windowMs / 1000;
	return Math.max(0, ...passed.map((end) => passed.filter((s) => s > end - windowS && s <= end).length));
}

/** The stored attempt times of a key, in seconds after t0. */
async function storedTimes(key: string): Promise<number[]> {
	const [row] = await rows<{ attempts: Date[] }>('SELECT attempts FROM login_throttle WHERE key = $1', [key]);
	return (row?.attempts ?? []).map((time) => (new Date(time).getTime() - t0.getTime()) / 1000);
}

describe('the limits hold over any 15 minutes', () => {
	test('one address from one client failing at 0 s, then at 895 to 903 s: the fifth failure within 15 minutes locks, not a new window at 900 s', async () => {
		const settings = ownerSettings();
		const keys = throttleKeys('owner@example.be', '203.0.113.50', secret);
		const waits: number[] = [];
		for (const s of [0, 895, 896, 897, 900, 901, 902, 903]) waits.push(await reserveAttempt(getPool(), keys, settings, at(s)));
		// At 900 s the failure of 0 s has left the window (895, 896, 897, 900); the one of 901 s is the
		// fifth within 15 minutes and locks until 901 + 900 s.
		expect(waits).toEqual([0, 0, 0, 0, 0, 0, 1801 - 902, 1801 - 903]);
		expect(await reserveAttempt(getPool(), keys, settings, at(1800))).toBe(1);
		expect(await reserveAttempt(getPool(), keys, settings, at(1801))).toBe(0);
	});

	test('the same burst through the login: 401 for the failures the window holds, then 429 with the lock’s Retry-After', async () => {
		const owner = await makeOwner([1004]);
		const login = (password: string, s: number) =>
			handleLogin(ownerRequest('/api/login', { body: { email: owner.email, password } }), { ip: '203.0.113.51' }, ownerSettings(), at(s));
		const statuses: number[] = [];
		for (const s of [0, 895, 896, 897, 900, 901]) statuses.push((await login(`wrong-${s}`, s)).status);
		expect(statuses).toEqual([401, 401, 401, 401, 401, 401]);
		const locked = await login(owner.password, 902);
		expect(locked.status).toBe(429);
		expect(locked.headers.get('retry-after')).toBe(String(1801 - 902));
		expect((await login(owner.password, 1801)).status).toBe(200);
	});

	// Each rule alone: the pair (one address, one client), the account (one address, a new client
	// each time) and the client (one client, a new address each time).
	const rules: { name: string; rule: 'pair' | 'account' | 'client'; keysOf: (i: number) => ThrottleKeys }[] = [
		{ name: 'pair', rule: 'pair', keysOf: () => throttleKeys('pair@example.be', '198.51.100.30', secret) },
		{ name: 'account', rule: 'account', keysOf: (i) => throttleKeys('account@example.be', `10.9.${i >> 8}.${i & 255}`, secret) },
		{ name: 'client', rule: 'client', keysOf: (i) => throttleKeys(`client-${i}@example.be`, '198.51.100.31', secret) },
	];
	test.each(rules)('$name rule: attempts at the edge of a first window never let more than the limit through in any 15 minutes', async ({ rule, keysOf }) => {
		const settings = ownerSettings();
		const { limit } = settings.throttle[rule];
		// One at 0 s, limit − 2 just before 900 s, then limit + 3 over the next seconds: a window fixed at
		// 0 s would let 2·limit − 1 through within seconds.
		const times = [0, ...Array.from({ length: limit - 2 }, (_, i) => 890 + i * 0.1), ...Array.from({ length: limit + 3 }, (_, i) => 900 + i * 0.1)];
		const passed: number[] = [];
		for (const [i, s] of times.entries()) if ((await reserveAttempt(getPool(), keysOf(i), settings, at(s))) === 0) passed.push(s);
		expect(mostInAnyWindow(passed, settings.throttle[rule])).toBe(limit);
		expect(passed).toHaveLength(limit + 1);
	});

	test('attempts sent at once across the edge are counted once each: with 3 failures at 895 s, 10 at once at 900 s let 2 through', async () => {
		const settings = ownerSettings();
		const keys = throttleKeys('burst@example.be', '203.0.113.52', secret);
		for (const s of [0, 895, 895, 895]) expect(await reserveAttempt(getPool(), keys, settings, at(s))).toBe(0);
		const waits = await Promise.all(Array.from({ length: 10 }, () => reserveAttempt(getPool(), keys, settings, at(900))));
		expect(waits.filter((wait) => wait === 0)).toHaveLength(2);
		expect(waits.filter((wait) => wait === 900)).toHaveLength(8);
		expect(await storedTimes(keys.pair)).toEqual([895, 895, 895, 900, 900]);
	});
});

describe('the stored times', () => {
	test('a key keeps at most its limit of times, however many attempts are refused', async () => {
		const settings = ownerSettings();
		const keys = throttleKeys('many@example.be', '203.0.113.53', secret);
		for (let s = 0; s < 3600; s += 20) await reserveAttempt(getPool(), keys, settings, at(s));
		const [row] = await rows<{ n: number }>('SELECT max(cardinality(attempts))::int AS n FROM login_throttle');
		expect(row!.n).toBeLessThanOrEqual(settings.throttle.client.limit);
		expect((await storedTimes(keys.pair)).length).toBeLessThanOrEqual(settings.throttle.pair.limit);
	});

	test('a right password takes back its own attempt from the account and the client, not a later one still being checked', async () => {
		const settings = ownerSettings();
		const keys = throttleKeys('own@example.be', '203.0.113.54', secret);
		expect(await reserveAttempt(getPool(), keys, settings, at(10))).toBe(0);
		expect(await reserveAttempt(getPool(), keys, settings, at(11))).toBe(0);
		await attemptSucceeded(getPool(), keys, settings, at(10));
		expect(await storedTimes(keys.account)).toEqual([11]);
		expect(await storedTimes(keys.client)).toEqual([11]);
		expect(await rows('SELECT 1 FROM login_throttle WHERE key = $1', [keys.pair])).toEqual([]);
	});

	test('a refused attempt counts nowhere: the keys counted before the locked one are taken back', async () => {
		const settings = ownerSettings();
		const ip = '203.0.113.55';
		for (let i = 0; i < settings.throttle.client.limit; i++) expect(await reserveAttempt(getPool(), throttleKeys(`x${i}@example.be`, ip, secret), settings, at(i))).toBe(0);
		const keys = throttleKeys('late@example.be', ip, secret);
		expect(await reserveAttempt(getPool(), keys, settings, at(100))).toBe(900 - 100 + settings.throttle.client.limit - 1);
		expect(await storedTimes(keys.pair)).toEqual([]);
		expect(await storedTimes(keys.account)).toEqual([]);
	});

	test('the agency’s reset forgets the failures and lifts the lock; the hourly clean-up deletes rows a day after their latest attempt', async () => {
		const settings = ownerSettings();
		const keys = throttleKeys('reset@example.be', '203.0.113.56', secret);
		for (let i = 0; i < 3; i++) await reserveAttempt(getPool(), keys, settings, at(i));
		expect(await clearAccount(getPool(), keys.account, at(5))).toEqual({ failures: 3, locks: 0 });
		for (let i = 0; i < 5; i++) await reserveAttempt(getPool(), keys, settings, at(i));
		expect(await clearAccount(getPool(), keys.account, at(5))).toEqual({ failures: 5, locks: 1 });
		expect(await reserveAttempt(getPool(), keys, settings, at(6))).toBe(0);

		await reserveAttempt(getPool(), keys, settings, at(24 * 3600));
		await pruneThrottle(getPool(), at(24 * 3600 + 7));
		// The row of the account (and pair, and client) attempted again a day later stays.
		expect(await storedTimes(keys.account)).toEqual([24 * 3600]);
		await pruneThrottle(getPool(), at(48 * 3600 + 1));
		expect(await rows('SELECT 1 FROM login_throttle')).toEqual([]);
	});

	test('the migration reads a fixed window in progress as its failures at its start: they leave the window when it would have ended', async () => {
		const sql = await readFile(join(import.meta.dirname, '../../src/db/migrations/20261203090000_login_throttle_attempts.sql'), 'utf8');
		const update = sql.split('\n').find((line) => line.startsWith('UPDATE login_throttle'));
		const keys = throttleKeys('old@example.be', '203.0.113.57', secret);
		await rows("INSERT INTO login_throttle (key, failures, window_start, attempts) VALUES ($1, 4, $2, '{}'), ($3, 0, $2, '{}')", [keys.pair, at(0), keys.account]);
		await rows(update!);
		expect(await storedTimes(keys.pair)).toEqual([0, 0, 0, 0]);
		expect(await storedTimes(keys.account)).toEqual([]);
		const settings = ownerSettings();
		expect(await reserveAttempt(getPool(), keys, settings, at(899))).toBe(0);
		expect(await reserveAttempt(getPool(), keys, settings, at(899))).toBe(900);
	});
});
