/**
 * The owner session's two ends as the portal sees them: the idle end (`idle.ts`) and the absolute
 * end 12 hours after login (`settings.ts`), which no request can move. The server says when the
 * absolute end is (the session read's `expiresAt`); the portal warns the owner before it, as it
 * does before the idle end, so that the login page never comes unannounced.
 *
 * Choices where the issue is silent: the absolute warning comes as long before the end as the idle
 * one; once its lead time has begun it wins over the idle warning, whichever end comes first, as
 * staying signed in could only reach the absolute end; closing it is final for that end (it
 * comes back neither as itself nor as the idle warning), and a newer session the tab takes on
 * (another tab's login, read again at the end) has its own end and its own warning.
 */
import { idleLimits, idlePhase, idleWarningMs, type IdleLimits } from './idle.ts';

/** How long a session lives after login, whatever its requests: the server's absolute limit. */
export const sessionAbsoluteMs = 12 * 60 * 60_000;

/** How long before the absolute end the portal warns the owner: the idle warning's lead time. */
export const absoluteWarningMs = idleWarningMs;

/** The idle limits and the absolute warning's lead time, in milliseconds. */
export type SessionLimits = IdleLimits & { absoluteWarnMs: number };

/** The limits the site uses. */
export const sessionLimits: SessionLimits = { ...idleLimits, absoluteWarnMs: absoluteWarningMs };

/** What the phase depends on: the last request sent (epoch ms), the absolute end on this device's clock, and the absolute end whose warning the owner closed (null: none). */
export type SessionClock = { lastRequestAt: number; absoluteEnd: number; dismissedEnd: number | null };

/**
 * Which warning is open, if any, with the end it names and the time until the phase may change;
 * or the session is over (either end has passed).
 */
export type SessionPhase =
	| { phase: 'active'; changesInMs: number }
	| { phase: 'idleWarning' | 'absoluteWarning'; endsAt: number; changesInMs: number }
	| { phase: 'ended' };

/**
 * The phase at `now` (epoch ms). Rule "the absolute warning wins": within its lead time the idle
 * warning is never shown (staying signed in cannot pass the absolute end).
 * @example sessionPhase({ lastRequestAt: 0, absoluteEnd: 20 * 60_000, dismissedEnd: null }, 16 * 60_000) // => { phase: 'absoluteWarning', endsAt: 1200000, changesInMs: 240000 }
 */
export function sessionPhase(clock: SessionClock, now: number, limits: SessionLimits = sessionLimits): SessionPhase {
	const idle = idlePhase(clock.lastRequestAt, now, limits);
	if (idle.phase === 'ended' || now >= clock.absoluteEnd) return { phase: 'ended' };
	const untilEnd = Math.min(idle.endsAt, clock.absoluteEnd) - now;
	const absoluteWarnAt = clock.absoluteEnd - limits.absoluteWarnMs;
	if (now >= absoluteWarnAt) return clock.dismissedEnd === clock.absoluteEnd ? { phase: 'active', changesInMs: untilEnd } : { phase: 'absoluteWarning', endsAt: clock.absoluteEnd, changesInMs: untilEnd };
	if (idle.phase === 'warning') return { phase: 'idleWarning', endsAt: idle.endsAt, changesInMs: Math.min(idle.endsInMs, absoluteWarnAt - now) };
	return { phase: 'active', changesInMs: Math.min(idle.warnInMs, absoluteWarnAt - now) };
}

/**
 * The server's absolute end (`expiresAt`, ISO 8601) on this device's clock, so that a device
 * clock set wrong moves the warning with it: the time left by the server's clock (its answer's Date
 * header, in whole seconds, so one more second is taken off) counted from when the request was
 * sent, never after the server's end. Without a Date header the end is taken as it is; without a
 * valid end there is none (Infinity).
 * @example serverEndToDevice('2026-11-24T23:00:00Z', 'Tue, 24 Nov 2026 11:00:00 GMT', 5_000) // => 43204000
 */
export function serverEndToDevice(expiresAt: unknown, serverDate: string | null, sentAt: number): number {
	const end = typeof expiresAt === 'string' ? Date.parse(expiresAt) : Number.NaN;
	if (Number.isNaN(end)) return Number.POSITIVE_INFINITY;
	const serverNow = serverDate === null ? Number.NaN : Date.parse(serverDate);
	return Number.isNaN(serverNow) ? end : sentAt + (end - serverNow - 1_000);
}
