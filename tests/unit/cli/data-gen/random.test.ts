import { describe, expect, test } from 'vitest';
import { createRandom, hashString } from '../../../../src/cli/data-gen/random.ts';

describe('createRandom', () => {
	test('repeats its sequence for the same seed', () => {
		const a = createRandom(42);
		const b = createRandom(42);
		expect(Array.from({ length: 5 }, () => a.next())).toEqual(
			Array.from({ length: 5 }, () => b.next()),
		);
	});

	test('keeps int() within bounds and reaches both ends', () => {
		const r = createRandom('bounds');
		const seen = new Set(Array.from({ length: 500 }, () => r.int(3, 6)));
		expect([...seen].sort()).toEqual([3, 4, 5, 6]);
	});

	test('samples distinct elements', () => {
		const picked = createRandom(1).sample([1, 2, 3, 4, 5], 3);
		expect(new Set(picked).size).toBe(3);
	});

	test.each([
		{ from: 'demo', expected: 2935829814 },
		{ from: '', expected: 2166136261 },
	])('hashes $from to $expected', ({ from, expected }) => {
		expect(hashString(from)).toBe(expected);
	});
});
