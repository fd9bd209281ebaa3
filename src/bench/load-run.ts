/**
 * One load scenario with autocannon: 10 connections on loopback, bounded by a request count and
 * by seconds, each answer's status and latency recorded (autocannon's own summary has no p95).
 */
import autocannon from 'autocannon';
import { summarizeLoad, type LoadRow } from './load-summary.ts';

/** A load scenario: one request repeated, or a body per request from `bodyOf`. */
export type Scenario = {
	name: string;
	method: string;
	path: string;
	headers?: Record<string, string>;
	bodyOf?: (i: number) => string;
	onAnswer?: (answered: number) => void;
	requests?: number;
};

/** Sends one scenario's request with 10 connections until the request or time bound, recording each answer. */
export async function loadScenario(
	origin: string,
	scenario: Scenario,
	bounds: { seconds: number; requests: number },
): Promise<{ row: LoadRow; sent: number }> {
	const latencies: number[] = [];
	const statuses: number[] = [];
	const started = performance.now();
	let lastAnswerAt = started;
	let next = 0;
	let client = 0;
	const bodyOf = scenario.bodyOf;
	const instance = autocannon({
		url: origin + scenario.path,
		method: scenario.method,
		connections: 10,
		duration: bounds.seconds,
		maxOverallRequests: scenario.requests ?? bounds.requests,
		timeout: 10,
		...(scenario.headers ? { headers: scenario.headers } : {}),
		...(bodyOf
			? {
					requests: [
						{
							method: scenario.method,
							path: scenario.path,
							setupRequest: (req: Record<string, unknown>) => ({
								...req,
								body: bodyOf(next++),
								// each request from its own documentation-range client address (only a header)
								headers: {
									...scenario.headers,
									'x-forwarded-for': `198.51.${100 + (Math.floor(++client / 250) % 3)}.${client % 250}`,
								},
							}),
						},
					],
				}
			: {}),
	});
	// `on` returns the instance itself, a thenable awaited just below.
	void instance.on(
		'response',
		(_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
			statuses.push(statusCode);
			latencies.push(responseTime);
			lastAnswerAt = performance.now();
			scenario.onAnswer?.(statuses.length);
		},
	);
	const result = await instance;
	// From the start to the last answer: autocannon checks its request bound once a second, so it
	// settles up to a second after the last answer, and a run of 2,000 answers in 1.2 s read as 2 s.
	const durationS = (lastAnswerAt - started) / 1000;
	const row = summarizeLoad(
		scenario.name,
		scenario.method,
		scenario.path,
		latencies,
		statuses,
		durationS,
		result.errors + result.timeouts,
	);
	return { row, sent: bodyOf ? next : result.requests.sent };
}
