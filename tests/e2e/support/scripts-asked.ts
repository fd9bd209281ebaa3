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
