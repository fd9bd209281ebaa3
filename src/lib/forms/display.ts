import type { Locale } from '../../../i18n/locales.ts';
import { contactSlots, slotToRange } from '../domain/contact-slots.ts';
import { formatPhone } from '../domain/phone.ts';
import { advanceForOffer, formatEuro, formatEuroCents, rentalDeposit } from '../domain/price.ts';
import { phoneField } from '../../schemas/requests/index.ts';
import * as v from 'valibot';
import { parseWholeNumber } from './values.ts';
import { slotLabel } from '../requests/slot-time.ts';

/**
 * What the forms show besides the fields: the phone number tidied on blur, the live purchase-offer
 * advance, the rental deposit and minimum income, and the labels of contact and appointment slots.
 */

/**
 * Tidies a phone number when the field loses focus: a number the schema accepts is shown as the
 * schema reads it (the "(0)" after a country code dropped), grouped the Belgian way (spec §5);
 * anything else stays as typed so the visitor can correct it. The tidied text is what the form
 * sends, so it must read back as the same number.
 * @example tidyPhone('0475/12.34.56') // => '0475 12 34 56'
 * @example tidyPhone('+32 (0)475 12 34 56') // => '+32475123456'
 * @example tidyPhone('04 75') // => '04 75'
 */
export function tidyPhone(raw: string): string {
	const read = v.safeParse(phoneField, raw);
	return read.success ? formatPhone(read.output) : raw;
}

/**
 * The 10 % advance of a purchase offer (spec §9) for the amount typed, formatted; null while the
 * amount is not a positive whole number.
 * @example offerAdvance('350.000') // => '€\u00a035.000'
 */
export function offerAdvance(amount: string): string | null {
	const n = parseWholeNumber(amount);
	return n === undefined || !Number.isFinite(n) || n <= 0 ? null : formatEuroCents(advanceForOffer(n));
}

/**
 * The rental deposit of a listing, formatted: the one it states, else 3 months of rent (spec §9).
 * @example depositText(950) // => '€\u00a02.850'
 * @example depositText(950, 1900) // => '€\u00a01.900'
 */
export function depositText(monthlyRent: number, deposit: number | null = null): string {
	return formatEuro(deposit ?? rentalDeposit(monthlyRent));
}

/**
 * The minimum net monthly income for a rent (rent × the factor of `data/site.json`), formatted.
 * @example minimumIncomeText(950, 3) // => '€\u00a02.850'
 */
export function minimumIncomeText(monthlyRent: number, factor: number): string {
	return formatEuro(monthlyRent * factor);
}

/** A choice of a radio or checkbox group: its value, its label and an optional decorative icon's path. */
export type Choice = { value: string; label: string; icon?: string | undefined };

/**
 * The contact time slots (spec §9) as choices: the slot's name and its hours.
 * @example contactSlotChoices({ 'form.slot.morning': 'Voormiddag', … })[0] // => { value: 'morning', label: 'Voormiddag (10:00–13:00)' }
 */
export function contactSlotChoices(names: Record<`form.slot.${string}`, string>): Choice[] {
	return contactSlots.map((slot) => ({ value: slot.id, label: `${names[`form.slot.${slot.id}`] ?? slot.id} (${slotToRange(slot)})` }));
}

/** An open appointment slot as `/api/appointment-slots` lists it. */
export type OpenSlot = { id: number; startsAt: string; endsAt: string; remaining: number };

/**
 * An appointment slot as a choice: its day and hours in the page language, in Belgian time.
 * @example appointmentChoice({ id: 3, startsAt: '2026-12-01T09:00:00Z', endsAt: '2026-12-01T09:30:00Z', remaining: 1 }, 'nl')
 * // => { value: '3', label: 'dinsdag 1 december 2026, 10:00–10:30' }
 */
export function appointmentChoice(slot: OpenSlot, locale: Locale): Choice {
	return { value: String(slot.id), label: slotLabel(new Date(slot.startsAt), new Date(slot.endsAt), locale) };
}

/**
 * The slot that stays chosen once the open slots are read again (after 'appointments are full'):
 * the chosen one while it is still listed with a free place, '' otherwise, so a full slot is never
 * sent again and the form asks for a slot (spec §4 appointment full).
 * @example keptSlot('3', [{ id: 4, startsAt: '…', endsAt: '…', remaining: 1 }]) // => ''
 */
export function keptSlot(chosen: string, slots: readonly OpenSlot[]): string {
	return slots.some((slot) => String(slot.id) === chosen && slot.remaining > 0) ? chosen : '';
}

/**
 * Reads the answer of `/api/appointment-slots`; an empty list when it has another shape.
 */
export function readSlots(body: unknown): OpenSlot[] {
	if (!body || typeof body !== 'object' || !('slots' in body) || !Array.isArray(body.slots)) return [];
	return body.slots.filter(
		(s: unknown): s is OpenSlot =>
			!!s && typeof s === 'object' && typeof (s as OpenSlot).id === 'number' && typeof (s as OpenSlot).startsAt === 'string' && typeof (s as OpenSlot).endsAt === 'string',
	);
}

/** Why a property offers a slot or not: open slots, all booked, or no visit planned. */
export type SlotState = 'open' | 'full' | 'none';

/**
 * Reads why `/api/appointment-slots` lists no slot: 'none' when it says no visit was planned,
 * 'full' otherwise (an answer without `state` meant full); 'open' when it lists slots.
 * @example readSlotState({ ok: true, slots: [], state: 'none' }) // => 'none'
 */
export function readSlotState(body: unknown): SlotState {
	if (readSlots(body).length > 0) return 'open';
	return !!body && typeof body === 'object' && 'state' in body && body.state === 'none' ? 'none' : 'full';
}
