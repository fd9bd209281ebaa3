import { describe, expect, test } from 'vitest';
import { brusselsInstant, demoSlotPropertyIds, demoSlots } from '../../../src/lib/requests/demo-slots.ts';
import { defaultBookingLeadMinutes } from '../../../src/lib/requests/settings.ts';

/** The appointment slots the local server seeds (Brussels working days and hours). */

describe('brusselsInstant', () => {
	test.each([
		{ from: '2026-12-01 10:00', expected: '2026-12-01T09:00:00.000Z' },
		{ from: '2026-07-01 10:00', expected: '2026-07-01T08:00:00.000Z' },
		{ from: '2026-03-29 10:00', expected: '2026-03-29T08:00:00.000Z' },
		{ from: '2026-10-25 10:00', expected: '2026-10-25T09:00:00.000Z' },
		{ from: '2026-12-31 16:30', expected: '2026-12-31T15:30:00.000Z' },
	])('maps $from to $expected', ({ from, expected }) => {
		const [day, time] = from.split(' ') as [string, string];
		expect(brusselsInstant(day, time).toISOString()).toBe(expected);
	});
});

describe('demoSlots', () => {
	test.each([
		{ from: '2026-12-04T18:00:00Z', expected: ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11'] },
		{ from: '2026-12-06T23:30:00Z', expected: ['2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11', '2026-12-14'] },
		{ from: '2026-07-01T08:00:00Z', expected: ['2026-07-02', '2026-07-03', '2026-07-06', '2026-07-07', '2026-07-08'] },
	])('maps $from to the working days $expected', ({ from, expected }) => {
		const days = new Set(demoSlots(new Date(from)).map((slot) => slot.startsAt.toISOString().slice(0, 10)));
		expect([...days]).toEqual(expected);
	});

	test('four visits of 30 minutes a day for each demo property, one place each, in Brussels hours', () => {
		const now = new Date('2026-12-04T18:00:00Z');
		const slots = demoSlots(now);
		expect(slots).toHaveLength(demoSlotPropertyIds.length * 5 * 4);
		expect(new Set(slots.map((slot) => slot.propertyId))).toEqual(new Set(demoSlotPropertyIds));
		expect(slots.slice(0, 4).map((slot) => slot.startsAt.toISOString())).toEqual([
			'2026-12-07T09:00:00.000Z',
			'2026-12-07T10:00:00.000Z',
			'2026-12-07T13:00:00.000Z',
			'2026-12-07T15:30:00.000Z',
		]);
		for (const slot of slots) {
			expect(slot.endsAt.getTime() - slot.startsAt.getTime()).toBe(30 * 60_000);
			expect(slot.capacity).toBe(1);
			expect(slot.startsAt.getTime()).toBeGreaterThan(now.getTime());
		}
	});

	test('seeded at 23:59 in Brussels, every slot starts beyond the booking lead time', () => {
		const now = new Date('2026-12-07T22:59:00Z');
		const earliest = Math.min(...demoSlots(now).map((slot) => slot.startsAt.getTime()));
		expect(earliest - now.getTime()).toBeGreaterThanOrEqual(defaultBookingLeadMinutes * 60_000);
	});
});
