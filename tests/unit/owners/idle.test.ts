import { describe, expect, test } from 'vitest';
import { idleLimits, idlePhase, sessionIdleMs, wholeMinutes } from '../../../src/lib/owners/idle.ts';
import site from '../../../data/site.json' with { type: 'json' };
import { readOwnerSettings } from '../../../src/lib/owners/settings.ts';

/**
 * WCAG 2.2.1 Timing Adjustable and the README's session rule (a session ends after 30 minutes
 * without a request): the portal warns before the end and ends the session itself at the limit.
 */

const minute = 60_000;
const limits = { idleMs: 10 * minute, warnMs: 2 * minute };

describe('idlePhase', () => {
	test.each([
		{ now: 0, expected: { phase: 'active', warnInMs: 8 * minute, endsAt: 10 * minute } },
		{ now: 8 * minute - 1, expected: { phase: 'active', warnInMs: 1, endsAt: 10 * minute } },
		{ now: 8 * minute, expected: { phase: 'warning', endsInMs: 2 * minute, endsAt: 10 * minute } },
		{ now: 10 * minute - 1, expected: { phase: 'warning', endsInMs: 1, endsAt: 10 * minute } },
		{ now: 10 * minute, expected: { phase: 'ended', endsAt: 10 * minute } },
		{ now: 90 * minute, expected: { phase: 'ended', endsAt: 10 * minute } },
	])('at $now ms after the last request: $expected.phase', ({ now, expected }) => {
		expect(idlePhase(0, now, limits)).toEqual(expected);
	});

	test('the site warns 5 minutes before the 30-minute end', () => {
		expect(idlePhase(1_000, 1_000 + 25 * minute - 1, idleLimits).phase).toBe('active');
		expect(idlePhase(1_000, 1_000 + 25 * minute, idleLimits)).toEqual({ phase: 'warning', endsInMs: 5 * minute, endsAt: 1_000 + 30 * minute });
	});
});

describe('the portal counts with the server’s idle limit', () => {
	test('sessionIdleMs is the session setting of the functions', () => {
		const settings = readOwnerSettings({}, site);
		expect(settings.session.idleMs).toBe(sessionIdleMs);
	});

	test.each([
		{ ms: sessionIdleMs, expected: 30 },
		{ ms: 5 * minute, expected: 5 },
		{ ms: 4 * minute + 1, expected: 5 },
	])('wholeMinutes($ms) is $expected', ({ ms, expected }) => {
		expect(wholeMinutes(ms)).toBe(expected);
	});
});
