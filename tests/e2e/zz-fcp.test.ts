import { test } from '@playwright/test';
test('first frame', async ({ page }) => {
	await page.addInitScript(() => { requestAnimationFrame(() => Object.assign(window, { __raf: performance.now() })); });
	const out: string[] = [];
	for (const path of ['/', '/for-sale/', '/property/1001/', '/services/']) {
		const r: number[][] = [];
		for (let i = 0; i < 6; i++) {
			await page.goto(path);
			r.push(await page.evaluate(() => {
				const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
				const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1;
				return [Math.round((window as unknown as { __raf: number }).__raf), Math.round(fcp), Math.round(nav.domInteractive), Math.round(nav.loadEventEnd)];
			}));
		}
		r.sort((a, b) => a[0]! - b[0]!);
		out.push(`${path} raf/fcp/domInteractive/load median: ${r[3]!.join(' ')}  all raf: ${r.map((x) => x[0]).join(',')}`);
	}
	console.log(out.join('\n'));
});
