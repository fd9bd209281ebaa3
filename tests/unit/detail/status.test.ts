import { describe, expect, test } from 'vitest';
import { acceptsRequests, badgesOf, closedNoticeKey, isClosed } from '../../../src/lib/detail/status.ts';

describe('spec §4/§8 availability: sold, rented and sold out are closed, show a notice and take no requests', () => {
	const cases = [
		{ status: 'for_sale', closed: false, notice: null },
		{ status: 'for_rent', closed: false, notice: null },
		{ status: 'under_offer', closed: false, notice: null },
		{ status: 'sold', closed: true, notice: 'detail.closed.sold' },
		{ status: 'rented', closed: true, notice: 'detail.closed.rented' },
		{ status: 'sold_out', closed: true, notice: 'detail.closed.sold_out' },
	] as const;
	test.each(cases)('$status closed=$closed', ({ status, closed, notice }) => {
		expect(isClosed(status)).toBe(closed);
		expect(acceptsRequests(status)).toBe(!closed);
		expect(closedNoticeKey(status)).toBe(notice);
	});
});

describe('spec §3 badges: availability state, then the Marquee badge (1 to 4) in the agency\'s words, else the Dutch record\'s, else none', () => {
	const sold = { kind: 'sold', key: 'detail.status.sold', text: null };
	const cases = [
		{ rule: 'state only', marquee: null, name: null, dutch: undefined, expected: [sold] },
		{ rule: 'marquee with its own name', marquee: 2, name: 'Prix en baisse', dutch: { MarqueeName: 'Prijsdaling' }, expected: [sold, { kind: 'marquee-2', key: null, text: 'Prix en baisse' }] },
		{ rule: 'marquee without a name: the Dutch name, marked as a fallback', marquee: 2, name: '', dutch: { MarqueeName: 'Verkocht' }, expected: [sold, { kind: 'marquee-2', key: null, text: 'Verkocht', fallback: true }] },
		{ rule: 'marquee without a name anywhere: no marquee badge (no UI string guesses its meaning)', marquee: 1, name: '', dutch: { MarqueeName: '' }, expected: [sold] },
		{ rule: 'marquee without a name and no Dutch record given: no marquee badge', marquee: 1, name: null, dutch: undefined, expected: [sold] },
	];
	test.each(cases)('$rule', ({ marquee, name, dutch, expected }) => {
		expect(badgesOf({ Availability: { Status: 'sold' }, Marquee: marquee as 1 | 2 | null, MarqueeName: name }, dutch)).toEqual(expected);
	});
});
