import type { Db } from '../requests/db.ts';
import { createOwner } from './accounts.ts';

/**
 * The demo owner of local runs (`npm start`, the browser tests): seeded by the local server into
 * its emulated database, never by a migration, so a deployed database never holds an account whose
 * password is in the README.
 */

/** The demo owner's account (password as documented in the README). */
export const demoOwner = {
	email: 'eigenaar@immo-drieland.example',
	name: 'Demo Eigenaar',
	language: 'nl',
	password: 'Demo-eigenaar-2026',
	propertyIds: [1004, 1001, 1011],
} as const;

/** Anything that runs a query and returns rows (the pg pool, or the emulator's NetlifyDB). */
export type RowQuery = { query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }> };

/** Adds the demo owner when no account has its email; returns whether it was added. */
export async function seedDemoOwner(db: RowQuery): Promise<boolean> {
	const { rows } = await db.query('SELECT 1 FROM owners WHERE email = $1', [demoOwner.email]);
	if (rows.length > 0) return false;
	const adapter: Db = { query: async <T>(text: string, params?: unknown[]) => ({ rows: (await db.query<T>(text, params)).rows, rowCount: null }) };
	return (await createOwner(adapter, { ...demoOwner, propertyIds: [...demoOwner.propertyIds] })) !== null;
}
