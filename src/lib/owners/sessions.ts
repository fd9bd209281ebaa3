import { createHash, randomBytes } from 'node:crypto';
import type { Locale } from '../../../i18n/locales.ts';
import type { Db } from '../requests/db.ts';
import { sessionIdleMs } from './idle.ts';
import { cookieValues } from './session-hint.ts';
import type { OwnerSettings } from './settings.ts';

/**
 * Owner sessions: a random 32-byte token lives only in the visitor's `__Host-session` cookie; the
 * database keeps its SHA-256. A session ends at logout (row deleted), after 30 minutes without a
 * request (idle) and 12 hours after login (absolute), whichever comes first. Every check takes the
 * time as an argument, so tests move the clock.
 */

/** The session cookie's name: `__Host-` makes the browser require Secure, Path=/ and no Domain. */
export const sessionCookieName = '__Host-session';

/** The signed-in owner behind a valid session, and the session's absolute end. */
export type SessionOwner = { ownerId: number; email: string; name: string; language: Locale; tokenHash: string; expiresAt: Date };

/** Makes a new session token: 32 random bytes, base64url (43 characters). */
export function newToken(): string {
	return randomBytes(32).toString('base64url');
}

/**
 * The stored form of a token: its SHA-256 in hex.
 * @example hashToken('abc') // => 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'
 */
export function hashToken(token: string): string {
	return createHash('sha256').update(token).digest('hex');
}

/** The Set-Cookie value that stores a token for the session's absolute lifetime. */
export function sessionCookie(token: string, maxAgeMs: number): string {
	return `${sessionCookieName}=${token}; Path=/; Max-Age=${Math.floor(maxAgeMs / 1000)}; Secure; HttpOnly; SameSite=Strict`;
}

/** The Set-Cookie value that removes the session cookie. */
export function clearedSessionCookie(): string {
	return `${sessionCookieName}=; Path=/; Max-Age=0; Secure; HttpOnly; SameSite=Strict`;
}

/** The session token of a request's Cookie header, or null when there is none of the right shape. */
export function tokenFromCookies(header: string | null): string | null {
	return cookieValues(header, sessionCookieName).find((value) => /^[A-Za-z0-9_-]{43}$/.test(value)) ?? null;
}

/** Starts a session for an owner; returns the token for the cookie (only its hash is stored). */
export async function createSession(db: Db, ownerId: number, settings: OwnerSettings, now: Date): Promise<string> {
	const token = newToken();
	await db.query('INSERT INTO owner_sessions (token_hash, owner_id, created_at, last_seen_at, expires_at) VALUES ($1, $2, $3, $3, $4)', [
		hashToken(token),
		ownerId,
		now,
		new Date(now.getTime() + settings.session.absoluteMs),
	]);
	return token;
}

/**
 * The SQL condition that the session row `s` is still open: its last request not before the idle
 * limit and its absolute end still ahead, both given as query placeholders. A row that fails it
 * waits for the hourly clean-up (`pruneSessions`) but no longer counts as a session.
 * @example liveSession('$2', '$3') // => 's.last_seen_at >= $3 AND s.expires_at > $2'
 */
export function liveSession(now: string, idleLimit: string): string {
	return `s.last_seen_at >= ${idleLimit} AND s.expires_at > ${now}`;
}

/**
 * The idle limit at `now`: a session whose last request came before it has ended.
 * @example idleLimitAt(new Date('2026-11-24T12:00:00Z'), 1_800_000) // => new Date('2026-11-24T11:30:00Z')
 */
export function idleLimitAt(now: Date, idleMs: number): Date {
	return new Date(now.getTime() - idleMs);
}

/**
 * The owner of a valid session, its idle clock reset to `now`; null when the token is unknown,
 * idle for longer than allowed, or past its absolute end (such a session is deleted).
 */
export async function authenticate(db: Db, token: string | null, settings: OwnerSettings, now: Date): Promise<SessionOwner | null> {
	if (!token) return null;
	const tokenHash = hashToken(token);
	const { rows } = await db.query<{ owner_id: string; email: string; name: string; language: Locale; expires_at: Date | string }>(
		`UPDATE owner_sessions s SET last_seen_at = $2 FROM owners o
		 WHERE s.token_hash = $1 AND o.id = s.owner_id AND ${liveSession('$2', '$3')}
		 RETURNING s.owner_id, o.email, o.name, o.language, s.expires_at`,
		[tokenHash, now, idleLimitAt(now, settings.session.idleMs)],
	);
	const row = rows[0];
	if (row) return { ownerId: Number(row.owner_id), email: row.email, name: row.name, language: row.language, tokenHash, expiresAt: new Date(row.expires_at) };
	await db.query('DELETE FROM owner_sessions WHERE token_hash = $1', [tokenHash]);
	return null;
}

/** Ends a session (logout). */
export async function endSession(db: Db, tokenHash: string): Promise<void> {
	await db.query('DELETE FROM owner_sessions WHERE token_hash = $1', [tokenHash]);
}

/**
 * Ends every session of an owner except `keep` (after a password change or reset): deletes all its
 * rows, and answers how many of them were still open at `now` (an idle or expired row only awaited
 * the clean-up).
 */
export async function endOtherSessions(db: Db, ownerId: number, keep: string | null = null, now = new Date()): Promise<number> {
	const { rows } = await db.query<{ open: number }>(
		`WITH ended AS (DELETE FROM owner_sessions s WHERE s.owner_id = $1 AND s.token_hash IS DISTINCT FROM $2 RETURNING s.last_seen_at, s.expires_at)
		 SELECT count(*)::int AS open FROM ended s WHERE ${liveSession('$3', '$4')}`,
		[ownerId, keep, now, idleLimitAt(now, sessionIdleMs)],
	);
	return Number(rows[0]?.open ?? 0);
}

/** Deletes sessions that can no longer be used (idle or past their end). */
export async function pruneSessions(db: Db, settings: OwnerSettings, now: Date): Promise<number> {
	const { rowCount } = await db.query(`DELETE FROM owner_sessions s WHERE NOT (${liveSession('$1', '$2')})`, [now, idleLimitAt(now, settings.session.idleMs)]);
	return rowCount ?? 0;
}
