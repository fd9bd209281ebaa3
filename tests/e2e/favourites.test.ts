import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import deStrings from '../../i18n/ui/de.json' with { type: 'json' };
import enStrings from '../../i18n/ui/en.json' with { type: 'json' };
import frStrings from '../../i18n/ui/fr.json' with { type: 'json' };
import nlStrings from '../../i18n/ui/nl.json' with { type: 'json' };
import { layoutShifts, watchLayoutShifts } from './support/layout-shifts.ts';
import { closeDatabase, query } from './support/local-platform.ts';
import { axeViolations } from './support/axe.ts';

/**
 * Favourites in the browser: the hearts of the listing cards and listing pages, the question for
 * the "preferences" consent before the first one is kept, the header's count, the favourites page
 * (drawn in the browser from the ids kept in localStorage) and what withdrawing the consent or
 * another tab does. Third-party hosts are refused, so no tracker runs whatever the consent.
 */

type Lang = 'nl' | 'fr' | 'en' | 'de';
const dict: Record<Lang, Record<string, string>> = { nl: nlStrings, fr: frStrings, en: enStrings, de: deStrings };
const en = dict.en;
const favouritesPath: Record<Lang, string> = { nl: '/favorieten/', fr: '/fr/favoris/', en: '/en/favourites/', de: '/de/favoriten/' };
const homePath: Record<Lang, string> = { nl: '/', fr: '/fr/', en: '/en/', de: '/de/' };

const consentKey = 'agency.consent';
const favouritesKey = 'agency.favourites';
const denied = { ad_user_data: 'denied', ad_storage: 'denied', analytics_storage: 'denied', ad_personalization: 'denied' };
const refused = { essential: true, preferences: false, statistics: false, marketing: false, personalisation: false };

type Choices = typeof refused;
type IndexItem = { id: number; path: string; title: string; webIds: number[] };

/** A stored consent made a minute ago with these choices (the flags are derived again when read). */
const consentValue = (choices: Partial<Choices>) => ({
	version: 1,
	timestamp: Date.now() - 60_000,
	choices: { ...refused, ...choices },
	flags: { ...denied, ...(choices.statistics ? { analytics_storage: 'granted' } : {}) },
});

/**
 * Refuses third-party hosts and, once per tab (a reload keeps what the page stored since), puts a
 * consent and favourites in localStorage before the page's scripts run.
 */
async function prepare(page: Page, stored: { consent?: Partial<Choices>; favourites?: number[] } = {}): Promise<void> {
	await page.route(
		(url) => !['localhost', '127.0.0.1'].includes(url.hostname),
		(route) => route.abort(),
	);
	const values: [string, string][] = [];
	if (stored.consent) values.push([consentKey, JSON.stringify(consentValue(stored.consent))]);
	if (stored.favourites) values.push([favouritesKey, JSON.stringify(stored.favourites)]);
	await page.addInitScript((entries) => {
		if (sessionStorage.getItem('e2e.prepared')) return;
		sessionStorage.setItem('e2e.prepared', '1');
		for (const [key, value] of entries) localStorage.setItem(key, value);
	}, values);
}

/** A localStorage value of the page, parsed (null when absent). */
const storedValue = <T>(page: Page, key: string) => page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null') as unknown, key) as Promise<T | null>;
const storedFavourites = (page: Page) => storedValue<number[]>(page, favouritesKey);
const storedConsent = (page: Page) => storedValue<{ choices: Choices }>(page, consentKey);

/** The listings of a language's sale list, in the order the list shows them. */
async function saleItems(page: Page, lang: Lang = 'en'): Promise<IndexItem[]> {
	const response = await page.request.get(`/listing-index/${lang}-sale.json`);
	expect(response.status()).toBe(200);
	return ((await response.json()) as { items: IndexItem[] }).items;
}

/** Waits until the site script has read the consent and shown the hearts. */
async function ready(page: Page): Promise<void> {
	await page.locator('[data-consent][data-ready]').waitFor({ state: 'attached' });
}

test.afterAll(closeDatabase);

const heart = (page: Page, id: number) => page.locator(`.property-card button[data-favourite="${id}"]`);
const favLink = (page: Page) => page.locator('a.fav-link');
const favCount = (page: Page) => favLink(page).locator('[data-favourites-count]');
const prompt = (page: Page, lang: Lang = 'en') => page.getByRole('dialog', { name: dict[lang]['favourites.prompt.title'] });
const banner = (page: Page, lang: Lang = 'en') => page.getByRole('region', { name: dict[lang]['consent.title'] });
const cardTitles = (page: Page) => page.locator('.favourites-root .property-card__title a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));

test('every card of a list has a heart, hidden in the HTML, shown by the script, unpressed and named after the card', async ({ page }) => {
	await prepare(page);
	const html = await (await page.request.get('/en/for-sale/')).text();
	const inHtml = html.match(/<button[^>]*data-favourite="\d+"[^>]*>/g) ?? [];
	expect(inHtml).toHaveLength(12);
	for (const tag of inHtml) expect(tag).toMatch(/\bhidden\b/);

	await page.goto('/en/for-sale/');
	await ready(page);
	const cards = page.locator('.property-card');
	await expect(cards).toHaveCount(12);
	const items = (await saleItems(page)).slice(0, 12);
	for (const [i, item] of items.entries()) {
		const button = cards.nth(i).locator('button.property-card__fav');
		await expect(button).toBeVisible();
		await expect(button).toHaveAttribute('data-favourite', String(item.id));
		await expect(button).toHaveAttribute('aria-pressed', 'false');
		await expect(button).toHaveAccessibleName(en['card.favourite']!.replace('{{title}}', item.title));
	}
	await expect(favLink(page)).toHaveAttribute('href', '/en/favourites/');
	await expect(favCount(page)).toBeHidden();
	await expect(page.locator('dialog.fav-prompt')).toHaveCount(0);
});

test('the header links to the favourites page of each language', async ({ page }) => {
	await prepare(page);
	for (const lang of ['nl', 'fr', 'en', 'de'] as const) {
		await page.goto(homePath[lang]);
		await expect(favLink(page)).toHaveAttribute('href', favouritesPath[lang]);
		await expect(favLink(page)).toHaveAccessibleName(dict[lang]['favourites.title']!);
	}
});

test('without consent a heart asks first; Allow grants only "preferences", keeps the favourite and gives focus back', async ({ page }) => {
	await prepare(page);
	await page.goto('/en/for-sale/');
	await ready(page);
	await expect(banner(page)).toBeVisible();
	const [first] = await saleItems(page);
	const button = heart(page, first!.id);
	await button.click();
	const dialog = prompt(page);
	await expect(dialog).toBeVisible();
	await expect(page.locator('dialog.fav-prompt')).toHaveJSProperty('open', true);
	await expect(dialog.getByRole('heading', { name: en['favourites.prompt.title'] })).toBeVisible();
	await expect(dialog).toContainText(en['favourites.prompt.text']!);
	// Nothing is kept while the visitor has not answered.
	expect(await storedFavourites(page)).toBeNull();
	expect(await storedConsent(page)).toBeNull();
	await expect(button).toHaveAttribute('aria-pressed', 'false');

	await dialog.getByRole('button', { name: en['favourites.prompt.allow'] }).click();
	await expect(page.locator('dialog.fav-prompt')).toHaveCount(0);
	await expect(button).toHaveAttribute('aria-pressed', 'true');
	await expect(button).toBeFocused();
	expect((await storedConsent(page))?.choices).toEqual({ ...refused, preferences: true });
	expect(await storedFavourites(page)).toEqual([first!.id]);
	await expect(banner(page)).toBeHidden();
	await expect(favCount(page)).toBeVisible();
	await expect(favCount(page)).toHaveText('1');

	// The choice and the favourite hold on the next page.
	await page.reload();
	await ready(page);
	await expect(heart(page, first!.id)).toHaveAttribute('aria-pressed', 'true');
	await expect(banner(page)).toBeHidden();
	await expect(favCount(page)).toHaveText('1');
});

test('a stored choice without "preferences": Allow adds that option and leaves the others as they were', async ({ page }) => {
	await prepare(page, { consent: { statistics: true, personalisation: true } });
	await page.goto('/en/for-sale/');
	await ready(page);
	await expect(banner(page)).toBeHidden();
	const [, second] = await saleItems(page);
	await heart(page, second!.id).click();
	await prompt(page).getByRole('button', { name: en['favourites.prompt.allow'] }).click();
	await expect(heart(page, second!.id)).toHaveAttribute('aria-pressed', 'true');
	expect((await storedConsent(page))?.choices).toEqual({ ...refused, statistics: true, personalisation: true, preferences: true });
	expect(await storedFavourites(page)).toEqual([second!.id]);
});

test('Not now and Escape keep nothing: the heart stays unpressed and has the focus again', async ({ page }) => {
	await prepare(page);
	await page.goto('/en/for-sale/');
	await ready(page);
	const [first] = await saleItems(page);
	const button = heart(page, first!.id);

	await button.click();
	await prompt(page).getByRole('button', { name: en['favourites.prompt.cancel'] }).click();
	await expect(page.locator('dialog.fav-prompt')).toHaveCount(0);
	await expect(button).toBeFocused();
	await expect(button).toHaveAttribute('aria-pressed', 'false');
	expect(await storedFavourites(page)).toBeNull();
	expect(await storedConsent(page)).toBeNull();
	await expect(banner(page)).toBeVisible();
	await expect(favCount(page)).toBeHidden();

	// Again, with the keyboard: Enter opens the question, Escape answers it.
	await page.keyboard.press('Enter');
	await expect(prompt(page)).toBeVisible();
	await expect(prompt(page).getByRole('button', { name: en['favourites.prompt.allow'] })).toBeFocused();
	await page.keyboard.press('Escape');
	await expect(page.locator('dialog.fav-prompt')).toHaveCount(0);
	await expect(button).toBeFocused();
	await expect(button).toHaveAttribute('aria-pressed', 'false');
	expect(await storedFavourites(page)).toBeNull();
	expect(await storedConsent(page)).toBeNull();
});

test('with "preferences" granted a press toggles the heart, the stored list (newest first) and the header count', async ({ page }) => {
	await prepare(page, { consent: { preferences: true } });
	await page.goto('/en/for-sale/');
	await ready(page);
	const [a, b] = await saleItems(page);
	await expect(favCount(page)).toBeHidden();

	await heart(page, a!.id).click();
	await expect(heart(page, a!.id)).toHaveAttribute('aria-pressed', 'true');
	await expect(favCount(page)).toHaveText('1');
	expect(await storedFavourites(page)).toEqual([a!.id]);

	await heart(page, b!.id).click();
	await expect(heart(page, b!.id)).toHaveAttribute('aria-pressed', 'true');
	await expect(favCount(page)).toHaveText('2');
	expect(await storedFavourites(page)).toEqual([b!.id, a!.id]);

	await heart(page, a!.id).click();
	await expect(heart(page, a!.id)).toHaveAttribute('aria-pressed', 'false');
	await expect(favCount(page)).toHaveText('1');
	expect(await storedFavourites(page)).toEqual([b!.id]);
	await expect(page.locator('dialog.fav-prompt')).toHaveCount(0);

	await heart(page, b!.id).click();
	await expect(heart(page, b!.id)).toHaveAttribute('aria-pressed', 'false');
	await expect(favCount(page)).toBeHidden();
	expect(await storedFavourites(page)).toEqual([]);
});

test('the cards the list filter draws in the browser get their hearts too, pressed for the favourites', async ({ page }) => {
	const houses = (await saleItems(page)).filter((i) => i.webIds.includes(2));
	await prepare(page, { consent: { preferences: true }, favourites: [houses[1]!.id] });
	await page.goto('/en/for-sale/?type=2');
	await ready(page);
	const results = page.locator('.listing-results .property-card');
	await expect(results.first()).toBeVisible();
	const drawn = (id: number) => page.locator(`.listing-results button[data-favourite="${id}"]`);
	await expect(drawn(houses[0]!.id)).toBeVisible();
	await expect(drawn(houses[0]!.id)).toHaveAttribute('aria-pressed', 'false');
	await expect(drawn(houses[0]!.id)).toHaveAccessibleName(en['card.favourite']!.replace('{{title}}', houses[0]!.title));
	await expect(drawn(houses[1]!.id)).toHaveAttribute('aria-pressed', 'true');
	await drawn(houses[0]!.id).click();
	await expect(drawn(houses[0]!.id)).toHaveAttribute('aria-pressed', 'true');
	expect(await storedFavourites(page)).toEqual([houses[0]!.id, houses[1]!.id]);
	await expect(favCount(page)).toHaveText('2');
});

test('keyboard: Tab reaches a heart after its card title, Space and Enter toggle it', async ({ page }) => {
	await prepare(page, { consent: { preferences: true } });
	await page.goto('/en/for-sale/');
	await ready(page);
	const [first] = await saleItems(page);
	await page.locator('.property-card').first().locator('.property-card__title a').focus();
	await page.keyboard.press('Tab');
	const button = heart(page, first!.id);
	await expect(button).toBeFocused();
	await page.keyboard.press('Space');
	await expect(button).toHaveAttribute('aria-pressed', 'true');
	expect(await storedFavourites(page)).toEqual([first!.id]);
	await page.keyboard.press('Enter');
	await expect(button).toHaveAttribute('aria-pressed', 'false');
	expect(await storedFavourites(page)).toEqual([]);
	await expect(button).toBeFocused();
});

test('a listing page has a Favourite button beside Print; its state is the one of the card', async ({ page }) => {
	await prepare(page, { consent: { preferences: true } });
	const [first] = await saleItems(page);
	await page.goto(first!.path);
	await ready(page);
	const button = page.locator(`button[data-favourite="${first!.id}"]`);
	await expect(button).toHaveCount(1);
	await expect(button).toBeVisible();
	await expect(button).toHaveAccessibleName(en['favourites.save']!);
	await expect(button).toHaveAttribute('aria-pressed', 'false');
	await expect(page.locator('button[data-print]').locator('xpath=following-sibling::button[1]')).toHaveAttribute('data-favourite', String(first!.id));
	await button.click();
	await expect(button).toHaveAttribute('aria-pressed', 'true');
	expect(await storedFavourites(page)).toEqual([first!.id]);
	await expect(favCount(page)).toHaveText('1');

	await page.goto('/en/for-sale/');
	await ready(page);
	await expect(heart(page, first!.id)).toHaveAttribute('aria-pressed', 'true');
	await heart(page, first!.id).click();
	await page.goto(first!.path);
	await ready(page);
	await expect(page.locator(`button[data-favourite="${first!.id}"]`)).toHaveAttribute('aria-pressed', 'false');
});

test('the favourites page shows the kept listings newest first, pressed; a press there unpresses but keeps the card until reload', async ({ page }) => {
	const items = await saleItems(page);
	const kept = [items[4]!, items[0]!, items[2]!];
	await prepare(page, { consent: { preferences: true }, favourites: kept.map((i) => i.id) });
	await page.goto('/en/favourites/');
	await ready(page);
	await expect(page.getByRole('heading', { level: 1, name: en['favourites.title'] })).toBeVisible();
	await expect(favLink(page)).toHaveAttribute('aria-current', 'page');
	await expect(favCount(page)).toHaveText('3');
	const cards = page.locator('.favourites-root .property-card');
	await expect(cards).toHaveCount(3);
	expect(await cardTitles(page)).toEqual(kept.map((i) => i.path));
	for (const item of kept) {
		await expect(heart(page, item.id)).toBeVisible();
		await expect(heart(page, item.id)).toHaveAttribute('aria-pressed', 'true');
	}

	await heart(page, kept[1]!.id).click();
	await expect(heart(page, kept[1]!.id)).toHaveAttribute('aria-pressed', 'false');
	expect(await storedFavourites(page)).toEqual([kept[0]!.id, kept[2]!.id]);
	await expect(favCount(page)).toHaveText('2');
	await expect(cards).toHaveCount(3);
	// A slip is undone with a second press, the listing coming back in front.
	await heart(page, kept[1]!.id).click();
	await expect(heart(page, kept[1]!.id)).toHaveAttribute('aria-pressed', 'true');
	expect(await storedFavourites(page)).toEqual([kept[1]!.id, kept[0]!.id, kept[2]!.id]);
	await heart(page, kept[1]!.id).click();
	await expect(heart(page, kept[1]!.id)).toHaveAttribute('aria-pressed', 'false');

	await page.reload();
	await ready(page);
	await expect(cards).toHaveCount(2);
	expect(await cardTitles(page)).toEqual([kept[0]!.path, kept[2]!.path]);
});

test('an empty list says so and links to the sale list; the page is noindex and in no sitemap', async ({ page }) => {
	await prepare(page, { consent: { preferences: true } });
	await page.goto('/en/favourites/');
	await ready(page);
	await expect(page.getByText(en['favourites.empty']!)).toBeVisible();
	await expect(page.getByRole('link', { name: en['favourites.browse'] })).toHaveAttribute('href', '/en/for-sale/');
	await expect(page.locator('.favourites-root .property-card')).toHaveCount(0);
	await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
	for (const file of ['sitemap.xml', 'sitemap-nl.xml', 'sitemap-fr.xml', 'sitemap-en.xml', 'sitemap-de.xml']) {
		const response = await page.request.get(`/${file}`);
		expect(response.status()).toBe(200);
		const xml = await response.text();
		for (const path of Object.values(favouritesPath)) expect(xml, `${path} in ${file}`).not.toContain(path);
	}
});

test('without the "preferences" consent the page offers to allow it; the button grants it and shows the empty list, the focus kept on the list', async ({ page }) => {
	await prepare(page);
	await page.goto('/en/favourites/');
	await ready(page);
	await expect(page.getByText(en['favourites.notAllowed']!)).toBeVisible();
	const allow = page.getByRole('button', { name: en['favourites.allow'] });
	await allow.focus();
	await page.keyboard.press('Enter');
	await expect(page.getByText(en['favourites.empty']!)).toBeVisible();
	await expect(page.getByText(en['favourites.notAllowed']!)).toHaveCount(0);
	// The button took itself away: the focus waits on the list's view, not at the top of the page.
	await expect(page.locator('.favourites-view')).toBeFocused();
	await page.keyboard.press('Tab');
	await expect(page.getByRole('link', { name: en['favourites.browse'] })).toBeFocused();
	expect((await storedConsent(page))?.choices).toEqual({ ...refused, preferences: true });
	await expect(banner(page)).toBeHidden();
});

test('on the favourites page, withdrawing "preferences" forgets the list: allowing again shows it empty', async ({ page }) => {
	const [a, b] = await saleItems(page);
	await prepare(page, { consent: { preferences: true }, favourites: [a!.id, b!.id] });
	await page.goto('/en/favourites/');
	await ready(page);
	await expect(page.locator('.favourites-root .property-card')).toHaveCount(2);
	await page.locator('#cookie-settings').click();
	const settings = page.getByRole('dialog', { name: en['consent.dialogTitle'] });
	await settings.getByRole('checkbox', { name: en['consent.option.preferences'] }).uncheck();
	await settings.getByRole('button', { name: en['consent.save'] }).click();
	await expect(page.getByText(en['favourites.notAllowed']!)).toBeVisible();
	expect(await page.evaluate((key) => localStorage.getItem(key), favouritesKey)).toBeNull();
	await page.getByRole('button', { name: en['favourites.allow'] }).click();
	await expect(page.getByText(en['favourites.empty']!)).toBeVisible();
	await expect(page.locator('.favourites-root .property-card')).toHaveCount(0);
});

test('kept listings that are no longer online are counted in a note', async ({ page }) => {
	const [first] = await saleItems(page);
	await prepare(page, { consent: { preferences: true }, favourites: [999999, first!.id] });
	await page.goto('/en/favourites/');
	await ready(page);
	await expect(page.locator('.favourites-root .property-card')).toHaveCount(1);
	expect(await cardTitles(page)).toEqual([first!.path]);
	await expect(page.getByText(en['favourites.gone.one']!)).toBeVisible();
	// Once found gone, they are dropped: the header counts what the page shows.
	await expect(favCount(page)).toHaveText('1');
	expect(await storedFavourites(page)).toEqual([first!.id]);

	await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [favouritesKey, JSON.stringify([999999, 999998])]);
	await page.reload();
	await ready(page);
	await expect(page.getByText(en['favourites.gone.other']!.replace('{{count}}', '2'))).toBeVisible();
	await expect(page.getByText(en['favourites.empty']!)).toBeVisible();
	await expect(page.locator('.favourites-root .property-card')).toHaveCount(0);
	await expect(favCount(page)).toBeHidden();
	expect(await storedFavourites(page)).toEqual([]);
});

test('withdrawing "preferences" in the cookie settings forgets the favourites, in storage and on the page', async ({ page }) => {
	const [a, b] = await saleItems(page);
	await prepare(page, { consent: { preferences: true, statistics: true }, favourites: [a!.id, b!.id] });
	await page.goto('/en/for-sale/');
	await ready(page);
	await expect(favCount(page)).toHaveText('2');
	await expect(heart(page, a!.id)).toHaveAttribute('aria-pressed', 'true');
	await page.locator('#cookie-settings').click();
	const settings = page.getByRole('dialog', { name: en['consent.dialogTitle'] });
	await expect(settings).toBeVisible();
	await settings.getByRole('checkbox', { name: en['consent.option.preferences'] }).uncheck();
	await settings.getByRole('button', { name: en['consent.save'] }).click();
	await expect(settings).toBeHidden();
	await expect(favCount(page)).toBeHidden();
	await expect(heart(page, a!.id)).toHaveAttribute('aria-pressed', 'false');
	await expect(heart(page, b!.id)).toHaveAttribute('aria-pressed', 'false');
	expect(await page.evaluate((key) => localStorage.getItem(key), favouritesKey)).toBeNull();
	expect((await storedConsent(page))?.choices).toEqual({ ...refused, statistics: true });
	// A press now asks again.
	await heart(page, a!.id).click();
	await expect(prompt(page)).toBeVisible();
});

test('refusing on the banner ?setcookies brought back forgets the stored favourites at once', async ({ page }) => {
	const [a, b] = await saleItems(page, 'fr');
	await prepare(page, { consent: { preferences: true }, favourites: [a!.id, b!.id] });
	await page.goto('/fr/a-vendre/?setcookies&city=Gand|9000');
	await ready(page);
	await expect(banner(page, 'fr')).toBeVisible();
	expect(await storedFavourites(page)).toEqual([a!.id, b!.id]);
	await banner(page, 'fr').getByRole('button', { name: dict.fr['consent.refuse']!, exact: true }).click();
	await expect(banner(page, 'fr')).toBeHidden();
	expect(await storedFavourites(page)).toBeNull();
	await expect(favCount(page)).toBeHidden();
});

/** The English sale list open in this tab (with `stored`) and in a second tab of the same browser, which it returns. */
async function twoTabs(page: Page, context: BrowserContext, stored: Parameters<typeof prepare>[1] = {}): Promise<Page> {
	await prepare(page, stored);
	await page.goto('/en/for-sale/');
	await ready(page);
	const other = await context.newPage();
	await prepare(other);
	await other.goto('/en/for-sale/');
	await ready(other);
	return other;
}

test('a change in another tab shows at once: hearts and count follow', async ({ page, context }) => {
	const other = await twoTabs(page, context, { consent: { preferences: true } });
	const [first] = await saleItems(page);
	await heart(other, first!.id).click();
	await expect(heart(other, first!.id)).toHaveAttribute('aria-pressed', 'true');
	await expect(heart(page, first!.id)).toHaveAttribute('aria-pressed', 'true');
	await expect(favCount(page)).toHaveText('1');
	await heart(other, first!.id).click();
	await expect(heart(page, first!.id)).toHaveAttribute('aria-pressed', 'false');
	await expect(favCount(page)).toBeHidden();
});

test('"Allow and save" on a heart kept before the consent was cleared (?setcookies) keeps it, where it used to take it out', async ({ page }) => {
	const [a, b] = await saleItems(page);
	await prepare(page, { consent: { preferences: true }, favourites: [a!.id, b!.id] });
	await page.goto('/en/for-sale/?setcookies');
	await ready(page);
	await expect(banner(page)).toBeVisible();
	await expect(heart(page, a!.id)).toHaveAttribute('aria-pressed', 'false');
	await heart(page, a!.id).click();
	await prompt(page).getByRole('button', { name: en['favourites.prompt.allow'] }).click();
	await expect(heart(page, a!.id)).toHaveAttribute('aria-pressed', 'true');
	await expect(heart(page, b!.id)).toHaveAttribute('aria-pressed', 'true');
	expect(await storedFavourites(page)).toEqual([a!.id, b!.id]);
	await expect(favCount(page)).toHaveText('2');
});

test('a consent given in another tab is in force here: the banner goes, and the heart kept there is pressed here', async ({ page, context }) => {
	const other = await twoTabs(page, context);
	await expect(banner(page)).toBeVisible();
	const [first] = await saleItems(page);
	await heart(other, first!.id).click();
	await prompt(other).getByRole('button', { name: en['favourites.prompt.allow'] }).click();
	await expect(heart(other, first!.id)).toHaveAttribute('aria-pressed', 'true');
	await expect(banner(page)).toBeHidden();
	await expect(heart(page, first!.id)).toHaveAttribute('aria-pressed', 'true');
	await expect(favCount(page)).toHaveText('1');
	// Here a press now takes it out, with no question: the consent is the one given there.
	await heart(page, first!.id).click();
	await expect(prompt(page)).toHaveCount(0);
	await expect(heart(other, first!.id)).toHaveAttribute('aria-pressed', 'false');
	expect(await storedFavourites(page)).toEqual([]);
});

test('in French: labels, prompt and favourites page in the page language', async ({ page }) => {
	const fr = dict.fr;
	await prepare(page);
	const [first] = await saleItems(page, 'fr');
	await page.goto('/fr/a-vendre/');
	await ready(page);
	const button = heart(page, first!.id);
	await expect(button).toHaveAccessibleName(fr['card.favourite']!.replace('{{title}}', first!.title));
	await expect(favLink(page)).toHaveAttribute('href', '/fr/favoris/');
	await button.click();
	await expect(prompt(page, 'fr')).toBeVisible();
	await prompt(page, 'fr').getByRole('button', { name: fr['favourites.prompt.allow'] }).click();
	await expect(button).toHaveAttribute('aria-pressed', 'true');
	await favLink(page).click();
	await expect(page).toHaveURL(/\/fr\/favoris\/$/);
	await expect(page.getByRole('heading', { level: 1, name: fr['favourites.title'] })).toBeVisible();
	await expect(page.locator('.favourites-root .property-card')).toHaveCount(1);
	expect(await cardTitles(page)).toEqual([first!.path]);
	await expect(heart(page, first!.id)).toHaveAccessibleName(fr['card.favourite']!.replace('{{title}}', first!.title));
	await heart(page, first!.id).click();
	await expect(heart(page, first!.id)).toHaveAttribute('aria-pressed', 'false');
	// German: an empty page, with its browse link to the German sale list.
	await page.goto('/de/favoriten/');
	await ready(page);
	await expect(page.getByRole('heading', { level: 1, name: dict.de['favourites.title'] })).toBeVisible();
	await expect(page.getByRole('link', { name: dict.de['favourites.browse'] })).toHaveAttribute('href', '/de/zu-verkaufen/');
});

test('axe finds no serious violation on the favourites page with cards, nor with the question open', async ({ page, browser }) => {
	const items = await saleItems(page);
	await prepare(page, { consent: { preferences: true }, favourites: [items[0]!.id, items[1]!.id, 999999] });
	await page.goto('/en/favourites/');
	await ready(page);
	await expect(page.locator('.favourites-root .property-card')).toHaveCount(2);
	await expect(page.getByText(en['favourites.gone.one']!)).toBeVisible();
	expect(await axeViolations(page)).toEqual([]);

	// A visitor without any consent, in a context of its own.
	const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
	const fresh = await context.newPage();
	await prepare(fresh);
	await fresh.goto('/en/for-sale/');
	await ready(fresh);
	await heart(fresh, items[0]!.id).click();
	await expect(prompt(fresh)).toBeVisible();
	expect(await axeViolations(fresh)).toEqual([]);
	await context.close();
});

test('"Share this list" copies the page link with the kept ids, newest first', async ({ page, context }) => {
	const [a, b] = await saleItems(page);
	await context.grantPermissions(['clipboard-read', 'clipboard-write']);
	await prepare(page, { consent: { preferences: true }, favourites: [b!.id, a!.id] });
	await page.goto('/en/favourites/');
	await expect(page.locator('.favourites-root .property-card')).toHaveCount(2);
	// Without a share sheet (desktop Linux Chromium) the link goes to the clipboard.
	expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
	await page.getByRole('button', { name: en['favourites.share'] }).click();
	await expect(page.getByRole('status').filter({ hasText: en['favourites.share.copied']! })).toBeVisible();
	const origin = new URL(page.url()).origin;
	expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${origin}/en/favourites/?ids=${b!.id},${a!.id}`);
});

test('"Ask us about these properties" opens the contact form naming them; the request carries them as propertyIds', async ({ page }) => {
	const [a, b] = await saleItems(page);
	await prepare(page, { consent: { preferences: true }, favourites: [b!.id, a!.id] });
	await page.goto('/en/favourites/');
	await expect(page.locator('.favourites-root .property-card')).toHaveCount(2);
	const ask = page.getByRole('link', { name: en['favourites.ask'] });
	await expect(ask).toHaveAttribute('href', `/en/contact/?ids=${b!.id},${a!.id}#form-root`);
	// A card unpressed here stays on the page, but is not asked about.
	await heart(page, a!.id).click();
	await expect(ask).toHaveAttribute('href', `/en/contact/?ids=${b!.id}#form-root`);
	await heart(page, a!.id).click();
	await expect(ask).toHaveAttribute('href', `/en/contact/?ids=${b!.id},${a!.id}#form-root`);
	await ask.click();
	await page.waitForURL(`**/en/contact/?ids=${b!.id},${a!.id}#form-root`);
	const about = page.getByRole('group', { name: en['form.contact.about.other']!.replace('{{count}}', '2') });
	await expect(about.getByRole('link')).toHaveText([b!.title, a!.title]);
	expect(await about.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual([b!.path, a!.path]);

	const email = `favourites-${Date.now()}@example.be`;
	const form = page.locator('form[data-kind="contact"]');
	await page.locator('#contact-title-ms').check();
	for (const [field, value] of Object.entries({ firstName: 'Anne', lastName: 'Peeters', email, phone: '0475123456', street: 'Kerkstraat 12', zip: '9000', city: 'Gent' })) {
		await page.locator(`#contact-${field}`).fill(value);
	}
	await page.locator('#contact-goal-sale').check();
	await page.locator('#contact-privacy').check();
	await form.locator('button[type="submit"]').click();
	await page.waitForURL('**/en/thank-you/site-contact/', { timeout: 60_000 });
	const [row] = await query<{ payload: { propertyIds?: number[] } }>("SELECT payload FROM requests WHERE kind = 'contact' AND email = $1", [email]);
	expect(row?.payload.propertyIds).toEqual([b!.id, a!.id]);
});

test('on the contact form, an id that is no listing is left out; "Send without these properties" takes the list away and moves the focus to the first field', async ({ page }) => {
	const [a] = await saleItems(page);
	await prepare(page);
	await page.goto(`/en/contact/?ids=999999,${a!.id},x#form-root`);
	const about = page.getByRole('group', { name: en['form.contact.about.one'] });
	await expect(about.getByRole('link')).toHaveText([a!.title]);
	expect(await axeViolations(page)).toEqual([]);
	await about.getByRole('button', { name: en['form.contact.about.remove'] }).focus();
	await page.keyboard.press('Enter');
	await expect(about).toHaveCount(0);
	await expect(page.locator('form[data-kind="contact"] input').first()).toBeFocused();
});

test('on the contact form, a card file that cannot be read leaves its listings named by their numbers, not left out', async ({ page }) => {
	const [a, b] = await saleItems(page);
	await prepare(page);
	await page.route('**/listing-cards/**', (route) => route.fulfill({ status: 503, body: '' }));
	await page.goto(`/en/contact/?ids=${a!.id},${b!.id}#form-root`);
	const about = page.getByRole('group', { name: en['form.contact.about.other']!.replace('{{count}}', '2') });
	await expect(about.getByRole('listitem')).toHaveText([a, b].map((item) => en['form.contact.about.number']!.replace('{{id}}', String(item!.id))));
	await expect(about.getByRole('link')).toHaveCount(0);
});

test('on the contact form, the list taken away before the card files arrive stays away', async ({ page }) => {
	const [a] = await saleItems(page);
	await prepare(page);
	let release: () => void = () => {};
	const held = new Promise<void>((resolve) => (release = resolve));
	await page.route('**/listing-cards/**', async (route) => {
		await held;
		await route.continue();
	});
	await page.goto(`/en/contact/?ids=${a!.id}#form-root`);
	const about = page.getByRole('group', { name: en['form.contact.about.one'] });
	await expect(about.getByRole('listitem')).toHaveText([en['form.contact.about.number']!.replace('{{id}}', String(a!.id))]);
	await about.getByRole('button', { name: en['form.contact.about.remove'] }).click();
	await expect(about).toHaveCount(0);
	const cards = page.waitForResponse('**/listing-cards/**');
	release();
	await cards;
	await page.evaluate(() => new Promise((done) => setTimeout(done, 300)));
	await expect(about).toHaveCount(0);
});

test('a clipboard that refuses shows the link to copy by hand', async ({ page }) => {
	const [a] = await saleItems(page);
	await prepare(page, { consent: { preferences: true }, favourites: [a!.id] });
	await page.addInitScript(() => {
		Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) } });
	});
	await page.goto('/en/favourites/');
	await page.getByRole('button', { name: en['favourites.share'] }).click();
	const status = page.getByRole('status').filter({ hasText: en['favourites.share.manual']! });
	await expect(status).toBeVisible();
	await expect(status.getByRole('link')).toHaveAttribute('href', new RegExp(`/en/favourites/\\?ids=${a!.id}$`));
});

test('a shared link shows its listings without keeping them; "Add to my favourites" asks, adds them in front and shows one\'s own list', async ({ page }) => {
	const [a, b] = await saleItems(page);
	await prepare(page);
	await page.goto(`/en/favourites/?ids=${b!.id},${a!.id},999999`);
	const cards = page.locator('.favourites-root .property-card');
	await expect(cards).toHaveCount(2);
	// Worded as shared, not as the visitor's saved list, and counting only the listings still online.
	await expect(page.getByText(en['favourites.shared.note.other']!.replace('{{count}}', '2'))).toBeVisible();
	await expect(page.getByText(en['favourites.shared.gone.one']!)).toBeVisible();
	await expect(page.getByText(en['favourites.gone.one']!)).toHaveCount(0);
	await expect(page.getByText(en['favourites.intro']!)).toBeHidden();
	await expect(page.getByRole('button', { name: en['favourites.share'] })).toHaveCount(0);
	// Its recipient can ask about the listings shown without keeping them.
	await expect(page.getByRole('link', { name: en['favourites.ask'] })).toHaveAttribute('href', `/en/contact/?ids=${b!.id},${a!.id}#form-root`);
	expect(await storedFavourites(page)).toBeNull();

	await page.getByRole('button', { name: en['favourites.shared.add'] }).click();
	await prompt(page).getByRole('button', { name: en['favourites.prompt.allow'] }).click();
	await page.waitForURL(/\/en\/favourites\/$/);
	expect(await storedFavourites(page)).toEqual([b!.id, a!.id]);
	expect((await storedConsent(page))?.choices.preferences).toBe(true);
	await expect(cards).toHaveCount(2);
	await expect(favCount(page)).toHaveText('2');
	await expect(page.getByText(en['favourites.intro']!)).toBeVisible();
});

test('a shared list of listings all gone says so, in the page language, and promises nothing', async ({ page }) => {
	await prepare(page);
	await page.goto('/favorieten/?ids=99999');
	await expect(page.getByText(dict.nl['favourites.shared.allGone']!)).toBeVisible();
	await expect(page.getByText(/Iemand deelde een lijst van 1 pand/)).toHaveCount(0);
	await expect(page.getByText(dict.nl['favourites.gone.one']!)).toHaveCount(0);
	await expect(page.getByText(dict.nl['favourites.intro']!)).toBeHidden();
	await expect(page.getByRole('button', { name: dict.nl['favourites.shared.add'] })).toHaveCount(0);
	await expect(page.getByRole('link', { name: dict.nl['favourites.browse'] })).toHaveAttribute('href', '/for-sale/');
});

test('adding a shared list puts its new listings before one\'s own favourites', async ({ page }) => {
	const [a, b, c] = await saleItems(page);
	await prepare(page, { consent: { preferences: true }, favourites: [c!.id, a!.id] });
	await page.goto(`/en/favourites/?ids=${a!.id},${b!.id}`);
	await expect(page.locator('.favourites-root .property-card')).toHaveCount(2);
	await page.getByRole('button', { name: en['favourites.shared.add'] }).click();
	await page.waitForURL(/\/en\/favourites\/$/);
	expect(await storedFavourites(page)).toEqual([b!.id, c!.id, a!.id]);
	await expect(page.locator('.favourites-root .property-card')).toHaveCount(3);
});

test('Not now on a shared list adds nothing and stays on it', async ({ page }) => {
	const [a] = await saleItems(page);
	await prepare(page);
	await page.goto(`/en/favourites/?ids=${a!.id}`);
	await expect(page.getByText(en['favourites.shared.note.one']!)).toBeVisible();
	await page.getByRole('button', { name: en['favourites.shared.add'] }).click();
	await prompt(page).getByRole('button', { name: en['favourites.prompt.cancel'] }).click();
	await expect(prompt(page)).toHaveCount(0);
	await expect(page).toHaveURL(new RegExp(`\\?ids=${a!.id}$`));
	expect(await storedFavourites(page)).toBeNull();
	await expect(page.getByRole('button', { name: en['favourites.shared.add'] })).toBeFocused();
});

test('the listing page\'s Print and Favourite buttons appear without moving anything, on a phone too', async ({ page }) => {
	const [first] = await saleItems(page);
	await prepare(page);
	await page.setViewportSize({ width: 412, height: 800 });
	await watchLayoutShifts(page);
	await page.goto(first!.path);
	await ready(page);
	await expect(page.locator('.detail-header button[data-favourite]')).toBeVisible();
	await expect(page.locator('.detail-header [data-print]')).toBeVisible();
	await page.waitForLoadState('networkidle');
	expect(await layoutShifts(page)).toEqual([]);
});

test('the consent question\'s code gone after a deploy (404): the browser\'s own box asks the same question, OK keeps the favourite, Cancel keeps nothing; no unhandled rejection', async ({ page }) => {
	const errors: string[] = [];
	page.on('pageerror', (error) => errors.push(error.message));
	let asked = 0;
	await page.route('**/_astro/consent-dialog.*.js', (r) => (asked++, r.fulfill({ status: 404, body: '' })));
	await prepare(page);
	await page.goto('/en/for-sale/');
	await ready(page);
	const [first, second] = await saleItems(page);
	const questions: string[] = [];
	let answer = false;
	page.on('dialog', (box) => (questions.push(box.message()), answer ? box.accept() : box.dismiss()));

	// Cancel: nothing kept, the heart unpressed and focused again, to be pressed again.
	const button = heart(page, first!.id);
	await button.click();
	await expect.poll(() => questions.length, { timeout: 15_000 }).toBe(1);
	expect(questions[0]).toBe(`${en['favourites.prompt.title']}\n\n${en['favourites.prompt.text']}`);
	expect(asked).toBeGreaterThanOrEqual(3); // asked after 1 s and 3 s too
	await expect(button).toBeFocused();
	await expect(button).toHaveAttribute('aria-pressed', 'false');
	expect(await storedFavourites(page)).toBeNull();
	expect(await storedConsent(page)).toBeNull();

	// OK: "preferences" granted and the favourite kept, as Allow and save does.
	answer = true;
	const other = heart(page, second!.id);
	await other.click();
	await expect(other).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });
	await expect(other).toBeFocused();
	expect((await storedConsent(page))?.choices).toEqual({ ...refused, preferences: true });
	expect(await storedFavourites(page)).toEqual([second!.id]);
	await expect(favCount(page)).toHaveText('1');
	expect(errors).toEqual([]);
});

test('offline, the consent question cannot be asked: the heart stays unpressed and focused, and a press once online asks', async ({ page, context }) => {
	const errors: string[] = [];
	page.on('pageerror', (error) => errors.push(error.message));
	await prepare(page);
	await page.goto('/en/for-sale/');
	await ready(page);
	const [first] = await saleItems(page);
	const button = heart(page, first!.id);
	await context.setOffline(true);
	await button.click();
	// Three tries (after 1 s and 3 s), then the press has changed nothing.
	await page.waitForTimeout(5_000);
	await expect(button).toBeFocused();
	await expect(button).toHaveAttribute('aria-pressed', 'false');
	await expect(prompt(page)).toHaveCount(0);
	await context.setOffline(false);
	await page.keyboard.press('Enter');
	await expect(prompt(page)).toBeVisible({ timeout: 15_000 });
	expect(errors).toEqual([]);
});
