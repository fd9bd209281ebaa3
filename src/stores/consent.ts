/**
 * State of the cookie consent (spec §4): the choice in force (read from browser storage once the
 * page runs), whether the banner asks for one, and whether the settings dialog is open. Saving
 * writes the choice and its four flags to browser storage; the tracking reacts through `listen`.
 */
import { atom, computed, readonlyType } from 'nanostores';
import type { ConsentChoices } from '../lib/consent/options.ts';
import { isPreviewPath } from '../lib/routing/preview.ts';
import {
	consentStorageKey,
	createStoredConsent,
	hasSetCookiesParam,
	parseStoredConsent,
	type StoredConsent,
} from '../lib/consent/storage.ts';

/** The part of browser storage the consent needs. */
export type ConsentStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Where the page is and where it keeps its choice. */
export type ConsentContext = { path: string; search: string; storage?: ConsentStorage | null; now?: number };

const consent = atom<StoredConsent | null>(null);
const started = atom(false);
const preview = atom(false);
const settings = atom(false);
let storage: ConsentStorage | null = null;

/** The choice in force, null before one is made (or while the page has not read it yet). */
export const $consent = readonlyType(consent);
/** Whether the page has read the stored choice (`startConsent`): before, `$consent` says nothing yet. */
export const $consentRead = readonlyType(started);
/** Whether the settings dialog is open. */
export const $settingsOpen = readonlyType(settings);
/** Whether the banner asks for a choice: the page has read storage, none is stored, not a preview. */
export const $bannerShown = computed([started, consent, preview], (s, c, p) => s && !c && !p);

/** The page's localStorage, or null where the browser refuses it. */
export function browserStorage(): ConsentStorage | null {
	try {
		return globalThis.localStorage ?? null;
	} catch {
		return null;
	}
}

/**
 * Reads the stored choice once the page runs; `?setcookies` first clears it. Returns whether the
 * stored consent was cleared, so the page can drop the parameter and the tracking cookies.
 */
export function startConsent(context: ConsentContext): { cleared: boolean } {
	storage = context.storage === undefined ? browserStorage() : context.storage;
	const cleared = hasSetCookiesParam(context.search);
	try {
		if (cleared) storage?.removeItem(consentStorageKey);
		consent.set(parseStoredConsent(storage?.getItem(consentStorageKey) ?? null, context.now ?? Date.now()));
	} catch {
		consent.set(null);
	}
	preview.set(isPreviewPath(context.path));
	started.set(true);
	return { cleared };
}

/**
 * Reads the stored choice again after another tab of the site saved one (its `storage` event): the
 * banner, the favourites and the tracking follow it, and a choice saved here later builds on it
 * instead of on what this tab read when it opened.
 */
export function reloadConsent(now = Date.now()): void {
	if (!started.get()) return;
	try {
		consent.set(parseStoredConsent(storage?.getItem(consentStorageKey) ?? null, now));
	} catch {
		// storage refused: the choice in force stays
	}
}

/** Saves a choice: in force at once, kept in browser storage with its time and flags; closes the settings. */
export function saveConsent(choices: ConsentChoices, now = Date.now()): StoredConsent {
	const value = createStoredConsent(choices, now);
	try {
		storage?.setItem(consentStorageKey, JSON.stringify(value));
	} catch {
		// storage full or refused: the choice holds for this page only
	}
	consent.set(value);
	settings.set(false);
	return value;
}

/** Opens the settings dialog (banner's Settings button, the footer's cookie settings button). */
export function openSettings(): void {
	settings.set(true);
}

/** Closes the settings dialog without saving. */
export function closeSettings(): void {
	settings.set(false);
}
