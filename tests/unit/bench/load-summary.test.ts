import { describe, expect, test } from 'vitest';
import { failedRequests, summarizeLoad } from '../../../src/bench/load-summary.ts';
import { routeOf, type HostedFunction } from '../../../src/bench/function-host.ts';

describe('load run summary', () => {
	test('counts answers by status, rate over the run, nearest-rank percentiles', () => {
		const latencies = Array.from({ length: 100 }, (_, i) => i + 1);
		const statuses = [...Array<number>(97).fill(200), 503, 503, 422];
		const row = summarizeLoad('health', 'GET', '/api/health', latencies, statuses, 4, 2);
		expect(row).toMatchObject({
			requests: 100,
			requestsPerSecond: 25,
			p50Ms: 50,
			p95Ms: 95,
			p99Ms: 99,
			maxMs: 100,
			errors: 2,
		});
		expect(row.statuses).toEqual({ '200': 97, '503': 2, '422': 1 });
		expect(failedRequests(row)).toBe(5);
	});
	test('a run without answers has no percentiles', () => {
		const row = summarizeLoad('x', 'GET', '/x', [], [], 0, 10);
		expect(row.p50Ms).toBeNaN();
		expect(row.requestsPerSecond).toBeNaN();
		expect(failedRequests(row)).toBe(10);
	});
});

describe('function routing', () => {
	const handler = () => new Response(null);
	const functions: HostedFunction[] = [
		{ name: 'health', path: '/api/health', methods: ['GET'], handler },
		{ name: 'contact', path: '/api/contact', methods: ['POST'], handler },
		{ name: 'any', path: '/api/any', methods: [], handler },
	];
	test.each([
		{ method: 'GET', path: '/api/health', expected: 'health' },
		{ method: 'post', path: '/api/contact', expected: 'contact' },
		{ method: 'GET', path: '/api/contact', expected: undefined },
		{ method: 'DELETE', path: '/api/any', expected: 'any' },
		{ method: 'GET', path: '/api/health/', expected: undefined },
	])('$method $path -> $expected', ({ method, path, expected }) => {
		expect(routeOf(functions, method, path)?.name).toBe(expected);
	});
});
