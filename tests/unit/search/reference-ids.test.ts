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

describe('spec §3 reference id is RecordFile, §5 city by zip: an ID that is the zip of an indexed city is no reference term', () => {
	const withIds = [row(1050, 'IDL-1050'), row(1000, 'IDL-1000'), row(1006, '1050')];
	const zipMap = mapReferences(withIds, ['1050', '1000']);
	test.each([
		{ rule: 'a RecordFile equal to the zip stays a reference id', text: '1050', expected: [1006] },
		{ rule: 'no other reference holds it', text: '1000', expected: [] },
	])('$rule: $text finds the rows of $expected', ({ text, expected }) => {
		expect(findReferences(zipMap, text).map((r) => withIds[r]![0])).toEqual(expected);
	});
});
