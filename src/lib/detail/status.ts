/**
 * Availability state of a listing on its detail page (spec §4, §8).
 *
 * Choices where the spec is silent:
 * - Sold, rented and sold out are closed: the page says so in a notice (spec §8 "Property Sold",
 *   "the property has been rented") and hides the request forms; the listing stays readable.
 * - Under offer stays open (visitors may still ask to be kept informed).
 * - Badges: the availability state first, then the Marquee badge (spec §3) when it has one: the
 *   listing's MarqueeName, else the Dutch record's (`fallback`, for a Dutch `lang`), else none.
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

/**
 * A badge: its style kind and either a UI key (the state) or the agency's text (the marquee), with
 * `fallback` set when that text is the Dutch record's, standing in for the page language's.
 */
export type StatusBadge = { kind: Availability | MarqueeKind; key: string | null; text: string | null; fallback?: true };

/**
 * The badges of a listing: availability state, then the Marquee badge (its text falling back to
 * the Dutch record's MarqueeName).
 * @example badgesOf({ Availability: { Status: 'sold' }, Marquee: 2, MarqueeName: '' }, { MarqueeName: 'Verkocht' })
 * // => [{ kind: 'sold', key: 'detail.status.sold', text: null }, { kind: 'marquee-2', key: null, text: 'Verkocht', fallback: true }]
 */
export function badgesOf(p: Pick<Property, 'Availability' | 'Marquee' | 'MarqueeName'>, dutch?: Pick<Property, 'MarqueeName'>): StatusBadge[] {
	const status = p.Availability.Status;
	const badges: StatusBadge[] = [{ kind: status, key: `detail.status.${status}`, text: null }];
	const marquee = marqueeBadge(p.Marquee, p.MarqueeName, dutch?.MarqueeName);
	if (marquee) badges.push({ kind: marquee.kind, key: null, text: marquee.text, ...(marquee.fallback ? { fallback: true as const } : {}) });
	return badges;
}

/**
 * The UI key of the notice of a closed listing, or null while it is available.
 * @example closedNoticeKey('sold') // => 'detail.closed.sold'
 */
export function closedNoticeKey(status: Availability): string | null {
	return isClosed(status) ? `detail.closed.${status}` : null;
}
