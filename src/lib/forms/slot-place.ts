import type { Locale } from '../../../i18n/locales.ts';
import { appointmentChoice, type Choice, type OpenSlot } from './display.ts';

/**
 * Where a booked appointment takes place. The listing's page offers its own slots (a visit on site)
 * and the office's (`propertyId` null in `/api/appointment-slots`, valid for every listing), which
 * take place at the agency. Choice where the issue is silent: an office slot always says so; a
 * visit on site says so only beside office slots, so the usual list of visits reads as before.
 */

/** An open slot with the listing it belongs to: null for an office slot (older answers have none: a visit). */
export type PlacedSlot = OpenSlot & { propertyId?: number | null };

/**
 * Whether a slot is the office's: its `propertyId` is null.
 * @example isOfficeSlot({ id: 3, propertyId: null, startsAt: '…', endsAt: '…', remaining: 1 }) // => true
 */
export function isOfficeSlot(slot: PlacedSlot): boolean {
	return slot.propertyId === null;
}

/** The words that name a slot's place in the form: at the office, or a visit on site. */
export type PlaceNames = { office: string; visit: string };

/**
 * The slots as choices: the day and hours, then the place of an office slot, and of a visit on
 * site when the list also holds office slots.
 * @example placedChoices([{ id: 3, propertyId: null, startsAt: '2026-12-01T09:00:00Z', endsAt: '2026-12-01T09:30:00Z', remaining: 1 }], 'nl', { office: 'op ons kantoor', visit: 'bezoek ter plaatse' })
 * // => [{ value: '3', label: 'dinsdag 1 december 2026, 10:00–10:30 – op ons kantoor' }]
 */
export function placedChoices(slots: readonly PlacedSlot[], locale: Locale, names: PlaceNames): Choice[] {
	const mixed = slots.some(isOfficeSlot) && !slots.every(isOfficeSlot);
	return slots.map((slot) => {
		const choice = appointmentChoice(slot, locale);
		const place = isOfficeSlot(slot) ? names.office : mixed ? names.visit : null;
		return place === null ? choice : { ...choice, label: `${choice.label} – ${place}` };
	});
}
