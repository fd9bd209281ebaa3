/**
 * Part 1, build scale: for each data set size, generate the data, build the site into a temp
 * folder and measure it; then build a bare Astro project with as many one-line pages, the same
 * way, right after it, and give our time over the bare time. A third build, of the bare pages each
 * padded with constant HTML to the average size of ours, shows what our bytes alone cost in Astro:
 * our time over that one is the share of our components. Before each of these builds the disk is
 * settled the same way (`settle-disk.ts`).
 */
import { join } from 'node:path';
import { buildBareAstro } from './bare-astro.ts';
import { settleDisk } from './settle-disk.ts';
import type { SiteBuild, Workspace } from './workspace.ts';

/** One size of the build-scale table. */
export type BuildRow = {
	properties: number;
	generateMs: number;
	pages: number;
	wallMs: number;
	pagesPerSecond: number;
	/** Bytes of all the HTML pages the build wrote. */
	htmlBytes: number;
	peakTreeRssBytes: number;
	maxProcessRssBytes?: number;
	bare: ReferenceBuild;
	/** Our wall time over the bare build's wall time. */
	timeRatio: number;
	/** The bare pages padded to our average page size, and our wall time over its wall time. */
	sameBytes?: ReferenceBuild & { timeRatio: number };
	/** Whether the page cache was dropped before each of the three builds (they are always preceded by a write-out). */
	cacheDropped?: boolean;
};

/** A reference build's figures. */
export type ReferenceBuild = { pages: number; htmlBytes: number; wallMs: number; peakTreeRssBytes: number };

/** What a reference build measured, as `buildBareAstro` gives it. */
type ReferenceMeasure = { pages: number; htmlBytes: number; measure: { wallMs: number; peakTreeRssBytes: number } };

/** The build-scale part's result: its rows, and the builds for the parts that read them. */
export type BuildScale = { rows: BuildRow[]; builds: Map<number, SiteBuild> };

/** Builds each size and its bare reference, logging progress with `log`. */
export async function runBuildScale(
	workspace: Workspace,
	sizes: readonly number[],
	log: (line: string) => void,
): Promise<BuildScale> {
	const rows: BuildRow[] = [];
	const builds = new Map<number, SiteBuild>();
	for (const size of sizes) {
		const data = await workspace.dataSet(size);
		const dropped = [settleDisk()];
		log(
			`build: ${size} listings generated in ${(data.generateMs / 1000).toFixed(1)} s; building the site (before each build: pages written out${dropped[0] ? ', page cache dropped' : ''})`,
		);
		const site = await workspace.buildSite(data.dir, String(size));
		builds.set(size, site);
		log(
			`build: ${site.pages} pages in ${(site.measure.wallMs / 1000).toFixed(1)} s; building ${site.pages} bare Astro pages`,
		);
		dropped.push(settleDisk());
		const bare = await buildBareAstro(join(workspace.root, `bare-${size}`), site.pages);
		const padBytes = site.htmlBytes / site.pages - bare.htmlBytes / bare.pages;
		log(`build: bare Astro ${bare.pages} pages in ${(bare.measure.wallMs / 1000).toFixed(1)} s; again with ${Math.round(padBytes)} B more a page`);
		dropped.push(settleDisk());
		const sameBytes = await buildBareAstro(join(workspace.root, `bare-bytes-${size}`), site.pages, padBytes);
		log(`build: bare Astro at our page size in ${(sameBytes.measure.wallMs / 1000).toFixed(1)} s`);
		rows.push({ ...toBuildRow(size, data.generateMs, site, bare, sameBytes), cacheDropped: dropped.every(Boolean) });
	}
	return { rows, builds };
}

/** A reference build's figures from its measure. */
const reference = (build: ReferenceMeasure): ReferenceBuild => ({
	pages: build.pages,
	htmlBytes: build.htmlBytes,
	wallMs: build.measure.wallMs,
	peakTreeRssBytes: build.measure.peakTreeRssBytes,
});

/** A time over another, rounded to hundredths. */
const ratio = (ours: number, theirs: number) => Math.round((ours / theirs) * 100) / 100;

/**
 * One table row from the measures of a size.
 * @example toBuildRow(1000, 4000, { pages: 4000, htmlBytes: 1e8, measure: { wallMs: 20000, ... } }, { pages: 4000, htmlBytes: 1e6, measure: { wallMs: 10000, ... } }).timeRatio // => 2
 */
export function toBuildRow(
	properties: number,
	generateMs: number,
	site: Pick<SiteBuild, 'pages' | 'htmlBytes' | 'measure'>,
	bare: ReferenceMeasure,
	sameBytes?: ReferenceMeasure,
): BuildRow {
	return {
		properties,
		generateMs,
		pages: site.pages,
		wallMs: site.measure.wallMs,
		pagesPerSecond: site.pages / (site.measure.wallMs / 1000),
		htmlBytes: site.htmlBytes,
		peakTreeRssBytes: site.measure.peakTreeRssBytes,
		...(site.measure.maxProcessRssBytes !== undefined
			? { maxProcessRssBytes: site.measure.maxProcessRssBytes }
			: {}),
		bare: reference(bare),
		timeRatio: ratio(site.measure.wallMs, bare.measure.wallMs),
		...(sameBytes ? { sameBytes: { ...reference(sameBytes), timeRatio: ratio(site.measure.wallMs, sameBytes.measure.wallMs) } } : {}),
	};
}
