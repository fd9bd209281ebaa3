import { describe, expect, test } from 'vitest';
import {
	findReferences,
	mapReferences,
	referenceTerms,
} from '../../../src/lib/search/reference-ids.ts';
import type { PropertyRow } from '../../../src/lib/search/search-options.ts';

const row = (id: number, ref: string): PropertyRow => [
	id,
	ref,
	'Titel',
	'Gent',
	'9000',
	`/p/${id}/`,
];
const rows = [
	row(1001, 'IDL-1001'),
	row(1002, 'IDL-1002'),
	row(1003, 'ABC/77'),
	row(77, 'Été 12'),
	row(1005, '1005'),
	row(1006, '1001'),
];
const map = mapReferences(rows);

describe('referenceTerms: split on whitespace only, folded', () => {
	test.each([
		{ text: ' IDL-1002  1002 ', expected: ['idl-1002', '1002'] },
		{ text: 'ABC/77', expected: ['abc/77'] },
		{ text: 'Été', expected: ['ete'] },
		{ text: '   ', expected: [] },
	])('maps $text to $expected', ({ text, expected }) => {
		expect(referenceTerms(text)).toEqual(expected);
	});
});

describe('findReferences (spec §5: exact match on the reference id or ID, every token, threshold zero)', () => {
	test.each([
		{ text: 'IDL-1002', expected: [1002] },
		{ text: 'idl-1002 1002', expected: [1002] },
		{ text: 'IDL-100', expected: [] },
		{ text: 'IDL-1002 IDL-1003', expected: [] },
		{ text: 'abc/77', expected: [1003] },
		{ text: '77', expected: [77] },
		{ text: 'ete', expected: [77] },
		{ text: 'ete 12 77', expected: [77] },
		{ text: '1005', expected: [1005] },
		{ text: '1001', expected: [1001, 1006] },
		{ text: '', expected: [] },
	])('$text finds the rows of $expected, in row order', ({ text, expected }) => {
		expect(findReferences(map, text).map((r) => rows[r]![0])).toEqual(expected);
	});
});
