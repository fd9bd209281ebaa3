import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { moduleImageSizes } from '../../src/lib/modules/item-grid.ts';
import type { Page as ConfiguredPage } from '../../src/schemas/content.ts';

/**
 * Spec §2 (modules with column widths, at most 4 items a row on a 12-column grid) and §9 (helper
 * breakpoints): the card photos of a module (project cards on /projects/, the team's article cards
 * on /qui-sommes-nous/) carry the `sizes` of their module's column, so the photo the browser picks
 * is at least as wide as the card and not a size larger than it needs.
 */

const pages = JSON.parse(readFileSync(join(process.env.DATA_DIR ?? 'data', 'pages.json'), 'utf8')) as ConfiguredPage[];

/** The first Published module of a page with this relation type and view, as the data gives it. */
function moduleOf(key: string, relationType: string, viewType: string) {
	const page = pages.find((p) => p.path === key && p.status === 'Published');
	const module = page?.modules.find((m) => m.status === 'Published' && m.relationType === relationType && m.viewType === viewType);
	if (!module) throw new Error(`${key}: no Published ${relationType} module in ${viewType} view`);
	return module;
}

const cases = [
	{ path: '/projects/', module: moduleOf('/projects/', 'property-list', 'card'), photo: '.module-property-list .module-items > li img' },
	{ path: '/qui-sommes-nous/', module: moduleOf('/qui-sommes-nous/', 'category', 'card'), photo: '.module-category .as-cards > li img' },
];

/** The first card photo: its `sizes`, the card's width, the width of the photo picked and the widths offered. */
async function pickedPhoto(page: Page, selector: string) {
	const img = page.locator(selector).first();
	await img.scrollIntoViewIfNeeded();
	await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.currentSrc !== '')).toBe(true);
	return img.evaluate((el: HTMLImageElement) => {
		const offered = el.srcset.split(',').map((entry) => {
			const [url = '', descriptor = ''] = entry.trim().split(/\s+/);
			return { url: new URL(url, location.href).href, width: Number.parseInt(descriptor, 10) };
		});
		return {
			sizes: el.sizes,
			card: el.closest('li')!.getBoundingClientRect().width,
			picked: offered.find((o) => o.url === el.currentSrc)?.width ?? Number.NaN,
			widths: offered.map((o) => o.width).sort((a, b) => a - b),
		};
	});
}

test.describe("spec §2, §9: a module's card photos are fetched at their column's width", () => {
	for (const { path, module, photo } of cases) {
		for (const width of [1280, 375]) {
			test(`${path} at ${width} px: the photo picked covers the card and is the smallest that does`, async ({ page }) => {
				// A fresh page at this width: no larger photo of another width is in the cache.
				await page.setViewportSize({ width, height: 900 });
				await page.goto(path);
				const { sizes, card, picked, widths } = await pickedPhoto(page, photo);
				expect(sizes).toBe(moduleImageSizes(module));
				expect(picked, `${path} ${width} px: card ${card} px`).toBeGreaterThanOrEqual(card);
				// Not absurdly larger: the smallest photo offered that covers the card (400 for a 373 px card, never 1360).
				expect(picked, `${path} ${width} px: card ${card} px`).toBe(widths.find((w) => w >= card));
			});
		}
	}
});

test("a category module's list view on a phone: its photo stands above the text at the page's width and is fetched at that width", async ({ page }) => {
	moduleOf('/qui-sommes-nous/', 'category', 'list');
	await page.setViewportSize({ width: 375, height: 900 });
	await page.goto('/qui-sommes-nous/');
	const img = page.locator('.module-category .as-list .item img').first();
	await img.scrollIntoViewIfNeeded();
	await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.currentSrc !== '')).toBe(true);
	const { shown, picked } = await img.evaluate((el: HTMLImageElement) => {
		const entry = el.srcset.split(',').map((e) => e.trim().split(/\s+/)).find(([url]) => new URL(url ?? '', location.href).href === el.currentSrc);
		return { shown: el.getBoundingClientRect().width, picked: Number.parseInt(entry?.[1] ?? '', 10) };
	});
	expect(shown).toBeGreaterThan(300);
	expect(picked, `photo shown ${shown} px wide`).toBeGreaterThanOrEqual(shown);
});
