/**
 * The search in the browser: bundles the site's query module with esbuild, serves it with an
 * index through the compressing static server, and times the queries inside Chromium.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';
import { launchChromium, mobileViewport } from './browser.ts';
import { startStaticServer } from './static-server.ts';
import type { measure } from './search-browser-entry.ts';

/** Load time of the index and per-query times by typed length, measured in Chromium. */
export type BrowserSearchTimes = Awaited<ReturnType<typeof measure>>;

/** Times the queries against `indexJson` in Chromium; `dir` is a scratch folder. */
export async function measureSearchInBrowser(
	dir: string,
	indexJson: string,
	queries: Record<number, string[]>,
	reps: number,
): Promise<BrowserSearchTimes> {
	await mkdir(dir, { recursive: true });
	const bundle = await build({
		entryPoints: [join(import.meta.dirname, 'search-browser-entry.ts')],
		bundle: true,
		format: 'esm',
		platform: 'browser',
		target: 'es2022',
		minify: true,
		write: false,
	});
	await writeFile(join(dir, 'bench.js'), bundle.outputFiles[0]!.contents);
	await writeFile(join(dir, 'index.json'), indexJson);
	await writeFile(
		join(dir, 'index.html'),
		'<!doctype html><html lang="en"><head><meta charset="utf-8"><title>search bench</title></head><body></body></html>',
	);
	const server = await startStaticServer(dir);
	await fetch(`${server.origin}/index.json`, { headers: { 'Accept-Encoding': 'br' } }); // compress once before timing
	const browser = await launchChromium();
	try {
		const page = await (await browser.newContext({ ...mobileViewport })).newPage();
		await page.goto(`${server.origin}/`);
		return await page.evaluate(
			async ({ queries, reps }) => {
				const entry = (await import('/bench.js' as string)) as { measure: typeof measure };
				return entry.measure('/index.json', queries, reps);
			},
			{ queries, reps },
		);
	} finally {
		await browser.close();
		await server.close();
	}
}
