/**
 * Part 3, Lighthouse: the lighthouse package drives the system Chromium (chrome-launcher, the
 * project's flags, headless) on each template page served with compression; mobile form factor
 * and default simulated throttling; the median of N runs per page.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from './browser.ts';
import {
	lighthouseCategories,
	medianRun,
	runFromLhr,
	type LhrLike,
	type LighthouseRun,
} from './lighthouse-summary.ts';
import type { TemplatePage } from './templates.ts';

/** One template's Lighthouse row: the median run, the runs it came from, and any run's error. */
export type LighthouseRow = {
	template: string;
	path: string;
	runs: number;
	median: LighthouseRun;
	errors: string[];
};

/** Audits each template page `runs` times in one Chromium. */
export async function runLighthouse(
	origin: string,
	pages: readonly TemplatePage[],
	runs: number,
	log: (line: string) => void,
): Promise<LighthouseRow[]> {
	const chromePath = chromiumPath();
	if (!chromePath)
		throw new Error('No Chromium: install it (apt-get install -y chromium) or set CHROMIUM_PATH');
	const chrome = await chromeLauncher.launch({
		chromePath,
		// The bench serves the pages over TLS with a throw-away loopback certificate.
		chromeFlags: ['--headless=new', '--ignore-certificate-errors', ...chromiumFlags()],
		logLevel: 'silent',
	});
	try {
		const rows: LighthouseRow[] = [];
		for (const { name, path } of pages) {
			if (!path) continue;
			const results: LighthouseRun[] = [];
			const errors: string[] = [];
			for (let i = 0; i < runs; i++) {
				const result = await lighthouse(origin + path, {
					port: chrome.port,
					output: 'json',
					logLevel: 'error',
					onlyCategories: [...lighthouseCategories],
				});
				const lhr = result?.lhr as LhrLike | undefined;
				if (!lhr) errors.push('no result');
				else if (lhr.runtimeError)
					errors.push(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
				else results.push(runFromLhr(lhr));
			}
			const row = {
				template: name,
				path,
				runs: results.length,
				median: medianRun(results),
				errors,
			};
			log(
				`lighthouse: ${name} ${lighthouseCategories.map((c) => row.median.scores[c]).join('/')} LCP ${Math.round(row.median.lcpMs)} ms`,
			);
			rows.push(row);
		}
		return rows;
	} finally {
		chrome.kill();
	}
}
