/**
 * Part 2, page weight: loads one page of each template of the built demo site in Chromium, over
 * the compressing static server, with an empty cache, and sums what the first load fetched.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium, mobileViewport } from './browser.ts';
import { summarizeWeight, type LoadedResource, type PageWeight } from './weight-summary.ts';
import { inlineScripts } from '../lib/security/csp.ts';
import { hasIsland, hasOwnInteraction, isPlaceholderPage, signedInTemplates, type TemplatePage } from './templates.ts';
import { signedInCookieName } from '../lib/owners/session-hint.ts';

/** One template's row of the page-weight table. */
export type WeightRow = {
	template: string;
	path: string;
	/** Any island on the page, the site-wide footer form included. */
	islands: boolean;
	/** Something interactive in the page's main content (`hasOwnInteraction`). */
	interaction: boolean;
	/** Bytes of executable inline scripts in the HTML (JavaScript that makes no request). */
	inlineScriptBytes: number;
	placeholder: boolean;
	weight: PageWeight;
};

/** Loads each template page found (missing ones are skipped by the caller) and weighs it. */
export async function runPageWeight(
	outDir: string,
	origin: string,
	pages: readonly TemplatePage[],
): Promise<WeightRow[]> {
	const browser = await launchChromium();
	try {
		const rows: WeightRow[] = [];
		for (const { name, path } of pages) {
			if (!path) continue;
			const html = await readFile(join(outDir, path, 'index.html'), 'utf8');
			const resources = await loadPage(browser, origin + path, signedInTemplates.has(name));
			rows.push({
				template: name,
				path,
				islands: hasIsland(html),
				interaction: hasOwnInteraction(html),
				inlineScriptBytes: inlineScripts(html).reduce((sum, code) => sum + Buffer.byteLength(code), 0),
				placeholder: isPlaceholderPage(html),
				weight: summarizeWeight(resources),
			});
		}
		return rows;
	} finally {
		await browser.close();
	}
}

/**
 * Loads a URL in a fresh context (empty cache), waits until the network is idle, and lists the
 * responses; signed in, with the signed-in hint cookie (written by script before the page's own:
 * Playwright's addCookies refuses a `__Host-` cookie on the plain-HTTP server).
 */
async function loadPage(browser: Browser, url: string, signedIn: boolean): Promise<LoadedResource[]> {
	const context = await browser.newContext({ ...mobileViewport });
	if (signedIn) await context.addInitScript((name) => void (document.cookie = `${name}=1; Path=/; Secure; SameSite=Strict`), signedInCookieName);
	const page = await context.newPage();
	const pending: Promise<LoadedResource | undefined>[] = [];
	page.on('requestfinished', (request) => {
		pending.push(
			(async () => {
				const response = await request.response();
				if (!response) return undefined;
				const [sizes, body] = await Promise.all([
					request.sizes(),
					response.body().catch(() => Buffer.alloc(0)),
				]);
				const headers = response.headers();
				return {
					url: request.url(),
					resourceType: request.resourceType(),
					contentType: headers['content-type'] ?? '',
					rawBytes: body.length,
					compressedBytes:
						sizes.responseBodySize || Number(headers['content-length'] ?? body.length),
				};
			})(),
		);
	});
	await page.goto(url, { waitUntil: 'networkidle' });
	await page.waitForTimeout(500); // late client:idle islands
	const resources = (await Promise.all(pending)).filter(
		(r): r is LoadedResource => r !== undefined,
	);
	await context.close();
	return resources;
}
