import { describe, expect, test } from 'vitest';
import { scriptHash } from '../../../src/lib/security/csp.ts';
import { inlineScriptHashes } from '../../../src/lib/security/script-hashes.ts';
import { bodyBytes, notePage, PageResponse, takePage } from '../../../src/integrations/page-bytes.ts';

const html = '<!DOCTYPE html><html><head><script>start()</script></head><body>Één pagina</body></html>';

/** A response whose body arrives in the given chunks. */
function chunked(chunks: string[], init?: ResponseInit): Response {
	const encoder = new TextEncoder();
	const stream = new ReadableStream<Uint8Array>({
		start(controller) {
			for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
			controller.close();
		},
	});
	return new Response(stream, init);
}

describe('a rendered page is taken from its response once (build memory: one copy of its bytes)', () => {
	test('a body of one chunk is answered as that chunk, not a copy', async () => {
		const chunk = new TextEncoder().encode(html);
		const response = new Response(new ReadableStream<Uint8Array>({ start: (c) => (c.enqueue(chunk), c.close()) }));
		expect(await bodyBytes(response)).toBe(chunk);
	});

	test('a page rendered to a string (as Astro does) reaches the file writer as the one buffer it was encoded into', async () => {
		const taken = await takePage(new Response(html));
		const buffer = await taken.arrayBuffer();
		expect(buffer.byteLength).toBe(new TextEncoder().encode(html).byteLength);
		expect(await taken.arrayBuffer()).toBe(buffer);
	});

	test('a body of several chunks is joined in order', async () => {
		const bytes = await bodyBytes(chunked(['<p>', 'Één', '</p>']));
		expect(new TextDecoder().decode(bytes!)).toBe('<p>Één</p>');
	});

	test('a response without a body has no bytes', async () => {
		expect(await bodyBytes(new Response(null, { status: 301, headers: { location: '/fr/' } }))).toBeNull();
	});

	test('the page response hands Astro the same buffer, with status and headers kept', async () => {
		const bytes = new TextEncoder().encode(html);
		const response = new PageResponse(bytes, { status: 404, statusText: 'Not Found', headers: { 'content-type': 'text/html' } });
		expect(await response.arrayBuffer()).toBe(bytes.buffer);
		expect(response.status).toBe(404);
		expect(response.statusText).toBe('Not Found');
		expect(response.headers.get('content-type')).toBe('text/html');
		expect(await new Response(response.body).text()).toBe(html);
	});

	test('bytes that are part of a larger buffer are copied out, so nothing else is handed on', async () => {
		const whole = new TextEncoder().encode(`xx${html}yy`);
		const part = whole.subarray(2, whole.byteLength - 2);
		const buffer = await new PageResponse(part, {}).arrayBuffer();
		expect(buffer).not.toBe(whole.buffer);
		expect(new TextDecoder().decode(buffer)).toBe(html);
	});

	test('a page without a body stays without one', async () => {
		const response = new PageResponse(null, { status: 302, headers: { location: '/en/' } });
		expect(response.body).toBeNull();
		expect((await response.arrayBuffer()).byteLength).toBe(0);
	});

	test('taking a page notes its inline scripts for the Content-Security-Policy and keeps its text', async () => {
		inlineScriptHashes().clear();
		const taken = await takePage(new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } }));
		expect([...inlineScriptHashes()]).toEqual([scriptHash('start()')]);
		expect(new TextDecoder().decode(await taken.arrayBuffer())).toBe(html);
	});

	test.each([
		{ type: 'text/html; charset=utf-8', noted: 1 },
		{ type: null, noted: 1 },
		{ type: 'application/json', noted: 0 },
		{ type: 'application/xml', noted: 0 },
	])('a $type body gets $noted script(s) noted', ({ type, noted }) => {
		inlineScriptHashes().clear();
		const headers = type ? { 'content-type': type } : undefined;
		const response = new Response(null, headers ? { headers } : {});
		if (!type) response.headers.delete('content-type');
		notePage(response, new TextEncoder().encode(html));
		expect(inlineScriptHashes().size).toBe(noted);
	});
});
