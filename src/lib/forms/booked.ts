import type { Locale } from '../../../i18n/locales.ts';
import { slotLabel } from '../requests/slot-time.ts';

/**
 * The appointment the booking form just booked, handed to the thank-you page so it can say which
 * day and time were booked and for which property. The form keeps it in the tab's sessionStorage
 * before it goes to the thank-you page; the page reads it once, moves it into its own history
 * entry (a reload still shows it) and shows it as text only. A visit to the thank-you page from
 * anywhere else finds nothing and shows the plain thank-you.
 */

/** The sessionStorage key of a booked appointment. */
export const bookedStorageKey = 'agency:booked-appointment';

/** The listing of a booking: its reference and title as its page shows them. */
export type BookedListing = { reference: string; title: string };

/** A booked appointment as stored: the slot's instants (ISO), the listing, if any, and whether it takes place at the office. */
export type BookedAppointment = { startsAt: string; endsAt: string; listing: BookedListing | null; office?: boolean };

/** A short single-line text, or null. */
const line = (value: unknown): string | null => (typeof value === 'string' && value.length <= 300 && !/[\r\n]/.test(value) ? value : null);

/** An ISO instant that parses, or null. */
const instant = (value: unknown): Date | null => {
	if (typeof value !== 'string' || !/^\d{4}-\d\d-\d\dT\d\d:\d\d(?::\d\d(?:\.\d+)?)?(?:Z|[+-]\d\d:\d\d)$/.test(value)) return null;
	const date = new Date(value);
	return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * Reads a stored booking (any JSON value); null when it has another shape or ends before it starts.
 * @example bookedOf({ startsAt: '2026-12-01T09:00:00Z', endsAt: '2026-12-01T09:30:00Z', listing: null }) // => { startsAt: '2026-12-01T09:00:00Z', endsAt: '2026-12-01T09:30:00Z', listing: null }
 */
export function bookedOf(value: unknown): BookedAppointment | null {
	if (!value || typeof value !== 'object') return null;
	const { startsAt, endsAt, listing, office } = value as Record<string, unknown>;
	const start = instant(startsAt);
	const end = instant(endsAt);
	if (!start || !end || end <= start) return null;
	let shown: BookedListing | null = null;
	if (listing && typeof listing === 'object') {
		const reference = line((listing as Record<string, unknown>).reference);
		const title = line((listing as Record<string, unknown>).title);
		if (reference !== null && title !== null && (reference !== '' || title !== '')) shown = { reference, title };
	} else if (listing !== null && listing !== undefined) return null;
	// Only a true `office` says the office: anything else reads as a visit on site, as before the field.
	return { startsAt: startsAt as string, endsAt: endsAt as string, listing: shown, ...(office === true ? { office } : {}) };
}

/**
 * What the thank-you page shows of a booking: the day and hours in the page language (Brussels
 * time), the listing as 'reference – title', and whether it takes place at the office (the page
 * then names the agency's address as its place).
 * @example bookedView({ startsAt: '2026-12-01T09:00:00Z', endsAt: '2026-12-01T09:30:00Z', listing: { reference: 'IDL-1004', title: 'Kantoor' } }, 'nl')
 * // => { when: 'dinsdag 1 december 2026, 10:00–10:30', listing: 'IDL-1004 – Kantoor', office: false }
 */
export function bookedView(booked: BookedAppointment, locale: Locale): { when: string; listing: string | null; office: boolean } {
	const when = slotLabel(new Date(booked.startsAt), new Date(booked.endsAt), locale);
	const parts = booked.listing ? [booked.listing.reference, booked.listing.title].filter((part) => part !== '') : [];
	return { when, listing: parts.length > 0 ? parts.join(' – ') : null, office: booked.office === true };
}
