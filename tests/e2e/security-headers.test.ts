import { expect, test } from '@playwright/test';

test('static pages carry the security headers and a CSP without unsafe-inline scripts, with no violation on load', async ({ page }) => {
	const violations: string[] = [];
	page.on('console', (message) => {
		if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
	});
	for (const path of ['/', '/fr/a-vendre/', '/property/1001/']) {
		const response = await page.goto(path);
		const headers = response!.headers();
		expect(headers['content-security-policy']).toMatch(/script-src 'self'/);
		expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
		expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
		expect(headers['strict-transport-security']).toContain('max-age=');
		expect(headers['x-content-type-options']).toBe('nosniff');
		expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
		expect(headers['permissions-policy']).toContain('camera=()');
		await page.waitForLoadState('networkidle');
	}
	expect(violations).toEqual([]);
});
