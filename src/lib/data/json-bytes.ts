/**
 * JSON read from UTF-8 bytes. A file that is one array is parsed one element at a time: the same
 * values as JSON.parse of the whole text (each element is a JSON text of its own, between valid
 * separators), without first decoding the whole file into one string. At 10,000 listings
 * `properties.json` is 189 MB of UTF-8; as a string it is 377 MB (two bytes a character as soon
 * as one character is outside Latin-1, a ’ will do).
 */

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

/**
 * JSON.parse of `bytes` read as UTF-8, an array element by element. Anything the element-wise
 * reading does not accept is parsed whole, so an error is JSON.parse's own.
 */
export function parseJsonBytes(bytes: Uint8Array): unknown {
	const bounds = arrayElements(bytes);
	if (bounds !== undefined) {
		try {
			const items: unknown[] = [];
			for (let i = 0; i < bounds.length; i += 2) items.push(JSON.parse(text(bytes, bounds[i], bounds[i + 1])));
			return items;
		} catch {
			// an element that is not JSON: JSON.parse of the whole text names it
		}
	}
	return JSON.parse(text(bytes));
}
