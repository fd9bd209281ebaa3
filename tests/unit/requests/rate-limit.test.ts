import { describe, expect, it } from 'vitest';
import { clientHash, msUntilAllowed, recentRequests } from '../../../src/lib/requests/rate-limit.ts';

describe('rate limit: a sliding window over two minute counters (README, Requests and mail: rate limit)', () => {
	it.each([
		// previous minute, this minute, ms into this minute, requests in the last 60 s
		[0, 3, 30_000, 3],
		[3, 1, 0, 4],
		[3, 1, 15_000, 3.25],
		[3, 1, 30_000, 2.5],
		[3, 1, 59_999, 1.00005],
		[10, 0, 45_000, 2.5],
	])('previous %i, current %i, %i ms in → %d', (previous, current, elapsed, expected) => {
		expect(recentRequests(previous, current, elapsed)).toBeCloseTo(expected, 6);
	});

	it.each([
		// previous, current (the refused request included), ms in, limit → ms until one more fits
		[0, 4, 10_000, 3, 80_000], // next minute, once half of this minute's 4 has slid out: 1 + 4 × 1/2 = 3
		[3, 1, 100, 3, 39_900], // this minute, once two thirds of the previous 3 have slid out: 2 + 1 = 3
		[3, 3, 100, 3, 59_900 + 20_000], // this minute is full: next minute, 1 + 3 × 2/3 = 3
		[0, 2, 59_000, 1, 1_000 + 60_000], // a limit of one waits for this minute's 2 to slide out entirely
		[6, 0, 30_000, 3, 10_000], // 1 + 6 × (1 − 40/60) = 3
	])('previous %i, current %i, %i ms in, limit %i → %i ms', (previous, current, elapsed, limit, expected) => {
		const wait = msUntilAllowed(previous, current, elapsed, limit);
		expect(wait).toBeCloseTo(expected, 6);
		// A request at that moment is within the limit, and one a second earlier is not.
		const next = (after: number) => {
			const at = elapsed + after;
			return at < 60_000 ? recentRequests(previous, current + 1, at) : recentRequests(current, 1, at - 60_000);
		};
		expect(next(wait)).toBeLessThanOrEqual(limit + 1e-9);
		if (wait >= 1_000) expect(next(wait - 1_000)).toBeGreaterThan(limit);
	});
});

describe('the client a rate limit counts (the request forms, the newsletter links, the visit beacon): an IPv6 address by its /64', () => {
	it.each([
		{ a: '2001:db8:5:6:1111:2222:3333:4444', b: '2001:db8:5:6::9', same: true, why: 'two addresses of one /64 share one counter' },
		{ a: '2001:db8:5:6::1', b: '2001:DB8:5:6:0:0:0:2', same: true, why: 'whatever their spelling' },
		{ a: '2001:db8:5:6::1', b: '2001:db8:5:7::1', same: false, why: 'another /64 is another client' },
		{ a: '203.0.113.9', b: '203.0.113.10', same: false, why: 'IPv4 addresses each count apart' },
	])('$why', ({ a, b, same }) => {
		for (const purpose of [undefined, 'visit']) expect(clientHash(a, 's', purpose) === clientHash(b, 's', purpose)).toBe(same);
	});

	it('each limit keeps its own counters: the beacon\'s (`visit`) are not the forms\'', () => {
		expect(clientHash('2001:db8:5:6::1', 's', 'visit')).not.toBe(clientHash('2001:db8:5:6::1', 's'));
	});
});
