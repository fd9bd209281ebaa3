import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { itemImageSizes, listColumns, type ItemColumns } from '../../src/lib/modules/item-grid.ts';
import { itemsPerRow } from '../../src/lib/modules/modules.ts';
import type { Page as ConfiguredPage } from '../../src/schemas/content.ts';
import { siteInfo } from './support/site-info.ts';

/**
 * Spec §2 (modules with column widths, at most 4 items a row on a 12-column grid) and §9 (helper
 * breakpoints 767 and 960 px): the card grid of /for-sale/ and /for-rent/, in every language, has
 * as many cards on its first row as its page's property-list module says, its photos' `sizes` give
 * the width of that column, and a card keeps its photo's room before the photo is in the page.
 */

const pages = JSON.parse(readFileSync(join(process.env.DATA_DIR ?? 'data', 'pages.json'), 'utf8')) as ConfiguredPage[];
const lists = siteInfo().routes.flatMap((r) => (r.kind === 'page' && (r.key === '/for-sale/' || r.key === '/for-rent/') && r.page === 1 ? [r] : []));

/** The configured item widths of a list (the page's module, else the default). */
function columnsOf(key: string): ItemColumns {
	const configured = pages.find((p) => p.path === key && p.status === 'Published');
	return listColumns(configured?.modules ?? [], key === '/for-rent/' ? 'rent' : 'sale');
}

/** Window widths of a phone, a tablet and a desktop, and the module width each one uses. */
const widths = [
	{ width: 1280, breakpoint: 'lg' },
	{ width: 900, breakpoint: 'md' },
	{ width: 375, breakpoint: 'sm' },
] as const;

/** The cards on the first row of a card grid. */
function firstRow(page: Page, grid: string): Promise<number> {
	return page.locator(`${grid} > li`).evaluateAll((items) => {
		const top = items[0]?.getBoundingClientRect().top;
		return items.filter((li) => Math.abs(li.getBoundingClientRect().top - (top ?? 0)) < 1).length;
	});
}

/** The first card's width and the width its photo's `sizes` gives at the window's size, in px. */
function photoSlot(page: Page): Promise<{ card: number; slot: number; sizes: string }> {
	return page.locator('#listing-static .property-card__photo').first().evaluate((img: HTMLImageElement) => {
		// Entries are '(condition) length' or a last bare length; neither part holds a comma.
		const entries = img.sizes.split(', ').map((entry) => {
			const end = entry.startsWith('(') ? entry.indexOf(') ') + 1 : 0;
			return { query: entry.slice(0, end), length: entry.slice(end).trim() };
		});
		const chosen = entries.find((e) => e.query === '' || matchMedia(e.query).matches)!;
		const probe = document.createElement('div');
		probe.style.width = chosen.length;
		document.body.append(probe);
		const slot = probe.getBoundingClientRect().width;
		probe.remove();
		return { card: img.closest('li')!.getBoundingClientRect().width, slot, sizes: img.sizes };
	});
}

test.describe('spec §2, §9: the list pages lay their cards out by their module column widths', () => {
	for (const route of lists) {
		test(`${route.path}: cards on the first row at 1280, 900 and 375 px; photo sizes of that column`, async ({ page }) => {
			const columns = columnsOf(route.key);
			await page.setViewportSize({ width: 1280, height: 900 });
			await page.goto(route.path);
			for (const { width, breakpoint } of widths) {
				await page.setViewportSize({ width, height: 900 });
				expect(await firstRow(page, '#listing-static .property-grid'), `${width} px`).toBe(itemsPerRow(columns[breakpoint]));
				const { card, slot, sizes } = await photoSlot(page);
				expect(sizes).toBe(itemImageSizes(columns));
				// The slot covers the card; it is wider by the scrollbar's room at most, so no larger photo is fetched.
				expect(slot, `${width} px`).toBeGreaterThanOrEqual(card - 0.5);
				expect(slot - card, `${width} px`).toBeLessThanOrEqual(20);
			}
		});
	}

	test('the filtered results keep the columns and the photo sizes of the list', async ({ page }) => {
		const columns = columnsOf('/for-sale/');
		await page.setViewportSize({ width: 900, height: 900 });
		await page.goto('/for-sale/?type=2');
		const results = page.locator('.listing-results .property-grid');
		await expect(results.locator('li').first()).toBeVisible();
		expect(await firstRow(page, '.listing-results .property-grid')).toBe(itemsPerRow(columns.md));
		await expect(results.locator('img').first()).toHaveAttribute('sizes', itemImageSizes(columns));
	});

	test('a card keeps the room of its photo before the photo is in the page (no shift while the page loads)', async ({ page }) => {
		for (const width of [1280, 375]) {
			await page.setViewportSize({ width, height: 900 });
			await page.goto('/for-sale/');
			const tops = () => page.locator('#listing-static .property-card__title').evaluateAll((titles) => titles.map((h) => h.getBoundingClientRect().top));
			const withPhotos = await tops();
			// As when the browser paints a card whose photo's HTML has not arrived yet.
			await page.locator('#listing-static .property-card__photo').evaluateAll((photos) => photos.forEach((img) => img.remove()));
			expect(await tops(), `${width} px`).toEqual(withPhotos);
		}
	});
});
