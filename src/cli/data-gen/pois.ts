import { poiNames } from './detail-options.ts';
import { fillNames } from './fill-names.ts';
import type { Municipality, Region } from './municipalities.ts';
import type { PoiPlan, PoiType } from './plan-types.ts';
import type { Random } from './random.ts';
import type { Localized } from './text-types.ts';

/** Motorways and ring roads near each region, for the 'highway' point of interest. */
const roads: Record<Region, readonly string[]> = {
	flanders: ['E40', 'E17', 'E19', 'E313', 'E34', 'E403'],
	brussels: ['R0', 'E40', 'E411', 'A12'],
	wallonia: ['E411', 'E42', 'E25', 'E19', 'N4'],
	luxembourg: ['A1', 'A4', 'A6', 'A7'],
};

/** Typical distance range in metres per kind of place. */
const distances: Record<PoiType, readonly [number, number]> = {
	school: [150, 1_500],
	shop: [100, 1_800],
	public_transport: [50, 600],
	station: [300, 4_500],
	health: [150, 2_500],
	leisure: [300, 3_500],
	park: [100, 2_000],
	highway: [800, 9_000],
};

const allTypes = Object.keys(distances) as PoiType[];

/** Fills `{city}` and `{road}` in a localized name (French elides before them: "Gare d’Ath"). */
function fill(name: Localized, city: Localized, road: string): Localized {
	const out = { ...name };
	for (const key of Object.keys(out) as (keyof Localized)[]) {
		out[key] = fillNames(out[key], { city: city[key], road }, key);
	}
	return out;
}

/** Draws 3 to 6 points of interest near a listing, closest first; the station is near when `nearStation`. */
export function planPois(
	random: Random,
	m: Municipality,
	region: Region,
	nearStation: boolean,
): PoiPlan[] {
	const types = random.sample(allTypes, random.int(3, 6));
	if (nearStation && !types.includes('station')) types.push('station');
	const pois = types.map((type): PoiPlan => {
		const [min, max] = type === 'station' && nearStation ? [200, 700] : distances[type];
		return {
			type,
			name: fill(random.pick(poiNames[type]), m.name, random.pick(roads[region])),
			distance: Math.round(random.int(min, max) / 10) * 10,
		};
	});
	return pois.sort((a, b) => a.distance - b.distance);
}
