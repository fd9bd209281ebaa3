import { describe, expect, test } from 'vitest';
import { addYears, lastDayAhead } from '../../../src/lib/domain/years-ahead.ts';

/** The furthest day an offer's validity or a move-in date may take (today in Belgium plus some years). */
describe('years ahead', () => {
	test.each([
		{ from: '2026-11-23', years: 1, expected: '2027-11-23' },
		{ from: '2026-11-23', years: 2, expected: '2028-11-23' },
		{ from: '2028-02-29', years: 1, expected: '2029-02-28' },
		{ from: '2028-02-29', years: 4, expected: '2032-02-29' },
		{ from: '2026-12-31', years: 1, expected: '2027-12-31' },
	])('maps $from plus $years years to $expected', ({ from, years, expected }) => {
		expect(addYears(from, years)).toBe(expected);
	});

	test.each([
		{ now: '2026-11-23T08:00:00Z', years: 1, expected: '2027-11-23' },
		{ now: '2026-11-23T23:30:00Z', years: 1, expected: '2027-11-24' },
		{ now: '2026-11-23T23:30:00Z', years: 2, expected: '2028-11-24' },
	])('counts from the Brussels day: $now plus $years years is $expected', ({ now, years, expected }) => {
		expect(lastDayAhead(years, new Date(now))).toBe(expected);
	});
});
