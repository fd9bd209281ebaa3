/**
 * A rendered page's bytes, taken once from Astro's response and handed on as they are, and the
 * inline scripts noted on the way for the Content-Security-Policy (`script-hashes.ts`).
 *
 * Why: the bytes of a page are memory outside the JavaScript heap, and every 64 MB of it makes V8
 * start a full garbage collection, which walks the whole export held in memory (about 0.5 GB at
 * 10,000 listings). Read back from a response and wrapped in a new one at each step, each page
 * used to be copied four times on its way to the file: a full collection every few hundred pages,
 * a third of the build's processor time. Taken once, it is copied only inside Astro (which encodes
 * the text, then copies the bytes into its response).
 */
import { recordInlineScripts } from '../lib/security/script-hashes.ts';

/** Bytes in an ArrayBuffer (never a shared one). */
type Bytes = Uint8Array<ArrayBuffer>;

/** The bytes of a response's body: its one chunk as it is, several chunks joined, or null. */
export async function bodyBytes(response: Response): Promise<Bytes | null> {
	if (response.body === null) return null;
	const chunks: Bytes[] = [];
	for await (const chunk of response.body) chunks.push(chunk);
	if (chunks.length === 1 && chunks[0]) return chunks[0];
	const bytes = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0));
	let at = 0;
	for (const chunk of chunks) {
		bytes.set(chunk, at);
		at += chunk.byteLength;
	}
	return bytes;
}

/** Notes the inline scripts of an HTML page (a response without a content type is HTML). */
export function notePage(response: Response, bytes: Bytes | null): void {
	if (bytes !== null && (response.headers.get('content-type') ?? 'text/html').startsWith('text/html')) recordInlineScripts(bytes);
}

/**
 * A rendered page as Astro's build reads it: status, headers and the given bytes, which its
 * `arrayBuffer()` answers without a copy (a plain Response copies them into a stream and out).
 */
export class PageResponse extends Response {
	readonly #bytes: Bytes | null;
	constructor(bytes: Bytes | null, init: ResponseInit) {
		super(null, init);
		this.#bytes = bytes;
	}
	override get body(): ReadableStream<Bytes> | null {
		const bytes = this.#bytes;
		if (bytes === null) return null;
		return new ReadableStream<Bytes>({
			start(controller) {
				controller.enqueue(bytes);
				controller.close();
			},
		});
	}
	override arrayBuffer(): Promise<ArrayBuffer> {
		const bytes = this.#bytes;
		if (bytes === null) return Promise.resolve(new ArrayBuffer(0));
		const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
		return Promise.resolve(whole ? bytes.buffer : bytes.slice().buffer);
	}
}

/** Astro's response with its body read once: the inline scripts noted, the bytes handed on. */
export async function takePage(response: Response): Promise<PageResponse> {
	const bytes = await bodyBytes(response);
	notePage(response, bytes);
	return new PageResponse(bytes, { status: response.status, statusText: response.statusText, headers: response.headers });
}
