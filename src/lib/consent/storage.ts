/**
 * The stored consent (spec §4): the choice, its four flags, when it was made and under which
 * version of the options. A value that cannot be read, is of another version, lies in the future
 * or is six months old or more counts as no choice, so the banner asks again.
 */
import { consentFlagsOf, normalizeChoices, type ConsentChoices, type ConsentFlags } from './options.ts';

/** Version of the options; raising it asks every visitor again. */
export const consentVersion = 1;

/** The browser storage key of the consent value. */
export const consentStorageKey = 'agency.consent';

/** How long a choice holds before it is asked again, in calendar months. */
export const consentLifetimeMonths = 6;

/** The value kept in browser storage. */
export type StoredConsent = { version: number; timestamp: number; choices: ConsentChoices; flags: ConsentFlags };

/** The stored value of a choice made at `now` (ms since the epoch). */
export function createStoredConsent(choices: ConsentChoices, now: number): StoredConsent {
	const complete = normalizeChoices(choices);
	return { version: consentVersion, timestamp: now, choices: complete, flags: consentFlagsOf(complete) };
}

/**
 * When a choice made at `timestamp` expires: the same day and time six calendar months later
 * (UTC), or the month's last day when it has no such day.
 * @example new Date(consentExpiry(Date.UTC(2025, 7, 31))).toISOString() // => '2026-02-28T00:00:00.000Z'
 */
export function consentExpiry(timestamp: number): number {
	const date = new Date(timestamp);
	const target = new Date(timestamp);
	target.setUTCDate(1);
	target.setUTCMonth(date.getUTCMonth() + consentLifetimeMonths);
	const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
	target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
	return target.getTime();
}

/**
 * Reads a stored value; null when absent, unreadable, of another version, made in the future or expired.
 * @example parseStoredConsent(null, Date.now()) // => null
 */
export function parseStoredConsent(raw: string | null, now: number): StoredConsent | null {
	if (!raw) return null;
	let value: unknown;
	try {
		value = JSON.parse(raw);
	} catch {
		return null;
	}
	if (typeof value !== 'object' || value === null) return null;
	const { version, timestamp, choices } = value as Record<string, unknown>;
	if (version !== consentVersion || typeof timestamp !== 'number' || !Number.isFinite(timestamp)) return null;
	if (typeof choices !== 'object' || choices === null) return null;
	if (timestamp > now || now >= consentExpiry(timestamp)) return null;
	return createStoredConsent(normalizeChoices(choices), timestamp);
}

/**
 * Whether the query string asks to clear all stored consent (spec §2 setcookies), with or without a value.
 * @example hasSetCookiesParam('?setcookies') // => true
 */
export function hasSetCookiesParam(search: string): boolean {
	return new URLSearchParams(search).has('setcookies');
}

/**
 * The query string without the setcookies parameter, so a reload does not clear the new choice.
 * @example withoutSetCookies('?setcookies&city=Gent|9000') // => '?city=Gent%7C9000'
 */
export function withoutSetCookies(search: string): string {
	const params = new URLSearchParams(search);
	params.delete('setcookies');
	const rest = params.toString();
	return rest ? `?${rest}` : '';
}
