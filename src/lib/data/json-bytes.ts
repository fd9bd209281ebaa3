/**
 * JSON read from UTF-8 bytes. A file that is one array is parsed one element at a time: the same
 * values as JSON.parse of the whole text (each element is a JSON text of its own, between valid
 * separators), without first decoding the whole file into one string. At 10,000 listings
 * `properties.json` is 189 MB of UTF-8; as a string it is 377 MB (two bytes a character as soon
 * as one character is outside Latin-1, a ’ will do).
 *
 * The bytes must be UTF-8 (a file saved as Windows-1252 read with its "é" and "²" turned into
 * U+FFFD on hundreds of pages): anything else throws `NotUtf8Error`, naming the byte and its line.
 * A leading byte order mark is skipped, as JSON lets a parser do (RFC 8259 §8.1).
 */
import { isUtf8 } from 'node:buffer';

const isSpace = (byte: number | undefined) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;

function skipSpace(bytes: Uint8Array, at: number): number {
	while (isSpace(bytes[at])) at++;
	return at;
}

/** Where the value starting at `at` ends, found by brackets outside strings; -1 when it does not. */
function valueEnd(bytes: Uint8Array, at: number): number {
	let depth = 0;
	let inString = false;
	for (let i = at; i < bytes.length; i++) {
		const byte = bytes[i];
		if (inString) {
			if (byte === 0x22) {
				inString = false;
				if (depth === 0) return i + 1;
			} else if (byte === 0x5c) i++;
		} else if (byte === 0x22) inString = true;
		else if (byte === 0x7b || byte === 0x5b) depth++;
		else if (byte === 0x7d || byte === 0x5d) {
			depth--;
			if (depth === 0) return i + 1;
		} else if (depth === 0 && (isSpace(byte) || byte === 0x2c)) return i;
	}
	return depth === 0 && !inString ? bytes.length : -1;
}

/** Start and end of each element of a top-level array, or undefined when the bytes are not one array. */
export function arrayElements(bytes: Uint8Array): number[] | undefined {
	let at = skipSpace(bytes, 0);
	if (bytes[at] !== 0x5b) return undefined;
	at = skipSpace(bytes, at + 1);
	const bounds: number[] = [];
	if (bytes[at] === 0x5d) return skipSpace(bytes, at + 1) === bytes.length ? bounds : undefined;
	for (;;) {
		const end = valueEnd(bytes, at);
		if (end <= at) return undefined;
		bounds.push(at, end);
		at = skipSpace(bytes, end);
		if (bytes[at] === 0x2c) at = skipSpace(bytes, at + 1);
		else if (bytes[at] === 0x5d) return skipSpace(bytes, at + 1) === bytes.length ? bounds : undefined;
		else return undefined;
	}
}

const text = (bytes: Uint8Array, start = 0, end = bytes.length) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8', start, end);

/** Thrown when a file's bytes are not UTF-8 text; `offset` counts bytes from 0, `line` from 1. */
export class NotUtf8Error extends Error {
	readonly offset: number;
	readonly line: number;
	constructor(offset: number, line: number) {
		super(`Not UTF-8 text at byte ${offset} (line ${line}): save the export as UTF-8`);
		this.name = 'NotUtf8Error';
		this.offset = offset;
		this.line = line;
	}
}

/**
 * Where the first byte sequence that is not UTF-8 starts (by the rules of a fatal TextDecoder: no
 * overlong forms, no surrogates, nothing above U+10FFFF), or -1. Only run once `isUtf8` said no.
 * @example firstNonUtf8([0x6d, 0xb2, 0x20]) // => 1 ("m²" in Windows-1252)
 */
export function firstNonUtf8(bytes: ArrayLike<number>): number {
	for (let i = 0; i < bytes.length; ) {
		const lead = bytes[i]!;
		if (lead < 0x80) {
			i++;
			continue;
		}
		let follow: number;
		let low = 0x80;
		let high = 0xbf;
		if (lead >= 0xc2 && lead <= 0xdf) follow = 1;
		else if (lead >= 0xe0 && lead <= 0xef) {
			follow = 2;
			if (lead === 0xe0) low = 0xa0;
			if (lead === 0xed) high = 0x9f;
		} else if (lead >= 0xf0 && lead <= 0xf4) {
			follow = 3;
			if (lead === 0xf0) low = 0x90;
			if (lead === 0xf4) high = 0x8f;
		} else return i;
		for (let k = 1; k <= follow; k++) {
			const byte = bytes[i + k];
			if (byte === undefined || byte < low || byte > high) return i;
			low = 0x80;
			high = 0xbf;
		}
		i += follow + 1;
	}
	return -1;
}

/** Whether the bytes start with a UTF-8 byte order mark (EF BB BF). */
const hasBom = (bytes: Uint8Array) => bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;

/**
 * The bytes without a leading byte order mark; throws NotUtf8Error when they are not UTF-8 (its
 * offset counts from the start of the file, the mark included).
 */
export function utf8Body(bytes: Uint8Array): Uint8Array {
	const skip = hasBom(bytes) ? 3 : 0;
	const body = bytes.subarray(skip);
	if (isUtf8(body)) return body;
	const at = firstNonUtf8(body);
	let line = 1;
	for (let i = 0; i < at; i++) if (body[i] === 0x0a) line++;
	throw new NotUtf8Error(skip + at, line);
}

/**
 * JSON.parse of `bytes` read as UTF-8, an array element by element. Anything the element-wise
 * reading does not accept is parsed whole, so an error is JSON.parse's own. A leading byte order
 * mark is skipped; bytes that are not UTF-8 throw NotUtf8Error.
 */
export function parseJsonBytes(bytes: Uint8Array): unknown {
	const body = utf8Body(bytes);
	const bounds = arrayElements(body);
	if (bounds !== undefined) {
		try {
			const items: unknown[] = [];
			for (let i = 0; i < bounds.length; i += 2) items.push(JSON.parse(text(body, bounds[i], bounds[i + 1])));
			return items;
		} catch {
			// an element that is not JSON: JSON.parse of the whole text names it
		}
	}
	return JSON.parse(text(body));
}

/**
 * What a data file's reading error says: not UTF-8 as such, else "Not valid JSON: " and JSON.parse's message.
 * @example readProblem(new SyntaxError('Unexpected end of JSON input')) // => 'Not valid JSON: Unexpected end of JSON input'
 */
export function readProblem(error: unknown): string {
	return error instanceof NotUtf8Error ? error.message : `Not valid JSON: ${(error as Error).message}`;
}
