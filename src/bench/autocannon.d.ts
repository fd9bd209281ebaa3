/** The part of autocannon's API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
	import type { EventEmitter } from 'node:events';

	/** Options of one load run. */
	export type Options = {
		url: string;
		method?: string;
		headers?: Record<string, string>;
		body?: string | Buffer;
		connections?: number;
		duration?: number;
		maxOverallRequests?: number;
		timeout?: number;
		requests?: {
			method?: string;
			path?: string;
			headers?: Record<string, string>;
			body?: string | Buffer;
			setupRequest?: (req: Record<string, unknown>) => Record<string, unknown>;
		}[];
	};

	/** The summary autocannon answers at the end of a run. */
	export type Result = {
		requests: { average: number; total: number; sent: number };
		latency: { p50: number; p99: number; max: number };
		errors: number;
		timeouts: number;
		non2xx: number;
		duration: number;
		'2xx': number;
	};

	/** A running load test: emits 'response' (client, statusCode, bytes, responseTimeMs) per answer. */
	export type Instance = EventEmitter & Promise<Result> & { stop: () => void };

	/** Starts a load test. */
	export default function autocannon(options: Options): Instance;
}
