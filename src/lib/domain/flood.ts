/** A Flemish flood score (P for the parcel, G for the building), A best to D worst. */
export type FloodScore = 'A' | 'B' | 'C' | 'D';

/** A flood zone as the export names it. */
export type FloodZone = 'none' | 'possible' | 'effective';

/**
 * The flood zone the P- and G-scores of a Flemish listing stand for, read from the worse of the
 * two as the Flemish water test does: D effectively flood-prone, C or B possibly, A none. Building
 * land has no building and so no G-score.
 * @example floodZoneOfScores('A', 'C') // => 'possible'
 * @example floodZoneOfScores(undefined, 'D') // => 'effective'
 */
export function floodZoneOfScores(g: FloodScore | undefined, p: FloodScore | undefined): FloodZone {
	const worst = [g, p].reduce<FloodScore>((w, s) => (s !== undefined && s > w ? s : w), 'A');
	return worst === 'D' ? 'effective' : worst === 'A' ? 'none' : 'possible';
}
