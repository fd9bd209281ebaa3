import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { request } from 'node:http';
import { connect } from 'node:http2';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loopbackCertificate, startStaticServer, type StaticServer } from '../../../src/bench/static-server.ts';

/** A raw request, GET unless told (fetch would decode the body and hide the encoding). */
function get(
	url: string,
	headers: Record<string, string> = {},
	method = 'GET',
): Promise<{
	status: number;
	headers: Record<string, string | string[] | undefined>;
	body: Buffer;
}> {
	return new Promise((resolve, reject) => {
		request(url, { headers, method }, (res) => {
			const chunks: Buffer[] = [];
			res.on('data', (c: Buffer) => chunks.push(c));
			res.on('end', () =>
				resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
			);
		})
			.on('error', reject)
			.end();
	});
}

describe('benchmark static server', () => {
	let dir: string;
	let server: StaticServer;
	const page = '<!doctype html><title>Te koop</title>' + '<p>Villa met tuin</p>'.repeat(200);
	beforeAll(async () => {
		dir = await mkdtemp(join(tmpdir(), 'bench-static-'));
		await mkdir(join(dir, 'for-sale'));
		await mkdir(join(dir, '_astro'));
		await writeFile(join(dir, 'for-sale/index.html'), page);
		await writeFile(join(dir, '_astro/app.abc.js'), 'console.log(1);'.repeat(100));
		await writeFile(join(dir, 'photo.webp'), Buffer.alloc(2000, 7));
		await writeFile(join(dir, '404.html'), '<title>Niet gevonden</title>');
		await writeFile(join(dir, '_headers'), '/*\n  X-Frame-Options: SAMEORIGIN\n');
		server = await startStaticServer(dir);
	});
	afterAll(async () => {
		await server.close();
		await rm(dir, { recursive: true, force: true });
	});

	test('a page in brotli when the browser accepts it, with the _headers rules and revalidation', async () => {
		const res = await get(`${server.origin}/for-sale/`, { 'Accept-Encoding': 'gzip, deflate, br' });
		expect(res.status).toBe(200);
		expect(res.headers['content-encoding']).toBe('br');
		expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
		expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
		expect(res.body.length).toBeLessThan(page.length / 5);
		expect(brotliDecompressSync(res.body).toString()).toBe(page);
	});
	test('gzip for a client without brotli; plain for one without either', async () => {
		expect(
			(await get(`${server.origin}/_astro/app.abc.js`, { 'Accept-Encoding': 'gzip' })).headers[
				'content-encoding'
			],
		).toBe('gzip');
		const plain = await get(`${server.origin}/_astro/app.abc.js`);
		expect(plain.headers['content-encoding']).toBeUndefined();
		expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
		expect(plain.body.length).toBe(1500);
	});
	test('images are not compressed again', async () => {
		const res = await get(`${server.origin}/photo.webp`, { 'Accept-Encoding': 'br' });
		expect(res.headers['content-encoding']).toBeUndefined();
		expect(res.headers['content-type']).toBe('image/webp');
		expect(res.body.length).toBe(2000);
	});
	test('a folder without its slash is redirected; an unknown path gets the 404 page', async () => {
		const redirect = await get(`${server.origin}/for-sale`);
		expect(redirect.status).toBe(301);
		expect(redirect.headers.location).toBe('/for-sale/');
		const missing = await get(`${server.origin}/nope/`);
		expect(missing.status).toBe(404);
		expect(missing.body.toString()).toContain('Niet gevonden');
	});
	test("the visit beacon gets the function's 204; the owner reads are played; other API paths are not served", async () => {
		expect((await get(`${server.origin}/api/visit`, {}, 'POST')).status).toBe(204);
		expect((await get(`${server.origin}/api/visit`)).status).toBe(404);
		expect((await get(`${server.origin}/api/contact`, {}, 'POST')).status).toBe(404);
		expect((await get(`${server.origin}/api/owner/session`)).status).toBe(401);
		const signedIn = await get(`${server.origin}/api/owner/session`, { Cookie: '__Host-signed-in=1' });
		expect(signedIn.status).toBe(200);
		expect(signedIn.headers['cache-control']).toBe('no-store');
		expect(JSON.parse(signedIn.body.toString())).toMatchObject({ ok: true, properties: [1001, 1004, 1011] });
		expect((await get(`${server.origin}/api/owner/stats?property=1004`, { Cookie: '__Host-signed-in=1' })).status).toBe(200);
	});

	test('with a certificate it answers over HTTP/2 and TLS, as the CDN does, with the same rules', async () => {
		const secure = await startStaticServer(dir, await loopbackCertificate(dir));
		try {
			expect(secure.origin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
			const session = connect(secure.origin, { rejectUnauthorized: false });
			const answer = await new Promise<{ status: number; encoding: unknown; frame: unknown; body: Buffer }>((resolve, reject) => {
				const stream = session.request({ ':path': '/for-sale/', 'accept-encoding': 'br' });
				const chunks: Buffer[] = [];
				let head: Record<string, unknown> = {};
				stream.on('response', (headers) => (head = headers));
				stream.on('data', (c: Buffer) => chunks.push(c));
				stream.on('end', () => resolve({ status: Number(head[':status']), encoding: head['content-encoding'], frame: head['x-frame-options'], body: Buffer.concat(chunks) }));
				stream.on('error', reject);
				stream.end();
			});
			session.close();
			expect(answer).toMatchObject({ status: 200, encoding: 'br', frame: 'SAMEORIGIN' });
			expect(brotliDecompressSync(answer.body).toString()).toBe(page);
		} finally {
			await secure.close();
		}
	});
});
