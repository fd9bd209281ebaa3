import { createServer, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { NetlifyDev } from '@netlify/dev';
import { NetlifyDB } from '@netlify/database-dev';
import { demoOwner, seedDemoOwner } from '../lib/owners/demo.ts';
import { matchRedirect, parseRedirects } from '../lib/seo/redirects.ts';

/**
 * Serves the built site (dist/) with the functions, headers, redirects, database and blobs emulated by
 * @netlify/dev on one port, as Netlify would in production. PORT defaults to 8888.
 */
const root = process.cwd();
const port = Number(process.env.PORT ?? 8888);
const host = process.env.HOST ?? '127.0.0.1';
// pg needs a user name and takes it from USER, which may be unset on a bare machine.
process.env.USER ??= 'postgres';

/**
 * DB_DIR gives the emulated database a folder of its own (the browser tests use a fresh one per
 * run, so parallel runs never share one PGlite folder); by default @netlify/dev keeps it in .netlify/db.
 */
const ownDb = process.env.DB_DIR ? new NetlifyDB({ directory: process.env.DB_DIR, logger: () => {} }) : undefined;
if (ownDb) process.env.NETLIFY_DB_URL = await ownDb.start();

const netlify = new NetlifyDev({
	projectRoot: root,
	skipGitignore: true,
	aiGateway: { enabled: false },
	edgeFunctions: { enabled: false },
	geolocation: { enabled: false },
	images: { enabled: false },
	server: { enabled: false },
	blobs: { enabled: true },
	database: { enabled: !ownDb },
	environmentVariables: { enabled: true },
	functions: { enabled: true },
	headers: { enabled: true },
	redirects: { enabled: true },
	staticFiles: { enabled: true },
});

await netlify.start();
const applied = await (ownDb ?? netlify.db)?.applyMigrations(join(root, 'src/db/migrations'));
if (applied && applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`);
// The demo owner of the README, in this local database only (DEMO_OWNER=0 leaves it out).
const localDb = ownDb ?? netlify.db;
if (localDb && process.env.DEMO_OWNER !== '0' && (await seedDemoOwner(localDb))) console.log(`Demo owner added: ${demoOwner.email}`);

/**
 * @netlify/dev serves the target of a rewrite rule with status 200, where Netlify answers the
 * rule's status: a path with no file of its own that a 404 rule catches (unknown listing, unknown
 * page under /fr/, ...) gets 404 here too, as in production.
 */
const rules = parseRedirects(await readFile(join(root, 'dist/_redirects'), 'utf8').catch(() => ''));
const hasOwnFile = async (pathname: string) => {
	const file = join(root, 'dist', decodeURIComponent(pathname), pathname.endsWith('/') ? 'index.html' : '');
	return stat(file).then((s) => s.isFile(), () => false);
};

const notFoundPage = await readFile(join(root, 'dist/404.html')).catch(() => Buffer.from('Not found'));

/** Copies a web Response onto Node's response, body streamed. */
async function send(res: ServerResponse, response: Response): Promise<void> {
	res.statusCode = response.status;
	response.headers.forEach((value, key) => res.appendHeader(key, value));
	if (!response.body) return void res.end();
	Readable.fromWeb(response.body as import('node:stream/web').ReadableStream).pipe(res);
}

const server = createServer(async (req, res) => {
	try {
		const match = await netlify.handleAndIntrospectNodeRequest(req);
		if (match) {
			const { pathname } = new URL(req.url ?? '/', 'http://localhost');
			if ((match.type === 'static' || match.type === 'redirect') && match.response.status === 200 && matchRedirect(rules, pathname)?.status === 404 && !(await hasOwnFile(pathname))) {
				return await send(res, new Response(match.response.body, { status: 404, headers: match.response.headers }));
			}
			return await send(res, match.response);
		}
		res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' }).end(notFoundPage);
	} catch (error) {
		console.error(error);
		if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
		res.end('Internal error');
	}
});

server.listen(port, host, () => console.log(`Site and functions ready on http://localhost:${port}/`));

const stop = async () => {
	server.close();
	await netlify.stop();
	await ownDb?.stop();
	process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
