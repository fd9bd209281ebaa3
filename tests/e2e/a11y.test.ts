import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe.ts';
import { templateSamples } from './support/site-info.ts';

/**
 * Accessibility: axe on one page of each template in each language (and the 404 page), loaded at
 * phone width and widened to desktop width, must find no serious or critical violation.
 */

// A load, two scrolls through the page and two axe runs per test: long pages need more than 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

const phone = { name: 'phone', width: 375, height: 812 };
const desktop = { name: 'desktop', width: 1280, height: 900 };

/**
 * Scrolls through the page a screen at a time, as a visitor reading it, so islands that hydrate
 * when seen (client:visible) start loading, then back to the top. Waits until the islands that
 * hydrate without the visitor acting (client:load, idle, only) have hydrated (Astro drops their
 * `ssr` attribute) and the scripts of the others have loaded, so each run scans the same page.
 * Returns the load, idle and only islands that did not hydrate.
 */
async function hydrateIslands(page: Page): Promise<string[]> {
	await page.evaluate(async () => {
		// Two frames, or 250 ms when the renderer draws no frame (a busy machine can hold them back).
		const frame = () =>
			new Promise((resolve) => {
				requestAnimationFrame(() => requestAnimationFrame(resolve));
				setTimeout(resolve, 250);
			});
		for (let y = 0, steps = 0; y < document.documentElement.scrollHeight && steps < 200; y += window.innerHeight, steps++) {
			window.scrollTo(0, y);
			await frame();
		}
		window.scrollTo(0, 0);
		await frame();
	});
	const pending = () =>
		[...document.querySelectorAll('astro-island[ssr]')]
			.filter((i) => ['load', 'idle', 'only'].includes(i.getAttribute('client') ?? ''))
			.map((i) => i.getAttribute('component-url') ?? i.outerHTML.slice(0, 80));
	const hydrated = await page.waitForFunction(`(${pending.toString()})().length === 0`, undefined, { timeout: 10_000 }).then(
		() => true,
		() => false,
	);
	await page.waitForLoadState('networkidle');
	await page.evaluate(
		() =>
			new Promise((resolve) => {
				setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(resolve)), 0);
				setTimeout(resolve, 250);
			}),
	);
	return hydrated ? [] : await page.evaluate(pending);
}

for (const sample of templateSamples()) {
	test(`axe: ${sample.locale} ${sample.template} ${sample.path || '(no route)'} has no serious violation at phone and desktop width`, async ({ page }) => {
		expect(sample.path, `no ${sample.template} page in ${sample.locale}`).not.toBe('');
		// Loaded at phone width, then widened to desktop as a visitor turning a tablet or widening
		// the window would: the page answers the resize itself (device class, drawer, media rules),
		// so the desktop scan sees the page a visitor sees after a resize, without a second load.
		await page.setViewportSize({ width: phone.width, height: phone.height });
		const response = await page.goto(sample.path);
		expect.soft(response?.status(), `status of ${sample.path}`).toBe(sample.status);
		for (const size of [phone, desktop]) {
			if (size !== phone) await page.setViewportSize({ width: size.width, height: size.height });
			const notHydrated = await hydrateIslands(page);
			expect.soft(notHydrated, `${size.name}: client:load, idle or only islands that did not hydrate on ${sample.path}`).toEqual([]);
			const found = await axeViolations(page);
			expect.soft(found.length, `${size.name} ${size.width}px, ${sample.locale} ${sample.template} ${sample.path}:\n${found.join('\n')}`).toBe(0);
		}
	});
}

test('the scan reports a serious violation where there is one, in the page and in a frame of the same origin', async ({ page }) => {
	await page.goto('/');
	await page.evaluate(async () => {
		const main = document.querySelector('main')!;
		const picture = document.createElement('img');
		picture.src = '/favicon.svg';
		main.prepend(picture);
		const frame = document.createElement('iframe');
		frame.title = 'A frame';
		frame.srcdoc = '<!doctype html><html lang="en"><title>Frame</title><body><button></button></body></html>';
		const loaded = new Promise((resolve) => frame.addEventListener('load', resolve));
		main.append(frame);
		await loaded;
	});
	const found = await axeViolations(page);
	expect(found.some((line) => line.startsWith('image-alt (critical)'))).toBe(true);
	expect(found.some((line) => line.startsWith('button-name (critical)') && line.includes('iframe'))).toBe(true);
});

test('the scan judges the footer as a visitor sees it, drawn, even while the browser skips it at the size it was last drawn at', async ({ page }) => {
	// Drawn at 1,920 px and scrolled away, the footer's body keeps that (shorter) size while skipped;
	// at 961 px its text lies below that box, over the white of the page. Scanned so, its light legal
	// links and copyright line were judged against white.
	await page.setViewportSize({ width: 1920, height: 900 });
	await page.goto('/privacy-statement/');
	await page.locator('.site-foot .copyright').scrollIntoViewIfNeeded();
	await expect(page.locator('.site-foot form[data-kind="newsletter"]')).toBeVisible();
	const twoFrames = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
	await twoFrames();
	await page.evaluate(() => window.scrollTo(0, 0));
	await twoFrames();
	await page.setViewportSize({ width: 961, height: 900 });
	const skipped = await page.evaluate(() => {
		const body = document.querySelector('.site-foot .foot-body')!.getBoundingClientRect();
		return document.querySelector('.site-foot .copyright')!.getBoundingClientRect().bottom > body.bottom;
	});
	expect(skipped, 'the copyright line lies below the skipped footer body').toBe(true);
	expect(await axeViolations(page)).toEqual([]);
	expect(await page.locator('.site-foot .foot-body').evaluate((el) => getComputedStyle(el).contentVisibility)).toBe('auto');
});
