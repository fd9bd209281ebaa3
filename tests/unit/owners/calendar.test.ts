import { describe, expect, test } from 'vitest';
import { addDays, agencyDay, isPastDay, lastDays, monthStart, weekStart } from '../../../src/lib/owners/calendar.ts';

/** Brussels calendar days of the visit counters (issue 6). */

describe('agencyDay', () => {
	test.each([
		{ from: '2026-11-24T22:59:59Z', expected: '2026-11-24' },
		{ from: '2026-11-24T23:00:00Z', expected: '2026-11-25' },
		{ from: '2026-07-01T21:30:00Z', expected: '2026-07-01' },
		{ from: '2026-07-01T22:30:00Z', expected: '2026-07-02' },
		{ from: '2026-03-28T23:30:00Z', expected: '2026-03-29' },
	])('maps $from to $expected', ({ from, expected }) => {
		expect(agencyDay(new Date(from))).toBe(expected);
	});
});

describe('isPastDay (a date that must lie ahead: today in Belgium or later)', () => {
	test.each([
		{ day: '2026-11-24', now: '2026-11-24T22:59:59Z', expected: false },
		{ day: '2026-11-24', now: '2026-11-24T23:00:00Z', expected: true },
		{ day: '2026-11-23', now: '2026-11-24T10:00:00Z', expected: true },
		{ day: '2026-11-25', now: '2026-11-24T23:30:00Z', expected: false },
		{ day: '2027-01-01', now: '2026-12-31T23:30:00Z', expected: false },
		{ day: '2026-12-31', now: '2026-12-31T23:30:00Z', expected: true },
	])('$day is past at $now: $expected', ({ day, now, expected }) => {
		expect(isPastDay(day, new Date(now))).toBe(expected);
	});
});

describe('day arithmetic', () => {
	test.each([
		{ from: '2026-11-25', expected: '2026-11-23' },
		{ from: '2026-11-23', expected: '2026-11-23' },
		{ from: '2026-11-29', expected: '2026-11-23' },
		{ from: '2026-03-01', expected: '2026-02-23' },
	])('weekStart maps $from to $expected', ({ from, expected }) => {
		expect(weekStart(from)).toBe(expected);
	});

	test('addDays, monthStart and lastDays cross month and year ends', () => {
		expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
		expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
		expect(monthStart('2026-11-29')).toBe('2026-11-01');
		expect(lastDays('2027-01-02', 4)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
		expect(lastDays('2026-11-25', 30)).toHaveLength(30);
		expect(lastDays('2026-11-25', 30)[0]).toBe('2026-10-27');
	});
});
