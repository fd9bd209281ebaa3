/**
 * The flood information of a listing (Flemish information duty since 1 January 2023, as the BIV
 * explains it): every advert of a Flemish listing states its P-score (the parcel) and, on a
 * building, its G-score, each a class from A to D:
 * - A: no flooding modelled;
 * - B: a small chance of flooding under climate change;
 * - C: a small chance of flooding (in today's climate);
 * - D: a medium chance of flooding, and then the advert also shows the flood symbol.
 * The old Flemish categories "effectief / mogelijk overstromingsgevoelig gebied" are abolished, so
 * a Flemish listing with a score shows its scores and no zone, and no zone is derived from them.
 *
 * Choices where the rule is silent:
 * - A Flemish listing without any score but with a zone in the export shows the zone as the CRM
 *   gives it (it is all the listing has; the information duty report names the scores a listing
 *   for sale lacks).
 * - Brussels and Walloon listings keep the zone the export gives; the scores are Flemish.
 */
import type { Region } from './region.ts';

/** A Flemish flood score (P for the parcel, G for the building), A best to D worst. */
export type FloodScore = 'A' | 'B' | 'C' | 'D';

/** A flood zone as the export names it (the old Flemish categories, still the field of the CRM). */
export type FloodZone = 'none' | 'possible' | 'effective';

/** The flood fields of a listing the rules read. */
export type FloodScores = { GScore?: FloodScore | null; PScore?: FloodScore | null };

/**
 * Whether a listing shows the export's flood zone: not on a Flemish listing that has a P- or
 * G-score, where the zone categories are abolished (the scores say it); elsewhere, and on a Flemish
 * listing without scores, the zone is shown as given.
 * @example showsFloodZone('flanders', { PScore: 'D', GScore: 'C' }) // => false
 * @example showsFloodZone('flanders', {}) // => true
 * @example showsFloodZone('brussels', {}) // => true
 */
export function showsFloodZone(region: Region | null, flood: FloodScores): boolean {
	return !(region === 'flanders' && (flood.PScore != null || flood.GScore != null));
}

/**
 * Whether a score calls for the flood symbol beside it: class D (a medium chance of flooding).
 * @example needsFloodSymbol('D') // => true
 * @example needsFloodSymbol('C') // => false
 */
export function needsFloodSymbol(score: FloodScore | null | undefined): boolean {
	return score === 'D';
}
