import { epcBands } from '../../lib/domain/epc.ts';
import type { Region as BelgianRegion } from '../../lib/domain/region.ts';
import type { Random } from './random.ts';

/**
 * Values exactly at and just around every band boundary of a region's scale (spec §9), so the
 * demo set exercises each edge: -1, and for every lower bound b the values b-1, b and b+1.
 * Brussels bands are integer ranges (1-23, 24-45, …), so there b-1 and b already are the two
 * sides of each edge and b+1 is left out.
 * @example boundaryValues('flanders').slice(0, 6) // => [-1, 0, 1, 99, 100, 101]
 * @example boundaryValues('brussels').slice(0, 5) // => [-1, 0, 1, 23, 24]
 */
export function boundaryValues(region: BelgianRegion): number[] {
	const values = new Set<number>([-1]);
	const around = region === 'brussels' ? [-1, 0] : [-1, 0, 1];
	for (const band of epcBands[region]) {
		if (band.min === null) continue;
		for (const d of around) values.add(band.min + d);
	}
	return [...values].sort((a, b) => a - b);
}

/** The legal maximum E-level of a Flemish new build (E30 since 2021). */
export const maxNewBuildELevel = 30;

/**
 * The demo's E-level of a Flemish new build from its specific energy use (kWh/m² a year).
 * @example eLevelOf(90) // => 30
 */
export function eLevelOf(specific: number): number {
	return Math.max(0, Math.round(specific / 3));
}

/** A plausible specific energy use (kWh/m² a year) for a building of the given year. */
export function typicalEnergyUse(random: Random, year: number): number {
	if (year >= 2021) return random.int(-15, 60);
	if (year >= 2006) return random.int(60, 190);
	if (year >= 1985) return random.int(150, 320);
	return random.int(260, 620);
}

/** Luxembourg energy classes (A to I); the export passes them as label text. */
const luxembourgClasses = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'] as const;

/** A Luxembourg energy class that fits a specific energy use. */
export function luxembourgLabel(value: number): string {
	const index = Math.min(luxembourgClasses.length - 1, Math.max(0, Math.floor(value / 70)));
	return luxembourgClasses[index] ?? 'I';
}
