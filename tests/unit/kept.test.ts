import { describe, expect, test } from 'vitest';
import { keptIn } from '../../src/lib/kept.ts';

describe('keptIn: a value made once per key and reused', () => {
	test('the first call makes the value, later calls for the key return it without making it', () => {
		const map = new Map<string, { n: number }>();
		let made = 0;
		const make = () => ({ n: ++made });
		const first = keptIn(map, 'a', make);
		expect(keptIn(map, 'a', make)).toBe(first);
		expect(made).toBe(1);
		expect(keptIn(map, 'b', make)).toEqual({ n: 2 });
	});

	test('works on a WeakMap, keyed by an object', () => {
		const map = new WeakMap<object, string>();
		const key = {};
		expect(keptIn(map, key, () => 'x')).toBe('x');
		expect(keptIn(map, key, () => 'y')).toBe('x');
		expect(keptIn(map, {}, () => 'z')).toBe('z');
	});
});
