/**
 * Availability state of a listing on its detail page (spec §4, §8).
 *
 * Choices where the spec is silent:
 * - Sold, rented and sold out are closed: the page says so in a notice (spec §8 "Property Sold",
 *   "the property has been rented") and hides the request forms; the listing stays readable.
 * - Under offer stays open (visitors may still ask to be kept informed).
 * - Badges: the availability state first, then the Marquee badge (spec §3) when it has one.
 */
import type { Availability, Property } from '../../schemas/property.ts';
import { marqueeBadge, type MarqueeKind } from '../domain/marquee.ts';

/** States in which the listing can no longer be bought or rented. */
export const closedStates: readonly Availability[] = ['sold', 'rented', 'sold_out'];

/**
 * Tells whether a listing is sold, rented or sold out.
 * @example isClosed('rented') // => true
 */
export function isClosed(status: Availability): boolean {
	return closedStates.includes(status);
}

/** Tells whether the page offers request forms (visit, information) for the listing. */
export function acceptsRequests(status: Availability): boolean {
	return !isClosed(status);
}

/** A badge: its style kind and either a UI key or the listing's own text. */
export type StatusBadge = { kind: Availability | MarqueeKind; key: string | null; text: string | null };

/**
 * The badges of a listing: availability state, then the Marquee badge.
 * @example badgesOf({ Availability: { Status: 'sold' }, Marquee: 2, MarqueeName: 'Prijsdaling' })
 * // => [{ kind: 'sold', key: 'detail.status.sold', text: null }, { kind: 'marquee-2', key: null, text: 'Prijsdaling' }]
 */
export function badgesOf(p: Pick<Property, 'Availability' | 'Marquee' | 'MarqueeName'>): StatusBadge[] {
	const status = p.Availability.Status;
	const badges: StatusBadge[] = [{ kind: status, key: `detail.status.${status}`, text: null }];
	const marquee = marqueeBadge(p.Marquee, p.MarqueeName);
	if (marquee) badges.push({ kind: marquee.kind, key: marquee.text ? null : `detail.marquee.${marquee.kind}`, text: marquee.text });
	return badges;
}

/**
 * The UI key of the notice of a closed listing, or null while it is available.
 * @example closedNoticeKey('sold') // => 'detail.closed.sold'
 */
export function closedNoticeKey(status: Availability): string | null {
	return isClosed(status) ? `detail.closed.${status}` : null;
}
