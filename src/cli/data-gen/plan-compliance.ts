import type { FloodScore, FloodZone } from '../../lib/domain/flood.ts';
import { asbestosTypes, firstNonGasHeating } from './detail-options.ts';
import type { Region } from './municipalities.ts';
import { addDays, exportDate } from './plan-draws.ts';
import type { ListingPlan } from './plan-types.ts';
import type { Random } from './random.ts';
import type { PropertyKind } from './text-types.ts';

/** What the legal and technical attestations of a listing depend on. */
export type ComplianceInput = {
	kind: PropertyKind;
	region: Region;
	isLand: boolean;
	year: number | undefined;
	heating: number;
};

/**
 * The old flood zone the demo CRM still fills in on a Flemish listing, kept in line with its scores
 * so the demo export does not contradict itself: from the worse of the two, D effective, C or B
 * possible, A none. A convention of the demo data only, not a legal rule: the zone categories are
 * abolished in Flanders since 2023 and the site shows a Flemish listing's scores, never this zone
 * (`showsFloodZone` in `src/lib/domain/flood.ts`). Building land has no G-score.
 * @example demoZoneOfScores('A', 'C') // => 'possible'
 * @example demoZoneOfScores(undefined, 'D') // => 'effective'
 */
export function demoZoneOfScores(g: FloodScore | undefined, p: FloodScore | undefined): FloodZone {
	const worst = [g, p].reduce<FloodScore>((w, s) => (s !== undefined && s > w ? s : w), 'A');
	return worst === 'D' ? 'effective' : worst === 'A' ? 'none' : 'possible';
}

/** The scores a Flemish listing in a flood zone may draw (its worse score then gives the zone back). */
const scoresOfZone: Record<FloodZone, readonly FloodScore[]> = {
	none: ['A'],
	possible: ['A', 'B', 'B', 'C'],
	effective: ['A', 'B', 'C', 'D'],
};

/**
 * The P- and G-scores of a Flemish listing in a demo flood zone, so that the zone and the scores
 * agree (`demoZoneOfScores`: D effective, C or B possible, A none): a draw whose worse
 * score is milder than the zone has its P-score raised to the zone's (B or D). Building land has
 * no G-score. Two draws whatever the zone, so the rest of a listing's draws stay as they were.
 */
export function drawFloodScores(random: Random, zone: FloodZone, isLand: boolean): { g?: FloodScore; p: FloodScore } {
	const g = random.pick(scoresOfZone[zone]);
	const drawn = random.pick(scoresOfZone[zone]);
	const p = demoZoneOfScores(isLand ? undefined : g, drawn) === zone ? drawn : zone === 'effective' ? 'D' : 'B';
	return isLand ? { p } : { g, p };
}

/**
 * Draws flood risk, asbestos, certificates and planning information. Flood scores, the soil
 * certificate and the asbestos certificate (buildings from before 2001) are Flemish: Brussels and
 * Walloon listings keep a flood zone without scores, and Luxembourg listings get no flood data.
 */
export function planCompliance(
	random: Random,
	input: ComplianceInput,
): Pick<ListingPlan, 'flood' | 'asbestos' | 'certificates' | 'planning'> {
	const { kind, region, isLand, year, heating } = input;
	const belgium = region !== 'luxembourg';
	const flanders = region === 'flanders';
	const oldBuilding = year !== undefined && year < 2001;
	const zone = belgium ? random.pick(['none', 'none', 'none', 'none', 'possible', 'effective'] as const) : undefined;
	return {
		flood:
			zone === undefined
				? undefined
				: { zone, riverbank: random.chance(0.05), ...(flanders ? drawFloodScores(random, zone, isLand) : {}) },
		asbestos:
			!flanders || isLand
				? undefined
				: oldBuilding
					? random.chance(0.8)
						? {
								certificate: 'yes',
								type: random.int(0, asbestosTypes.length - 1),
								date: addDays(exportDate, -random.int(20, 600)),
							}
						: { certificate: 'no' }
					: { certificate: 'not_applicable' },
		certificates: {
			ground: flanders
				? { Available: true, Compliant: true, Date: addDays(exportDate, -random.int(10, 200)) }
				: undefined,
			electricity: isLand
				? undefined
				: {
						Available: true,
						Compliant: random.chance(0.75),
						Date: addDays(exportDate, -random.int(30, 1500)),
					},
			gas:
				heating < firstNonGasHeating && !isLand
					? {
							Available: random.chance(0.8),
							Compliant: true,
							Date: addDays(exportDate, -random.int(30, 900)),
						}
					: undefined,
		},
		planning: {
			permit: !isLand && random.chance(0.92),
			allotment: isLand && random.chance(0.6),
			preemptive: random.chance(0.08),
			summons: random.chance(0.03),
			judicial: random.chance(0.02),
			area:
				kind === 'warehouse'
					? 'industrial'
					: kind === 'exceptional'
						? random.pick(['agricultural', 'park'] as const)
						: random.chance(0.2)
							? 'rural'
							: 'residential',
		},
	};
}
