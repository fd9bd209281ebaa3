import { describe, expect, test } from 'vitest';
import { nextRunOf, scheduleIn } from '../../../src/server/schedule.ts';

/**
 * README "Outbox": a failed mail is retried by `outbox-retry` every 5 minutes, and `owner-cleanup`
 * runs every hour, under `npm start` as on Netlify: the local server runs them on their schedule.
 */

describe('nextRunOf: the next run of a function schedule', () => {
	test.each([
		{ schedule: '*/5 * * * *', now: '2026-11-24T11:13:20Z', expected: '2026-11-24T11:15:00.000Z' },
		{ schedule: '*/5 * * * *', now: '2026-11-24T11:15:00Z', expected: '2026-11-24T11:20:00.000Z' },
		{ schedule: '*/5 * * * *', now: '2026-11-24T23:58:00Z', expected: '2026-11-25T00:00:00.000Z' },
		{ schedule: '17 * * * *', now: '2026-11-24T11:13:20Z', expected: '2026-11-24T11:17:00.000Z' },
		{ schedule: '17 * * * *', now: '2026-11-24T11:17:00Z', expected: '2026-11-24T12:17:00.000Z' },
		{ schedule: '* * * * *', now: '2026-11-24T11:13:20Z', expected: '2026-11-24T11:14:00.000Z' },
	])('$schedule after $now: $expected', ({ schedule, now, expected }) => {
		expect(nextRunOf(schedule, new Date(now)).toISOString()).toBe(expected);
	});
	test.each(['0 3 * * *', '*/5 * * * 1', '@hourly', '61 * * * *', '*/0 * * * *'])('refuses %s', (schedule) => {
		expect(() => nextRunOf(schedule, new Date())).toThrow(`Unsupported schedule '${schedule}'`);
	});
});

describe('scheduleIn: the schedule of a function file', () => {
	test.each([
		["export const config: Config = { schedule: '*/5 * * * *' };", '*/5 * * * *'],
		["export const config: Config = { schedule: \"17 * * * *\" };", '17 * * * *'],
		["export const config: Config = { path: '/api/contact' };", null],
	])('%s', (source, expected) => {
		expect(scheduleIn(source)).toBe(expected);
	});
});
