import { domainToUnicode } from 'node:url';
import type { Locale } from '../../../i18n/locales.ts';
import { asciiEmail } from '../../schemas/requests/fields.ts';
import type { Db } from '../requests/db.ts';
import { sessionIdleMs } from './idle.ts';
import { hashPassword, owaspScrypt, type ScryptParams } from './password.ts';
import { idleLimitAt, liveSession } from './sessions.ts';

/**
 * Owner accounts: an email address (stored lowercased, unique), a password hash, a name, a
 * language and the ids of the properties the owner may follow.
 */

/** An owner account as the login reads it. */
export type OwnerRecord = { id: number; email: string; name: string; language: Locale; passwordHash: string };

/** An owner account as the operator's list shows it. */
export type OwnerSummary = { id: number; email: string; name: string; language: Locale; propertyIds: number[]; createdAt: Date; sessions: number };

/**
 * The canonical form of an email address: trimmed, NFC, lowercased, its domain in ASCII (as the
 * request forms store it, `asciiEmail`). Chrome sends `jan@café.be` from an email field as
 * `jan@xn--caf-dma.be`, Firefox as typed: both are one account.
 * @example normalizeEmail(' Eigenaar@Example.BE ') // => 'eigenaar@example.be'
 * @example normalizeEmail('Jan@Café.be') // => 'jan@xn--caf-dma.be'
 */
export function normalizeEmail(email: string): string {
	return asciiEmail(email.trim().normalize('NFC').toLowerCase());
}

/**
 * The spellings an account of an address may be stored under: the canonical one, and the domain in
 * Unicode, as accounts were stored until 2026-11-25 (trimmed and lowercased only).
 */
function storedSpellings(email: string): string[] {
	const canonical = normalizeEmail(email);
	const at = canonical.lastIndexOf('@');
	const unicode = `${canonical.slice(0, at)}@${domainToUnicode(canonical.slice(at + 1))}`;
	return unicode === canonical ? [canonical] : [canonical, unicode];
}

/** The owner with an email address, or null. */
export async function findOwnerByEmail(db: Db, email: string): Promise<OwnerRecord | null> {
	const { rows } = await db.query<{ id: string; email: string; name: string; language: Locale; password_hash: string }>(
		'SELECT id, email, name, language, password_hash FROM owners WHERE email = ANY($1::text[]) ORDER BY id LIMIT 1',
		[storedSpellings(email)],
	);
	const row = rows[0];
	return row ? { id: Number(row.id), email: row.email, name: row.name, language: row.language, passwordHash: row.password_hash } : null;
}

/** What a new account needs. */
export type NewOwner = { email: string; name: string; language: Locale; password: string; propertyIds: number[] };

/** Creates an account with its properties; returns its id, or null when the email is taken. */
export async function createOwner(db: Db, owner: NewOwner, params: ScryptParams = owaspScrypt): Promise<number | null> {
	if (await findOwnerByEmail(db, owner.email)) return null;
	const hash = await hashPassword(owner.password, params);
	const { rows } = await db.query<{ id: string }>(
		`INSERT INTO owners (email, name, language, password_hash) VALUES ($1, $2, $3, $4)
		 ON CONFLICT (email) DO NOTHING RETURNING id`,
		[normalizeEmail(owner.email), owner.name.trim(), owner.language, hash],
	);
	const id = rows[0] ? Number(rows[0].id) : null;
	if (id !== null) await linkProperties(db, id, owner.propertyIds);
	return id;
}

/** Links properties to an owner (ids already linked are kept once). */
export async function linkProperties(db: Db, ownerId: number, propertyIds: number[]): Promise<void> {
	if (propertyIds.length === 0) return;
	await db.query(
		'INSERT INTO owner_properties (owner_id, property_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING',
		[ownerId, [...new Set(propertyIds)]],
	);
}

/** Unlinks properties from an owner; returns how many were linked. */
export async function unlinkProperties(db: Db, ownerId: number, propertyIds: number[]): Promise<number> {
	if (propertyIds.length === 0) return 0;
	const { rowCount } = await db.query('DELETE FROM owner_properties WHERE owner_id = $1 AND property_id = ANY($2::int[])', [ownerId, [...new Set(propertyIds)]]);
	return rowCount ?? 0;
}

/** Replaces an owner's password hash; false when the owner does not exist. */
export async function setPasswordHash(db: Db, ownerId: number, hash: string): Promise<boolean> {
	const { rowCount } = await db.query('UPDATE owners SET password_hash = $2, password_changed_at = now() WHERE id = $1', [ownerId, hash]);
	return rowCount === 1;
}

/** The property ids of an owner, ascending. */
export async function ownerPropertyIds(db: Db, ownerId: number): Promise<number[]> {
	const { rows } = await db.query<{ property_id: number }>('SELECT property_id FROM owner_properties WHERE owner_id = $1 ORDER BY property_id', [ownerId]);
	return rows.map((r) => Number(r.property_id));
}

/** Tells whether a property is one of the owner's. */
export async function ownsProperty(db: Db, ownerId: number, propertyId: number): Promise<boolean> {
	const { rows } = await db.query('SELECT 1 FROM owner_properties WHERE owner_id = $1 AND property_id = $2', [ownerId, propertyId]);
	return rows.length > 0;
}

/** Every account with its properties and its sessions open at `now` (not idle, not past their end), by email. */
export async function listOwners(db: Db, now = new Date()): Promise<OwnerSummary[]> {
	const { rows } = await db.query<{ id: string; email: string; name: string; language: Locale; created_at: Date; property_ids: number[] | null; sessions: string }>(
		`SELECT o.id, o.email, o.name, o.language, o.created_at,
		   (SELECT array_agg(p.property_id ORDER BY p.property_id) FROM owner_properties p WHERE p.owner_id = o.id) AS property_ids,
		   (SELECT count(*) FROM owner_sessions s WHERE s.owner_id = o.id AND ${liveSession('$1', '$2')})::text AS sessions
		 FROM owners o ORDER BY o.email`,
		[now, idleLimitAt(now, sessionIdleMs)],
	);
	return rows.map((r) => ({ id: Number(r.id), email: r.email, name: r.name, language: r.language, propertyIds: (r.property_ids ?? []).map(Number), createdAt: r.created_at, sessions: Number(r.sessions) }));
}

/** Deletes an account (its properties links and sessions go with it); false when there was none. */
export async function removeOwner(db: Db, email: string): Promise<boolean> {
	const { rowCount } = await db.query('DELETE FROM owners WHERE email = ANY($1::text[])', [storedSpellings(email)]);
	return (rowCount ?? 0) > 0;
}
