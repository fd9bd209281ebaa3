/**
 * Time slots a visitor can pick to be called back (spec §9: 10:00-13:00, 14:00-16:00,
 * 16:00-19:00).
 *
 * One text gives 13:00-16:00 for the middle slot; we use 14:00-16:00, which leaves the lunch hour
 * free and does not overlap the first slot. The ids are stable keys for the form value and for the
 * UI strings (`contact.slot.<id>`); the times are shown as data, not translated.
 */

/** Stable id of a contact time slot. */
export type ContactSlotId = 'morning' | 'afternoon' | 'evening';

/** A contact time slot: id and start and end time in 24-hour `HH:MM`. */
export type ContactSlot = { id: ContactSlotId; from: string; to: string };

/** The contact time slots in the order they are offered. */
export const contactSlots: readonly ContactSlot[] = [
	{ id: 'morning', from: '10:00', to: '13:00' },
	{ id: 'afternoon', from: '14:00', to: '16:00' },
	{ id: 'evening', from: '16:00', to: '19:00' },
];

/** Tells whether a submitted value is a known slot id. */
export function isContactSlotId(value: unknown): value is ContactSlotId {
	return contactSlots.some((slot) => slot.id === value);
}

/**
 * Converts a slot to its displayed time range (with an en dash).
 * @example slotToRange({ id: 'morning', from: '10:00', to: '13:00' }) // => '10:00–13:00'
 */
export function slotToRange(slot: ContactSlot): string {
	return `${slot.from}–${slot.to}`;
}
