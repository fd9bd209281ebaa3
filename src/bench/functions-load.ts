/**
 * Part 5, functions under load: the emulated Netlify Database (PGlite behind a Postgres socket,
 * in memory) with the project's migrations, the functions imported once and served warm by a
 * tiny adapter on loopback, and autocannon bounded in requests and seconds. The reference is a
 * no-op handler served by the same adapter in the same run.
 */
import { mkdir, mkdtemp } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { NetlifyDB } from '@netlify/database-dev';
import { noDelayOn } from '../server/db-sockets.ts';
import { loadFunctions, startFunctionHost, type HostedFunction } from './function-host.ts';
import {
	contactBodies,
	countIntegrity,
	drainOutbox,
	formEnv,
	mailScratch,
	outageBy,
	removeScratch,
	type FormIntegrity,
} from './form-load.ts';
import type { LoadRow } from './load-summary.ts';
import { loadScenario, type Scenario } from './load-run.ts';
import { startSmtpSink } from './smtp-sink.ts';
import { repoRoot } from './workspace.ts';

/** The functions part's result. */
export type FunctionsResult = {
	rows: LoadRow[];
	endpoints: string[];
	migrations: string[];
	notes: string[];
	form?: FormIntegrity;
	beacon?: BeaconIntegrity;
};

/**
 * Visits sent, answered 204 by the function, received by autocannon (fewer when its time bound
 * closed connections with answers on their way), and counted in property_visits afterwards.
 */
export type BeaconIntegrity = {
	sent: number;
	answered: number;
	received: number;
	counted: number;
	lost: number;
};

/** Form requests per run at most: each needs a captcha solved ahead. */
const maxFormRequests = 300;

/** Paths the request and visit functions are expected at (issues 5 and 6). */
const formPath = /^\/api\/(contact|site-contact|request)/;
const beaconPath = /^\/api\/(visit|visits|beacon)/;

/** Runs the load scenarios and answers their rows. */
export async function runFunctionsLoad(
	options: { seconds: number; requests: number },
	log: (line: string) => void,
): Promise<FunctionsResult> {
	process.env.USER ??= 'postgres'; // pg takes the user name from USER
	const db = new NetlifyDB({ logger: () => undefined });
	const url = await db.start();
	noDelayOn(db);
	process.env.NETLIFY_DB_URL = url;
	const notes: string[] = [
		"Nagle's algorithm is off on the emulated database's sockets (with it every parameterized statement waited ~40 ms for a delayed ACK); each scenario ends when its last handler and its waitUntil work (the mail) are done, before the next one starts.",
	];
	const sink = await startSmtpSink();
	const mailDir = await mailScratch();
	await mkdir(join(repoRoot, '.bench'), { recursive: true });
	const bundleDir = await mkdtemp(join(repoRoot, '.bench', 'functions-'));
	Object.assign(process.env, formEnv(sink.port, mailDir));
	try {
		const migrations = await db.applyMigrations(join(repoRoot, 'src/db/migrations'));
		const { functions, failed } = await loadFunctions(
			join(repoRoot, 'functions'),
			join(bundleDir, 'functions'),
		);
		for (const f of failed)
			notes.push(`functions/${f.file} could not be imported by Node (${f.error}); left out.`);
		const noop: HostedFunction = {
			name: 'reference',
			path: '/__bench/noop',
			methods: ['GET'],
			handler: () => new Response(null, { status: 204 }),
		};
		const host = await startFunctionHost([noop, ...functions]);
		const scenarios: Scenario[] = [
			{ name: 'reference (no-op handler, same adapter)', method: 'GET', path: noop.path },
		];
		if (functions.some((f) => f.path === '/api/health'))
			scenarios.push({ name: 'health (database query)', method: 'GET', path: '/api/health' });
		const form =
			functions.find((f) => f.path === '/api/contact') ??
			functions.find((f) => formPath.test(f.path));
		const beacon = functions.find((f) => beaconPath.test(f.path));
		const formCount = Math.min(options.requests, maxFormRequests);
		let probeAccepted = 0;
		let formSent = 0;
		let beaconSent = 0;
		if (form) {
			const t0 = performance.now();
			const bodies = await contactBodies(formCount + 1);
			log(
				`functions: ${formCount + 1} captchas solved ahead in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
			);
			const probe = await fetch(host.origin + form.path, {
				method: 'POST',
				headers: { 'content-type': 'application/json', origin: host.origin },
				body: bodies.pop()!,
			});
			probeAccepted = probe.ok ? 1 : 0;
			if (!probe.ok)
				notes.push(
					`The first contact request (before the load) was answered ${probe.status}: ${(await probe.text()).slice(0, 300)}`,
				);
			scenarios.push({
				name: 'contact form (SMTP down for the middle third)',
				method: 'POST',
				path: form.path,
				headers: { 'content-type': 'application/json', origin: host.origin },
				bodyOf: (i) => bodies[i % bodies.length]!,
				onAnswer: outageBy(formCount, options.seconds, sink),
				requests: formCount,
			});
			notes.push(
				`Contact form: ${formCount} requests at most (one captcha solved ahead for each, at the bench's low difficulty: verifying costs the same), each from its own client address; SMTP (a real smtp-server on loopback) down from a third to two thirds of the answers; afterwards the outbox is retried by functions/outbox-retry.mts with the backoff's wait skipped.`,
			);
		} else
			notes.push(
				'TODO(#7): no form submission function could be loaded from functions/ (issue 5): only /api/health measured',
			);
		if (beacon) {
			const referrers = ['', 'google.be', 'facebook.com', 'immoweb.be'];
			scenarios.push({
				name: 'visit beacon',
				method: 'POST',
				path: beacon.path,
				headers: { 'content-type': 'text/plain', origin: host.origin },
				// The 750 client addresses come round again every 750 requests: the listing moves on by
				// one each round, so no address sends one listing twice (the function counts a visit
				// once per client, listing and day) up to 37,500 requests.
				bodyOf: (i) =>
					JSON.stringify({ property: 1001 + ((i + Math.floor(i / 750)) % 50), referrer: referrers[i % referrers.length] }),
			});
			notes.push(
				'Visit beacon: the body navigator.sendBeacon sends (text/plain JSON) for 50 properties and four referrers, each request from its own client address, no address twice for one listing; afterwards the visits counted in property_visits are summed.',
			);
		} else notes.push('TODO(#7): no visit beacon function in functions/ yet (issue 6)');
		const rows: LoadRow[] = [];
		// What the functions answered in each scenario: autocannon closes its connections at the
		// time bound, so an answer then on its way is counted here but not in its row.
		const answered = new Map<string, Record<string, number>>();
		try {
			for (const scenario of scenarios) {
				const before = host.answers()[scenario.path] ?? {};
				const { row, sent } = await loadScenario(host.origin, scenario, options);
				// The next scenario starts once the last handler and its waitUntil work (mail) are done.
				await host.settle();
				answered.set(scenario.path, countsSince(before, host.answers()[scenario.path] ?? {}));
				if (scenario.path === form?.path) formSent = sent;
				if (scenario.path === beacon?.path) beaconSent = sent;
				log(
					`functions: ${scenario.path} ${row.requestsPerSecond.toFixed(0)} req/s, p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms, statuses ${JSON.stringify(row.statuses)}, answered ${JSON.stringify(answered.get(scenario.path))}`,
				);
				rows.push(row);
			}
		} finally {
			await host.close();
		}
		const query = <T>(sql: string) => db.query<T>(sql);
		let beaconIntegrity: BeaconIntegrity | undefined;
		if (beacon) {
			const counted204 = answered.get(beacon.path)?.['204'] ?? 0;
			const [visits] = (
				await query<{ n: number }>('SELECT coalesce(sum(visits), 0)::int AS n FROM property_visits')
			).rows;
			beaconIntegrity = {
				sent: beaconSent,
				answered: counted204,
				received: rows.find((r) => r.path === beacon.path)?.statuses['204'] ?? 0,
				counted: visits?.n ?? 0,
				lost: Math.max(0, counted204 - (visits?.n ?? 0)),
			};
			log(`functions: beacon ${JSON.stringify(beaconIntegrity)}`);
		}
		let integrity: FormIntegrity | undefined;
		if (form) {
			await sink.up();
			const retry = (
				(await import(pathToFileURL(join(bundleDir, 'functions/outbox-retry.mjs')).href)) as {
					default: () => Promise<Response>;
				}
			).default;
			const formRow = rows.find((r) => r.path === form.path)!;
			const rounds = await drainOutbox(query, retry);
			const answers = {
				accepted: (answered.get(form.path)?.['200'] ?? 0) + probeAccepted,
				received: (formRow.statuses['200'] ?? 0) + probeAccepted,
			};
			integrity = await countIntegrity(query, formSent + 1, answers, sink, rounds);
			log(`functions: form ${JSON.stringify(integrity)}`);
		}
		return {
			rows,
			endpoints: functions.map((f) => `${f.methods.join('|') || 'ANY'} ${f.path} (${f.name})`),
			migrations,
			notes,
			...(integrity ? { form: integrity } : {}),
			...(beaconIntegrity ? { beacon: beaconIntegrity } : {}),
		};
	} finally {
		await sink.close();
		await removeScratch(mailDir);
		await removeScratch(bundleDir);
		await stopDatabase(db);
	}
}

/**
 * The answers counted in `after` and not yet in `before`, by status.
 * @example countsSince({ '200': 2 }, { '200': 5, '503': 1 }) // => { '200': 3, '503': 1 }
 */
export function countsSince(
	before: Record<string, number>,
	after: Record<string, number>,
): Record<string, number> {
	return Object.fromEntries(
		Object.entries(after)
			.map(([status, n]) => [status, n - (before[status] ?? 0)] as const)
			.filter(([, n]) => n > 0),
	);
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
