/**
 * Part 5, functions under load: the emulated Netlify Database (PGlite behind a Postgres socket,
 * in memory) with the project's migrations, the functions imported once and served warm by a
 * tiny adapter on loopback, and autocannon bounded in requests and seconds. The reference is a
 * no-op handler served by the same adapter in the same run.
 */
import { join } from 'node:path';
import autocannon from 'autocannon';
import { NetlifyDB } from '@netlify/database-dev';
import { loadFunctions, startFunctionHost, type HostedFunction } from './function-host.ts';
import { summarizeLoad, type LoadRow } from './load-summary.ts';
import { repoRoot } from './workspace.ts';

/** The functions part's result. */
export type FunctionsResult = { rows: LoadRow[]; endpoints: string[]; migrations: string[]; notes: string[] };

/** A load scenario: one request repeated. */
type Scenario = { name: string; method: string; path: string; headers?: Record<string, string>; body?: string };

/** Paths the request and visit functions are expected at (issues 5 and 6). */
const formPath = /^\/api\/(contact|site-contact|request)/;
const beaconPath = /^\/api\/(visit|visits|beacon)/;

/** Runs the load scenarios and answers their rows. */
export async function runFunctionsLoad(options: { seconds: number; requests: number }, log: (line: string) => void): Promise<FunctionsResult> {
	process.env.USER ??= 'postgres'; // pg takes the user name from USER
	const db = new NetlifyDB({ logger: () => undefined });
	const url = await db.start();
	process.env.NETLIFY_DB_URL = url;
	const notes: string[] = [];
	try {
		const migrations = await db.applyMigrations(join(repoRoot, 'src/db/migrations'));
		const functions = await loadFunctions(join(repoRoot, 'functions'));
		const noop: HostedFunction = { name: 'reference', path: '/__bench/noop', methods: ['GET'], handler: () => new Response(null, { status: 204 }) };
		const host = await startFunctionHost([noop, ...functions]);
		const scenarios: Scenario[] = [{ name: 'reference (no-op handler, same adapter)', method: 'GET', path: noop.path }];
		if (functions.some((f) => f.path === '/api/health')) scenarios.push({ name: 'health (database query)', method: 'GET', path: '/api/health' });
		const form = functions.find((f) => formPath.test(f.path));
		const beacon = functions.find((f) => beaconPath.test(f.path));
		notes.push(
			form
				? `TODO(#7): ${form.path} exists; its load scenario (captcha solved ahead, SMTP sink down for part of the run, rows and mails counted) is not written yet`
				: 'TODO(#7): no form submission function in functions/ yet (issue 5): measured /api/health instead',
			beacon ? `TODO(#7): ${beacon.path} exists; its load scenario is not written yet` : 'TODO(#7): no visit beacon function in functions/ yet (issue 6)',
		);
		const rows: LoadRow[] = [];
		try {
			for (const scenario of scenarios) {
				const row = await loadScenario(host.origin, scenario, options);
				log(`functions: ${scenario.path} ${row.requestsPerSecond.toFixed(0)} req/s, p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms, statuses ${JSON.stringify(row.statuses)}`);
				rows.push(row);
			}
		} finally {
			await host.close();
		}
		return { rows, endpoints: functions.map((f) => `${f.methods.join('|') || 'ANY'} ${f.path} (${f.name})`), migrations, notes };
	} finally {
		await stopDatabase(db);
	}
}

/**
 * Stops the database once the functions' idle pool clients have closed (pg closes them after 10 s):
 * a client still open when the socket server stops would raise an unhandled pool error.
 */
async function stopDatabase(db: NetlifyDB): Promise<void> {
	await new Promise((resolve) => setTimeout(resolve, 11_000));
	const ignoreClosed = (error: Error) => {
		if (!/Connection terminated/.test(error.message)) throw error;
	};
	process.on('uncaughtException', ignoreClosed);
	try {
		await db.stop();
		await new Promise((resolve) => setTimeout(resolve, 200));
	} finally {
		process.off('uncaughtException', ignoreClosed);
	}
}

/** Sends one scenario's request with 10 connections until the request or time bound, recording each answer. */
async function loadScenario(origin: string, scenario: Scenario, bounds: { seconds: number; requests: number }): Promise<LoadRow> {
	const latencies: number[] = [];
	const statuses: number[] = [];
	const started = performance.now();
	const instance = autocannon({
		url: origin + scenario.path,
		method: scenario.method,
		connections: 10,
		duration: bounds.seconds,
		maxOverallRequests: bounds.requests,
		timeout: 10,
		...(scenario.headers ? { headers: scenario.headers } : {}),
		...(scenario.body !== undefined ? { body: scenario.body } : {}),
	});
	instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
		statuses.push(statusCode);
		latencies.push(responseTime);
	});
	const result = await instance;
	const durationS = (performance.now() - started) / 1000;
	return summarizeLoad(scenario.name, scenario.method, scenario.path, latencies, statuses, durationS, result.errors + result.timeouts);
}
