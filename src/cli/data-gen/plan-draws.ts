import { kinds } from './kinds.ts';
import { regionOf } from './municipalities.ts';
import type { ListingPlan, Slot } from './plan-types.ts';
import type { Random } from './random.ts';
import type { Feature, PropertyKind } from './text-types.ts';

/** The day the demo export is dated; every other date is counted from it, so output is stable. */
export const exportDate = '2026-11-15';

/**
 * Tells whether a building is still to be built: its construction year is after the export's.
 * @example isStillToBeBuilt(2027) // => true
 */
export function isStillToBeBuilt(year: number | undefined): boolean {
	return year !== undefined && year > Number(exportDate.slice(0, 4));
}

/**
 * Adds days to an ISO date.
 * @example addDays('2026-11-15', -15) // => '2026-10-31'
 */
export function addDays(date: string, days: number): string {
	const d = new Date(`${date}T12:00:00Z`);
	d.setUTCDate(d.getUTCDate() + days);
	return d.toISOString().slice(0, 10);
}

const priceFactor = { brussels: 1.15, flanders: 1.05, wallonia: 0.85, luxembourg: 1.6 } as const;

/** Draws the features of a listing: 2 to 4 of those its kind allows, never both new and renovated. */
export function drawFeatures(
	random: Random,
	allowed: readonly Feature[],
	newBuild: boolean,
): Feature[] {
	const picked = random
		.sample(allowed, random.int(2, 4))
		.filter((f) => f !== 'newBuild' && f !== 'renovated');
	if (newBuild) return ['newBuild', ...picked];
	return allowed.includes('renovated') && random.chance(0.3) ? ['renovated', ...picked] : picked;
}

/** Rounds to a multiple of step. */
export const roundTo = (value: number, step: number) =>
	Number((Math.round(value / step) * step).toFixed(2));

/** Draws the price: sale 150k to 1.5M rounded to 5,000, rent 650 to 3,500 a month rounded to 25. */
export function drawPrice(random: Random, slot: Slot, share: number): number {
	const entry = kinds[slot.kind];
	const factor = priceFactor[regionOf(slot.municipality.zip, slot.municipality.countryId)];
	const t = Math.min(1, share * 0.7 + random.next() * 0.3);
	if (slot.goal === 0 || entry.rent === null) {
		const [min, max] = entry.salePrice;
		return Math.min(1_500_000, Math.max(150_000, roundTo((min + (max - min) * t) * factor, 5_000)));
	}
	const [min, max] = entry.rent;
	return Math.min(3_500, Math.max(650, roundTo((min + (max - min) * t) * factor, 25)));
}

/** Square metres of living space per extra bedroom, and the bedroom count at the smallest surface. */
const bedroomScale: Partial<Record<PropertyKind, { base: number; per: number; max: number }>> = {
	apartment: { base: 1, per: 35, max: 3 },
	house: { base: 2, per: 45, max: 5 },
	villa: { base: 3, per: 60, max: 6 },
	exceptional: { base: 4, per: 100, max: 9 },
	investment: { base: 3, per: 80, max: 10 },
};

/** Draws a bedroom count that fits the surface (a 60 m² flat has one bedroom, not three). */
export function drawBedrooms(random: Random, kind: PropertyKind, surface: number): number {
	const scale = bedroomScale[kind];
	if (!scale) return 0;
	const [min] = kinds[kind].surface;
	const over = surface - min;
	const roomy = over % scale.per > scale.per / 2 && random.chance(0.3);
	const fitted = scale.base + Math.floor(over / scale.per) + (roomy ? 1 : 0);
	return Math.min(scale.max, Math.max(scale.base, fitted));
}

/** Draws a mobility score (0 to 10) and its parts; the total is their rounded mean. */
export function drawMobility(random: Random): NonNullable<ListingPlan['mobility']> {
	const part = () => roundTo(random.float(3, 10), 0.1);
	const parts = {
		Shops: part(),
		Education: part(),
		PublicTransport: part(),
		Health: part(),
		Leisure: part(),
	};
	const total = roundTo(Object.values(parts).reduce((a, b) => a + b, 0) / 5, 0.1);
	return { Total: total, ...parts };
}
