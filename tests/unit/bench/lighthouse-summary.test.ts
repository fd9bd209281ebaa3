import { describe, expect, test } from 'vitest';
import {
	medianRun,
	runFromLhr,
	type LighthouseRun,
} from '../../../src/bench/lighthouse-summary.ts';

const lhr = (performance: number, lcp: number, benchmarkIndex?: number) => ({
	categories: {
		performance: { score: performance },
		accessibility: { score: 1 },
		'best-practices': { score: 0.96 },
		seo: { score: null },
	},
	audits: {
		'largest-contentful-paint': { numericValue: lcp },
		'total-blocking-time': { numericValue: 40 },
		'cumulative-layout-shift': { numericValue: 0.01 },
		'first-contentful-paint': { numericValue: 700 },
	},
	...(benchmarkIndex === undefined ? {} : { environment: { benchmarkIndex } }),
});

describe('Lighthouse figures', () => {
	test('scores become 0-100; a missing score is NaN', () => {
		const run = runFromLhr(lhr(0.984, 1234));
		expect(run.scores.performance).toBe(98);
		expect(run.scores['best-practices']).toBe(96);
		expect(run.scores.seo).toBeNaN();
		expect(run).toMatchObject({ lcpMs: 1234, tbtMs: 40, cls: 0.01, fcpMs: 700 });
	});
	test("the host's benchmark index is read from the run's environment; a run without one has NaN", () => {
		expect(runFromLhr(lhr(1, 900, 1480.5)).benchmarkIndex).toBe(1480.5);
		expect(runFromLhr(lhr(1, 900)).benchmarkIndex).toBeNaN();
	});
	test('the median run takes the middle of each figure', () => {
		const runs: LighthouseRun[] = [
			runFromLhr(lhr(0.9, 2000, 900)),
			runFromLhr(lhr(1, 1000, 1500)),
			runFromLhr(lhr(0.95, 1500, 1100)),
		];
		const median = medianRun(runs);
		expect(median.scores.performance).toBe(95);
		expect(median.lcpMs).toBe(1500);
		expect(median.benchmarkIndex).toBe(1100);
		expect(median.scores.seo).toBeNaN();
	});
});
