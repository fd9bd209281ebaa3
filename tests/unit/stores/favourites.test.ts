import { beforeEach, describe, expect, test } from 'vitest';
import { acceptAllChoices, refuseAllChoices } from '../../../src/lib/consent/options.ts';
import { consentStorageKey, createStoredConsent, type StoredConsent } from '../../../src/lib/consent/storage.ts';
import { favouritesStorageKey } from '../../../src/lib/favourites/favourites.ts';
import { $bannerShown, $consent, reloadConsent, saveConsent, startConsent } from '../../../src/stores/consent.ts';
import { $favourites, $favouritesAllowed, addSharedFavourites, allowFavourites, forgetGone, keep, reloadFavourites, startFavourites, toggle } from '../../../src/stores/favourites.ts';
import { memoryStorage } from './memory-storage.ts';


const now = Date.parse('2026-03-01T12:00:00Z');
const consentOf = (preferences: boolean) =>
	JSON.stringify(createStoredConsent({ ...refuseAllChoices(), preferences }, now - 86_400_000));

/** Starts a page: consent read from `initial`, then the favourites. */
function openPage(initial: Record<string, string> = {}) {
	const storage = memoryStorage(initial);
	startConsent({ path: '/', search: '', storage, now });
	startFavourites(storage);
	return storage;
}

describe('favourites store: kept only with the consent option "preferences"', () => {
	beforeEach(() => openPage());

	test('with "preferences" granted, the stored favourites are read', () => {
		openPage({ [consentStorageKey]: consentOf(true), [favouritesStorageKey]: '[1004,1002]' });
		expect($favouritesAllowed.get()).toBe(true);
		expect($favourites.get()).toEqual([1004, 1002]);
	});

	test('before any consent nothing is read, nothing kept, and the stored value is left alone', () => {
		const storage = openPage({ [favouritesStorageKey]: '[1004]' });
		expect($favourites.get()).toEqual([]);
		expect(toggle(1002)).toBe('consent-needed');
		expect($favourites.get()).toEqual([]);
		expect(storage.data.get(favouritesStorageKey)).toBe('[1004]');
	});

	test('a consent without "preferences" forgets the stored favourites', () => {
		const storage = openPage({ [consentStorageKey]: consentOf(false), [favouritesStorageKey]: '[1004]' });
		expect($favourites.get()).toEqual([]);
		expect(storage.data.has(favouritesStorageKey)).toBe(false);
		expect(toggle(1004)).toBe('consent-needed');
	});

	test('a press adds and removes, and each change is stored', () => {
		const storage = openPage({ [consentStorageKey]: consentOf(true) });
		expect(toggle(1004)).toBe('added');
		expect(toggle(1002)).toBe('added');
		expect(storage.data.get(favouritesStorageKey)).toBe('[1002,1004]');
		expect(toggle(1004)).toBe('removed');
		expect($favourites.get()).toEqual([1002]);
		expect(storage.data.get(favouritesStorageKey)).toBe('[1002]');
	});

	test('allowing grants "preferences" on top of the choice in force, and hides the banner', () => {
		const storage = openPage();
		expect($bannerShown.get()).toBe(true);
		allowFavourites(now);
		expect($consent.get()?.choices).toEqual({ ...refuseAllChoices(), preferences: true });
		expect($bannerShown.get()).toBe(false);
		expect(toggle(1004)).toBe('added');
		expect((JSON.parse(storage.data.get(consentStorageKey)!) as StoredConsent).choices.preferences).toBe(true);
	});

	test('allowing keeps the other options a visitor had granted', () => {
		openPage({ [consentStorageKey]: JSON.stringify(createStoredConsent({ ...acceptAllChoices(), preferences: false }, now - 1000)) });
		allowFavourites(now);
		expect($consent.get()?.choices).toEqual(acceptAllChoices());
	});

	test('withdrawing "preferences" later forgets them, in storage too', () => {
		const storage = openPage({ [consentStorageKey]: consentOf(true), [favouritesStorageKey]: '[1004]' });
		saveConsent({ ...acceptAllChoices(), preferences: false }, now);
		expect($favourites.get()).toEqual([]);
		expect(storage.data.has(favouritesStorageKey)).toBe(false);
	});

	test.each([
		{ when: 'after ?setcookies cleared the consent', search: '?setcookies&city=Gand|9000', givenAt: now - 86_400_000 },
		{ when: 'after the consent expired', search: '', givenAt: now - 200 * 86_400_000 },
	])('a refusal $when forgets the stored favourites at once', ({ search, givenAt }) => {
		const storage = memoryStorage({
			[consentStorageKey]: JSON.stringify(createStoredConsent({ ...refuseAllChoices(), preferences: true }, givenAt)),
			[favouritesStorageKey]: '[1144,1116]',
		});
		startConsent({ path: '/fr/a-vendre/', search, storage, now });
		startFavourites(storage);
		expect($consent.get()).toBeNull();
		expect(storage.data.get(favouritesStorageKey)).toBe('[1144,1116]');
		saveConsent(refuseAllChoices(), now);
		expect($favourites.get()).toEqual([]);
		expect(storage.data.has(favouritesStorageKey)).toBe(false);
	});

	test("another tab's change is read again", () => {
		const storage = openPage({ [consentStorageKey]: consentOf(true), [favouritesStorageKey]: '[1004]' });
		storage.data.set(favouritesStorageKey, '[1009,1004]');
		reloadFavourites();
		expect($favourites.get()).toEqual([1009, 1004]);
	});

	test('storage that refuses to write keeps the favourites for the page', () => {
		const storage = openPage({ [consentStorageKey]: consentOf(true) });
		storage.setItem = () => {
			throw new Error('QuotaExceededError');
		};
		expect(toggle(1004)).toBe('added');
		expect($favourites.get()).toEqual([1004]);
	});

	test('a shared list is added in front of the kept ones only with "preferences", and stored', () => {
		const refused = openPage({ [consentStorageKey]: consentOf(false) });
		expect(addSharedFavourites([1009])).toBe(false);
		expect(refused.data.has(favouritesStorageKey)).toBe(false);
		const storage = openPage({ [consentStorageKey]: consentOf(true), [favouritesStorageKey]: '[1004]' });
		expect(addSharedFavourites([1009, 1004, 1010])).toBe(true);
		expect($favourites.get()).toEqual([1009, 1010, 1004]);
		expect(storage.data.get(favouritesStorageKey)).toBe('[1009,1010,1004]');
	});
});

describe('favourites store: "Allow and save" keeps the listing pressed, whatever was stored', () => {
	test.each([
		{ rule: 'kept in another tab before this one was allowed: it stays kept', stored: '[1004,1002]', expected: [1004, 1002] },
		{ rule: 'not kept yet: it is added in front', stored: '[1002]', expected: [1004, 1002] },
		{ rule: 'nothing stored: it is the first', stored: null, expected: [1004] },
	])('$rule', ({ stored, expected }) => {
		const storage = openPage(stored === null ? {} : { [favouritesStorageKey]: stored });
		expect(keep(1004)).toBe('consent-needed');
		allowFavourites(now);
		expect(keep(1004)).toBe('added');
		expect($favourites.get()).toEqual(expected);
		expect(storage.data.get(favouritesStorageKey)).toBe(JSON.stringify(expected));
	});
});

describe('spec §4 consent persists in browser storage: a choice saved in another tab is in force here', () => {
	test('a refusal of "preferences" there forgets the favourites here, and a press then asks again', () => {
		const storage = openPage({ [consentStorageKey]: consentOf(true), [favouritesStorageKey]: '[1004]' });
		storage.data.set(consentStorageKey, consentOf(false));
		storage.data.delete(favouritesStorageKey);
		reloadConsent(now);
		expect($favouritesAllowed.get()).toBe(false);
		expect($favourites.get()).toEqual([]);
		expect(toggle(1002)).toBe('consent-needed');
		expect(storage.data.has(favouritesStorageKey)).toBe(false);
	});

	test('"Accept all" there hides the banner here, and allowing favourites here keeps every option accepted there', () => {
		const storage = openPage();
		expect($bannerShown.get()).toBe(true);
		storage.data.set(consentStorageKey, JSON.stringify(createStoredConsent(acceptAllChoices(), now)));
		reloadConsent(now);
		expect($bannerShown.get()).toBe(false);
		allowFavourites(now);
		expect($consent.get()?.choices).toEqual(acceptAllChoices());
	});
});

describe('favourites store: kept listings no longer online', () => {
	test('are dropped once found gone, so the count is what the page shows', () => {
		const storage = openPage({ [consentStorageKey]: consentOf(true), [favouritesStorageKey]: '[99999,1144,1001]' });
		forgetGone([99999]);
		expect($favourites.get()).toEqual([1144, 1001]);
		expect(storage.data.get(favouritesStorageKey)).toBe('[1144,1001]');
	});

	test('nothing changes without "preferences" or when none is gone', () => {
		const storage = openPage({ [favouritesStorageKey]: '[99999,1144]' });
		forgetGone([99999]);
		expect(storage.data.get(favouritesStorageKey)).toBe('[99999,1144]');
		const kept = openPage({ [consentStorageKey]: consentOf(true), [favouritesStorageKey]: '[1144]' });
		forgetGone([]);
		expect(kept.data.get(favouritesStorageKey)).toBe('[1144]');
	});
});
