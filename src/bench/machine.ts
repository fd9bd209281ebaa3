/** The facts of the machine a benchmark ran on, for the report. */
import { execFileSync } from 'node:child_process';
import { cpus, freemem, loadavg, release, totalmem } from 'node:os';
import { chromiumPath } from './browser.ts';

/** Cores, memory, load, versions. */
export type MachineFacts = {
	cores: number;
	cpuModel: string;
	memoryGiB: number;
	freeMemoryGiB: number;
	loadAverage: number[];
	node: string;
	os: string;
	chromium: string;
	astro: string;
};

/** Reads the machine facts now. */
export function machineFacts(astroVersion: string): MachineFacts {
	const gib = (bytes: number) => Math.round((bytes / 1024 ** 3) * 10) / 10;
	const path = chromiumPath();
	let chromium = 'not found';
	if (path) {
		try {
			chromium = execFileSync(path, ['--version'], {
				encoding: 'utf8',
				stdio: ['ignore', 'pipe', 'ignore'],
			}).trim();
		} catch {
			chromium = path;
		}
	}
	return {
		cores: cpus().length,
		cpuModel: cpus()[0]?.model ?? 'unknown',
		memoryGiB: gib(totalmem()),
		freeMemoryGiB: gib(freemem()),
		loadAverage: loadavg().map((l) => Math.round(l * 100) / 100),
		node: process.version,
		os: `${process.platform} ${release()}`,
		chromium,
		astro: astroVersion,
	};
}
