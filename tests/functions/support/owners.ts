import site from '../../../data/site.json' with { type: 'json' };
import type { Locale } from '../../../i18n/locales.ts';
import { createOwner } from '../../../src/lib/owners/accounts.ts';
import { sessionCookieName } from '../../../src/lib/owners/sessions.ts';
import { readOwnerSettings, type OwnerSettings } from '../../../src/lib/owners/settings.ts';
import { getPool } from '../../../src/lib/requests/db.ts';
import { siteOrigin } from './requests.ts';

/** Helpers of the owner portal tests: accounts, settings, requests with a session cookie. */

/** A cheap scrypt cost for accounts made by tests (verification reads the cost from the hash). */
export const testScrypt = { logN: 14, r: 8, p: 1 };

/** The owner settings the functions would read now. */
export const ownerSettings = (): OwnerSettings => readOwnerSettings(process.env, site);

let counter = 0;

/** Creates an owner with a unique email; returns its id and credentials. */
export async function makeOwner(propertyIds: number[], language: Locale = 'nl', name = 'Els Peeters'): Promise<{ id: number; email: string; password: string }> {
	const email = `owner${++counter}-${Date.now()}@example.be`;
	const password = `Geheim-wachtwoord-${counter}`;
	const id = await createOwner(getPool(), { email, name, language, password, propertyIds }, testScrypt);
	if (id === null) throw new Error('owner not created');
	return { id, email, password };
}

/** Options of a test request. */
export type OwnerCall = { method?: string; token?: string | null; origin?: string | null; body?: unknown; headers?: Record<string, string>; contentType?: string };

/** Builds a request to an owner endpoint as the browser would send it. */
export function ownerRequest(path: string, options: OwnerCall = {}): Request {
	const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
	const headers = new Headers(options.headers);
	const origin = options.origin === undefined ? (method === 'GET' ? null : siteOrigin) : options.origin;
	if (origin) headers.set('origin', origin);
	if (options.token) headers.set('cookie', `other=1; ${sessionCookieName}=${options.token}`);
	if (options.body !== undefined) headers.set('content-type', options.contentType ?? 'application/json');
	const body = options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
	return new Request(`${siteOrigin}${path}`, { method, headers, body });
}

/** The session token an answer's Set-Cookie headers set. */
export function tokenOf(res: Response): string {
	const cookies = res.headers.getSetCookie();
	const pattern = new RegExp(`^${sessionCookieName}=([A-Za-z0-9_-]{43});`);
	const match = cookies.map((cookie) => pattern.exec(cookie)).find(Boolean);
	if (!match) throw new Error(`no session cookie in ${JSON.stringify(cookies)}`);
	return match[1]!;
}

/** Minutes after an instant. */
export const after = (from: Date, minutes: number) => new Date(from.getTime() + minutes * 60_000);
