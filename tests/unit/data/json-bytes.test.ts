import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { arrayElements, firstNonUtf8, parseJsonBytes } from '../../../src/lib/data/json-bytes.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

/** What JSON.parse makes of the text: its value, or its error message. */
function jsonParse(text: string): { value: unknown } | { error: string } {
	try {
		return { value: JSON.parse(text) as unknown };
	} catch (error) {
		return { error: (error as Error).message };
	}
}

function ours(text: string): { value: unknown } | { error: string } {
	try {
		return { value: parseJsonBytes(bytes(text)) };
	} catch (error) {
		return { error: (error as Error).message };
	}
}

// Design (data: the export parsed once at build): reading an array file element by element gives
// exactly what JSON.parse of the whole text gives, values and errors alike.
const texts: { name: string; text: string }[] = [
	{ name: 'records', text: '[{"ID": 1, "Title": "Villa"}, {"ID": 2, "Title": "Loft"}]' },
	{ name: 'records indented with tabs and CRLF', text: '[\r\n\t{\r\n\t\t"ID": 1\r\n\t},\r\n\t{\r\n\t\t"ID": 2\r\n\t}\r\n]\r\n' },
	{ name: 'brackets and braces inside strings', text: '[{"a": "}]{["}, {"b": "[[[", "c": "}}}"}]' },
	{ name: 'escaped quotes and backslashes', text: '[{"a": "say \\"hi\\"", "b": "C:\\\\", "c": "\\\\\\""}, {"d": "\\u0022"}]' },
	{ name: 'text outside Latin-1', text: '[{"a": "l’été à 5 m²\u202fen €"}, {"b": "日本"}]' },
	{ name: 'nested arrays and objects', text: '[[1, [2, {"x": [3]}]], {"y": {"z": []}}, []]' },
	{ name: 'scalars', text: '[1, -2.5e3, "s", true, false, null]' },
	{ name: 'empty array', text: ' [ ] ' },
	{ name: 'one object, not an array', text: '{"siteUrl": "https://example.be"}' },
	{ name: 'a lone string', text: '"]"' },
	{ name: 'duplicate keys (the last wins)', text: '[{"a": 1, "a": 2}]' },
	{ name: 'unclosed record', text: '[{"Name": ' },
	{ name: 'trailing comma', text: '[{"a": 1},]' },
	{ name: 'missing comma', text: '[{"a": 1} {"a": 2}]' },
	{ name: 'text after the array', text: '[{"a": 1}] x' },
	{ name: 'two arrays', text: '[1][2]' },
	{ name: 'broken element', text: '[{"a": 1}, {"a": tru}]' },
	{ name: 'mismatched brackets', text: '[{"a": [1}, 2]' },
	{ name: 'unclosed string', text: '[{"a": "b}]' },
	{ name: 'empty file', text: '' },
];

describe('JSON read from bytes, an array element by element', () => {
	test.each(texts)('$name: the same value or error as JSON.parse', ({ text }) => {
		expect(ours(text)).toEqual(jsonParse(text));
	});

	test('an array file is cut into its elements', () => {
		const text = '[ {"a": "],"} ,\n"b" , [1] ]';
		const bounds = arrayElements(bytes(text))!;
		const pieces = [];
		for (let i = 0; i < bounds.length; i += 2) pieces.push(text.slice(bounds[i], bounds[i + 1]));
		expect(pieces).toEqual(['{"a": "],"}', '"b"', '[1]']);
	});

	test.each(['properties.json', 'projects.json', 'cities.json', 'site.json'])('the demo %s reads the same as JSON.parse', (file) => {
		const text = readFileSync(`data/${file}`, 'utf8');
		expect(parseJsonBytes(bytes(text))).toEqual(JSON.parse(text));
	});
});

// A file saved with a UTF-8 byte order mark read as "Not valid JSON: Unexpected token '\uFEFF'";
// JSON lets a parser skip it (RFC 8259 §8.1), so a leading one is skipped, anywhere else it stays an error.
describe('a leading byte order mark is skipped', () => {
	test.each([
		{ name: 'an array', text: '\uFEFF[{"a": 1}, {"b": "é"}]', value: [{ a: 1 }, { b: 'é' }] },
		{ name: 'an object (site.json)', text: '\uFEFF{"siteUrl": "https://example.be"}', value: { siteUrl: 'https://example.be' } },
		{ name: 'an array after white space', text: '\uFEFF\r\n [1]', value: [1] },
	])('$name', ({ text, value }) => {
		expect(ours(text)).toEqual({ value });
	});

	test.each([
		{ name: 'two marks', text: '\uFEFF\uFEFF[1]' },
		{ name: 'a mark after white space', text: ' \uFEFF[1]' },
	])('$name: still not JSON', ({ text }) => {
		expect(ours(text)).toEqual({ error: expect.stringContaining('is not valid JSON') as unknown as string });
	});
});

/** The bytes of a JSON text with `raw` (bytes that may not be UTF-8) put in place of "@". */
const withRaw = (text: string, raw: number[]) => {
	const [before, after] = text.split('@') as [string, string];
	return new Uint8Array([...bytes(before), ...raw, ...bytes(after)]);
};

const message = (offset: number, line: number) => `Not UTF-8 text at byte ${offset} (line ${line}): save the export as UTF-8`;

// A properties.json saved as Windows-1252 built silently, 587 records with "68 m\uFFFD met terras".
describe('bytes that are not UTF-8 stop the reading, naming the byte and its line', () => {
	test.each([
		{ name: 'Windows-1252 "m²"', data: withRaw('[{"Title": "68 m@ met terras"}]', [0xb2]), error: message(16, 1) },
		{ name: 'Windows-1252 "é" before an ASCII letter', data: withRaw('[\n{"a": "caf@s"}]', [0xe9]), error: message(12, 2) },
		{ name: 'Windows-1252 ’ (0x92) on line 3', data: withRaw('[\r\n{"a": 1},\r\n{"b": "l@été"}]', [0x92]), error: message(22, 3) },
		{ name: 'a lone continuation byte', data: withRaw('{"a": "@"}', [0x80]), error: message(7, 1) },
		{ name: 'a character cut off at the end', data: withRaw('["@', [0xe2, 0x82]), error: message(2, 1) },
		{ name: 'an overlong "/"', data: withRaw('["@"]', [0xc0, 0xaf]), error: message(2, 1) },
		{ name: 'an encoded surrogate', data: withRaw('["@"]', [0xed, 0xa0, 0x80]), error: message(2, 1) },
		{ name: 'a code point above U+10FFFF', data: withRaw('["@"]', [0xf4, 0x90, 0x80, 0x80]), error: message(2, 1) },
		{ name: 'after a byte order mark (counted)', data: withRaw('\uFEFF["@"]', [0xff]), error: message(5, 1) },
		{ name: 'in an object file', data: withRaw('{"agency": {"name": "Immo L@on"}}', [0xe9]), error: message(27, 1) },
		{ name: 'in a broken element (not a JSON error)', data: withRaw('[{"a": tru}, "@"]', [0xb2]), error: message(14, 1) },
	])('$name', ({ data, error }) => {
		expect(() => parseJsonBytes(data)).toThrow(error);
	});

	test.each([
		{ name: 'ASCII', raw: [0x61] },
		{ name: '² é ’ €', raw: [...bytes('² é ’ €')] },
		{ name: 'four-byte emoji', raw: [...bytes('🏠')] },
		{ name: 'the highest code point', raw: [0xf4, 0x8f, 0xbf, 0xbf] },
		{ name: 'Windows-1252 é', raw: [0xe9] },
		{ name: 'overlong three bytes', raw: [0xe0, 0x80, 0xaf] },
		{ name: 'overlong four bytes', raw: [0xf0, 0x80, 0x80, 0xaf] },
		{ name: 'surrogate', raw: [0xed, 0xbf, 0xbf] },
		{ name: 'F5 lead byte', raw: [0xf5, 0x80, 0x80, 0x80] },
		{ name: 'cut after two of four bytes', raw: [0xf0, 0x9f] },
	])('$name: the first bad byte is where a fatal TextDecoder fails', ({ raw }) => {
		const data = new Uint8Array([0x61, ...raw, 0x62]);
		let decodes = true;
		try {
			new TextDecoder('utf-8', { fatal: true }).decode(data);
		} catch {
			decodes = false;
		}
		expect(firstNonUtf8(data) === -1).toBe(decodes);
		if (!decodes) expect(firstNonUtf8(data)).toBe(1);
	});
});
