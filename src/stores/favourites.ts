/**
 * The visitor's favourite listings (design.md: shared state of the islands), kept in browser
 * storage only while the consent option "preferences" is granted (`src/lib/favourites/favourites.ts`).
 * A consent without that option forgets them, in storage too; before any consent nothing is read.
 */
import { atom, computed, readonlyType } from 'nanostores';
import { addShared, favouritesStorageKey, parseFavourites, toggleFavourite } from '../lib/favourites/favourites.ts';
import { initialChoices } from '../lib/consent/options.ts';
import { $consent, saveConsent, type ConsentStorage } from './consent.ts';

const ids = atom<number[]>([]);
let storage: ConsentStorage | null = null;
let stopWatching: (() => void) | null = null;

/** The favourite ids, newest first (empty while they may not be kept). */
export const $favourites = readonlyType(ids);

/** Whether favourites may be kept: the consent in force grants "preferences". */
export const $favouritesAllowed = computed($consent, (consent) => consent?.choices.preferences === true);

/** What a press on a favourite button did. */
export type ToggleResult = 'added' | 'removed' | 'consent-needed';

function readStored(): void {
	ids.set(parseFavourites(storage?.getItem(favouritesStorageKey) ?? null));
}

function write(next: number[]): void {
	ids.set(next);
	try {
		storage?.setItem(favouritesStorageKey, JSON.stringify(next));
	} catch {
		// storage full or refused: the favourites hold for this page only
	}
}

/**
 * Follows the consent from now on: with "preferences" the stored favourites are read, without it
 * (a choice that leaves it out) they are forgotten. Call once the consent has been read
 * (`startConsent`); calling again starts over with the storage given.
 */
export function startFavourites(given: ConsentStorage | null): void {
	stopWatching?.();
	storage = given;
	// Every consent saved counts, not only a change of "preferences": a refusal given when there was
	// no consent (after ?setcookies, or once it expired) leaves them out as much as before, and
	// must forget them at once.
	stopWatching = $consent.subscribe((consent) => {
		if (consent?.choices.preferences === true) {
			readStored();
			return;
		}
		ids.set([]);
		if (consent === null) return;
		try {
			storage?.removeItem(favouritesStorageKey);
		} catch {
			// storage refused: nothing was kept
		}
	});
}

/** Reads the favourites again after another tab of the site changed them. */
export function reloadFavourites(): void {
	if ($favouritesAllowed.get()) readStored();
}

/** Adds or removes a listing; without the "preferences" consent nothing changes and the visitor is to be asked. */
export function toggle(id: number): ToggleResult {
	if (!$favouritesAllowed.get()) return 'consent-needed';
	const next = toggleFavourite(ids.get(), id);
	write(next);
	return next.includes(id) ? 'added' : 'removed';
}

/**
 * Keeps a listing (adds it when it is not kept yet): the press that asked for the consent. Once
 * allowed, the stored favourites are read, and the listing may be among them already (kept in
 * another tab, or before the consent was cleared); a toggle would then take it out.
 */
export function keep(id: number): ToggleResult {
	if (!$favouritesAllowed.get()) return 'consent-needed';
	if (!ids.get().includes(id)) write(toggleFavourite(ids.get(), id));
	return 'added';
}

/** Adds a shared list to the favourites; without the "preferences" consent nothing changes. */
export function addSharedFavourites(shared: readonly number[]): boolean {
	if (!$favouritesAllowed.get()) return false;
	write(addShared(ids.get(), shared));
	return true;
}

/**
 * Drops kept ids that are no longer online (the favourites page found no card for them), so the
 * header's count is what the page can show; nothing changes without the "preferences" consent.
 */
export function forgetGone(gone: readonly number[]): void {
	if (!$favouritesAllowed.get() || gone.length === 0) return;
	const kept = ids.get().filter((id) => !gone.includes(id));
	if (kept.length !== ids.get().length) write(kept);
}

/** Grants "preferences" on top of the choice in force (the other options as they were, off before any choice). */
export function allowFavourites(now = Date.now()): void {
	const choices = $consent.get()?.choices ?? initialChoices();
	saveConsent({ ...choices, preferences: true }, now);
}
