/**
 * Points of interest and mobility score of a listing (spec §3).
 *
 * Choices where the spec is silent:
 * - Places are grouped by type in a fixed order (transport first, highway last) and sorted by
 *   distance within a type; types without places are left out.
 * - The mobility score parts are listed in the export's order, each out of 10.
 * - A listing whose address is not published gives no exact distance to a named place: five of
 *   them would let anyone draw circles and find the street. Each distance is shown as "< N km",
 *   the whole kilometre above it (600 m and 999 m: "< 1 km", 1.2 km and 1 km: "< 2 km"). With the
 *   city hidden as well (site config `hideCity`), the place names would give the town away
 *   ("Station Hoei"), so the page has no nearby section at all, mobility score included.
 */
import type { PointOfInterest, Property } from '../../schemas/property.ts';

/** Types of places, in the order the page lists them. */
export const placeTypes = ['public_transport', 'station', 'school', 'shop', 'health', 'park', 'leisure', 'highway'] as const;

/** A type and its places, nearest first. */
export type PlaceGroup = { type: PointOfInterest['Type']; places: PointOfInterest[] };

/**
 * Groups places by type, nearest first.
 * @example groupPlaces([{ Type: 'school', Name: 'B', Distance: 900 }, { Type: 'school', Name: 'A', Distance: 300 }])
 * // => [{ type: 'school', places: [A (300), B (900)] }]
 */
export function groupPlaces(places: readonly PointOfInterest[]): PlaceGroup[] {
	return placeTypes.flatMap((type) => {
		const own = places.filter((p) => p.Type === type).sort((a, b) => a.Distance - b.Distance);
		return own.length > 0 ? [{ type, places: own }] : [];
	});
}

/** The parts of the mobility score, in display order. */
export const mobilityParts = ['Shops', 'Education', 'PublicTransport', 'Health', 'Leisure'] as const;

/** One part of the mobility score. */
export type MobilityPart = { id: (typeof mobilityParts)[number]; score: number };

/**
 * The mobility score and its parts, or null when the listing has none.
 * @example mobilityOf({ MobilityScore: { Total: 7.2, Shops: 9.8, … } })?.parts[0] // => { id: 'Shops', score: 9.8 }
 */
export function mobilityOf(p: Pick<Property, 'MobilityScore'>): { total: number; parts: MobilityPart[] } | null {
	const score = p.MobilityScore;
	if (!score) return null;
	return { total: score.Total, parts: mobilityParts.map((id) => ({ id, score: score[id] })) };
}

/** How a listing's nearby places are shown: exact distances, distances rounded up to the kilometre, or no section. */
export type NearbyPrecision = 'exact' | 'rounded' | 'none';

/**
 * The precision of a listing's nearby section under the address rule (spec §5).
 * @example nearbyPrecisionOf({ PublishAddress: false }, { hideCity: false }) // => 'rounded'
 */
export function nearbyPrecisionOf(p: Pick<Property, 'PublishAddress'>, options: { hideCity: boolean }): NearbyPrecision {
	if (p.PublishAddress) return 'exact';
	return options.hideCity ? 'none' : 'rounded';
}

/**
 * The whole number of kilometres a distance stays under, for a listing whose address is not published.
 * @example kilometresAbove(1200) // => 2
 */
export function kilometresAbove(metres: number): number {
	return Math.max(1, Math.floor(Math.max(0, metres) / 1000) + 1);
}
