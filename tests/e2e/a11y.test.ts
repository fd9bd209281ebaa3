import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { templateSamples } from './support/site-info.ts';

/**
 * Accessibility: axe on one page of each template in each language (and the 404 page), loaded at
 * phone and desktop width, must find no serious or critical violation.
 */

const widths = [
	{ name: 'phone', width: 375, height: 812 },
	{ name: 'desktop', width: 1280, height: 900 },
];

/**
 * Waits until the islands that hydrate without a visitor's action (client:load, idle, only) have
 * hydrated (Astro then drops their `ssr` attribute), so axe sees what a visitor sees. Islands that
 * wait to be scrolled into view are scanned as rendered on the server.
 */
async function waitForIslands(page: Page): Promise<void> {
	await page.waitForFunction(
		() => [...document.querySelectorAll('astro-island[ssr]')].every((i) => !['load', 'idle', 'only'].includes(i.getAttribute('client') ?? '')),
		undefined,
		{ timeout: 10_000 },
	);
	await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** The serious and critical violations axe finds on the loaded page, one readable line per element. */
async function seriousViolations(page: Page): Promise<string[]> {
	const { violations } = await new AxeBuilder({ page }).analyze();
	return violations
		.filter((v) => v.impact === 'serious' || v.impact === 'critical')
		.flatMap((v) => v.nodes.map((node) => `${v.id} (${v.impact}): ${v.help} — ${node.target.join(' ')}`));
}

for (const sample of templateSamples()) {
	test(`axe: ${sample.locale} ${sample.template} ${sample.path || '(no route)'} has no serious violation at phone and desktop width`, async ({ page }) => {
		expect(sample.path, `no ${sample.template} page in ${sample.locale}`).not.toBe('');
		for (const size of widths) {
			await page.setViewportSize({ width: size.width, height: size.height });
			const response = await page.goto(sample.path);
			expect.soft(response?.status(), `${size.name}: status of ${sample.path}`).toBe(sample.status);
			await waitForIslands(page);
			const found = await seriousViolations(page);
			expect.soft(found.length, `${size.name} ${size.width}px, ${sample.locale} ${sample.template} ${sample.path}:\n${found.join('\n')}`).toBe(0);
		}
	});
}
