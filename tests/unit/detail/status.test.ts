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

describe('spec §3 badges: availability state, then the Marquee badge (1 to 4)', () => {
	const cases = [
		{ rule: 'state only', marquee: null, name: null, expected: [{ kind: 'sold', key: 'detail.status.sold', text: null }] },
		{
			rule: 'marquee with its own name',
			marquee: 2,
			name: 'Prijsdaling',
			expected: [{ kind: 'sold', key: 'detail.status.sold', text: null }, { kind: 'marquee-2', key: null, text: 'Prijsdaling' }],
		},
		{
			rule: 'marquee without a name uses the UI string',
			marquee: 1,
			name: '',
			expected: [{ kind: 'sold', key: 'detail.status.sold', text: null }, { kind: 'marquee-1', key: 'detail.marquee.marquee-1', text: null }],
		},
	];
	test.each(cases)('$rule', ({ marquee, name, expected }) => {
		expect(badgesOf({ Availability: { Status: 'sold' }, Marquee: marquee as 1 | 2 | null, MarqueeName: name })).toEqual(expected);
	});
});
