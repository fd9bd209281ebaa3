/** The figures the report takes from Lighthouse runs, and their median over the runs of a page. */
import { median } from './stats.ts';

/** The four Lighthouse categories, scored 0-100. */
export const lighthouseCategories = [
	'performance',
	'accessibility',
	'best-practices',
	'seo',
] as const;
/** One Lighthouse category. */
export type LighthouseCategory = (typeof lighthouseCategories)[number];

/** The figures of one Lighthouse run (scores 0-100, times in ms). */
export type LighthouseRun = {
	scores: Record<LighthouseCategory, number>;
	lcpMs: number;
	tbtMs: number;
	cls: number;
	fcpMs: number;
	/** Lighthouse's benchmark of the machine's processor in the run, higher is faster (the report says why it matters). */
	benchmarkIndex: number;
};

/** The subset of a Lighthouse result the benchmark reads. */
export type LhrLike = {
	categories: Record<string, { score: number | null } | undefined>;
	audits: Record<string, { numericValue?: number } | undefined>;
	runtimeError?: { code: string; message: string };
	/** What Lighthouse warns about a run, such as a test URL that was redirected elsewhere. */
	runWarnings?: string[];
	environment?: { benchmarkIndex?: number };
};

/**
 * Reads scores (as 0-100) and metrics from a Lighthouse result; NaN where a figure is missing.
 * @example runFromLhr({ categories: { performance: { score: 0.98 } }, audits: { 'largest-contentful-paint': { numericValue: 812 } } }).scores.performance // => 98
 */
export function runFromLhr(lhr: LhrLike): LighthouseRun {
	const score = (id: LighthouseCategory) => {
		const value = lhr.categories[id]?.score;
		return typeof value === 'number' ? Math.round(value * 100) : Number.NaN;
	};
	const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
	return {
		scores: Object.fromEntries(lighthouseCategories.map((c) => [c, score(c)])) as Record<
			LighthouseCategory,
			number
		>,
		lcpMs: metric('largest-contentful-paint'),
		tbtMs: metric('total-blocking-time'),
		cls: metric('cumulative-layout-shift'),
		fcpMs: metric('first-contentful-paint'),
		benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
	};
}

/**
 * The median of each figure over the runs of one page.
 * @example medianRun([a, b, c]).lcpMs // => the middle LCP of the three
 */
export function medianRun(runs: readonly LighthouseRun[]): LighthouseRun {
	const of = (pick: (r: LighthouseRun) => number) => median(runs.map(pick).filter(Number.isFinite));
	return {
		scores: Object.fromEntries(
			lighthouseCategories.map((c) => [c, of((r) => r.scores[c])]),
		) as Record<LighthouseCategory, number>,
		lcpMs: of((r) => r.lcpMs),
		tbtMs: of((r) => r.tbtMs),
		cls: of((r) => r.cls),
		fcpMs: of((r) => r.fcpMs),
		benchmarkIndex: of((r) => r.benchmarkIndex),
	};
}
