import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe.ts';

/**
 * Cookie consent and tracking in the browser (spec §4, issue 4). A recorder stands in for
 * window.dataLayer and every third-party host is stubbed, so the tests see exactly which consent
 * calls the page makes and which scripts it asks for, and when.
 */

const dataDir = process.env.DATA_DIR ?? 'data';
const site = JSON.parse(readFileSync(join(dataDir, 'site.json'), 'utf8')) as { tracking: { tagManagerId?: string; pixelId?: string; analyticsId?: string } };
const gtmUrl = `https://www.googletagmanager.com/gtm.js?id=${site.tracking.tagManagerId}`;
const pixelUrl = 'https://connect.facebook.net/en_US/fbevents.js';
const storageKey = 'agency.consent';
const denied = { ad_user_data: 'denied', ad_storage: 'denied', analytics_storage: 'denied', ad_personalization: 'denied' };
const granted = { ad_user_data: 'granted', ad_storage: 'granted', analytics_storage: 'granted', ad_personalization: 'granted' };
const monthMs = 30.5 * 24 * 3600 * 1000;

type Watch = { thirdParty: string[]; violations: string[] };

/** Records the dataLayer, third-party requests (stubbed) and CSP violations of a page. */
async function watch(page: Page): Promise<Watch> {
	const seen: Watch = { thirdParty: [], violations: [] };
	page.on('console', (message) => {
		if (/Content Security Policy/i.test(message.text())) seen.violations.push(message.text());
	});
	await page.addInitScript(() => {
		const log: unknown[] = [];
		const layer: unknown[] = [];
		// Arguments objects (gtag commands) are recorded as arrays, plain objects as they are.
		layer.push = (...items: unknown[]) => {
			for (const item of items) {
				const plain = item && typeof item === 'object' && !Array.isArray(item) && 'length' in item ? Array.from(item as ArrayLike<unknown>) : item;
				log.push(JSON.parse(JSON.stringify(plain)));
			}
			return Array.prototype.push.apply(layer, items);
		};
		Object.assign(window, { dataLayer: layer, __dataLayerLog: log });
	});
	await page.route(
		(url) => !['localhost', '127.0.0.1'].includes(url.hostname),
		(route) => {
			const url = route.request().url();
			seen.thirdParty.push(url);
			if (/googletagmanager\.com|connect\.facebook\.net/.test(url))
				return route.fulfill({ contentType: 'application/javascript', body: 'window.__stubTags = (window.__stubTags || 0) + 1;' });
			return route.abort();
		},
	);
	return seen;
}

/** Everything pushed to the dataLayer so far. */
const dataLayer = (page: Page) => page.evaluate(() => (window as unknown as { __dataLayerLog: unknown[] }).__dataLayerLog);

/** The consent commands and events among the dataLayer pushes, in order. */
const consentCalls = async (page: Page) =>
	((await dataLayer(page)) as unknown[][]).filter((c) => Array.isArray(c) && (c[0] === 'consent' || c[0] === 'event'));

/** The stored consent value, parsed. */
const stored = (page: Page) =>
	page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as { timestamp: number; choices: Record<string, boolean>; flags: Record<string, string> } | null, storageKey);

/** Waits until the consent script has read the stored choice and wired the banner (it marks its root ready). */
const hydrated = (page: Page) => page.locator('[data-consent][data-ready]').waitFor({ state: 'attached' });

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies op onze website' });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Cookie-instellingen' });
const dictionaryFr = JSON.parse(readFileSync('i18n/ui/fr.json', 'utf8')) as Record<string, string>;
const page_view = ['event', 'page_view', expect.objectContaining({ page_location: expect.any(String) })];

test('before a choice: the banner asks, the default is denied, nothing from a third party loads', async ({ page }) => {
	const seen = await watch(page);
	await page.goto('/');
	await expect(banner(page)).toBeVisible();
	await page.waitForLoadState('networkidle');
	expect(await consentCalls(page)).toEqual([['consent', 'default', { ...denied, wait_for_update: 500 }]]);
	expect(seen.thirdParty).toEqual([]);
	expect(await stored(page)).toBeNull();
	// Refusing is as prominent as agreeing: same size and style, on the first layer.
	const accept = banner(page).getByRole('button', { name: 'Alles accepteren' });
	const refuse = banner(page).getByRole('button', { name: 'Weigeren' });
	await expect(banner(page).getByRole('button', { name: 'Instellingen' })).toBeVisible();
	const look = (button: typeof accept) =>
		button.evaluate((el) => {
			const s = getComputedStyle(el);
			const box = el.getBoundingClientRect();
			return { bg: s.backgroundColor, color: s.color, size: s.fontSize, weight: s.fontWeight, border: s.border, width: Math.round(box.width), height: Math.round(box.height) };
		});
	expect(await look(refuse)).toEqual(await look(accept));
	expect(seen.violations).toEqual([]);
});

test('accept all: stored with the four flags, then update, page view, and only then the tag manager and the pixel', async ({ page }) => {
	const seen = await watch(page);
	await page.goto('/');
	await banner(page).getByRole('button', { name: 'Alles accepteren' }).click();
	await expect(banner(page)).toBeHidden();
	await expect.poll(() => seen.thirdParty.filter((u) => u === gtmUrl || u === pixelUrl).sort()).toEqual([gtmUrl, pixelUrl].sort());
	expect(await consentCalls(page)).toEqual([['consent', 'default', { ...denied, wait_for_update: 500 }], ['consent', 'update', granted], page_view]);
	const layer = await dataLayer(page);
	const update = layer.findIndex((c) => Array.isArray(c) && c[1] === 'update');
	const gtmStart = layer.findIndex((c) => (c as { event?: string }).event === 'gtm.js');
	expect(gtmStart).toBeGreaterThan(update);
	const value = await stored(page);
	expect(value?.flags).toEqual(granted);
	expect(Object.values(value!.choices)).toEqual([true, true, true, true, true]);
	expect(Math.abs(Date.now() - value!.timestamp)).toBeLessThan(60_000);
	expect(seen.violations).toEqual([]);
});

test('refuse: only the essential option stays on, all flags denied, no third-party request at all', async ({ page }) => {
	const seen = await watch(page);
	await page.goto('/');
	await banner(page).getByRole('button', { name: 'Weigeren' }).click();
	await expect(banner(page)).toBeHidden();
	await page.waitForLoadState('networkidle');
	expect(await consentCalls(page)).toEqual([['consent', 'default', { ...denied, wait_for_update: 500 }], ['consent', 'update', denied], page_view]);
	expect((await stored(page))?.choices).toEqual({ essential: true, preferences: false, statistics: false, marketing: false, personalisation: false });
	await page.reload();
	await hydrated(page);
	await page.waitForLoadState('networkidle');
	await expect(banner(page)).toBeHidden();
	expect(seen.thirdParty).toEqual([]);
	expect(seen.violations).toEqual([]);
});

test('settings: five options, none pre-ticked but the mandatory one; statistics only loads the tag manager, not the pixel', async ({ page }) => {
	const seen = await watch(page);
	await page.goto('/');
	await banner(page).getByRole('button', { name: 'Instellingen' }).click();
	await expect(dialog(page)).toBeVisible();
	const boxes = dialog(page).getByRole('checkbox');
	await expect(boxes).toHaveCount(5);
	await expect(boxes.nth(0)).toBeChecked();
	await expect(boxes.nth(0)).toBeDisabled();
	for (let i = 1; i < 5; i++) await expect(boxes.nth(i)).not.toBeChecked();
	await dialog(page).getByRole('checkbox', { name: 'Statistieken' }).check();
	await dialog(page).getByRole('button', { name: 'Keuze opslaan' }).click();
	await expect(dialog(page)).toBeHidden();
	await expect(banner(page)).toBeHidden();
	await expect.poll(() => seen.thirdParty.includes(gtmUrl)).toBe(true);
	const flags = { ...denied, analytics_storage: 'granted' };
	expect(await consentCalls(page)).toEqual([['consent', 'default', { ...denied, wait_for_update: 500 }], ['consent', 'update', flags], page_view]);
	expect((await stored(page))?.flags).toEqual(flags);
	await page.waitForLoadState('networkidle');
	expect(seen.thirdParty).not.toContain(pixelUrl);
	expect(seen.violations).toEqual([]);
});

test('the settings dialog is not in the page: it is drawn in the page language when first wanted, and a failed load leaves the banner working', async ({ page }) => {
	const html = await (await page.request.get('/fr/')).text();
	expect(html).not.toContain('<dialog class="consent-dialog"');
	expect(html).toContain('data-strings="/consent-strings/fr.json"');
	const asked: string[] = [];
	page.on('request', (r) => void (r.url().includes('/consent-strings/') && asked.push(new URL(r.url()).pathname)));
	await page.goto('/fr/');
	await hydrated(page);
	await page.waitForLoadState('networkidle');
	expect(asked).toEqual([]);
	const frBanner = page.getByRole('region', { name: dictionaryFr['consent.title'] });
	await frBanner.getByRole('button', { name: dictionaryFr['consent.settings'] }).click();
	const frDialog = page.getByRole('dialog', { name: dictionaryFr['consent.dialogTitle'] });
	await expect(frDialog).toBeVisible();
	await expect(frDialog.getByRole('checkbox', { name: dictionaryFr['consent.option.preferences'] })).toBeFocused();
	expect(asked).toEqual(['/consent-strings/fr.json']);
	await frDialog.getByRole('button', { name: dictionaryFr['consent.close'] }).click();
	await expect(frDialog).toBeHidden();

	// Offline: the texts never come. The Settings button keeps focus, and the banner still answers.
	// (A Dutch page other than the home, which would send this visitor, French until now, to /fr/.)
	await page.route('**/consent-strings/**', (route) => route.abort());
	await page.goto('/for-sale/');
	await hydrated(page);
	const settings = banner(page).getByRole('button', { name: 'Instellingen' });
	await settings.focus();
	await page.keyboard.press('Enter');
	await expect.poll(() => asked.filter((path) => path === '/consent-strings/nl.json').length, { timeout: 10_000 }).toBe(3);
	await expect(settings).toBeFocused();
	await expect(dialog(page)).toHaveCount(0);
	await banner(page).getByRole('button', { name: 'Weigeren' }).click();
	await expect(banner(page)).toBeHidden();
	expect((await stored(page))?.choices.statistics).toBe(false);
});

test('keyboard: the banner comes first, the dialog traps focus, Escape closes it and focus returns', async ({ page }) => {
	await watch(page);
	await page.goto('/');
	await expect(banner(page)).toBeFocused();
	await page.keyboard.press('Tab');
	await expect(banner(page).getByRole('link')).toBeFocused();
	await page.keyboard.press('Tab');
	await expect(banner(page).getByRole('button', { name: 'Alles accepteren' })).toBeFocused();
	await page.keyboard.press('Tab');
	await expect(banner(page).getByRole('button', { name: 'Weigeren' })).toBeFocused();
	await page.keyboard.press('Tab');
	const settings = banner(page).getByRole('button', { name: 'Instellingen' });
	await expect(settings).toBeFocused();
	await page.keyboard.press('Enter');
	await expect(dialog(page)).toBeVisible();
	await expect(dialog(page).getByRole('checkbox', { name: 'Voorkeuren' })).toBeFocused();
	// Tab goes round inside the dialog, both ways.
	const inDialog = () => page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')));
	for (let i = 0; i < 12; i++) {
		await page.keyboard.press('Tab');
		expect(await inDialog()).toBe(true);
	}
	await dialog(page).getByRole('checkbox', { name: 'Voorkeuren' }).focus();
	await page.keyboard.press('Shift+Tab');
	await expect(dialog(page).getByRole('button', { name: 'Sluiten' })).toBeFocused();
	await page.keyboard.press('Escape');
	await expect(dialog(page)).toBeHidden();
	await expect(settings).toBeFocused();
	expect(await stored(page)).toBeNull();
	// Open again, tick an option with Space and save with Enter.
	await page.keyboard.press('Enter');
	await expect(dialog(page)).toBeVisible();
	await page.keyboard.press('Tab');
	await expect(dialog(page).getByRole('checkbox', { name: 'Statistieken' })).toBeFocused();
	await page.keyboard.press('Space');
	await dialog(page).getByRole('button', { name: 'Keuze opslaan' }).focus();
	await page.keyboard.press('Enter');
	await expect(dialog(page)).toBeHidden();
	await expect(banner(page)).toBeHidden();
	expect((await stored(page))?.choices).toMatchObject({ preferences: false, statistics: true, marketing: false });
	await expect(page.locator('#main')).toBeFocused();
});

for (const action of ['Alles accepteren', 'Weigeren']) {
	test(`"${action}" by keyboard hands the focus to the main content, not to the page`, async ({ page }) => {
		await watch(page);
		await page.goto('/');
		await banner(page).getByRole('button', { name: action }).focus();
		await page.keyboard.press('Enter');
		await expect(banner(page)).toBeHidden();
		await expect(page.locator('#main')).toBeFocused();
	});
}

test('a visitor already on the banner when the site script starts keeps the focus there', async ({ page }) => {
	await watch(page);
	let release = () => {};
	const held = new Promise<void>((resolve) => (release = resolve));
	await page.route('**/_astro/BaseLayout.astro_astro_type_script_index_0_lang.*.js', async (route) => {
		await held;
		await route.continue();
	});
	// Not to DOMContentLoaded: that waits for the module script held back here.
	await page.goto('/', { waitUntil: 'commit' });
	// The early inline script shows the banner; the visitor reaches its first button before the site script runs.
	const accept = banner(page).getByRole('button', { name: 'Alles accepteren' });
	await expect(accept).toBeVisible();
	await accept.focus();
	release();
	// The site script has run once it sets the device class (`wireHeader`).
	await expect(page.locator('html')).toHaveAttribute('data-device', /./);
	await expect(banner(page)).toBeVisible();
	await expect(accept).toBeFocused();
});

for (const [width, height] of [[320, 640], [1280, 800]] as const) {
	test(`at ${width} px no control reached by Tab while the banner shows is hidden under it (WCAG 2.4.11)`, async ({ page }) => {
		await watch(page);
		await page.setViewportSize({ width, height });
		await page.goto('/fr/');
		await hydrated(page);
		await expect(page.locator('.consent-banner')).toBeFocused();
		const hidden: string[] = [];
		for (let stop = 0; stop < 40; stop++) {
			await page.keyboard.press('Tab');
			const under = await page.evaluate(() => {
				const focused = document.activeElement;
				const box = document.querySelector('.consent-banner');
				if (!focused || !box || focused === document.body || box.contains(focused)) return null;
				const [f, b] = [focused.getBoundingClientRect(), box.getBoundingClientRect()];
				const covered = f.top >= b.top && f.bottom <= b.bottom + 1 && f.left >= b.left - 1 && f.right <= b.right + 1;
				return covered ? (focused.getAttribute('aria-label') ?? focused.textContent ?? focused.tagName).trim() : null;
			});
			if (under !== null) hidden.push(under);
		}
		expect(hidden).toEqual([]);
	});
}

for (const [width, height] of [[320, 256], [320, 180]] as const) {
	test(`at ${width}x${height} (400 % zoom) the banner keeps to the window and scrolls inside itself, heading first (WCAG 1.4.10)`, async ({ page }) => {
		await watch(page);
		await page.setViewportSize({ width, height });
		await page.goto('/for-sale/');
		await hydrated(page);
		const box = page.locator('.consent-banner');
		await expect(box).toBeFocused();
		const fit = await box.evaluate((el) => {
			const r = el.getBoundingClientRect();
			const heading = el.querySelector('h2')?.getBoundingClientRect();
			return { top: r.top, bottom: r.bottom, scrolls: el.scrollHeight > el.clientHeight, scrollTop: el.scrollTop, headingTop: heading?.top ?? -1 };
		});
		expect(fit.top).toBeGreaterThanOrEqual(0);
		expect(fit.bottom).toBeLessThanOrEqual(height);
		expect(fit.scrolls).toBe(true);
		expect(fit.scrollTop).toBe(0);
		expect(fit.headingTop).toBeGreaterThanOrEqual(fit.top);
		await expect(box.getByRole('heading', { name: 'Cookies op onze website' })).toBeInViewport();
		// The keyboard reaches the last choice inside the banner, which scrolls it into view.
		await box.getByRole('button', { name: 'Instellingen' }).focus();
		await expect(box.getByRole('button', { name: 'Instellingen' })).toBeInViewport();
		expect(await box.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
	});
}

test('at 320x256 (400 % zoom) the banner takes at most half the window, and the skip link and the header\'s links reached by Tab show above it (WCAG 2.4.11)', async ({ page }) => {
	await watch(page);
	await page.setViewportSize({ width: 320, height: 256 });
	await page.goto('/');
	await hydrated(page);
	const box = page.locator('.consent-banner');
	await expect(box).toBeFocused();
	const bannerTop = await box.evaluate((el) => el.getBoundingClientRect().top);
	expect(bannerTop).toBeGreaterThanOrEqual(256 / 2 - 12 - 1);
	// Out of the banner: its link and three buttons, then the page from its top.
	const outside = () => page.evaluate(() => !document.querySelector('.consent-banner')?.contains(document.activeElement) && document.activeElement !== document.body);
	for (let stop = 0; stop < 10 && !(await outside()); stop++) await page.keyboard.press('Tab');
	expect(await outside()).toBe(true);
	const seen: string[] = [];
	const hidden: string[] = [];
	for (let stop = 0; stop < 4; stop++) {
		const place = await page.evaluate(() => {
			const focused = document.activeElement as HTMLElement;
			const f = focused.getBoundingClientRect();
			const b = document.querySelector('.consent-banner')!.getBoundingClientRect();
			return { name: (focused.getAttribute('aria-label') ?? focused.textContent ?? focused.tagName).trim(), top: f.top, bottom: f.bottom, bannerTop: b.top };
		});
		seen.push(place.name);
		// In the window and wholly above the banner.
		if (place.top < 0 || place.bottom > place.bannerTop + 1) hidden.push(`${place.name}: ${place.top}–${place.bottom}, banner from ${place.bannerTop}`);
		await page.keyboard.press('Tab');
	}
	expect(seen[0]).toBe('Naar de inhoud');
	expect(hidden).toEqual([]);
});

test('settings opened again right after closing stay open: the first close event, which comes later, does not close them', async ({ page }) => {
	await watch(page);
	await page.goto('/');
	const settings = banner(page).getByRole('button', { name: 'Instellingen' });
	await settings.click();
	await expect(dialog(page)).toBeVisible();
	// Escape (a cancel event) and a click on Settings in the same task, as a quick visitor or a busy
	// machine can line them up: the dialog's close event is only fired after both.
	await page.evaluate(() => {
		document.querySelector('dialog.consent-dialog')!.dispatchEvent(new Event('cancel', { cancelable: true }));
		document.querySelector<HTMLButtonElement>('.consent-banner [data-consent-action="settings"]')!.click();
	});
	await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
	await expect(dialog(page)).toBeVisible();
	await dialog(page).getByRole('button', { name: 'Sluiten' }).click();
	await expect(dialog(page)).toBeHidden();
	await expect(settings).toBeFocused();
});

test('?setcookies clears the stored consent and the banner asks again', async ({ page }) => {
	const seen = await watch(page);
	await page.goto('/');
	await banner(page).getByRole('button', { name: 'Alles accepteren' }).click();
	await expect.poll(() => stored(page)).not.toBeNull();
	// The accepted tags load after the choice is stored: wait for them, so that none of the
	// first page's requests is counted against the next one.
	await expect.poll(() => seen.thirdParty.filter((u) => u === gtmUrl || u === pixelUrl).sort()).toEqual([gtmUrl, pixelUrl].sort());
	seen.thirdParty.length = 0;
	await page.goto('/for-sale/?setcookies');
	await expect(banner(page)).toBeVisible();
	expect(await stored(page)).toBeNull();
	expect(new URL(page.url()).search).toBe('');
	await page.waitForLoadState('networkidle');
	expect(seen.thirdParty).toEqual([]);
	expect(await consentCalls(page)).toEqual([['consent', 'default', { ...denied, wait_for_update: 500 }]]);
	expect(seen.violations).toEqual([]);
});

test('the footer button reopens the settings with the stored choice, and a change updates the consent', async ({ page }) => {
	const seen = await watch(page);
	await page.goto('/');
	await banner(page).getByRole('button', { name: 'Alles accepteren' }).click();
	await page.reload();
	await hydrated(page);
	await expect(banner(page)).toBeHidden();
	const footerButton = page.locator('#cookie-settings');
	await footerButton.click();
	await expect(dialog(page)).toBeVisible();
	for (const box of await dialog(page).getByRole('checkbox').all()) await expect(box).toBeChecked();
	await dialog(page).getByRole('checkbox', { name: 'Marketing' }).uncheck();
	await dialog(page).getByRole('button', { name: 'Keuze opslaan' }).click();
	await expect(dialog(page)).toBeHidden();
	await expect(footerButton).toBeFocused();
	const noAds = { ...granted, ad_user_data: 'denied', ad_storage: 'denied', ad_personalization: 'denied' };
	expect(await consentCalls(page)).toEqual([
		['consent', 'default', { ...denied, wait_for_update: 500 }],
		['consent', 'update', granted],
		page_view,
		['consent', 'update', noAds],
	]);
	expect((await stored(page))?.flags).toEqual(noAds);
	expect(seen.violations).toEqual([]);
});

test('a returning visitor who declined and now grants statistics in the settings gets the page view, after the analytics config, once', async ({ page }) => {
	const seen = await watch(page);
	const declined = { version: 1, timestamp: Date.now(), choices: { essential: true, preferences: false, statistics: false, marketing: false, personalisation: false }, flags: denied };
	await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [storageKey, JSON.stringify(declined)]);
	await page.goto('/');
	await hydrated(page);
	const open = async () => {
		await page.locator('#cookie-settings').click();
		await expect(dialog(page)).toBeVisible();
	};
	await open();
	await dialog(page).getByRole('checkbox', { name: 'Statistieken' }).check();
	await dialog(page).getByRole('button', { name: 'Keuze opslaan' }).click();
	await expect(dialog(page)).toBeHidden();
	await expect.poll(() => seen.thirdParty.includes(gtmUrl)).toBe(true);
	const flags = { ...denied, analytics_storage: 'granted' };
	// The view pushed on load, while all was denied and before any config, reached no tag: the grant sends it.
	const expected = [['consent', 'default', { ...denied, wait_for_update: 500 }], ['consent', 'update', denied], page_view, ['consent', 'update', flags], page_view];
	expect(await consentCalls(page)).toEqual(expected);
	const layer = (await dataLayer(page)) as unknown[][];
	const config = layer.findIndex((c) => Array.isArray(c) && c[0] === 'config' && c[1] === site.tracking.analyticsId);
	expect(config, 'the grant configures the analytics tag').toBeGreaterThan(-1);
	expect(layer.map((c) => Array.isArray(c) && c[1] === 'page_view').lastIndexOf(true), 'the view comes after the config').toBeGreaterThan(config);
	// Saving the same grant again sends no second view.
	await open();
	await dialog(page).getByRole('button', { name: 'Keuze opslaan' }).click();
	await expect(dialog(page)).toBeHidden();
	expect(await consentCalls(page)).toEqual([...expected, ['consent', 'update', flags]]);
	expect(seen.violations).toEqual([]);
});

test('a returning visitor: a stored choice applies at once, no banner; after 6 months it is asked again', async ({ page }) => {
	const seen = await watch(page);
	const choice = (age: number) => ({
		version: 1,
		timestamp: Date.now() - age,
		choices: { essential: true, preferences: true, statistics: true, marketing: true, personalisation: true },
		flags: granted,
	});
	await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [storageKey, JSON.stringify(choice(5 * monthMs))]);
	await page.goto('/');
	await hydrated(page);
	await expect.poll(() => seen.thirdParty.includes(gtmUrl)).toBe(true);
	await expect(banner(page)).toBeHidden();
	expect(await consentCalls(page)).toEqual([['consent', 'default', { ...denied, wait_for_update: 500 }], ['consent', 'update', granted], page_view]);

	const later = await page.context().newPage();
	const seenLater = await watch(later);
	await later.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [storageKey, JSON.stringify(choice(6.5 * monthMs))]);
	await later.goto('/');
	await expect(banner(later)).toBeVisible();
	await later.waitForLoadState('networkidle');
	expect(seenLater.thirdParty).toEqual([]);
	expect(await consentCalls(later)).toEqual([['consent', 'default', { ...denied, wait_for_update: 500 }]]);
	expect([...seen.violations, ...seenLater.violations]).toEqual([]);
});

/** A stored "accept all", as a visitor who accepted on an earlier page has it. */
const acceptedBefore = (page: Page) =>
	page.addInitScript(
		([key, value]) => localStorage.setItem(key!, value!),
		[storageKey, JSON.stringify({ version: 1, timestamp: Date.now(), choices: { essential: true, preferences: true, statistics: true, marketing: true, personalisation: true }, flags: granted })],
	);

for (const path of ['/nieuwsbrief-bevestigen/?token=SECRETTOKEN1234567890abcdefghijklmnopqrstuvw', '/fr/desinscription-newsletter/?token=SECRETTOKEN1234567890abcdefghijklmnopqrstuvw', '/login/', '/en/owner/', '/de/anmelden/'])
	test(`after "accept all", ${path} loads no tag manager or pixel and sends no page view`, async ({ page }) => {
		const seen = await watch(page);
		await acceptedBefore(page);
		await page.goto(path);
		await hydrated(page);
		await page.waitForLoadState('networkidle');
		expect(seen.thirdParty.filter((u) => /googletagmanager|facebook/.test(u))).toEqual([]);
		// The consent is still honoured: the update goes out, nothing else.
		expect(await consentCalls(page)).toEqual([['consent', 'default', { ...denied, wait_for_update: 500 }], ['consent', 'update', granted]]);
		expect(JSON.stringify(await dataLayer(page))).not.toContain('SECRETTOKEN');
		expect((await stored(page))?.flags).toEqual(granted);
	});

test('a tracked page with a query: the page view and the address keep the filter but not the token', async ({ page }) => {
	const seen = await watch(page);
	await acceptedBefore(page);
	await page.goto('/for-sale/?type=2&token=SECRETTOKEN123&utm_source=mail');
	await hydrated(page);
	await expect.poll(() => seen.thirdParty.includes(gtmUrl)).toBe(true);
	const view = (await consentCalls(page)).find((c) => c[1] === 'page_view') as [string, string, { page_location: string }];
	const location = new URL(view[2].page_location);
	expect(location.pathname).toBe('/for-sale/');
	expect(location.searchParams.get('token')).toBeNull();
	expect(location.searchParams.get('type')).toBe('2');
	expect(location.searchParams.get('utm_source')).toBe('mail');
	// The tags that read the address themselves (tag manager, pixel) find no token there either.
	expect(await page.evaluate(() => location.href)).not.toContain('SECRETTOKEN');
	expect(seen.thirdParty.join(' ')).not.toContain('SECRETTOKEN');
});

test('no banner on a preview path, and still no third-party script', async ({ page }) => {
	const seen = await watch(page);
	const response = await page.goto('/preview/for-sale/');
	expect(response?.status()).toBe(200);
	await hydrated(page);
	await page.waitForLoadState('networkidle');
	await expect(banner(page)).toHaveCount(0);
	expect(seen.thirdParty).toEqual([]);
	// The settings stay reachable from the footer.
	await page.locator('#cookie-settings').click();
	await expect(dialog(page)).toBeVisible();
	expect(seen.violations).toEqual([]);
});

test('axe finds no serious violation in the banner or the open settings dialog', async ({ page }) => {
	await watch(page);
	await page.goto('/fr/');
	const serious = (selector: string) => axeViolations(page, { include: selector });
	await expect(page.getByRole('region', { name: 'Cookies sur notre site' })).toBeVisible();
	expect(await serious('.consent-banner')).toEqual([]);
	await page.getByRole('button', { name: 'Paramètres', exact: true }).click();
	await expect(page.getByRole('dialog', { name: 'Paramètres des cookies' })).toBeVisible();
	expect(await serious('.consent-dialog')).toEqual([]);
});
