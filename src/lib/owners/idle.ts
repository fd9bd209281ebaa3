/**
 * The owner session's idle end as the portal sees it (WCAG 2.2.1 Timing Adjustable): the server
 * ends a session after 30 minutes without a request (`settings.ts`), so the portal warns the owner
 * 5 minutes before, offers to stay signed in (which renews the session with a request), and when the
 * time is up ends the session itself rather than let the next click fail.
 *
 * The portal counts from the moment it sent its last owner API request, which comes just before the
 * server's own count starts: its end never comes after the server's. Choices where the issue is
 * silent: 5 minutes of warning (enough to come back to the screen and read it); the warning names
 * the time of the end, not a countdown that a screen reader would have to follow.
 */

const minute = 60_000;

/** How long a session lives without a request: the server's idle limit. */
export const sessionIdleMs = 30 * minute;

/** How long before the idle end the portal warns the owner. */
export const idleWarningMs = 5 * minute;

/** The idle limit and the warning's lead time, in milliseconds. */
export type IdleLimits = { idleMs: number; warnMs: number };

/** The limits the site uses. */
export const idleLimits: IdleLimits = { idleMs: sessionIdleMs, warnMs: idleWarningMs };

/** Where the session stands: in use (with the time left until the warning), warned (with the end), or over. */
export type IdlePhase = { phase: 'active'; warnInMs: number; endsAt: number } | { phase: 'warning'; endsInMs: number; endsAt: number } | { phase: 'ended'; endsAt: number };

/**
 * The phase of a session whose last request was sent at `lastRequestAt`, at `now` (both epoch ms).
 * @example idlePhase(0, 26 * 60_000, idleLimits) // => { phase: 'warning', endsInMs: 240000, endsAt: 1800000 }
 */
export function idlePhase(lastRequestAt: number, now: number, limits: IdleLimits = idleLimits): IdlePhase {
	const endsAt = lastRequestAt + limits.idleMs;
	const warnAt = endsAt - limits.warnMs;
	if (now >= endsAt) return { phase: 'ended', endsAt };
	if (now >= warnAt) return { phase: 'warning', endsInMs: endsAt - now, endsAt };
	return { phase: 'active', warnInMs: warnAt - now, endsAt };
}

/**
 * Whole minutes of a duration, rounded up, for the texts that name the limits.
 * @example wholeMinutes(sessionIdleMs) // => 30
 */
export function wholeMinutes(ms: number): number {
	return Math.ceil(ms / minute);
}
