import { describe, expect, test } from 'vitest';
import { kindOf, summarizeWeight } from '../../../src/bench/weight-summary.ts';

describe('page weight by kind', () => {
	test.each([
		{ resourceType: 'document', contentType: 'text/html', expected: 'html' },
		{ resourceType: 'stylesheet', contentType: 'text/css', expected: 'css' },
		{ resourceType: 'script', contentType: 'text/javascript', expected: 'js' },
		{ resourceType: 'image', contentType: 'image/webp', expected: 'image' },
		{ resourceType: 'font', contentType: 'font/woff2', expected: 'font' },
		{ resourceType: 'fetch', contentType: 'application/javascript', expected: 'js' },
		{ resourceType: 'fetch', contentType: 'image/svg+xml', expected: 'image' },
		{ resourceType: 'fetch', contentType: 'application/json', expected: 'other' },
	])('$resourceType $contentType is $expected', ({ resourceType, contentType, expected }) => {
		expect(kindOf({ resourceType, contentType })).toBe(expected);
	});
	test('sums requests and raw and compressed bytes per kind', () => {
		const r = (resourceType: string, rawBytes: number, compressedBytes: number) => ({
			url: 'x',
			resourceType,
			contentType: '',
			rawBytes,
			compressedBytes,
		});
		const weight = summarizeWeight([
			r('document', 20_000, 5_000),
			r('script', 100_000, 30_000),
			r('script', 50_000, 15_000),
			r('image', 8_000, 8_000),
		]);
		expect(weight.requests).toBe(4);
		expect(weight.byKind.js).toEqual({ requests: 2, rawBytes: 150_000, compressedBytes: 45_000 });
		expect(weight.byKind.html).toEqual({ requests: 1, rawBytes: 20_000, compressedBytes: 5_000 });
		expect(weight.byKind.css).toEqual({ requests: 0, rawBytes: 0, compressedBytes: 0 });
	});
});
