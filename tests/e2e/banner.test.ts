import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { startStaticServer, type StaticServer } from '../../src/bench/static-server.ts';
import { recogniseVideo } from '../../src/lib/domain/video.ts';
import type { Property } from '../../src/schemas/property.ts';
import type { SiteConfig } from '../../src/schemas/site.ts';

/**
 * Spec §2 home banner (image, gallery or video, home page only). The gallery of the demo config
 * moves with previous and next buttons named in the page's language, by keyboard, with a visible
 * focus, never by itself, and at once for a visitor who asks for reduced motion. A YouTube banner
 * (a copy of the export with a video banner, built into a folder of its own and served on
 * loopback with the build's headers) shows its photo and a button, and loads the player in place
 * only on that button: the frame's `src` is checked, every request off loopback is stopped.
 */

const dataDir = process.env.DATA_DIR ?? 'data';
const readData = async <T,>(dir: string, file: string) => JSON.parse(await readFile(join(dir, file), 'utf8')) as T;

/** Tells whether the focused element shows a focus outline of at least 2 px. */
const focusRing = (page: Page) =>
	page.evaluate(() => {
		const style = getComputedStyle(document.activeElement!);
		return style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2;
	});

test.describe('home banner gallery (demo config)', () => {
	let photos = 0;
	test.beforeAll(async () => {
		const site = await readData<SiteConfig>(dataDir, 'site.json');
		photos = site.banner.mediaType === 'gallery' ? site.banner.images.length : 0;
	});

	test('previous and next buttons in each language move the photos by keyboard, with a visible focus, and go round', async ({ page }) => {
		test.skip(photos < 2, 'the export has no banner gallery');
		const names = [
			{ path: '/fr/', prev: 'Photo précédente', next: 'Photo suivante', status: `Photo 2 sur ${photos}` },
			{ path: '/en/', prev: 'Previous photo', next: 'Next photo', status: `Photo 2 of ${photos}` },
			{ path: '/de/', prev: 'Vorheriges Foto', next: 'Nächstes Foto', status: `Foto 2 von ${photos}` },
			{ path: '/', prev: 'Vorige foto', next: 'Volgende foto', status: `Foto 2 van ${photos}` },
		];
		const strip = page.locator('.banner [role="region"]');
		// The photo the strip has come to rest on; -1 while it is still between two photos, so that a
		// press never lands in the middle of the previous press's smooth scroll.
		const shown = () => strip.evaluate((s) => (Math.abs(s.scrollLeft - Math.round(s.scrollLeft / s.clientWidth) * s.clientWidth) < 1 ? Math.round(s.scrollLeft / s.clientWidth) : -1));
		for (const { path, prev, next, status } of names) {
			// The Dutch home, last, as a first visit: the German page read before would be remembered.
			if (path === '/') await page.evaluate(() => localStorage.removeItem('lang'));
			await page.goto(path);
			await expect(page.getByRole('button', { name: prev })).toBeVisible();
			const forward = page.getByRole('button', { name: next });
			await expect(forward).toBeVisible();
			await forward.focus();
			await page.keyboard.press('Enter');
			await expect.poll(shown).toBe(1);
			await expect(page.locator('[data-banner-status]')).toHaveText(status);
		}
		// Keyboard only: the focus ring shows on the button reached with Tab.
		await page.getByRole('button', { name: 'Vorige foto' }).focus();
		await page.keyboard.press('Tab');
		await expect(page.getByRole('button', { name: 'Volgende foto' })).toBeFocused();
		expect(await focusRing(page)).toBe(true);
		// Back to the first photo, then round to the last one.
		await page.keyboard.press('Shift+Tab');
		await page.keyboard.press('Enter');
		await expect.poll(shown).toBe(0);
		await page.keyboard.press('Enter');
		await expect.poll(shown).toBe(photos - 1);
		await expect(page.locator('[data-banner-status]')).toHaveText(`Foto ${photos} van ${photos}`);
	});

	test('an arrow key in the strip says the photo it comes to rest on, as the buttons do', async ({ page }) => {
		test.skip(photos < 2, 'the export has no banner gallery');
		await page.emulateMedia({ reducedMotion: 'reduce' });
		await page.goto('/en/');
		await expect(page.getByRole('button', { name: 'Next photo' })).toBeVisible();
		const strip = page.getByRole('region', { name: 'Photos of our listings' });
		await strip.focus();
		await page.keyboard.press('ArrowRight');
		await expect(page.locator('[data-banner-status]')).toHaveText(`Photo 2 of ${photos}`);
		await page.keyboard.press('ArrowLeft');
		await expect(page.locator('[data-banner-status]')).toHaveText(`Photo 1 of ${photos}`);
		// The buttons go on from the photo the keys brought.
		await page.getByRole('button', { name: 'Next photo' }).click();
		await expect(page.locator('[data-banner-status]')).toHaveText(`Photo 2 of ${photos}`);
	});

	test('with reduced motion the strip moves at once, without a smooth scroll', async ({ page }) => {
		test.skip(photos < 2, 'the export has no banner gallery');
		await page.emulateMedia({ reducedMotion: 'reduce' });
		await page.goto('/');
		const next = page.getByRole('button', { name: 'Volgende foto' });
		await expect(next).toBeVisible();
		// Read in the same task as the click: a smooth scroll would not have moved yet.
		const moved = await next.evaluate((button) => {
			(button as HTMLButtonElement).click();
			const strip = document.getElementById(button.getAttribute('aria-controls')!)!;
			return strip.scrollLeft / strip.clientWidth;
		});
		expect(moved).toBeCloseTo(1, 1);
	});
});

test.describe('home banner video (a YouTube banner)', () => {
	test.describe.configure({ mode: 'serial' });
	const videoUrl = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';
	let dir = '';
	let server: StaticServer | undefined;

	test.beforeAll(async () => {
		test.setTimeout(300_000);
		dir = await mkdtemp(join(tmpdir(), 'banner-video-'));
		await cp(dataDir, join(dir, 'data'), { recursive: true });
		const site = await readData<SiteConfig>(join(dir, 'data'), 'site.json');
		const photo = site.banner.images[0] ?? (await readData<Property[]>(dataDir, 'properties.json')).find((p) => p.Photos.length > 0)!.Photos[0]!;
		site.banner = { mediaType: 'video', images: [photo], video: videoUrl };
		await writeFile(join(dir, 'data', 'site.json'), JSON.stringify(site));
		await promisify(execFile)(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], {
			env: { ...process.env, DATA_DIR: join(dir, 'data'), OUT_DIR: join(dir, 'dist'), ASTRO_TELEMETRY_DISABLED: '1' },
			maxBuffer: 64 * 1024 * 1024,
		});
		server = await startStaticServer(join(dir, 'dist'));
	});

	test.afterAll(async () => {
		await server?.close();
		if (dir) await rm(dir, { recursive: true, force: true });
	});

	test('the photo and a play button until the click, then the player in place, focused; nothing off loopback, no CSP violation', async ({ page }) => {
		const external: string[] = [];
		const violations: string[] = [];
		await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/]|localhost[:/])/, (route) => {
			external.push(route.request().url());
			return route.abort();
		});
		const warnings: string[] = [];
		page.on('console', (message) => {
			if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
			if (/allowfullscreen/i.test(message.text())) warnings.push(message.text());
		});
		await page.goto(`${server!.origin}/`);
		await page.waitForLoadState('networkidle');
		const banner = page.locator('.banner');
		await expect(banner.locator('img')).toBeVisible();
		await expect(banner.locator('iframe')).toHaveCount(0);
		await expect(banner).toContainText('www.youtube-nocookie.com');
		expect(external).toEqual([]);

		const play = page.getByRole('button', { name: 'Bekijk de video' });
		await play.focus();
		expect(await focusRing(page)).toBe(true);
		await page.keyboard.press('Enter');
		const frame = banner.locator('iframe');
		await expect(frame).toHaveAttribute('src', `${recogniseVideo(videoUrl)!.embedUrl}?autoplay=1`);
		await expect(frame).toHaveAttribute('title', /^Video van /);
		await expect(frame).toHaveAttribute('allow', /(^|; )autoplay(;|$)/);
		// Fullscreen through `allow` only: with `allowfullscreen` beside it Chromium warns that `allow` takes precedence.
		await expect(frame).toHaveAttribute('allow', /(^|; )fullscreen(;|$)/);
		await expect(frame).not.toHaveAttribute('allowfullscreen');
		await expect(frame).toBeFocused();
		// The only request off loopback is the player's, stopped here before it left.
		expect(external.every((url) => url.startsWith('https://www.youtube-nocookie.com/embed/'))).toBe(true);
		expect(violations).toEqual([]);
		expect(warnings).toEqual([]);
	});

	test('the button speaks the page language', async ({ page }) => {
		await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/]|localhost[:/])/, (route) => route.abort());
		for (const [path, name] of [['/fr/', 'Regarder la vidéo'], ['/en/', 'Watch the video'], ['/de/', 'Video ansehen']] as const) {
			await page.goto(`${server!.origin}${path}`);
			await expect(page.getByRole('button', { name })).toBeVisible();
		}
	});
});
