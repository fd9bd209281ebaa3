import type { Page } from '@playwright/test';

/**
 * Waits until the page has loaded and the browser has twice had idle time: what a page starts
 * when the browser is first idle (Astro's `client:idle`) has asked for its files by then. Chrome's
 * network-idle signal is not waited for: on a list page that asks for nothing after its photos, it
 * did not come in 4 of 6 loads with the processor slowed sixfold and two tests at once, though no
 * request was open.
 */
export async function browserIdle(page: Page): Promise<void> {
	await page.waitForLoadState('load');
	await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))));
}

/**
 * Loads `path` as a visitor who only reads: the page loaded, the browser idle, scrolled a screen
 * down and back. Returns a function that lists, then and later, the script files the page has
 * asked for whose name starts with `component` (an island's chunk, `/_astro/SearchBox.<hash>.js`).
 */
export async function readWithoutActing(page: Page, path: string, component: string): Promise<() => string[]> {
	const asked: string[] = [];
	page.on('request', (r) => {
		const file = new URL(r.url()).pathname;
		if (r.resourceType() === 'script' && file.startsWith(`/_astro/${component}.`)) asked.push(file);
	});
	await page.goto(path);
	await browserIdle(page);
	await page.mouse.wheel(0, 600);
	await browserIdle(page);
	await page.mouse.wheel(0, -600);
	return () => [...asked];
}

/**
 * A slow phone: the island's chunk (`/_astro/<component>.<hash>.js`) arrives `ms` after it is asked
 * for, so the page's HTML is in the visitor's hands while its script is on its way.
 */
export async function islandScriptLate(page: Page, component: string, ms = 2_000): Promise<void> {
	await page.route(`**/_astro/${component}*.js`, async (route) => {
		await new Promise((resolve) => setTimeout(resolve, ms));
		await route.continue();
	});
}

/** Waits until the island holding the element `selector` finds is hydrated (Astro then takes its `ssr` attribute away). */
export async function islandHydrated(page: Page, selector: string): Promise<void> {
	await page.waitForFunction((found) => {
		const island = document.querySelector(found)?.closest('astro-island');
		return island !== null && island !== undefined && !island.hasAttribute('ssr');
	}, selector);
}
