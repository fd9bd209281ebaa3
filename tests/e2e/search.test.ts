import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { webIdToIconSrc } from '../../src/lib/domain/type-icon.ts';
import { axeViolations } from './support/axe.ts';
import { islandHydrated, islandScriptLate, readWithoutActing } from './support/scripts-asked.ts';

/** The demo export the site was built from (read raw: the tests never load the Astro data set). */
const dataDir = process.env.DATA_DIR ?? 'data';
type Row = {
	ID: number;
	Language: string;
	Title: string;
	City: string;
	Zip: string;
	Goal: number;
	WebIDs: string;
	RecordFile: string;
	Availability: { Status: string };
};
const properties = JSON.parse(readFileSync(join(dataDir, 'properties.json'), 'utf8')) as Row[];
const cities = JSON.parse(readFileSync(join(dataDir, 'cities.json'), 'utf8')) as {
	Name: string;
	Zip: string;
	Language: string;
}[];
const types = JSON.parse(readFileSync(join(dataDir, 'property-types.json'), 'utf8')) as {
	Name: string;
	WebID: number;
	Language: string;
	ShowOrder: number;
	Sale: boolean;
	Rent: boolean;
}[];

const nlListings = properties.filter((p) => p.Language === 'nl');
/**
 * The listings of a type that its sale and rent lists show (spec §2: a list shows every listing of
 * its goal, sold and under offer ones with a badge; a list filters only on the types it offers).
 */
const countsOf = (webId: number) => {
	const type = types.find((t) => t.Language === 'nl' && t.WebID === webId)!;
	const ofType = nlListings.filter((p) => p.WebIDs.split(',').map(Number).includes(webId));
	return {
		sale: type.Sale ? ofType.filter((p) => p.Goal === 0).length : 0,
		rent: type.Rent ? ofType.filter((p) => p.Goal !== 0).length : 0,
	};
};
/** The Dutch cities with the listings each list shows there. */
const cityCounts = [
	...nlListings
		.reduce((byCity, p) => {
			const key = `${p.City}|${p.Zip}`;
			const counts = byCity.get(key) ?? { name: p.City, zip: p.Zip, sale: 0, rent: 0 };
			counts[p.Goal === 0 ? 'sale' : 'rent']++;
			return byCity.set(key, counts);
		}, new Map<string, { name: string; zip: string; sale: number; rent: number }>())
		.values(),
];
/** The list's result count as its status says it. */
const resultsText = (n: number) => (n === 1 ? '1 resultaat' : `${n} resultaten`);
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const accented = cities.find((c) => c.Language === 'fr' && fold(c.Name) !== c.Name.toLowerCase())!;
const listing = nlListings[0]!;
/** Title and city words of a listing, folded, as the search splits them. */
const wordsOf = (p: Row) => fold(`${p.Title} ${p.City}`).split(/[\s\p{P}\p{S}]+/u);
/** A title word (5+ letters) that starts a word of 2 to 8 listings: all of them fit the group. */
const titleWord = nlListings
	.flatMap((p) => fold(p.Title).split(/[\s\p{P}\p{S}]+/u))
	.filter((w) => w.length >= 5)
	.map((w) => ({ w, hits: nlListings.filter((p) => wordsOf(p).some((x) => x.startsWith(w))) }))
	.find(({ hits }) => hits.length >= 2 && hits.length <= 8)!;

/** Loads a page and waits until the search island is hydrated, recording every request for the index. */
async function openPage(page: Page, path: string): Promise<string[]> {
	const indexRequests: string[] = [];
	page.on('request', (r) => {
		if (r.url().includes('/search/')) indexRequests.push(new URL(r.url()).pathname);
	});
	await page.goto(path);
	// The box wakes when the visitor reaches for it (the pointer over it); then wait for the search
	// island itself: other islands (the footer form) hydrate only when visible.
	await page.locator('#search-input').hover();
	await islandHydrated(page, '#search-input');
	return indexRequests;
}

/** Loads a page over a slow connection: the search box's script arrives 2 s after the input can be used. */
async function openSlowly(page: Page, path: string): Promise<void> {
	await islandScriptLate(page, 'SearchBox');
	await page.goto(path);
}

/** Moves the focus to the search input with the Tab key only. */
async function tabToSearch(page: Page): Promise<void> {
	for (let i = 0; i < 60; i++) {
		await page.keyboard.press('Tab');
		if (await page.evaluate(() => document.activeElement?.id === 'search-input')) return;
	}
	throw new Error('The search input cannot be reached with Tab');
}

test.describe('home search block (spec §2, §4, §5; ARIA combobox)', () => {
	let pageErrors: string[] = [];
	test.beforeEach(({ page }) => {
		pageErrors = [];
		page.on('pageerror', (error) => pageErrors.push(error.message));
	});
	test.afterEach(() => expect(pageErrors, 'errors thrown in the page').toEqual([]));

	test('the index is fetched on the first focus, never on page load, and only once', async ({
		page,
	}) => {
		const requests = await openPage(page, '/');
		await page.waitForTimeout(300);
		expect(requests).toEqual([]);
		const input = page.locator('#search-input');
		await input.focus();
		await expect(page.getByRole('listbox')).toBeVisible();
		expect(requests).toEqual(['/search/nl.json']);
		await input.blur();
		await input.focus();
		await expect(page.getByRole('listbox')).toBeVisible();
		expect(requests).toEqual(['/search/nl.json']);
	});

	/** A type's option as the dropdown shows and names it: both counts, or the one goal a type is offered for (Grond: sale only). */
	const typeOption = (type: (typeof types)[number]) => {
		const { sale, rent } = countsOf(type.WebID);
		const counts = [type.Sale ? `${sale} te koop` : null, type.Rent ? `${rent} te huur` : null].filter((c) => c !== null);
		return { text: `${type.Name} ${counts.join(' · ')}`, name: `${type.Name}, ${counts.join(', ')}` };
	};

	test('focus shows only the types, in ShowOrder (ties by WebID, as the list filter), with the listings each list shows of them', async ({
		page,
	}) => {
		await openPage(page, '/');
		const input = page.locator('#search-input');
		await input.focus();
		await expect(input).toHaveAttribute('aria-expanded', 'true');
		const list = page.getByRole('listbox');
		await expect(list.getByRole('group')).toHaveCount(1);
		const nlTypes = types
			.filter((t) => t.Language === 'nl')
			.sort((a, b) => a.ShowOrder - b.ShowOrder || a.WebID - b.WebID);
		const options = list.getByRole('option');
		await expect(options).toHaveCount(nlTypes.length);
		for (const [i, type] of nlTypes.entries()) {
			const { text, name } = typeOption(type);
			await expect(options.nth(i)).toHaveText(text);
			await expect(options.nth(i)).toHaveAccessibleName(name);
			await expect(options.nth(i)).toHaveAttribute(
				'href',
				new RegExp(`^/for-(sale|rent)/\\?type=${type.WebID}$`),
			);
		}
		await expect(page.locator('.search-box [aria-live]')).toHaveText(
			`${nlTypes.length} resultaten`,
		);
	});

	test('spec §3 icons by WebID: each type shows its decorative icon before its name, its accessible name unchanged', async ({ page }) => {
		await openPage(page, '/');
		await page.locator('#search-input').focus();
		const nlTypes = types.filter((t) => t.Language === 'nl');
		await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(nlTypes.length);
		for (const type of nlTypes) {
			const { text, name } = typeOption(type);
			const option = page.getByRole('option', { name, exact: true });
			const icon = option.locator('img');
			await expect(icon).toHaveAttribute('src', webIdToIconSrc(type.WebID)!);
			await expect(icon).toHaveAttribute('alt', '');
			await expect(option).toHaveText(text);
			await expect.poll(() => icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
			// before the name
			expect(await option.evaluate((a) => a.firstElementChild?.tagName)).toBe('IMG');
		}
	});

	test('spec §2 counts: a type lists on its list as many listings as the dropdown counts', async ({ page }) => {
		await openPage(page, '/');
		await page.locator('#search-input').focus();
		const type = types.find((t) => t.Language === 'nl' && t.WebID === 2)!;
		const { sale, rent } = countsOf(type.WebID);
		expect(sale).toBeGreaterThan(0);
		const option = page.getByRole('option', { name: `${type.Name}, ${sale} te koop, ${rent} te huur` });
		await expect(option).toHaveText(`${type.Name} ${sale} te koop · ${rent} te huur`);
		await option.click();
		await expect(page).toHaveURL(new RegExp(`/for-(sale|rent)/\\?type=${type.WebID}$`));
		const shown = new URL(page.url()).pathname === '/for-sale/' ? sale : rent;
		await expect(page.getByRole('status')).toHaveText(resultsText(shown));
		await expect(page.getByLabel('Type pand').locator('option:checked')).toHaveText(`${type.Name} (${shown})`);
	});

	const rentOnly = cityCounts.find((c) => c.sale === 0 && c.rent > 0);
	const both = cityCounts.find((c) => c.sale > 0 && c.rent > 0);
	for (const [what, city, list] of [
		['only for rent opens the rent list', rentOnly, '/for-rent/'],
		['for sale and for rent opens the sale list', both, '/for-sale/'],
	] as const) {
		test(`spec §2 city parameter: a city ${what}, filtered to the listings it counts`, async ({ page }) => {
			expect(city, 'the demo export has such a city').toBeDefined();
			const { name, zip, sale, rent } = city!;
			await openPage(page, '/');
			const input = page.locator('#search-input');
			await input.focus();
			await input.pressSequentially(name);
			const option = page.getByRole('option', { name: `${name} ${zip}, ${sale} te koop, ${rent} te huur` });
			await expect(option).toHaveAttribute('href', `${list}?city=${encodeURIComponent(`${name}|${zip}`)}`);
			await option.click();
			await expect(page).toHaveURL((url) => url.pathname === list);
			await expect(page.getByLabel('Gemeente')).toHaveValue(`${name}|${zip}`);
			await expect(page.getByRole('status')).toHaveText(resultsText(list === '/for-sale/' ? sale : rent));
			await expect(page.getByText('De gemeente in de link is onbekend', { exact: false })).toHaveCount(0);
		});
	}

	test('the types show on focus while the index is still on its way, the same once it has arrived', async ({ page }) => {
		let release: () => void = () => {};
		const held = new Promise<void>((resolve) => (release = resolve));
		await page.route('**/search/nl.json', async (route) => {
			await held;
			await route.continue();
		});
		await openPage(page, '/');
		const input = page.locator('#search-input');
		await input.focus();
		const options = page.getByRole('listbox').getByRole('option');
		const count = types.filter((t) => t.Language === 'nl').length;
		await expect(options).toHaveCount(count);
		const early = await options.allTextContents();
		await expect(page.locator('.search-box [aria-live]')).toHaveText(`${count} resultaten`);
		const arrived = page.waitForResponse((res) => res.url().endsWith('/search/nl.json'));
		release();
		await arrived;
		await input.fill('a');
		await input.fill('');
		await expect(options).toHaveCount(count);
		expect(await options.allTextContents()).toEqual(early);
	});

	test('typing a zip or an accent-stripped name lists the city; an empty input shows only the types again', async ({
		page,
	}) => {
		await openPage(page, '/fr/');
		const input = page.locator('#search-input');
		await input.focus();
		await input.pressSequentially(fold(accented.Name));
		const city = page.getByRole('option', {
			name: new RegExp(`^${accented.Name} ${accented.Zip},`),
		});
		await expect(city).toBeVisible();
		await expect(city).toHaveAttribute(
			'href',
			new RegExp(
				`^/fr/a-(vendre|louer)/\\?city=${encodeURIComponent(`${accented.Name}|${accented.Zip}`)}$`,
			),
		);
		await input.fill(accented.Zip);
		await expect(
			page.getByRole('option', { name: new RegExp(`^${accented.Name} ${accented.Zip},`) }),
		).toBeVisible();
		await input.fill('');
		await expect(page.getByRole('listbox').getByRole('group')).toHaveCount(1);
		await expect(page.getByRole('group', { name: 'Type de bien' })).toBeVisible();
	});

	for (const c of [
		{ path: '/', text: 'liege', city: 'Luik', zip: '4000' },
		{ path: '/', text: 'Ixelles', city: 'Elsene', zip: '1050' },
		{ path: '/fr/', text: 'gent', city: 'Gand', zip: '9000' },
		{ path: '/de/', text: 'luettich', city: 'Lüttich', zip: '4000' },
		{ path: '/fr/', text: '4000', city: 'Liège', zip: '4000' },
	])
		test(`spec §5 city by name or zip: "${c.text}" on ${c.path} lists ${c.city} and the listings there`, async ({ page }) => {
			await openPage(page, c.path);
			const input = page.locator('#search-input');
			await input.focus();
			await input.pressSequentially(c.text);
			await expect(page.getByRole('option', { name: new RegExp(`^${c.city} ${c.zip},`) })).toBeVisible();
			const there = nlListings.filter((p) => p.Zip === c.zip).map((p) => String(p.ID));
			const found = page.locator('.search-box [role=group]').last().getByRole('option');
			await expect(found).toHaveCount(there.length);
			const ids = await found.evaluateAll((options) => options.map((o) => o.getAttribute('href')!.match(/(\d+)\/$/)![1]));
			expect(ids.sort()).toEqual(there.sort());
		});

	test('text typed before the search box is ready is kept, searched and shown in the open dropdown', async ({ page }) => {
		await openSlowly(page, '/fr/');
		const input = page.locator('#search-input');
		await input.click();
		await input.pressSequentially('liege');
		await expect(page.locator('#search-input').locator('xpath=ancestor::astro-island[@ssr]')).toHaveCount(1);
		await islandHydrated(page, '#search-input');
		await expect(input).toHaveValue('liege');
		await expect(input).toHaveAttribute('aria-expanded', 'true');
		await expect(page.getByRole('option', { name: /^Liège 4000,/ })).toBeVisible();
		await input.press('End');
		await input.pressSequentially(' 4000');
		await expect(input).toHaveValue('liege 4000');
	});

	test('a visitor who only reads loads no framework; reaching for the box (the pointer over it) loads it', async ({ page }) => {
		const boxScript = await readWithoutActing(page, '/', 'SearchBox');
		expect(boxScript(), 'read and scrolled, the search box was not asked for').toEqual([]);
		await page.locator('#search-input').hover();
		await islandHydrated(page, '#search-input');
		expect(boxScript()).toHaveLength(1);
	});

	test('the search button pressed before the box is ready opens the dropdown with the focus in the input once it is', async ({ page }) => {
		await openSlowly(page, '/');
		const input = page.locator('#search-input');
		await page.getByRole('button', { name: 'Zoeksuggesties tonen of verbergen' }).click();
		await expect(input).toHaveAttribute('aria-expanded', 'false');
		await islandHydrated(page, '#search-input');
		await expect(input).toBeFocused();
		await expect(input).toHaveAttribute('aria-expanded', 'true');
		await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
	});

	test('keyboard only: a reference id lists its property; arrows move, Escape closes, Enter opens it', async ({
		page,
	}) => {
		await openPage(page, '/');
		await tabToSearch(page);
		const input = page.locator('#search-input');
		await expect(page.getByRole('listbox')).toBeVisible();
		await page.keyboard.press('ArrowDown');
		const first = page.getByRole('option').first();
		await expect(first).toHaveAttribute('aria-selected', 'true');
		await expect(input).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
		await page.keyboard.press('ArrowUp');
		await expect(page.getByRole('option').last()).toHaveAttribute('aria-selected', 'true');
		await page.keyboard.press('Escape');
		await expect(input).toHaveAttribute('aria-expanded', 'false');
		await expect(page.getByRole('listbox')).toBeHidden();

		await page.keyboard.type(listing.RecordFile);
		const options = page.getByRole('option');
		await expect(options).toHaveCount(1);
		await expect(options.first()).toHaveAttribute('href', `/property/${listing.ID}/`);
		await expect(page.locator('.search-box [aria-live]')).toHaveText('1 resultaat');
		await page.keyboard.press('ArrowDown');
		await page.keyboard.press('Enter');
		await expect(page).toHaveURL(new RegExp(`/property/${listing.ID}/$`));
	});

	test('typing a title word lists every listing with a word starting with it, linked to its page', async ({
		page,
	}) => {
		await openPage(page, '/');
		const input = page.locator('#search-input');
		await input.focus();
		await input.pressSequentially(titleWord.w);
		const group = page.getByRole('group', { name: 'Panden' });
		await expect(group.getByRole('option')).toHaveCount(titleWord.hits.length);
		const hrefs = await group
			.getByRole('option')
			.evaluateAll((options) => options.map((o) => o.getAttribute('href')));
		expect(hrefs.sort()).toEqual(titleWord.hits.map((p) => `/property/${p.ID}/`).sort());
	});

	test('Enter without an active option opens the first result, in the page language', async ({
		page,
	}) => {
		await openPage(page, '/fr/');
		const input = page.locator('#search-input');
		await input.focus();
		await input.pressSequentially(listing.RecordFile.toLowerCase());
		const option = page.getByRole('option');
		await expect(option).toHaveCount(1);
		const href = await option.getAttribute('href');
		expect(href).toMatch(new RegExp(`^/fr/.+/${listing.ID}/$`));
		await input.press('Enter');
		await expect(page).toHaveURL((url) => decodeURI(url.pathname) === decodeURI(href!));
	});

	test('blur closes, a click on an option follows it, the search button toggles the dropdown', async ({
		page,
	}) => {
		await openPage(page, '/');
		const input = page.locator('#search-input');
		const list = page.getByRole('listbox');
		const button = page.getByRole('button', { name: 'Zoeksuggesties tonen of verbergen' });
		await button.click();
		await expect(list).toBeVisible();
		await expect(input).toBeFocused();
		await button.click();
		await expect(list).toBeHidden();
		await button.click();
		await expect(list).toBeVisible();
		await page.locator('body').click({ position: { x: 2, y: 2 } });
		await expect(list).toBeHidden();
		await input.focus();
		const type = list.getByRole('option').first();
		const href = (await type.getAttribute('href'))!;
		await type.click();
		await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);
	});

	test('spec §4: a click on the input reopens the dropdown the search button closed', async ({ page }) => {
		await openPage(page, '/');
		const input = page.locator('#search-input');
		const list = page.getByRole('listbox');
		await input.click();
		await expect(list).toBeVisible();
		await page.getByRole('button', { name: 'Zoeksuggesties tonen of verbergen' }).click();
		await expect(list).toBeHidden();
		await expect(input).toBeFocused();
		await input.click();
		await expect(list).toBeVisible();
		await expect(input).toHaveAttribute('aria-expanded', 'true');
	});

	test('the open dropdown with an active option has no serious axe violation', async ({ page }) => {
		await openPage(page, '/fr/');
		const input = page.locator('#search-input');
		await input.focus();
		await input.pressSequentially('li');
		await expect(page.getByRole('listbox').getByRole('group')).not.toHaveCount(0);
		await page.keyboard.press('ArrowDown');
		expect(await axeViolations(page, { include: '.search-box' })).toEqual([]);
	});
});

test.describe('spec §8 page not found: search or return home, in every language', () => {
	const cases = [
		{ locale: 'nl', path: '/this-page-does-not-exist/', group: 'Type pand', href: new RegExp(`^/property/${listing.ID}/$`) },
		{ locale: 'fr', path: '/fr/this-page-does-not-exist/', group: 'Type de bien', href: new RegExp(`^/fr/.+/${listing.ID}/$`) },
		{ locale: 'en', path: '/en/this-page-does-not-exist/', group: 'Property type', href: new RegExp(`^/en/.+/${listing.ID}/$`) },
		{ locale: 'de', path: '/de/this-page-does-not-exist/', group: 'Immobilienart', href: new RegExp(`^/de/.+/${listing.ID}/$`) },
	];
	for (const c of cases) {
		test(`${c.path}: the search box lists the types, then finds a reference and opens its page`, async ({ page }) => {
			const errors: string[] = [];
			page.on('pageerror', (error) => errors.push(error.message));
			const response = page.waitForResponse((r) => r.url().endsWith(c.path));
			const requests = await openPage(page, c.path);
			expect((await response).status()).toBe(404);
			const input = page.getByRole('combobox');
			await input.focus();
			const groups = page.getByRole('listbox').getByRole('group');
			await expect(groups).toHaveCount(1);
			await expect(groups).toHaveAccessibleName(c.group);
			await expect(groups.getByRole('option')).toHaveCount(types.filter((t) => t.Language === c.locale).length);
			await input.pressSequentially(listing.RecordFile);
			const option = page.getByRole('option');
			await expect(option).toHaveCount(1);
			await expect(option).toHaveAttribute('href', c.href);
			expect(requests).toEqual([`/search/${c.locale}.json`]);
			const href = (await option.getAttribute('href'))!;
			await input.press('Enter');
			await expect(page).toHaveURL((url) => decodeURI(url.pathname) === decodeURI(href));
			expect(errors).toEqual([]);
		});
	}
});
