/**
 * Calendar days of the agency (Europe/Brussels) as ISO dates ('YYYY-MM-DD'): the day a visit counts
 * on, and the starts of the week (Monday) and month the portal's figures cover.
 */

/** The agency's time zone: a visit at 00:30 in Brussels counts on that Brussels day. */
export const agencyTimeZone = 'Europe/Brussels';

// Both formatters are made on first use: a time-zone formatter costs a browser some 10 ms to make
// (more on a phone), and the pages that import this module for its constant or one of its day
// rules (the owner portal, the request forms) should not pay for both while they start.
let dayFormat: Intl.DateTimeFormat | undefined;
let wallClock: Intl.DateTimeFormat | undefined;

/** The parts of a Brussels wall-clock time, each two digits (the year four). */
export type WallClock = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;

/**
 * The Brussels wall-clock time of an instant (winter UTC+1, summer UTC+2).
 * @example agencyWallClock(new Date('2026-11-24T11:25:00Z')) // => { year: '2026', month: '11', day: '24', hour: '12', minute: '25', second: '00' }
 */
export function agencyWallClock(instant: Date): WallClock {
	wallClock ??= new Intl.DateTimeFormat('en-CA', {
		timeZone: agencyTimeZone,
		hourCycle: 'h23',
		year: 'numeric',
		month: '2-digit',
		day: '2-digit',
		hour: '2-digit',
		minute: '2-digit',
		second: '2-digit',
	});
	const part = Object.fromEntries(wallClock.formatToParts(instant).map((p) => [p.type, p.value]));
	return { year: part['year']!, month: part['month']!, day: part['day']!, hour: part['hour']!, minute: part['minute']!, second: part['second']! };
}

/**
 * The Brussels calendar day of an instant.
 * @example agencyDay(new Date('2026-03-28T23:30:00Z')) // => '2026-03-29'
 */
export function agencyDay(now: Date): string {
	dayFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: agencyTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
	return dayFormat.format(now);
}

/**
 * Tells whether an ISO date lies before the Brussels day of an instant (today is not past).
 * @example isPastDay('2026-03-28', new Date('2026-03-28T23:30:00Z')) // => true (it is the 29th in Brussels)
 */
export function isPastDay(day: string, now: Date): boolean {
	return day < agencyDay(now);
}

/** The UTC midnight of an ISO date, for day arithmetic. */
function utc(day: string): Date {
	return new Date(`${day}T00:00:00Z`);
}

/**
 * An ISO date moved by a number of days.
 * @example addDays('2026-03-01', -1) // => '2026-02-28'
 */
export function addDays(day: string, days: number): string {
	const date = utc(day);
	date.setUTCDate(date.getUTCDate() + days);
	return date.toISOString().slice(0, 10);
}

/**
 * The Monday of an ISO date's week.
 * @example weekStart('2026-11-29') // => '2026-11-23' (a Sunday belongs to the week of the Monday before)
 */
export function weekStart(day: string): string {
	const weekday = (utc(day).getUTCDay() + 6) % 7;
	return addDays(day, -weekday);
}

/**
 * The first day of an ISO date's month.
 * @example monthStart('2026-11-29') // => '2026-11-01'
 */
export function monthStart(day: string): string {
	return `${day.slice(0, 8)}01`;
}

/**
 * The `count` days ending with `today`, oldest first.
 * @example lastDays('2026-03-02', 3) // => ['2026-02-28', '2026-03-01', '2026-03-02']
 */
export function lastDays(today: string, count: number): string[] {
	return Array.from({ length: count }, (_, i) => addDays(today, i - count + 1));
}
