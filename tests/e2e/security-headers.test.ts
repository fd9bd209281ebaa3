import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { embedHosts, trackerHosts } from '../../src/lib/security/csp.ts';

const site = JSON.parse(readFileSync(join(process.env.DATA_DIR ?? 'data', 'site.json'), 'utf8')) as {
	tracking: { analyticsId?: string | null; adsId?: string | null; tagManagerId?: string | null; pixelId?: string | null };
};

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

test('a preview path (spec §2) serves the page with X-Robots-Tag noindex and the CSP; the page itself has no noindex header', async ({ request }) => {
	for (const path of ['/preview/fr/a-vendre/', '/preview/property/1001/']) {
		const response = await request.get(path, { maxRedirects: 0 });
		expect(response.status(), path).toBe(200);
		expect(response.headers()['x-robots-tag'], path).toBe('noindex');
		expect(response.headers()['content-security-policy'], path).toContain("frame-ancestors 'self'");
	}
	expect((await request.get('/fr/a-vendre/')).headers()['x-robots-tag']).toBeUndefined();
});

test('a path nothing answers gets the not-found page with the same security headers as every page', async ({ request }) => {
	for (const path of ['/nonexistent-page/', '/fr/page-inconnue/', '/property/999999/']) {
		const response = await request.get(path, { maxRedirects: 0 });
		expect(response.status(), path).toBe(404);
		const headers = response.headers();
		expect(headers['content-security-policy'], path).toContain("frame-ancestors 'self'");
		expect(headers['x-frame-options'], path).toBe('SAMEORIGIN');
		expect(headers['x-content-type-options'], path).toBe('nosniff');
	}
});

test('the list pages may frame the site\'s own map frame (frame-src \'self\') and no host beyond the known embeds and trackers', async ({ request }) => {
	const known = new Set<string>(["'self'", ...embedHosts, ...trackerHosts.ads['frame-src']]);
	for (const path of ['/for-sale/', '/fr/a-louer/', '/map-frame/']) {
		const csp = (await request.get(path)).headers()['content-security-policy'] ?? '';
		const frameSrc = /(?:^|;\s*)frame-src ([^;]*)/.exec(csp)?.[1]?.split(/\s+/) ?? [];
		expect(frameSrc, path).toContain("'self'");
		expect(frameSrc.filter((source) => !known.has(source)), path).toEqual([]);
		expect(csp, path).toContain("frame-ancestors 'self'");
	}
});

/**
 * What the configured tags request once consented (spec §4, §7), as a stand-in for the vendors'
 * scripts: the Google tag stub makes the Ads tag's calls (conversion script, remarketing pixels on
 * www.google.com and the Belgian www.google.be, the protected-audience frame), the pixel stub its
 * config script and event. Every third-party request is answered locally; the test fails on any
 * CSP refusal and on any of these requests not reaching the network.
 */
const adsCalls = [
	['script', 'https://www.googleadservices.com/pagead/conversion_async.js'],
	['img', 'https://googleads.g.doubleclick.net/pagead/viewthroughconversion/123456789/?random=1'],
	['img', 'https://www.google.com/pagead/1p-user-list/123456789/?random=1'],
	['img', 'https://www.google.be/pagead/1p-user-list/123456789/?random=1'],
	['fetch', 'https://www.google.com/ccm/collect?en=page_view'],
	['fetch', 'https://googleads.g.doubleclick.net/pagead/landing?gcs=G111'],
	['iframe', 'https://td.doubleclick.net/td/rul/123456789?random=1'],
] as const;
const analyticsCalls = [['fetch', 'https://region1.google-analytics.com/g/collect?v=2&en=page_view']] as const;
const pixelCalls = [
	['script', 'https://connect.facebook.net/signals/config/1234567890123456'],
	['img', 'https://www.facebook.com/tr/?id=1234567890123456&ev=PageView'],
	['fetch', 'https://www.facebook.com/tr/?id=1234567890123456&ev=PageView&fetch=1'],
] as const;

/** A script that makes each call the way a tag does (element or fetch). */
const callsScript = (calls: readonly (readonly [string, string])[]) =>
	calls
		.map(([kind, url]) =>
			kind === 'fetch'
				? `fetch(${JSON.stringify(url)}, { mode: 'no-cors' }).catch(() => {});`
				: `{ const el = document.createElement(${JSON.stringify(kind)}); el.src = ${JSON.stringify(url)}; document.body.append(el); }`,
		)
		.join('\n');

test('after consent the configured trackers reach every host they need (Google Ads, Analytics, tag manager, pixel) without a CSP refusal', async ({ page }) => {
	test.skip(!site.tracking.adsId || !site.tracking.analyticsId || !site.tracking.pixelId, 'the export does not configure every tracker');
	const violations: string[] = [];
	page.on('console', (message) => {
		if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
	});
	await page.addInitScript(() =>
		document.addEventListener('securitypolicyviolation', (e) => console.error(`Content Security Policy: ${e.violatedDirective} ${e.blockedURI}`)),
	);
	const requested: string[] = [];
	await page.route(
		(url) => !['localhost', '127.0.0.1'].includes(url.hostname),
		(route) => {
			const url = route.request().url();
			requested.push(url);
			if (url.startsWith('https://www.googletagmanager.com/gtag/js'))
				return route.fulfill({ contentType: 'application/javascript', body: callsScript([...adsCalls, ...analyticsCalls]) });
			if (url === 'https://connect.facebook.net/en_US/fbevents.js') return route.fulfill({ contentType: 'application/javascript', body: callsScript(pixelCalls) });
			const type = route.request().resourceType();
			if (type === 'script') return route.fulfill({ contentType: 'application/javascript', body: '' });
			if (type === 'image') return route.fulfill({ contentType: 'image/gif', body: Buffer.from('R0lGODlhAQABAAAAACw=', 'base64') });
			return route.fulfill({ status: 204, body: '' });
		},
	);
	const response = await page.goto('/');
	const csp = response!.headers()['content-security-policy']!;
	expect(csp).toContain('https://www.googleadservices.com');
	await page.getByRole('button', { name: 'Alles accepteren' }).click();
	const expected = [...adsCalls, ...analyticsCalls, ...pixelCalls].map(([, url]) => url);
	await expect.poll(() => expected.filter((url) => !requested.includes(url)), { timeout: 10_000 }).toEqual([]);
	expect(violations).toEqual([]);
});
