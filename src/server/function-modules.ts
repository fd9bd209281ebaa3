/**
 * The project's Netlify Functions v2 as Netlify runs them, warm: every top-level file of
 * functions/ bundled with esbuild as Netlify's `node_bundler = "esbuild"` does (packages stay
 * external), imported once, and called with a web Request and a context. The local server
 * (`serve.ts`) and the benchmark's function host (`src/bench/function-host.ts`) both load them here.
 */
import { mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/** A function's handler: a web Request and a context in, a Response out. */
export type Handler = (req: Request, context: Record<string, unknown>) => Response | Promise<Response>;

/** A loaded function: its name (the file's), its `config.path`s (none for a scheduled one) and methods (none: any). */
export type FunctionModule = { name: string; paths: string[]; methods: string[]; handler: Handler };

/** The functions imported, and the files Node could not import (with the first line of the error). */
export type LoadedModules = { modules: FunctionModule[]; failed: { file: string; error: string }[] };

/**
 * Bundles each function file of `dir` into `outDir` (inside the repository, so that the external
 * packages resolve from its node_modules) and imports it once; files without a default handler
 * are left out, files that do not bundle or import are listed with their error.
 */
export async function loadFunctionModules(dir: string, outDir: string): Promise<LoadedModules> {
	const files = (await readdir(dir)).filter((f) => /\.(m?ts|m?js)$/.test(f)).sort();
	const modules: FunctionModule[] = [];
	const failed: LoadedModules['failed'] = [];
	await mkdir(outDir, { recursive: true });
	for (const file of files) {
		let mod: { default?: Handler; config?: { path?: string | string[]; method?: string | string[] } };
		try {
			const outfile = join(outDir, file.replace(/\.[^.]+$/, '.mjs'));
			await build({ entryPoints: [join(dir, file)], outfile, bundle: true, platform: 'node', format: 'esm', target: 'node24', packages: 'external', logLevel: 'silent' });
			mod = (await import(pathToFileURL(outfile).href)) as typeof mod;
		} catch (error) {
			failed.push({ file, error: String(error instanceof Error ? error.message : error).split('\n')[0]! });
			continue;
		}
		if (typeof mod.default !== 'function') continue;
		modules.push({
			name: file.replace(/\.[^.]+$/, ''),
			paths: [mod.config?.path ?? []].flat(),
			methods: [mod.config?.method ?? []].flat().map((m) => m.toUpperCase()),
			handler: mod.default,
		});
	}
	return { modules, failed };
}

/**
 * The context a function gets, as Netlify's runtime builds it: the client's address (the last
 * X-Forwarded-For entry, as @netlify/dev takes it, so that tests and load runs can vary it; else
 * the socket's), a request id, the site's URL, and `waitUntil`, whose work goes on after the answer.
 */
export function functionContext(request: Request, call: { socketAddress: string; requestId: string; waitUntil: (work: Promise<unknown>) => void }): Record<string, unknown> {
	const forwarded = request.headers.get('x-forwarded-for')?.split(',').pop()?.trim();
	return {
		ip: forwarded || call.socketAddress,
		requestId: call.requestId,
		geo: {},
		params: {},
		site: { url: process.env.URL },
		deploy: { context: 'dev' },
		url: new URL(request.url),
		waitUntil: call.waitUntil,
	};
}

/**
 * Whether a function answers a method and path: one of its `config.path`s (exact, or ending in
 * `/*` for everything below it) and one of its methods (none: any method).
 * @example answers({ paths: ['/api/moved/*'], methods: [] }, 'GET', '/api/moved/fr/property/1004') // => true
 */
export function answers(fn: { paths: readonly string[]; methods: readonly string[] }, method: string, path: string): boolean {
	return (fn.methods.length === 0 || fn.methods.includes(method.toUpperCase())) && fn.paths.some((p) => (p.endsWith('/*') ? path.startsWith(p.slice(0, -1)) : p === path));
}

/**
 * The function that answers a method and path, as Netlify routes them: by its `config.path`
 * (`answers`), or at `/.netlify/functions/<name>` for a function without a path (a scheduled one,
 * run by hand).
 * @example functionFor(modules, 'POST', '/.netlify/functions/outbox-retry')?.name // => 'outbox-retry'
 */
export function functionFor(modules: readonly FunctionModule[], method: string, path: string): FunctionModule | undefined {
	const byPath = modules.find((f) => answers(f, method, path));
	if (byPath) return byPath;
	const byName = /^\/\.netlify\/functions\/([\w-]+)$/.exec(path)?.[1];
	return byName ? modules.find((f) => f.paths.length === 0 && f.name === byName) : undefined;
}
