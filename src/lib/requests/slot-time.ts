import { localeInfo, type Locale } from '../../../i18n/locales.ts';
import { dateFormat } from '../intl/formats.ts';
import { agencyTimeZone as zone } from '../owners/calendar.ts';

/**
 * How a booked or open appointment slot reads, the same in the booking form, the thank-you page
 * and the receipt: its day and hours in the visitor's language, in Brussels time (the agency's
 * calendar), whatever the time zone of the visitor's device or the server.
 */

/**
 * The day and hours of a slot: weekday, day, month and year, then the start and end times.
 * @example slotLabel(new Date('2026-12-01T09:00:00Z'), new Date('2026-12-01T09:30:00Z'), 'nl') // => 'dinsdag 1 december 2026, 10:00–10:30'
 */
export function slotLabel(startsAt: Date, endsAt: Date, locale: Locale): string {
	const lang = localeInfo[locale].lang;
	const day = dateFormat(lang, 'slot-day', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: zone });
	const time = dateFormat(lang, 'slot-time', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: zone });
	return `${day.format(startsAt)}, ${time.format(startsAt)}–${time.format(endsAt)}`;
}

/**
 * A moment with its full date and time, the Belgian way in the language, in Brussels time.
 * @example dateTimeLabel(new Date('2026-12-01T09:00:00Z'), 'nl') // => 'dinsdag 1 december 2026 om 10:00'
 */
export function dateTimeLabel(date: Date, locale: Locale): string {
	return dateFormat(localeInfo[locale].lang, 'brussels-full', { dateStyle: 'full', timeStyle: 'short', timeZone: zone }).format(date);
}

/** The request fields that hold a day the visitor picked (an offer's last day, a rental's dates). */
export const dayFields: ReadonlySet<string> = new Set(['validUntil', 'moveInDate', 'moveOutDate']);

/**
 * A calendar date a visitor picked (YYYY-MM-DD: an offer's last day, a move-in date) in the language.
 * @example dayLabel('2026-12-01', 'nl') // => '1 december 2026'
 */
export function dayLabel(day: string, locale: Locale): string {
	return dateFormat(localeInfo[locale].lang, 'day-long', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
