import { describe, expect, test } from 'vitest';
import type { BuildRow } from '../../../src/bench/build-scale.ts';
import { parseBenchArgs } from '../../../src/bench/options.ts';
import { renderReport } from '../../../src/bench/report.ts';
import type { BenchReport } from '../../../src/bench/report-types.ts';

const base: BenchReport = {
	startedAt: '2026-11-22T10:00:00.000Z',
	finishedAt: '2026-11-22T10:12:00.000Z',
	durationS: 720,
	options: parseBenchArgs(['--only', 'build,lighthouse,functions']),
	machine: {
		cores: 2,
		cpuModel: 'Test CPU',
		memoryGiB: 23.5,
		freeMemoryGiB: 20,
		loadAverage: [1, 2, 3],
		node: 'v24.0.0',
		os: 'linux',
		chromium: 'Chromium 156',
		astro: '7.3.5',
	},
	targets: [],
};

describe('Markdown report', () => {
	test('machine facts, the run time and the options head the report', () => {
		const md = renderReport(base);
		expect(md).toContain('Ran 2026-11-22T10:00:00.000Z to 2026-11-22T10:12:00.000Z (12 min 0.0 s)');
		expect(md).toContain('Machine: 2 cores (Test CPU), 23.5 GiB memory');
		expect(md).toContain('Node v24.0.0');
		expect(md).toContain('No target was checked in this run.');
	});
	test('a build row shows our time over the bare time and the HTML each wrote; parts left out say so', () => {
		const md = renderReport({
			...base,
			build: {
				status: 'ok',
				durationS: 60,
				notes: [],
				data: {
					rows: [
						{
							properties: 10000,
							generateMs: 9000,
							pages: 45300,
							wallMs: 95_000,
							pagesPerSecond: 476.8,
							htmlBytes: 45300 * 40 * 1024,
							peakTreeRssBytes: 1.5 * 1024 ** 3,
							bare: { pages: 45300, htmlBytes: 45300 * 300, wallMs: 50_000, peakTreeRssBytes: 1024 ** 3 },
							timeRatio: 1.9,
							sameBytes: { pages: 45300, htmlBytes: 45300 * 40 * 1024, wallMs: 76_000, peakTreeRssBytes: 1024 ** 3, timeRatio: 1.25 },
						},
					],
				},
			},
			targets: [
				{
					part: 'build',
					subject: '10000 listings',
					target: 'time <= 2x bare Astro',
					measured: '1.90x',
					pass: true,
				},
			],
		});
		expect(md).toContain(
			'| 10,000 | 45,300 | 1 min 35.0 s | 476.8 | 1.7 GB (40.0 KB a page) | 1.5 GB | n/a | 45,300 | 50.0 s | 13.0 MB (300 B a page) | 1.90x | 1.0 GB | 1 min 16.0 s, 40.0 KB a page | 1.25x | 9.0 s |',
		);
		expect(md).toContain('1 of 1 checks met.');
		expect(md).toContain('the page cache could not be dropped (that needs root)');
		expect(md).toContain(
			'## 2. Page weight (first load, empty cache, mobile viewport)\n\nNot run (left out with --only).',
		);
	});
	/** A build row of 1,000 listings, and the report of some rows. */
	const buildRow: BuildRow = {
		properties: 1000,
		generateMs: 900,
		pages: 4500,
		wallMs: 9_000,
		pagesPerSecond: 500,
		htmlBytes: 4500 * 40 * 1024,
		peakTreeRssBytes: 1024 ** 3,
		bare: { pages: 4500, htmlBytes: 4500 * 31, wallMs: 4_500, peakTreeRssBytes: 1024 ** 3 },
		timeRatio: 2,
	};
	const withRows = (rows: BuildRow[]) => renderReport({ ...base, build: { status: 'ok', durationS: 30, notes: [], data: { rows } } });
	test('the build part says every build started from an empty output folder, and whether from a dropped page cache', () => {
		expect(withRows([{ ...buildRow, cacheDropped: true }])).toContain('its earlier output was removed, the previous pages written out (`sync`) and the page cache dropped, so every build started from an empty output folder and the same cold cache');
		expect(withRows([{ ...buildRow, cacheDropped: true }, { ...buildRow, cacheDropped: false }])).toContain('could not be dropped');
	});
	test('the build part lists every round of a size built more than once, in the order they ran', () => {
		const rounds = [
			{ wallMs: 9_900, bareWallMs: 4_500, timeRatio: 2.2, sameBytesWallMs: 6_600, sameBytesRatio: 1.5 },
			{ wallMs: 10_000, bareWallMs: 4_000, timeRatio: 2.5 },
			{ wallMs: 9_000, bareWallMs: 4_500, timeRatio: 2, sameBytesWallMs: 6_500, sameBytesRatio: 1.38 },
		];
		expect(withRows([{ ...buildRow, rounds }])).toContain(
			'Rounds, ours / bare (ours / bare at our page size), in the order they ran: 1,000 listings: 2.20x (1.50x), 2.50x (n/a), 2.00x (1.38x). The table shows the median round',
		);
		expect(withRows([{ ...buildRow, rounds: rounds.slice(0, 1) }])).toContain('Each build ran once (`--rounds 1`).');
		expect(withRows([buildRow])).toContain('Each build ran once');
	});
	test("a Lighthouse row shows the median run's figures beside the host's benchmark index of those runs", () => {
		const median = {
			scores: { performance: 97, accessibility: 100, 'best-practices': 100, seo: 100 },
			lcpMs: 1425,
			tbtMs: 203,
			cls: 0,
			fcpMs: 1100,
			benchmarkIndex: 1187.5,
		};
		const md = renderReport({
			...base,
			lighthouse: { status: 'ok', durationS: 200, notes: [], data: { runs: 3, rows: [{ template: 'home', path: '/', runs: 3, median, errors: [] }] } },
		});
		expect(md).toContain('| template | path | performance | accessibility | best-practices | seo | LCP | TBT | CLS | FCP | host index | runs | errors |');
		expect(md).toContain('| home | / | 97 | 100 | 100 | 100 | 1.4 s | 203 ms | 0 | 1.1 s | 1,188 | 3 | - |');
	});
	test('a failed part gives its reason and its notes, and missed targets are listed first', () => {
		const md = renderReport({
			...base,
			lighthouse: {
				status: 'failed',
				durationS: 2,
				notes: ['Lighthouse could not run here; the error above says why.'],
				error: 'No Chromium',
			},
			functions: {
				status: 'ok',
				durationS: 30,
				notes: ['TODO(#7): no visit beacon function in functions/ yet (issue 6)'],
				data: { rows: [], endpoints: [], migrations: [], notes: [] },
			},
			targets: [
				{
					part: 'lighthouse',
					subject: 'home',
					target: 'LCP < 1.5 s',
					measured: '1.70 s',
					pass: false,
				},
			],
		});
		expect(md).toContain('FAILED after 2.0 s: No Chromium');
		expect(md).toContain('- Lighthouse could not run here; the error above says why.');
		expect(md).toContain('- TODO(#7): no visit beacon function in functions/ yet (issue 6)');
		expect(md).toContain(
			'0 of 1 checks met. Missed:\n\n| part | subject | target | measured |  |\n| --- | --- | --- | --- | --- |\n| lighthouse | home | LCP < 1.5 s | 1.70 s | FAIL |',
		);
	});
});
