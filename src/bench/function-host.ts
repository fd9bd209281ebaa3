/**
 * Serves the project's Netlify Functions v2 warm on a loopback port: every top-level file of
 * functions/ is bundled with esbuild as Netlify's `node_bundler = "esbuild"` does (packages stay
 * external), imported once, routed by its `config.path` and `config.method`, and called with a
 * web Request and a minimal context, the way the Netlify runtime calls it.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { mkdir, readdir } from 'node:fs/promises';
import { build } from 'esbuild';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** A function's handler: a web Request and a context in, a Response out. */
export type Handler = (
	req: Request,
	context: Record<string, unknown>,
) => Response | Promise<Response>;
/** A loaded function and where it is routed. */
export type HostedFunction = { name: string; path: string; methods: string[]; handler: Handler };

/** The functions imported, and the files Node could not import (with the first line of the error). */
export type LoadedFunctions = {
	functions: HostedFunction[];
	failed: { file: string; error: string }[];
};

/**
 * Bundles each function file of `dir` into `outDir` (inside the repository, so that the external
 * packages resolve from its node_modules) and imports it once; files without a config path are
 * left out, files that do not bundle or import are listed with their error.
 */
export async function loadFunctions(dir: string, outDir: string): Promise<LoadedFunctions> {
	const files = (await readdir(dir)).filter((f) => /\.(m?ts|m?js)$/.test(f)).sort();
	const loaded: HostedFunction[] = [];
	const failed: LoadedFunctions['failed'] = [];
	await mkdir(outDir, { recursive: true });
	for (const file of files) {
		let mod: {
			default?: Handler;
			config?: { path?: string | string[]; method?: string | string[] };
		};
		try {
			const outfile = join(outDir, file.replace(/\.[^.]+$/, '.mjs'));
			await build({
				entryPoints: [join(dir, file)],
				outfile,
				bundle: true,
				platform: 'node',
				format: 'esm',
				target: 'node24',
				packages: 'external',
				logLevel: 'silent',
			});
			mod = (await import(pathToFileURL(outfile).href)) as typeof mod;
		} catch (error) {
			failed.push({
				file,
				error: String(error instanceof Error ? error.message : error).split('\n')[0]!,
			});
			continue;
		}
		const paths = [mod.config?.path ?? []].flat();
		if (typeof mod.default !== 'function' || paths.length === 0) continue;
		const methods = [mod.config?.method ?? []].flat().map((m) => m.toUpperCase());
		for (const path of paths)
			loaded.push({ name: file.replace(/\.[^.]+$/, ''), path, methods, handler: mod.default });
	}
	return { functions: loaded, failed };
}

/**
 * The function that answers a method and path (exact path; no method list means any method).
 * @example routeOf([{ name: 'health', path: '/api/health', methods: ['GET'], handler }], 'GET', '/api/health')?.name // => 'health'
 */
export function routeOf(
	functions: readonly HostedFunction[],
	method: string,
	path: string,
): HostedFunction | undefined {
	return functions.find(
		(f) => f.path === path && (f.methods.length === 0 || f.methods.includes(method.toUpperCase())),
	);
}

/** Turns a Node request with its read body into a web Request on `origin`. */
export function toWebRequest(req: IncomingMessage, body: Buffer, origin: string): Request {
	const headers = new Headers();
	for (const [name, value] of Object.entries(req.headers)) {
		if (value !== undefined) for (const v of [value].flat()) headers.append(name, v);
	}
	const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && body.length > 0;
	return new Request(new URL(req.url ?? '/', origin), {
		method: req.method ?? 'GET',
		headers,
		...(hasBody ? { body: new Uint8Array(body) } : {}),
	});
}

/**
 * The context a handler gets: client ip (X-Forwarded-For lets a load test vary it), a request id,
 * and `waitUntil`, which lets work go on after the answer as on Netlify (`track` keeps the promise).
 */
function contextOf(
	req: IncomingMessage,
	requestId: number,
	track: (work: Promise<unknown>) => void,
): Record<string, unknown> {
	const forwarded = [req.headers['x-forwarded-for'] ?? []].flat()[0]?.split(',')[0]?.trim();
	return {
		ip: forwarded || req.socket.remoteAddress || '127.0.0.1',
		requestId: `bench-${requestId}`,
		geo: {},
		params: {},
		site: {},
		deploy: { context: 'dev' },
		waitUntil: track,
	};
}

/** A running function host. */
export type FunctionHost = {
	origin: string;
	/** Answers the handlers gave so far, by path and status (those the client no longer read too). */
	answers: () => Record<string, Record<string, number>>;
	/** Waits (30 s at most) until no handler runs and no `waitUntil` work is left. */
	settle: () => Promise<void>;
	close: () => Promise<void>;
};

/** Serves the functions on a free loopback port. */
export async function startFunctionHost(
	functions: readonly HostedFunction[],
): Promise<FunctionHost> {
	let counter = 0;
	let inFlight = 0;
	let origin = '';
	const background = new Set<Promise<unknown>>();
	const track = (work: Promise<unknown>) => {
		const settled = work.catch(() => undefined).finally(() => background.delete(settled));
		background.add(settled);
	};
	const answers: Record<string, Record<string, number>> = {};
	const count = (path: string, status: number) => {
		const byStatus = (answers[path] ??= {});
		byStatus[status] = (byStatus[status] ?? 0) + 1;
	};
	const settle = async () => {
		const deadline = Date.now() + 30_000;
		while ((inFlight > 0 || background.size > 0) && Date.now() < deadline) await sleep(20);
	};
	const handle = async (req: IncomingMessage, res: ServerResponse) => {
		const chunks: Buffer[] = [];
		for await (const chunk of req) chunks.push(chunk as Buffer);
		const path = new URL(req.url ?? '/', origin).pathname;
		const fn = routeOf(functions, req.method ?? 'GET', path);
		if (!fn)
			return void res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"ok":false}');
		inFlight++;
		try {
			const response = await fn.handler(
				toWebRequest(req, Buffer.concat(chunks), origin),
				contextOf(req, ++counter, track),
			);
			const body = Buffer.from(await response.arrayBuffer());
			count(path, response.status);
			res.writeHead(response.status, Object.fromEntries(response.headers));
			res.end(body);
		} catch (error) {
			count(path, 500);
			if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
			res.end(String(error));
		} finally {
			inFlight--;
		}
	};
	// Node never awaits a request listener: the handler answers a failing function with a 500 itself.
	const server: Server = createServer((req, res) => void handle(req, res));
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
	return {
		origin,
		answers: () => structuredClone(answers),
		settle,
		/** Stops taking requests, lets the handlers and their `waitUntil` work finish, then closes. */
		close: async () => {
			server.close();
			await settle();
			server.closeAllConnections();
		},
	};
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
