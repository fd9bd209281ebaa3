/**
 * A tiny static server for the benchmark that answers the way a CDN would: brotli or gzip for
 * text by Accept-Encoding (compressed once, then kept in memory), cache headers, the build's
 * `_headers` rules, and the site's 404 page. Loopback only.
 *
 * It runs no function, with one exception: the visit beacon a property page sends when it is
 * shown (`POST /api/visit`) gets the 204 the function gives every beacon, so the audited page
 * sees what it sees on Netlify instead of a 404 in its console. Other API paths answer 404: the
 * owner portal, audited without a session, shows its error (on Netlify it would get a 401 and
 * go to the login page).
 */
import { createServer, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
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

/** Serves `root` on a loopback port (0 picks a free one). */
export async function startStaticServer(root: string, port = 0): Promise<StaticServer> {
	const rules = parseHeadersFile(await readFile(join(root, '_headers'), 'utf8').catch(() => ''));
	const cache = new Map<string, Buffer>();
	const server: Server = createServer(async (req, res) => {
		const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;
		if (urlPath === '/api/visit' && req.method === 'POST') {
			req.resume();
			return void res.writeHead(204, { 'Cache-Control': 'no-store' }).end();
		}
		const asked = filePathOf(root, urlPath);
		if (
			asked &&
			!urlPath.endsWith('/') &&
			(await stat(asked).catch(() => undefined))?.isDirectory()
		) {
			return void res.writeHead(301, { Location: `${urlPath}/` }).end();
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
		res.end(req.method === 'HEAD' ? undefined : body);
	});
	await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
	const { port: bound } = server.address() as AddressInfo;
	return {
		origin: `http://127.0.0.1:${bound}`,
		close: () =>
			new Promise((resolve) => {
				server.closeAllConnections();
				server.close(() => resolve());
			}),
	};
}
