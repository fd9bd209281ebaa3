/**
 * Order of a listing page (issue 3): listings still on offer first, then the most recently
 * updated. Ties keep a stable order by descending ID, so every language pages the same listings.
 */
import type { Availability } from '../../schemas/property.ts';

/** What the sort needs of a listing. */
export type SortFields = { ID: number; UpdatedAt: string; Availability: { Status: Availability } };

/** Availability states that still accept a buyer or tenant (spec §4: for sale, for rent). */
const onOffer: ReadonlySet<Availability> = new Set(['for_sale', 'for_rent']);

/**
 * Tells whether a listing is still on offer (not sold, rented, under offer or sold out).
 * @example isAvailable('under_offer') // => false
 */
export function isAvailable(status: Availability): boolean {
	return onOffer.has(status);
}

/**
 * Compares two listings: available first, then newer UpdatedAt (ISO dates), then higher ID.
 * @example [b, a].sort(compareListings) // available and newest first
 */
export function compareListings(a: SortFields, b: SortFields): number {
	const rank = Number(isAvailable(b.Availability.Status)) - Number(isAvailable(a.Availability.Status));
	if (rank !== 0) return rank;
	if (a.UpdatedAt !== b.UpdatedAt) return a.UpdatedAt < b.UpdatedAt ? 1 : -1;
	return b.ID - a.ID;
}

/**
 * Returns a sorted copy of the listings (the input is left as it is).
 * @example sortListings([sold, available]) // => [available, sold]
 */
export function sortListings<T extends SortFields>(listings: readonly T[]): T[] {
	return [...listings].sort(compareListings);
}

/**
 * A language's records in the order of its Dutch list (`sortListings` on the Dutch records).
 * `UpdatedAt` is a language record's own (a translation edited later is newer), yet a list's page 2
 * in French must hold the listings of its page 2 in Dutch: the language switcher and the hreflang
 * links pair them. So the Dutch records decide the order, as they decide the members
 * (`listMembers`); a record the order does not name is left out.
 * @example inOrderOf([fr1, fr2], [nl2, nl1]).map((r) => r.ID) // => [2, 1]
 */
export function inOrderOf<T extends { ID: number }>(records: readonly T[], order: readonly { ID: number }[]): T[] {
	const byId = new Map(records.map((record) => [record.ID, record]));
	return order.flatMap((record) => byId.get(record.ID) ?? []);
}
