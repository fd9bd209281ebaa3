/**
 * Part 4, search: per data set size, the bytes of each language's search index (the one the
 * build published at /search/<locale>.json, else built here with the same module) raw, gzip and
 * brotli, and the time of a keystroke's query for 1, 2 and 5 typed characters in Node and in Chromium.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { locales, type Locale } from '../../i18n/locales.ts';
import { pathTable } from '../../i18n/paths.ts';
import { readDataSet } from '../lib/data/read-data.ts';
import { buildSearchIndex, type SearchIndexFile } from '../lib/search/build-index.ts';
import { loadSearchIndex, querySearch, searchIndexUrl } from '../lib/search/query.ts';
import { buildRoutes } from '../routing/build-routes.ts';
import { measureSearchInBrowser } from './search-browser.ts';
import { timeQueries, topWords, typedLengths, typedQueries } from './search-typing.ts';
import { median, percentile } from './stats.ts';
import type { SiteBuild, Workspace } from './workspace.ts';

/** Bytes of one language's index at one size. */
export type SearchIndexRow = {
	properties: number;
	locale: Locale;
	docs: number;
	rawBytes: number;
	gzipBytes: number;
	brotliBytes: number;
	source: 'build' | 'bench';
};
/** Keystroke times at one size, typed length and place. */
export type SearchTimingRow = {
	properties: number;
	where: 'node' | 'browser';
	typed: number;
	queries: number;
	medianMs: number;
	p95Ms: number;
	maxMs: number;
	loadMs: number;
};
/** The search part's result. */
export type SearchResult = {
	indexRows: SearchIndexRow[];
	timingRows: SearchTimingRow[];
	notes: string[];
};

const repetitions = 20;

/** Measures the search at each size; `builds` are the build-scale part's builds when it ran. */
export async function runSearch(
	workspace: Workspace,
	sizes: readonly number[],
	builds: ReadonlyMap<number, SiteBuild>,
	log: (line: string) => void,
): Promise<SearchResult> {
	const result: SearchResult = { indexRows: [], timingRows: [], notes: [] };
	for (const size of sizes) {
		const built = builds.get(size);
		const published = new Map<Locale, string>();
		for (const locale of locales) {
			const text = built
				? await readFile(join(built.outDir, searchIndexUrl(locale)), 'utf8').catch(() => undefined)
				: undefined;
			if (text !== undefined) published.set(locale, text);
		}
		const texts =
			published.size === locales.length
				? published
				: await indexesFromData(workspace, size, published);
		for (const locale of locales) {
			const text = texts.get(locale)!;
			const file = JSON.parse(text) as SearchIndexFile;
			const bytes = Buffer.from(text);
			result.indexRows.push({
				properties: size,
				locale,
				docs: file.index.documentCount,
				rawBytes: bytes.length,
				gzipBytes: gzipSync(bytes, { level: 9 }).length,
				brotliBytes: brotliCompressSync(bytes).length,
				source: published.has(locale) ? 'build' : 'bench',
			});
		}
		if (!built)
			result.notes.push(
				`${size}: index built by the bench with buildSearchIndex (no build of this size in this run)`,
			);
		else if (published.size < locales.length)
			result.notes.push(
				`${size}: the build did not publish ${searchIndexUrl('nl')}; index built by the bench with buildSearchIndex`,
			);

		const nlText = texts.get('nl')!;
		const rows = (JSON.parse(nlText) as SearchIndexFile).properties;
		const words = [
			...topWords(
				rows.map(([, , , city]) => city),
				10,
			),
			...topWords(
				rows.map(([, , title]) => title.split(/\s+/)[0] ?? ''),
				10,
			),
		];
		const queries = typedQueries(words, typedLengths);

		const loadStart = performance.now();
		const index = loadSearchIndex(JSON.parse(nlText) as SearchIndexFile);
		const loadMs = performance.now() - loadStart;
		for (const typed of typedLengths) {
			const times = timeQueries(
				(text) => querySearch(index, text),
				queries[typed] ?? [],
				repetitions,
				() => performance.now(),
			);
			result.timingRows.push(timingRow(size, 'node', typed, times, loadMs));
		}
		log(
			`search: ${size} listings, nl index ${(nlText.length / 1024).toFixed(0)} KB, Node keystroke medians ${result.timingRows
				.filter((r) => r.properties === size)
				.map((r) => r.medianMs.toFixed(3))
				.join('/')} ms`,
		);
		try {
			const browser = await measureSearchInBrowser(
				join(workspace.root, `search-${size}`),
				nlText,
				queries,
				repetitions,
			);
			for (const typed of typedLengths)
				result.timingRows.push(
					timingRow(size, 'browser', typed, browser.timings[typed] ?? [], browser.loadMs),
				);
		} catch (error) {
			result.notes.push(
				`${size}: browser search not measured: ${(error as Error).message.split('\n')[0]}`,
			);
		}
	}
	return result;
}

/** The index of each language built here from the generated data set (those the build published are kept). */
async function indexesFromData(
	workspace: Workspace,
	size: number,
	published: ReadonlyMap<Locale, string>,
): Promise<Map<Locale, string>> {
	const dataSet = await readDataSet((await workspace.dataSet(size)).dir);
	const routes = buildRoutes({
		table: pathTable,
		locales,
		listings: dataSet.properties,
		projects: [],
		testimonialIds: [],
		articles: [],
		listPages: {},
	});
	const paths = new Map(
		routes.map((r) => [`${r.locale}:${r.kind === 'page' ? r.key : r.id}`, r.path]),
	);
	const texts = new Map<Locale, string>();
	for (const locale of locales) {
		texts.set(
			locale,
			published.get(locale) ??
				JSON.stringify(
					buildSearchIndex({
						locale,
						listings: dataSet.properties,
						types: dataSet.propertyTypes,
						pathOf: (id) => paths.get(`${locale}:${id}`) ?? '',
						hideCity: dataSet.site.hideCity,
						cityNames: dataSet.cities,
					}),
				),
		);
	}
	return texts;
}

/** One timing row from the per-query times. */
function timingRow(
	properties: number,
	where: 'node' | 'browser',
	typed: number,
	times: readonly number[],
	loadMs: number,
): SearchTimingRow {
	return {
		properties,
		where,
		typed,
		queries: times.length,
		medianMs: median(times),
		p95Ms: percentile(times, 95),
		maxMs: Math.max(...times),
		loadMs,
	};
}
