import { beforeEach, describe, expect, test } from 'vitest';
import { acceptAllChoices, refuseAllChoices } from '../../../src/lib/consent/options.ts';
import { consentStorageKey, createStoredConsent } from '../../../src/lib/consent/storage.ts';
import { $bannerShown, $consent, $settingsOpen, closeSettings, openSettings, saveConsent, startConsent } from '../../../src/stores/consent.ts';
import { memoryStorage } from './memory-storage.ts';


const now = Date.parse('2026-03-01T12:00:00Z');
const kept = JSON.stringify(createStoredConsent(acceptAllChoices(), now - 86_400_000));

describe('consent store (spec §4)', () => {
	beforeEach(() => startConsent({ path: '/', search: '', storage: memoryStorage(), now }));

	test('the banner shows when nothing is stored', () => {
		expect($consent.get()).toBeNull();
		expect($bannerShown.get()).toBe(true);
	});

	test('a stored choice is in force and hides the banner', () => {
		startConsent({ path: '/', search: '', storage: memoryStorage({ [consentStorageKey]: kept }), now });
		expect($consent.get()?.choices).toEqual(acceptAllChoices());
		expect($bannerShown.get()).toBe(false);
	});

	test('no banner on a preview path', () => {
		startConsent({ path: '/preview/fr/a-vendre/', search: '', storage: memoryStorage(), now });
		expect($bannerShown.get()).toBe(false);
	});

	test('?setcookies clears the stored choice and asks again', () => {
		const storage = memoryStorage({ [consentStorageKey]: kept });
		expect(startConsent({ path: '/', search: '?setcookies', storage, now })).toEqual({ cleared: true });
		expect(storage.data.has(consentStorageKey)).toBe(false);
		expect($bannerShown.get()).toBe(true);
	});

	test('saving stores the choice with its flags and time, hides the banner and closes the settings', () => {
		const storage = memoryStorage();
		startConsent({ path: '/', search: '', storage, now });
		openSettings();
		saveConsent(refuseAllChoices(), now);
		expect(JSON.parse(storage.data.get(consentStorageKey)!)).toEqual(createStoredConsent(refuseAllChoices(), now));
		expect($bannerShown.get()).toBe(false);
		expect($settingsOpen.get()).toBe(false);
	});

	test('without browser storage the choice holds for the page', () => {
		const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); }, removeItem: () => {} };
		startConsent({ path: '/', search: '', storage: broken, now });
		expect($bannerShown.get()).toBe(true);
		saveConsent(acceptAllChoices(), now);
		expect($consent.get()?.choices).toEqual(acceptAllChoices());
	});

	test('the settings open and close without saving', () => {
		openSettings();
		expect($settingsOpen.get()).toBe(true);
		closeSettings();
		expect($settingsOpen.get()).toBe(false);
		expect($consent.get()).toBeNull();
	});
});
