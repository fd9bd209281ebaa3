import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { arrayElements, parseJsonBytes } from '../../../src/lib/data/json-bytes.ts';

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
	{ name: 'byte order mark', text: '\uFEFF[{"a": 1}]' },
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
