import { beforeEach, describe, expect, test, vi } from 'vitest';
import { consentStorageKey } from '../../../src/lib/consent/storage.ts';
import { favouritesStorageKey } from '../../../src/lib/favourites/favourites.ts';
import { loadRetrying } from '../../../src/lib/fetch-retry.ts';
import { askThenKeep, type AskOptions } from '../../../src/scripts/favourites.ts';
import { startConsent } from '../../../src/stores/consent.ts';
import { $favourites, startFavourites } from '../../../src/stores/favourites.ts';
import { memoryStorage } from '../stores/memory-storage.ts';

const now = Date.parse('2026-03-01T12:00:00Z');
const question = { title: 'Keep your favourites?', text: 'We keep them on this device only.', allow: 'Allow and save', cancel: 'Not now' };

/** A page without a consent: nothing kept, every press asks first. */
function openPage() {
	const storage = memoryStorage({});
	startConsent({ path: '/', search: '', storage, now });
	startFavourites(storage);
	return storage;
}

/** Something loaded later, as after a deploy (404) or offline: every try fails; counts the tries (waits skipped). */
function gone() {
	let tries = 0;
	const load = () =>
		loadRetrying(
			async () => {
				tries += 1;
				throw new TypeError('Failed to fetch dynamically imported module: /_astro/consent-dialog.abc123.js');
			},
			[1000, 3000],
			async () => undefined,
		);
	return { load: load as () => Promise<never>, tries: () => tries };
}

const dialog = (answer: boolean) => () => Promise.resolve({ askForFavourites: vi.fn(() => Promise.resolve(answer)) });
const strings = () => Promise.resolve({ favourites: question });

describe("the heart's consent question never leaves a press without an outcome", () => {
	beforeEach(() => {
		openPage();
	});

	test.each([
		{ name: 'the dialog, Allow', options: { loadDialog: dialog(true), loadStrings: strings }, confirmed: null, kept: [1004] },
		{ name: 'the dialog, Not now', options: { loadDialog: dialog(false), loadStrings: strings }, confirmed: null, kept: [] },
		{ name: "the dialog's code gone after a deploy, the browser's box, OK", options: { loadDialog: gone().load, loadStrings: strings }, confirmed: true, kept: [1004] },
		{ name: "the dialog's code gone after a deploy, the browser's box, Cancel", options: { loadDialog: gone().load, loadStrings: strings }, confirmed: false, kept: [] },
		{ name: 'offline: code and texts gone', options: { loadDialog: gone().load, loadStrings: gone().load }, confirmed: null, kept: [] },
		{ name: 'offline: the texts gone, the code there', options: { loadDialog: dialog(true), loadStrings: gone().load }, confirmed: null, kept: [] },
	] satisfies { name: string; options: AskOptions; confirmed: boolean | null; kept: number[] }[])('$name: kept $kept, the focus back on the heart', async ({ options, confirmed, kept }) => {
		const focus = vi.fn();
		const confirm = vi.fn(() => confirmed ?? false);
		await expect(askThenKeep({ focus }, 1004, { ...options, confirm })).resolves.toBeUndefined();
		expect($favourites.get()).toEqual(kept);
		expect(focus).toHaveBeenCalledTimes(1);
		expect(confirm).toHaveBeenCalledTimes(confirmed === null ? 0 : 1);
	});

	test("the browser's box asks the dialog's own question, in the page's language, after the code's three tries", async () => {
		const code = gone();
		const confirm = vi.fn(() => true);
		const storage = openPage();
		await askThenKeep({ focus: () => undefined }, 1004, { loadDialog: code.load, loadStrings: strings, confirm });
		expect(code.tries()).toBe(3);
		expect(confirm).toHaveBeenCalledWith(`${question.title}\n\n${question.text}`);
		expect(storage.data.get(favouritesStorageKey)).toBe('[1004]');
		expect((JSON.parse(storage.data.get(consentStorageKey) ?? '{}') as { choices?: { preferences?: boolean } }).choices?.preferences).toBe(true);
	});

	test('offline, a later press asks again and keeps the listing', async () => {
		const focus = vi.fn();
		await askThenKeep({ focus }, 1004, { loadDialog: gone().load, loadStrings: gone().load });
		expect($favourites.get()).toEqual([]);
		await askThenKeep({ focus }, 1004, { loadDialog: dialog(true), loadStrings: strings });
		expect($favourites.get()).toEqual([1004]);
		expect(focus).toHaveBeenCalledTimes(2);
	});
});
