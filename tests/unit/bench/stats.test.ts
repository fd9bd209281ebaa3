import { describe, expect, test } from 'vitest';
import {
	formatBytes,
	formatDuration,
	formatNumber,
	median,
	percentile,
	ratio,
} from '../../../src/bench/stats.ts';

describe('bench statistics', () => {
	test.each([
		{ values: [3, 1, 2], expected: 2 },
		{ values: [4, 1, 3, 2], expected: 2.5 },
		{ values: [7], expected: 7 },
	])('median of $values is $expected', ({ values, expected }) => {
		expect(median(values)).toBe(expected);
	});
	test('median and percentile of nothing are NaN', () => {
		expect(median([])).toBeNaN();
		expect(percentile([], 50)).toBeNaN();
	});
	test.each([
		{ p: 50, expected: 5 },
		{ p: 95, expected: 10 },
		{ p: 99, expected: 10 },
		{ p: 10, expected: 1 },
		{ p: 0, expected: 1 },
	])('nearest-rank p$p of 1..10 is $expected', ({ p, expected }) => {
		expect(percentile([10, 9, 8, 7, 6, 5, 4, 3, 2, 1], p)).toBe(expected);
	});
	test.each([
		{ value: 30, reference: 20, expected: 1.5 },
		{ value: 1, reference: 3, expected: 0.33 },
	])('ratio $value / $reference = $expected', ({ value, reference, expected }) => {
		expect(ratio(value, reference)).toBe(expected);
	});
	test('a ratio over zero is NaN', () => {
		expect(ratio(5, 0)).toBeNaN();
	});
	test.each([
		{ bytes: 512, expected: '512 B' },
		{ bytes: 1536, expected: '1.5 KB' },
		{ bytes: 150 * 1024, expected: '150 KB' },
		{ bytes: 2.25 * 1024 ** 3, expected: '2.3 GB' },
	])('$bytes bytes read $expected', ({ bytes, expected }) => {
		expect(formatBytes(bytes)).toBe(expected);
	});
	test.each([
		{ ms: 0, expected: '0 ms' },
		{ ms: 0.0421, expected: '0.042 ms' },
		{ ms: 4.5, expected: '4.50 ms' },
		{ ms: 250, expected: '250 ms' },
		{ ms: 12_340, expected: '12.3 s' },
		{ ms: 83_400, expected: '1 min 23.4 s' },
		{ ms: Number.NaN, expected: 'n/a' },
	])('$ms ms reads $expected', ({ ms, expected }) => {
		expect(formatDuration(ms)).toBe(expected);
	});
	test('numbers get thousands separators', () => {
		expect(formatNumber(12345.678, 1)).toBe('12,345.7');
		expect(formatNumber(45300)).toBe('45,300');
	});
});
