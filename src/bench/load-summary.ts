/** Sums one load run: requests a second, latency percentiles, status codes and errors. */
import { percentile } from './stats.ts';

/** One scenario's row of the load table. */
export type LoadRow = {
	scenario: string;
	method: string;
	path: string;
	requests: number;
	durationS: number;
	requestsPerSecond: number;
	p50Ms: number;
	p95Ms: number;
	p99Ms: number;
	maxMs: number;
	/** Answers by status code. */
	statuses: Record<string, number>;
	/** Connection errors and timeouts (no answer at all). */
	errors: number;
};

/**
 * Builds a row from the latencies and status codes seen and the errors autocannon counted.
 * @example summarizeLoad('health', 'GET', '/api/health', [1, 2, 3, 4], [200, 200, 200, 503], 2, 0).statuses // => { '200': 3, '503': 1 }
 */
export function summarizeLoad(
	scenario: string,
	method: string,
	path: string,
	latenciesMs: readonly number[],
	statusCodes: readonly number[],
	durationS: number,
	errors: number,
): LoadRow {
	const statuses: Record<string, number> = {};
	for (const code of statusCodes) statuses[String(code)] = (statuses[String(code)] ?? 0) + 1;
	return {
		scenario,
		method,
		path,
		requests: statusCodes.length,
		durationS,
		requestsPerSecond: durationS > 0 ? statusCodes.length / durationS : Number.NaN,
		p50Ms: percentile(latenciesMs, 50),
		p95Ms: percentile(latenciesMs, 95),
		p99Ms: percentile(latenciesMs, 99),
		maxMs: latenciesMs.length > 0 ? Math.max(...latenciesMs) : Number.NaN,
		statuses,
		errors,
	};
}

/**
 * Answers that are not a success (anything but 2xx), plus requests that got no answer.
 * @example failedRequests({ statuses: { '200': 5, '503': 2 }, errors: 1 }) // => 3
 */
export function failedRequests(row: Pick<LoadRow, 'statuses' | 'errors'>): number {
	return Object.entries(row.statuses).reduce(
		(sum, [code, count]) => (code.startsWith('2') ? sum : sum + count),
		row.errors,
	);
}
