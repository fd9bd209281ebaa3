import { noDelayOn } from './db-sockets.ts';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { NetlifyDev } from '@netlify/dev';
import { NetlifyDB } from '@netlify/database-dev';
import { shouldBase64Encode } from '@netlify/dev-utils';
import { demoOwner, seedDemoOwner } from '../lib/owners/demo.ts';
import { seedDemoSlots } from '../lib/requests/demo-slots.ts';
import { headersOf, parseHeaders } from '../lib/security/headers-file.ts';
import { onSiteLocation, redirectOrigins } from '../lib/security/on-site-location.ts';
import { matchRedirect, parseRedirects, targetOf } from '../lib/seo/redirects.ts';
import { functionContext, functionFor, loadFunctionModules, type FunctionModule } from './function-modules.ts';
import { startSerialGateway } from './serial-db.ts';
import { functionKey, oneCallAtATime } from './one-call-at-a-time.ts';
import { nextRunOf, scheduleIn } from './schedule.ts';

/**
 * Serves the built site (dist/) with the functions on one port, as Netlify would in production:
 * the functions warm (see below), the static files, headers, redirects, database and blobs
 * emulated by @netlify/dev. PORT defaults to 8888.
 */
const root = process.cwd();
const port = Number(process.env.PORT ?? 8888);
const host = process.env.HOST ?? '127.0.0.1';
// pg needs a user name and takes it from USER, which may be unset on a bare machine.
process.env.USER ??= 'postgres';
// The request functions read the listing facts of their receipts from the site's own static files
// (on Netlify from the deploy, DEPLOY_URL): here from this server, on loopback.
const filesUrl = new URL('http://127.0.0.1/');
if (!['0.0.0.0', '::', ''].includes(host)) filesUrl.hostname = host.includes(':') ? `[${host}]` : host;
filesUrl.port = String(port);
process.env.SITE_FILES_URL ??= filesUrl.href;

/**
 * The emulated Netlify Database, started here rather than by @netlify/dev so that the functions
 * reach it through the serialising gateway (`serial-db.ts`: one transaction at a time, since the
 * emulator runs every connection in one session). DB_DIR gives it a folder of its own (the browser
 * tests use a fresh one per run, so parallel runs never share one PGlite folder); by default it is
 * .netlify/db, as with @netlify/dev. DB_PORT fixes the gateway's port (default: a free one).
 */
const dbDirectory = process.env.DB_DIR ?? join(root, '.netlify/db');
const db = new NetlifyDB({ directory: dbDirectory, ...(process.env.DB_DIR ? { logger: () => {} } : {}) });
const dbUrl = await db.start();
noDelayOn(db);
const gateway = await startSerialGateway(dbUrl, Number(process.env.DB_PORT ?? 0));
process.env.NETLIFY_DB_URL = gateway.url;

/** FUNCTIONS=dev: @netlify/dev runs the functions, built anew for each call (see below); otherwise they run warm here. */
const devFunctions = process.env.FUNCTIONS === 'dev';

const netlify = new NetlifyDev({
	projectRoot: root,
	skipGitignore: true,
	aiGateway: { enabled: false },
	edgeFunctions: { enabled: false },
	geolocation: { enabled: false },
	images: { enabled: false },
	server: { enabled: false },
	blobs: { enabled: true },
	database: { enabled: false },
	environmentVariables: { enabled: true },
	// Warm, the functions are this server's own: @netlify/dev would still trace each one's files at
	// start (some 20 s of processor time on a 2-core machine) for calls it never gets.
	functions: { enabled: devFunctions },
	headers: { enabled: true },
	redirects: { enabled: true },
	staticFiles: { enabled: true },
});

await netlify.start();

/**
 * The functions run warm, as Netlify runs them: bundled once as it bundles them, imported once
 * here, each call a call of the handler with the context Netlify gives (the client's address, the
 * site, `waitUntil`), over the same emulated database, blobs and environment. @netlify/dev would
 * build a function anew and start a worker for every call: 2 to 5 s a call on a 2-core machine,
 * a fifth of the browser tests' processor time. FUNCTIONS=dev hands the calls to it instead,
 * which picks up a function's code edited while the server runs.
 */
const warmRoot = join(root, '.netlify/functions-warm');
const warmFolder = join(warmRoot, String(process.pid));
/** Whether a process runs: a server killed before it could clean up leaves its folder, removed by the next. */
const isRunning = (pid: number) => {
	try {
		return process.kill(pid, 0);
	} catch (error) {
		return (error as NodeJS.ErrnoException).code === 'EPERM';
	}
};
for (const name of await readdir(warmRoot).catch(() => [])) {
	if (!/^\d+$/.test(name) || !isRunning(Number(name))) await rm(join(warmRoot, name), { recursive: true, force: true });
}
const warm = devFunctions ? null : await loadFunctionModules(join(root, 'functions'), warmFolder);
for (const { file, error } of warm?.failed ?? []) console.error(`function ${file} did not load: ${error}`);
const applied = await db.applyMigrations(join(root, 'src/db/migrations'));
if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`);
// The demo owner of the README and open appointment slots of their properties, in this local
// database only (DEMO_OWNER=0 leaves both out); each run adds only what is missing.
if (process.env.DEMO_OWNER !== '0') {
	if (await seedDemoOwner(db)) console.log(`Demo owner added: ${demoOwner.email}`);
	const slots = await seedDemoSlots(db);
	if (slots > 0) console.log(`Demo appointment slots added: ${slots}`);
}

/**
 * The owner CLI (`npm run owner`) finds the running server's database in .netlify/state.json, where
 * @netlify/dev wrote it when it ran the database; a server with a DB_DIR of its own is left alone.
 */
const statePath = join(root, '.netlify/state.json');
async function writeState(update: (state: Record<string, unknown>) => void): Promise<void> {
	const state = JSON.parse(await readFile(statePath, 'utf8').catch(() => '{}')) as Record<string, unknown>;
	update(state);
	await mkdir(join(root, '.netlify'), { recursive: true });
	await writeFile(`${statePath}.${process.pid}`, JSON.stringify(state, null, '\t'));
	await rename(`${statePath}.${process.pid}`, statePath);
}
if (!process.env.DB_DIR) await writeState((state) => void (state.dbConnectionString = gateway.url));

/**
 * Where @netlify/dev and Netlify differ, this server answers as Netlify does:
 * - @netlify/dev serves the target of a rewrite rule with status 200, where Netlify answers the
 *   rule's status: a path with no file of its own that a 404 rule catches (unknown listing, unknown
 *   page under /fr/, ...) gets 404 here too;
 * - @netlify/dev runs the function a rewrite rule names even for a path that has a page, where
 *   Netlify serves the page (a rule without `!` applies only where no file exists): a listing's
 *   current path is its page, only its old paths reach the `moved-listing` function, and they
 *   reach it as the rule's target (`/api/moved/nl/property/1004`), which names the language the
 *   build answers in (@netlify/dev passed the path as asked);
 * - Netlify's pretty URLs answer a page's path without its trailing slash (`/fr/contact`) with 301
 *   to the path with it; @netlify/dev served the page with the status of the rule that caught it
 *   (404 under /fr/, /en/, /de/ and /property/);
 * - Netlify matches `_headers` against the path asked, @netlify/dev against a rewrite's target: a
 *   preview path (`/preview/*`, rewritten to the page) gets its `X-Robots-Tag: noindex` here too.
 * And every Location this server sends stays on the site (`onSiteLocation`): one on the site's
 * public origin (the `/nl/` rule's target, `redirectOrigins`) is answered on this server's origin,
 * as on Netlify, where the two are the same; an answer whose Location would lead elsewhere
 * (`//host/`, `/\host`) gets the 404 page instead, and is logged.
 */
const rules = parseRedirects(await readFile(join(root, 'dist/_redirects'), 'utf8').catch(() => ''));
const siteOrigins = redirectOrigins(rules);
const headerRules = parseHeaders(await readFile(join(root, 'dist/_headers'), 'utf8').catch(() => ''));
const fileOf = (pathname: string) => {
	try {
		return join(root, 'dist', decodeURIComponent(pathname), pathname.endsWith('/') ? 'index.html' : '');
	} catch {
		return null;
	}
};
const isFile = async (file: string | null) => file !== null && (await stat(file).then((s) => s.isFile(), () => false));
const hasOwnFile = (pathname: string) => isFile(fileOf(pathname));
/** Whether a path without its trailing slash names a page (a folder with an index.html). */
const isPageWithoutSlash = (pathname: string) => !pathname.endsWith('/') && isFile(fileOf(`${pathname}/`));

const notFoundPage = await readFile(join(root, 'dist/404.html')).catch(() => Buffer.from('Not found'));

/** The URL a request asked for, on this server's origin (never a host that a path like `//host/x` names). */
const askedUrl = (req: IncomingMessage) => new URL(`http://${req.headers.host ?? 'localhost'}${new URL(req.url ?? '/', 'http://localhost').pathname}`);

/** Answers a Location that would lead off the site with the 404 page; logs it. */
function refuseOffSite(res: ServerResponse, location: string): void {
	console.error(`Location off the site refused for ${res.req.url ?? '/'}: ${location}`);
	res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' }).end(notFoundPage);
}

/**
 * Copies a web Response onto Node's response, body streamed, with the `_headers` of the path asked
 * that it lacks and its Location on the site (`onSiteLocation`; else the 404 page).
 */
function send(res: ServerResponse, response: Response): void {
	const asked = response.headers.get('location');
	const location = asked === null ? null : onSiteLocation(asked, askedUrl(res.req), siteOrigins);
	if (asked !== null && location === null) {
		void response.body?.cancel();
		return refuseOffSite(res, asked);
	}
	res.statusCode = response.status;
	response.headers.forEach((value, key) => res.appendHeader(key, value));
	if (location !== null) res.setHeader('Location', location);
	const { pathname } = new URL(res.req.url ?? '/', 'http://localhost');
	for (const [name, value] of Object.entries(headersOf(headerRules, pathname))) if (!res.hasHeader(name)) res.setHeader(name, value);
	if (!response.body) return void res.end();
	Readable.fromWeb(response.body as import('node:stream/web').ReadableStream).pipe(res);
}

/**
 * The request as the function emulator must get it. @netlify/functions-dev reads every body as text
 * and marks it base64 for the content types Netlify sends base64-encoded (multipart, PDF, no type
 * ...), and the function's runtime then decodes that text as base64: a binary body arrives as
 * garbage. So such a body is handed over base64-encoded, as Netlify itself does, and the function
 * gets the exact bytes; text bodies (JSON, forms, text/*) pass unchanged. Other handlers (static
 * files, redirects) never read a body. A warm function reads the bytes as sent (`encodeBinary` false).
 */
async function toEmulatorRequest(req: IncomingMessage, encodeBinary = true): Promise<Request> {
	const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
	const headers = new Headers();
	for (const [name, value] of Object.entries(req.headers)) if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(',') : value);
	const method = req.method ?? 'GET';
	if (method === 'GET' || method === 'HEAD') return new Request(url, { method, headers });
	const bytes = await buffer(req);
	return new Request(url, { method, headers, body: encodeBinary && shouldBase64Encode(headers.get('content-type') ?? '') ? bytes.toString('base64') : bytes });
}

/** Work a warm function goes on with after its answer (`waitUntil`); a failure is logged. */
const afterAnswer = (work: Promise<unknown>) => void Promise.resolve(work).catch((error: unknown) => console.error(error));

/** Calls a warm function; a handler that throws answers 500, as on Netlify, and is logged. */
async function callWarm(fn: FunctionModule, request: Request, socketAddress = ''): Promise<Response> {
	try {
		return await fn.handler(request, functionContext(request, { socketAddress, requestId: randomUUID(), waitUntil: afterAnswer }));
	} catch (error) {
		console.error(`function ${fn.name} failed`, error);
		return new Response('Internal error', { status: 500, headers: { 'Content-Type': 'text/plain' } });
	}
}

/** Tells whether a path's percent-escapes decode (`/%E0%A4%A/` does not: half a character). */
function decodable(pathname: string): boolean {
	try {
		decodeURIComponent(pathname);
		return true;
	} catch {
		return false;
	}
}

/** Answers the site's 404 page (or a language's), with the site's headers (CSP, framing, ...) as Netlify sends it. */
async function sendNotFound(res: ServerResponse, base: string, page = '/404.html'): Promise<void> {
	const notFound = await netlify.handleAndIntrospect(new Request(new URL(page, base)));
	if (notFound?.type === 'static' && notFound.response.status === 200) return send(res, new Response(notFound.response.body, { status: 404, headers: notFound.response.headers }));
	res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' }).end(notFoundPage);
}

/** Answers one request; every failure ends as a 500 and is logged. */
async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
	try {
		const { pathname, search } = new URL(req.url ?? '/', 'http://localhost');
		// A path that names no page anyone could link to: the emulator's redirect rules would throw on it.
		if (!decodable(pathname)) {
			const rule = matchRedirect(rules, pathname);
			return await sendNotFound(res, `http://${req.headers.host ?? 'localhost'}`, rule?.status === 404 ? targetOf(rule, pathname) : '/404.html');
		}
		if ((req.method === 'GET' || req.method === 'HEAD') && (await isPageWithoutSlash(pathname))) {
			// `/.//for-sale` asks for the path `//for-sale`, whose `//for-sale/` would name a host.
			const location = onSiteLocation(`${pathname}/${search}`, askedUrl(req), siteOrigins);
			if (location === null) return refuseOffSite(res, `${pathname}/${search}`);
			return void res.writeHead(301, { Location: location, 'Cache-Control': 'public, max-age=0, must-revalidate' }).end();
		}
		let request = await toEmulatorRequest(req, warm === null);
		const rule = matchRedirect(rules, pathname);
		if (rule?.status === 200 && rule.to.startsWith('/api/')) {
			// A page of its own is served (through the static handler, with the site's headers); else the
			// function gets the rule's target, as the rule names it, not the path as asked.
			const target = (await hasOwnFile(pathname)) ? `${pathname}${pathname.endsWith('/') ? 'index.html' : ''}` : targetOf(rule, pathname);
			request = new Request(new URL(`${target}${search}`, request.url), request);
		}
		const asked = new URL(request.url).pathname;
		const fn = warm && functionFor(warm.modules, request.method, asked);
		if (fn) return send(res, await callWarm(fn, request, req.socket.remoteAddress));
		const match = await oneCallAtATime(functionKey(asked), () => netlify.handleAndIntrospect(request));
		if (match) {
			if ((match.type === 'static' || match.type === 'redirect') && match.response.status === 200 && matchRedirect(rules, pathname)?.status === 404 && !(await hasOwnFile(pathname))) {
				return send(res, new Response(match.response.body, { status: 404, headers: match.response.headers }));
			}
			return send(res, match.response);
		}
		// Nothing answers the path: the 404 page.
		await sendNotFound(res, request.url);
	} catch (error) {
		console.error(error);
		if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
		res.end('Internal error');
	}
}

// Node never awaits a request listener, and `handle` catches every failure itself.
const server = createServer((req, res) => void handle(req, res));

server.listen(port, host, () => console.log(`Site and functions ready on http://localhost:${port}/`));

/**
 * The scheduled functions (`outbox-retry` every 5 minutes, `owner-cleanup` every hour) run here on
 * their `schedule`, as Netlify runs them: `@netlify/dev` runs one only when its URL is called. Each
 * run goes through the same one-call-at-a-time queue as a call of its URL and logs one line with
 * the function's answer (the outbox logs each failed mail itself). A run by hand: POST
 * /.netlify/functions/<name>.
 */
const timers = new Map<string, NodeJS.Timeout>();
for (const file of (await readdir(join(root, 'functions')).catch(() => [])).filter((name) => /\.m?[jt]s$/.test(name))) {
	const schedule = scheduleIn(await readFile(join(root, 'functions', file), 'utf8'));
	if (!schedule) continue;
	const name = file.replace(/\.m?[jt]s$/, '');
	const path = `/.netlify/functions/${name}`;
	const run = async () => {
		try {
			const request = new Request(new URL(path, `http://127.0.0.1:${port}`), { method: 'POST' });
			const fn = warm && functionFor(warm.modules, 'POST', path);
			const response = fn ? await callWarm(fn, request) : (await oneCallAtATime(functionKey(path), () => netlify.handleAndIntrospect(request)))?.response;
			const log = response && response.status < 400 ? console.log : console.error;
			log(`scheduled ${name} ran: ${response ? `${response.status} ${(await response.text()).slice(0, 300)}` : 'no such function'}`);
		} catch (error) {
			console.error(`scheduled ${name} failed`, error);
		}
	};
	const plan = () => {
		const timer = setTimeout(() => void run().finally(plan), nextRunOf(schedule, new Date()).getTime() - Date.now());
		timer.unref();
		timers.set(name, timer);
	};
	plan();
	console.log(`Scheduled function ${name}: ${schedule} (UTC)`);
}

const stop = async () => {
	for (const timer of timers.values()) clearTimeout(timer);
	server.close();
	await netlify.stop();
	await rm(warmFolder, { recursive: true, force: true });
	if (!process.env.DB_DIR) await writeState((state) => void delete state.dbConnectionString).catch(() => undefined);
	await gateway.stop();
	await db.stop();
	process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
