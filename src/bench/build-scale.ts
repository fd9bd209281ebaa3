/**
 * Part 1, build scale: for each data set size, generate the data, build the site into a temp
 * folder and measure it; then build a bare Astro project with as many one-line pages, the same
 * way, right after it, and give our time over the bare time. A third build, of the bare pages each
 * padded with constant HTML to the average size of ours, shows what our bytes alone cost in Astro:
 * our time over that one is the share of our components. Each of these builds starts from an
 * empty output folder and a settled disk (`settle-disk.ts`): when the output of an earlier round was
 * still there, Astro first deleted its 43,533 pages from a cold cache, and a bare build took 47 to
 * 50 s instead of 25.
 *
 * The three builds are made in rounds (`--rounds`, five by default): the same 10,000-listing build
 * measured 59.0 to 63.7 s in alternating runs here, and a bare build 25.8 to 30.0 s; with three
 * rounds, one noisy round could still move the median. Each round's ratios pair builds made one after
 * the other; the row is the median round by our time over bare (with an even count, the slower of
 * the two middle ones), with every round's ratios beside it and the peak memory of all rounds.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { bareOutDir, buildBareAstro, type BareBuild } from './bare-astro.ts';
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
	/** Whether the page cache was dropped before each build (they are always preceded by a write-out). */
	cacheDropped?: boolean;
	/** Each round's wall times and ratios, in the order they ran (the row is the median round's). */
	rounds?: RoundFigures[];
};

/** One round's three wall times and its two ratios. */
export type RoundFigures = {
	wallMs: number;
	bareWallMs: number;
	sameBytesWallMs?: number;
	timeRatio: number;
	sameBytesRatio?: number;
};

/** A reference build's figures. */
export type ReferenceBuild = { pages: number; htmlBytes: number; wallMs: number; peakTreeRssBytes: number };

/** What a reference build measured, as `buildBareAstro` gives it. */
type ReferenceMeasure = { pages: number; htmlBytes: number; measure: { wallMs: number; peakTreeRssBytes: number } };

/** The build-scale part's result: its rows, and the builds for the parts that read them. */
export type BuildScale = { rows: BuildRow[]; builds: Map<number, SiteBuild> };

/** What one round's three builds measured, and whether the page cache was dropped before each. */
export type RoundMeasures = {
	site: Pick<SiteBuild, 'pages' | 'htmlBytes' | 'measure'>;
	bare: ReferenceMeasure;
	sameBytes: ReferenceMeasure;
	cacheDropped: boolean;
};

/** A round as built: our build whole, for the parts that read its pages. */
type Round = RoundMeasures & { site: SiteBuild; bare: BareBuild; sameBytes: BareBuild };

/** Builds each size and its bare references `rounds` times, logging progress with `log`. */
export async function runBuildScale(
	workspace: Workspace,
	sizes: readonly number[],
	rounds: number,
	log: (line: string) => void,
): Promise<BuildScale> {
	const rows: BuildRow[] = [];
	const builds = new Map<number, SiteBuild>();
	for (const size of sizes) {
		const data = await workspace.dataSet(size);
		log(`build: ${size} listings generated in ${(data.generateMs / 1000).toFixed(1)} s; ${rounds} round(s) of three builds`);
		const made: Round[] = [];
		for (let round = 1; round <= rounds; round++) made.push(await buildRound(workspace, data.dir, size, `${round}/${rounds}`, log));
		const last = made.at(-1);
		if (last) builds.set(size, last.site);
		rows.push(toRoundsRow(size, data.generateMs, made));
	}
	return { rows, builds };
}

/** Our build, the bare one and the bare one at our page size, each from an empty output folder and a settled disk. */
async function buildRound(workspace: Workspace, dataDir: string, size: number, label: string, log: (line: string) => void): Promise<Round> {
	const bareDir = join(workspace.root, `bare-${size}`);
	const paddedDir = join(workspace.root, `bare-bytes-${size}`);
	const dropped = [await startFresh(workspace.siteOutDir(String(size)))];
	log(`build ${label}: building the site (before each build: earlier output removed, pages written out${dropped[0] ? ', page cache dropped' : ''})`);
	const site = await workspace.buildSite(dataDir, String(size));
	log(`build ${label}: ${site.pages} pages in ${(site.measure.wallMs / 1000).toFixed(1)} s; building ${site.pages} bare Astro pages`);
	dropped.push(await startFresh(bareOutDir(bareDir)));
	const bare = await buildBareAstro(bareDir, site.pages);
	const padBytes = site.htmlBytes / site.pages - bare.htmlBytes / bare.pages;
	log(`build ${label}: bare Astro ${bare.pages} pages in ${(bare.measure.wallMs / 1000).toFixed(1)} s; again with ${Math.round(padBytes)} B more a page`);
	dropped.push(await startFresh(bareOutDir(paddedDir)));
	const sameBytes = await buildBareAstro(paddedDir, site.pages, padBytes);
	log(`build ${label}: bare Astro at our page size in ${(sameBytes.measure.wallMs / 1000).toFixed(1)} s`);
	return { site, bare, sameBytes, cacheDropped: dropped.every(Boolean) };
}

/** Removes a build's earlier output and settles the disk; tells whether the page cache was dropped. */
async function startFresh(outDir: string): Promise<boolean> {
	await rm(outDir, { recursive: true, force: true });
	return settleDisk();
}

/**
 * The row of a size from its rounds: the median round by our time over bare (the slower middle one
 * of an even count), the peak memory of all rounds, and every round's figures.
 */
export function toRoundsRow(properties: number, generateMs: number, rounds: readonly RoundMeasures[]): BuildRow {
	const rows = rounds.map((r) => toBuildRow(properties, generateMs, r.site, r.bare, r.sameBytes));
	const median = [...rows].sort((a, b) => a.timeRatio - b.timeRatio)[Math.floor(rows.length / 2)];
	if (!median) throw new Error(`no build round for ${properties} listings`);
	const peak = (pick: (row: BuildRow) => number | undefined) => Math.max(...rows.map((row) => pick(row) ?? 0));
	const maxProcessRssBytes = peak((row) => row.maxProcessRssBytes);
	return {
		...median,
		peakTreeRssBytes: peak((row) => row.peakTreeRssBytes),
		...(maxProcessRssBytes > 0 ? { maxProcessRssBytes } : {}),
		cacheDropped: rounds.every((r) => r.cacheDropped),
		rounds: rows.map((row) => ({
			wallMs: row.wallMs,
			bareWallMs: row.bare.wallMs,
			timeRatio: row.timeRatio,
			...(row.sameBytes ? { sameBytesWallMs: row.sameBytes.wallMs, sameBytesRatio: row.sameBytes.timeRatio } : {}),
		})),
	};
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
