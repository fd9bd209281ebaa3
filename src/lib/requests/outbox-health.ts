import { agencyWallClock } from '../owners/calendar.ts';

/**
 * What the operator sees of mails that keep failing (`outbox.ts` retries them for some three days
 * before it gives up): one log line per failed try, the waiting mails in `npm run outbox -- list`,
 * and the age of the oldest waiting mail in `/api/health`, which answers `ok: false` (503) once a
 * mail has waited longer than `OUTBOX_ALERT_MINUTES`.
 *
 * Choices where the issue is silent:
 * - The alert threshold is 60 minutes by default: the backoff (1, 2, 4 ... minutes) has tried a mail
 *   six times by then, so a short hiccup of the SMTP server never alerts, a wrong password does.
 * - An error is logged and shown without the email addresses it may name (a recipient refused by
 *   the server): the log and `/api/health` are no place for a visitor's address. `/api/health` is
 *   public, so it gives only the error's code (the SMTP reply code, or the system's error code such
 *   as ECONNREFUSED), never its text, which may name hosts and addresses of the network; the log
 *   and `npm run outbox -- list` give the whole text.
 * - "The last error" is that of the newest waiting mail that failed (rows keep no time of their
 *   last try; the newest mail's error is the most recent one).
 */

/** Minutes a mail may wait before `/api/health` answers `ok: false`, unless `OUTBOX_ALERT_MINUTES` says otherwise. */
export const defaultAlertMinutes = 60;

/**
 * The alert threshold of `OUTBOX_ALERT_MINUTES`: a positive whole number of minutes, else the default.
 * @example alertMinutesOf('15') // => 15
 */
export function alertMinutesOf(value: string | undefined): number {
	const n = Number(value);
	return value && Number.isInteger(n) && n > 0 ? n : defaultAlertMinutes;
}

/**
 * An error text with every email address in it replaced by `<address>`.
 * @example withoutAddresses('550 5.1.1 <jan@example.be>: unknown') // => '550 5.1.1 <<address>>: unknown'
 */
export function withoutAddresses(text: string): string {
	return text.replace(/[^\s<>"'(),;:[\]]+@[^\s<>"'(),;:[\]]+/g, '<address>');
}

/**
 * The code of an error, for the public health answer: a system error code, else the SMTP reply
 * code with its enhanced status, else "error".
 * @example errorCodeOf('Invalid login: 535 5.7.8 Authentication credentials invalid') // => '535 5.7.8'
 * @example errorCodeOf('connect ECONNREFUSED 10.0.0.5:587') // => 'ECONNREFUSED'
 */
export function errorCodeOf(text: string): string {
	const system = /\bE[A-Z]{3,}\b/.exec(text);
	if (system) return system[0];
	// A reply code stands alone: not a port (":587") nor part of an address or a number.
	const smtp = /(?<![\w.:-])([45]\d\d)(?:[ -]([45]\.\d{1,3}\.\d{1,3}))?(?![\w.:])/.exec(text);
	if (smtp) return smtp[2] ? `${smtp[1]} ${smtp[2]}` : smtp[1]!;
	return 'error';
}

/** The outbox as `/api/health` reports it. */
export type OutboxHealth = {
	pending: number;
	dead: number;
	/** Whole minutes since the oldest waiting mail was stored; null when none waits. */
	oldestPendingMinutes: number | null;
	/** The code of the error of the newest waiting mail that failed (`errorCodeOf`); null when none failed. */
	lastError: string | null;
	/** The threshold in minutes (`OUTBOX_ALERT_MINUTES`). */
	alertAfterMinutes: number;
	/** Whether a mail has waited longer than the threshold: `/api/health` then answers `ok: false`. */
	waitingTooLong: boolean;
};

/** A health row as the query reads it (counts as text, the age as a number or null). */
export type OutboxHealthRow = { pending?: string; dead?: string; oldest_pending_minutes?: number | string | null; last_error?: string | null };

/**
 * The outbox health of a query row, against the alert threshold.
 * @example outboxHealthOf({ pending: '2', dead: '0', oldest_pending_minutes: 75, last_error: null }, 60).waitingTooLong // => true
 */
export function outboxHealthOf(row: OutboxHealthRow | undefined, alertMinutes: number): OutboxHealth {
	const age = row?.oldest_pending_minutes;
	const oldestPendingMinutes = age === null || age === undefined ? null : Math.max(0, Math.floor(Number(age)));
	return {
		pending: Number(row?.pending ?? 0),
		dead: Number(row?.dead ?? 0),
		oldestPendingMinutes,
		lastError: row?.last_error ? errorCodeOf(row.last_error) : null,
		alertAfterMinutes: alertMinutes,
		waitingTooLong: oldestPendingMinutes !== null && oldestPendingMinutes > alertMinutes,
	};
}

/** One failed try of an outbox mail, as it is logged. */
export type FailedTry = { id: number; kind: string; attempt: number; maxAttempts: number; error: string; retryInSeconds: number | null };

/**
 * The log line of a failed try: outbox id, kind of mail, attempt, what happens next and the error,
 * without any address.
 * @example failedTryLine({ id: 12, kind: 'contact', attempt: 3, maxAttempts: 20, error: 'Invalid login', retryInSeconds: 240 })
 * // => 'outbox 12 (contact): attempt 3 of 20 failed, next try in about 4 min: Invalid login'
 */
export function failedTryLine(failed: FailedTry): string {
	const next = failed.retryInSeconds === null ? 'given up' : `next try in about ${durationText(failed.retryInSeconds / 60)}`;
	return `outbox ${failed.id} (${failed.kind}): attempt ${failed.attempt} of ${failed.maxAttempts} failed, ${next}: ${withoutAddresses(failed.error)}`;
}

/**
 * A duration in minutes as the operator reads it: minutes, hours and minutes, or days and hours.
 * @example durationText(125) // => '2 h 05 min'
 */
export function durationText(minutes: number): string {
	const m = Math.max(0, Math.round(minutes));
	if (m < 60) return `${m} min`;
	if (m < 24 * 60) return `${Math.floor(m / 60)} h ${String(m % 60).padStart(2, '0')} min`;
	return `${Math.floor(m / (24 * 60))} d ${Math.floor((m % (24 * 60)) / 60)} h`;
}

/**
 * A moment as Brussels wall-clock time, `YYYY-MM-DD HH:MM`.
 * @example brusselsTime(new Date('2026-11-24T11:25:00Z')) // => '2026-11-24 12:25'
 */
export function brusselsTime(date: Date): string {
	const c = agencyWallClock(date);
	return `${c.year}-${c.month}-${c.day} ${c.hour}:${c.minute}`;
}
