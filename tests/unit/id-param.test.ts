import { describe, expect, test } from 'vitest';
import { idParam } from '../../src/lib/id-param.ts';

/** A record id in an address is a positive 32-bit integer in plain digits; nothing else is read as one. */

describe('an id parameter is written in plain digits, 1 to 2^31 - 1', () => {
	test.each([
		{ query: 'id=1004', expected: 1004 },
		{ query: 'id=1', expected: 1 },
		{ query: 'id=2147483647', expected: 2147483647 },
		{ query: 'id=2147483648', expected: null },
		{ query: 'id=0', expected: null },
		{ query: 'id=-7', expected: null },
		{ query: 'id=07', expected: null },
		{ query: 'id=%2B7', expected: null },
		{ query: 'id=1e3', expected: null },
		{ query: 'id=0x10', expected: null },
		{ query: 'id=%207', expected: null },
		{ query: 'id=7%20', expected: null },
		{ query: 'id=1.0', expected: null },
		{ query: 'id=abc', expected: null },
		{ query: 'id=', expected: null },
		{ query: 'other=7', expected: null },
	])('?$query reads as $expected', ({ query, expected }) => {
		expect(idParam(`http://localhost/api/x?${query}`, 'id')).toBe(expected);
	});
});
