/** The shape of `.bench/report.json`. */
import type { BuildRow } from './build-scale.ts';
import type { FunctionsResult } from './functions-load.ts';
import type { LighthouseRow } from './lighthouse.ts';
import type { MachineFacts } from './machine.ts';
import type { BenchOptions } from './options.ts';
import type { WeightRow } from './page-weight.ts';
import type { SearchResult } from './search-bench.ts';
import type { TargetCheck } from './targets.ts';

/** One part's outcome: its figures when it ran, its notes, and why it failed or was skipped. */
export type Section<T> = {
	status: 'ok' | 'skipped' | 'failed';
	durationS: number;
	notes: string[];
	error?: string;
	data?: T;
};

/** Everything one benchmark run measured. */
export type BenchReport = {
	startedAt: string;
	finishedAt: string;
	durationS: number;
	options: BenchOptions;
	machine: MachineFacts;
	build?: Section<{ rows: BuildRow[] }>;
	weight?: Section<{ rows: WeightRow[]; missing: string[]; site: string }>;
	lighthouse?: Section<{ rows: LighthouseRow[]; runs: number }>;
	search?: Section<SearchResult>;
	functions?: Section<FunctionsResult>;
	targets: TargetCheck[];
};
