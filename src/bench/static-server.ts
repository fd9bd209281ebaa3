/**
 * A tiny static server for the benchmark that answers the way a CDN would: brotli or gzip for
 * text by Accept-Encoding (compressed once, then kept in memory), cache headers, the build's
 * `_headers` rules, and the site's 404 page. Loopback only.
 *
 * It runs no function, with two exceptions, so the audited pages see what they see on Netlify
 * instead of a 404 in their console: the visit beacon a property page sends when it is shown
 * (`POST /api/visit`) gets the 204 the function gives every beacon, and the owner portal's two
 * reads (`GET /api/owner/session`, `/api/owner/stats`) get the demo owner's figures when the
 * request carries the signed-in hint cookie, the function's 401 otherwise (`owner-fixture.ts`).
 * Other API paths answer 404.
 *
 * With a certificate it speaks HTTP/2 over TLS, as Netlify's CDN does: Lighthouse's simulated
 * throttling charges a connection set-up per HTTP/1.1 connection, which a browser opens up to six
 * of per origin, where HTTP/2 multiplexes every request over one.
 */
import { execFile } from 'node:child_process';
import { createServer, type IncomingMessage } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type ServerHttp2Session } from 'node:http2';
import { promisify } from 'node:util';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { ownerApiAnswer } from './owner-fixture.ts';
import {
	cacheControlOf,
	contentTypeOf,
	filePathOf,
	headersFor,
	isCompressible,
	parseHeadersFile,
	pickEncoding,
} from './http-files.ts';

/** A running static server. */
export type StaticServer = { origin: string; close: () => Promise<void> };

/** A TLS key and certificate (PEM) for loopback. */
export type LoopbackCertificate = { key: Buffer; cert: Buffer };

/** Makes a throw-away self-signed certificate for 127.0.0.1 with the system's openssl. */
export async function loopbackCertificate(dir: string): Promise<LoopbackCertificate> {
	const key = join(dir, 'loopback-key.pem');
	const cert = join(dir, 'loopback-cert.pem');
	await promisify(execFile)('openssl', [
		'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
		'-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1',
		'-addext', 'subjectAltName=IP:127.0.0.1',
	]);
	return { key: await readFile(key), cert: await readFile(cert) };
}

/** Compresses as a CDN would: strongest brotli for small files, a quicker level for large ones. */
function compress(body: Buffer, encoding: 'br' | 'gzip'): Buffer {
	if (encoding === 'gzip') return gzipSync(body, { level: 9 });
	const quality = body.length > 512 * 1024 ? 6 : 11;
	return brotliCompressSync(body, {
		params: {
			[constants.BROTLI_PARAM_QUALITY]: quality,
			[constants.BROTLI_PARAM_SIZE_HINT]: body.length,
		},
	});
}

/** What the handler reads of a request, over HTTP/1.1 or HTTP/2. */
type Asked = Pick<IncomingMessage | Http2ServerRequest, 'url' | 'method' | 'headers'> & { resume: () => unknown };
/** What the handler does with a response, over HTTP/1.1 or HTTP/2. */
type Reply = { writeHead: (status: number, headers: Record<string, string>) => unknown; end: (body: Buffer | string) => unknown };

/** Serves `root` on a free loopback port; over HTTP/2 and TLS when given a certificate. */
export async function startStaticServer(root: string, tls?: LoopbackCertificate): Promise<StaticServer> {
	const rules = parseHeadersFile(await readFile(join(root, '_headers'), 'utf8').catch(() => ''));
	const cache = new Map<string, Buffer>();
	const handle = async (req: Asked, res: Reply) => {
		const url = new URL(req.url ?? '/', 'http://localhost');
		const urlPath = url.pathname;
		if (urlPath === '/api/visit' && req.method === 'POST') {
			req.resume();
			res.writeHead(204, { 'Cache-Control': 'no-store' });
			return void res.end('');
		}
		const owner = req.method === 'GET' ? ownerApiAnswer(url, req.headers.cookie) : undefined;
		if (owner) {
			res.writeHead(owner.status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
			return void res.end(JSON.stringify(owner.body));
		}
		const asked = filePathOf(root, urlPath);
		if (
			asked &&
			!urlPath.endsWith('/') &&
			(await stat(asked).catch(() => undefined))?.isDirectory()
		) {
			res.writeHead(301, { Location: `${urlPath}/` });
			return void res.end('');
		}
		const found = asked ? await readFile(asked).catch(() => undefined) : undefined;
		const status = found ? 200 : 404;
		const file = found && asked ? asked : join(root, '404.html');
		let body: Buffer = found ?? (await readFile(file).catch(() => Buffer.from('Not found')));
		const type = contentTypeOf(file);
		const headers: Record<string, string> = {
			'Content-Type': type,
			'Cache-Control': cacheControlOf(urlPath),
			Vary: 'Accept-Encoding',
		};
		for (const [name, value] of headersFor(rules, urlPath)) headers[name] = value;
		const encoding = isCompressible(type)
			? pickEncoding(req.headers['accept-encoding'])
			: undefined;
		if (encoding) {
			const key = `${encoding}:${file}`;
			const packed = cache.get(key) ?? compress(body, encoding);
			cache.set(key, packed);
			body = packed;
			headers['Content-Encoding'] = encoding;
		}
		headers['Content-Length'] = String(body.length);
		res.writeHead(status, headers);
		res.end(req.method === 'HEAD' ? '' : body);
	};
	if (tls) return listenSecure(handle, tls);
	const server = createServer((req, res) => void handle(req, res));
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as AddressInfo;
	return {
		origin: `http://127.0.0.1:${port}`,
		close: () =>
			new Promise((resolve) => {
				server.closeAllConnections();
				server.close(() => resolve());
			}),
	};
}

/** The same handler over HTTP/2 and TLS (HTTP/1.1 still accepted), on a free loopback port. */
async function listenSecure(
	handle: (req: Asked, res: Reply) => Promise<void>,
	tls: LoopbackCertificate,
): Promise<StaticServer> {
	const sessions = new Set<ServerHttp2Session>();
	const server = createSecureServer({ ...tls, allowHTTP1: true }, (req, res) => void handle(req, res));
	server.on('session', (session) => {
		sessions.add(session);
		session.once('close', () => sessions.delete(session));
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as AddressInfo;
	return {
		origin: `https://127.0.0.1:${port}`,
		close: () =>
			new Promise((resolve) => {
				for (const session of sessions) session.destroy();
				server.close(() => resolve());
			}),
	};
}
