/**
 * Serves the project's Netlify Functions v2 warm on a loopback port: the functions as
 * `src/server/function-modules.ts` loads them (bundled as Netlify bundles them, imported once),
 * routed by their `config.path` and `config.method`, and called with a web Request and a minimal
 * context, the way the Netlify runtime calls them.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answers, functionContext, loadFunctionModules, type Handler } from '../server/function-modules.ts';

export type { Handler };
/** A loaded function and where it is routed. */
export type HostedFunction = { name: string; path: string; methods: string[]; handler: Handler };

/** The functions imported, and the files Node could not import (with the first line of the error). */
export type LoadedFunctions = {
	functions: HostedFunction[];
	failed: { file: string; error: string }[];
};

/**
 * Loads the function files of `dir` (bundled into `outDir`), one entry per `config.path`;
 * functions without a path are left out.
 */
export async function loadFunctions(dir: string, outDir: string): Promise<LoadedFunctions> {
	const { modules, failed } = await loadFunctionModules(dir, outDir);
	return {
		functions: modules.flatMap(({ name, paths, methods, handler }) => paths.map((path) => ({ name, path, methods, handler }))),
		failed,
	};
}

/**
 * The function that answers a method and path (`answers` of the local server: exact path, or a
 * path ending in `/*`; no method list means any method).
 * @example routeOf([{ name: 'health', path: '/api/health', methods: ['GET'], handler }], 'GET', '/api/health')?.name // => 'health'
 */
export function routeOf(functions: readonly HostedFunction[], method: string, path: string): HostedFunction | undefined {
	return functions.find((f) => answers({ paths: [f.path], methods: f.methods }, method, path));
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
			const request = toWebRequest(req, Buffer.concat(chunks), origin);
			const response = await fn.handler(
				request,
				functionContext(request, { socketAddress: req.socket.remoteAddress ?? '127.0.0.1', requestId: `bench-${++counter}`, waitUntil: track }),
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
