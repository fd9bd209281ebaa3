import { agencyDay } from '../owners/calendar.ts';

/**
 * The furthest day a chosen date may take (an offer's validity, a move-in date): some whole years
 * after today in Belgium, the day the lower bound of the same dates is counted from.
 */

/**
 * An ISO date some whole years later; 29 February becomes 28 February in a common year.
 * @example addYears('2026-11-23', 2) // => '2028-11-23'
 * @example addYears('2028-02-29', 1) // => '2029-02-28'
 */
export function addYears(day: string, years: number): string {
	const year = Number(day.slice(0, 4)) + years;
	const month = Number(day.slice(5, 7));
	const lastOfMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
	const date = Math.min(Number(day.slice(8, 10)), lastOfMonth);
	return `${String(year).padStart(4, '0')}-${day.slice(5, 7)}-${String(date).padStart(2, '0')}`;
}

/**
 * The last day of the next `years` years: that many years after the Brussels day of an instant.
 * @example lastDayAhead(1, new Date('2026-11-23T23:30:00Z')) // => '2027-11-24' (it is the 24th in Brussels)
 */
export function lastDayAhead(years: number, now: Date): string {
	return addYears(agencyDay(now), years);
}
