import { describe, expect, test } from 'vitest';
import site from '../../../data/site.json' with { type: 'json' };
import { idleWarningMs } from '../../../src/lib/owners/idle.ts';
import { absoluteWarningMs, serverEndToDevice, sessionAbsoluteMs, sessionPhase, type SessionPhase } from '../../../src/lib/owners/session-end.ts';
import { readOwnerSettings } from '../../../src/lib/owners/settings.ts';

/**
 * The session's absolute end (12 hours after login) as the portal sees it: a notice before it, as
 * before the idle end, that wins over the idle warning, and the end on the device's clock.
 */

const minute = 60_000;
const limits = { idleMs: 10 * minute, warnMs: 2 * minute, absoluteWarnMs: 3 * minute };

describe('sessionPhase', () => {
	const cases: { rule: string; absoluteEnd: number; now: number; dismissedEnd?: number; expected: SessionPhase }[] = [
		{ rule: 'no end known: the idle rule alone', absoluteEnd: Infinity, now: 0, expected: { phase: 'active', changesInMs: 8 * minute } },
		{ rule: 'no end known: the idle warning', absoluteEnd: Infinity, now: 8 * minute, expected: { phase: 'idleWarning', endsAt: 10 * minute, changesInMs: 2 * minute } },
		{ rule: 'the timer wakes for the absolute warning before the idle one', absoluteEnd: 6 * minute, now: 0, expected: { phase: 'active', changesInMs: 3 * minute } },
		{ rule: 'the absolute warning opens its lead time before the end', absoluteEnd: 6 * minute, now: 3 * minute, expected: { phase: 'absoluteWarning', endsAt: 6 * minute, changesInMs: 3 * minute } },
		{ rule: 'the absolute warning wins when its end comes first', absoluteEnd: 9 * minute, now: 8 * minute, expected: { phase: 'absoluteWarning', endsAt: 9 * minute, changesInMs: minute } },
		{ rule: 'the absolute warning wins when the idle end comes first, and changes at the idle end', absoluteEnd: 11 * minute, now: 8.5 * minute, expected: { phase: 'absoluteWarning', endsAt: 11 * minute, changesInMs: 1.5 * minute } },
		{ rule: 'the idle warning gives way when the absolute lead time begins', absoluteEnd: 12 * minute, now: 8 * minute, expected: { phase: 'idleWarning', endsAt: 10 * minute, changesInMs: minute } },
		{ rule: 'closed, the absolute warning does not come back, nor the idle one', absoluteEnd: 9 * minute, now: 8 * minute, dismissedEnd: 9 * minute, expected: { phase: 'active', changesInMs: minute } },
		{ rule: 'closing before the lead time closes nothing yet', absoluteEnd: 6 * minute, now: 0, dismissedEnd: 6 * minute, expected: { phase: 'active', changesInMs: 3 * minute } },
		{ rule: 'closed for an earlier end (a newer session taken on since), the new end has its own warning', absoluteEnd: 9 * minute, now: 8 * minute, dismissedEnd: 2 * minute, expected: { phase: 'absoluteWarning', endsAt: 9 * minute, changesInMs: minute } },
		{ rule: 'the session is over at the absolute end', absoluteEnd: 6 * minute, now: 6 * minute, expected: { phase: 'ended' } },
		{ rule: 'the session is over at the idle end, before the absolute one', absoluteEnd: 11 * minute, now: 10 * minute, expected: { phase: 'ended' } },
	];
	test.each(cases)('$rule', ({ absoluteEnd, now, dismissedEnd = null, expected }) => {
		expect(sessionPhase({ lastRequestAt: 0, absoluteEnd, dismissedEnd }, now, limits)).toEqual(expected);
	});

	test('the site warns before the absolute end as long before as before the idle end, and the server’s limit is 12 hours', () => {
		expect(absoluteWarningMs).toBe(idleWarningMs);
		expect(readOwnerSettings({}, site).session.absoluteMs).toBe(sessionAbsoluteMs);
		expect(sessionPhase({ lastRequestAt: 0, absoluteEnd: 20 * minute, dismissedEnd: null }, 15 * minute - 1).phase).toBe('active');
		expect(sessionPhase({ lastRequestAt: 0, absoluteEnd: 20 * minute, dismissedEnd: null }, 15 * minute)).toEqual({ phase: 'absoluteWarning', endsAt: 20 * minute, changesInMs: 5 * minute });
	});
});

describe('serverEndToDevice: the end on this device’s clock, never after the server’s', () => {
	const serverNow = 'Tue, 24 Nov 2026 11:00:00 GMT';
	test.each([
		{ rule: 'a device clock 10 minutes slow moves the end with it (less the Date header’s second)', expiresAt: '2026-11-24T23:00:00.000Z', date: serverNow, sentAt: Date.parse('2026-11-24T10:50:00Z'), expected: Date.parse('2026-11-24T22:49:59Z') },
		{ rule: 'a right clock ends a second early', expiresAt: '2026-11-24T23:00:00.000Z', date: serverNow, sentAt: Date.parse('2026-11-24T11:00:00Z'), expected: Date.parse('2026-11-24T22:59:59Z') },
		{ rule: 'without a Date header the server’s end as it is', expiresAt: '2026-11-24T23:00:00.000Z', date: null, sentAt: 0, expected: Date.parse('2026-11-24T23:00:00Z') },
		{ rule: 'an unreadable Date header: the server’s end as it is', expiresAt: '2026-11-24T23:00:00.000Z', date: 'soon', sentAt: 0, expected: Date.parse('2026-11-24T23:00:00Z') },
		{ rule: 'no end in the answer: none', expiresAt: undefined, date: serverNow, sentAt: 0, expected: Infinity },
		{ rule: 'an unreadable end: none', expiresAt: 'later', date: serverNow, sentAt: 0, expected: Infinity },
	])('$rule', ({ expiresAt, date, sentAt, expected }) => {
		expect(serverEndToDevice(expiresAt, date, sentAt)).toBe(expected);
	});
});
