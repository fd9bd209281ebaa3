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
 * Draws flood risk, asbestos, certificates and planning information. Flood scores, the soil
 * certificate and the asbestos certificate (buildings from before 2001) are Flemish; Luxembourg
 * listings get no flood data.
 */
export function planCompliance(
	random: Random,
	input: ComplianceInput,
): Pick<ListingPlan, 'flood' | 'asbestos' | 'certificates' | 'planning'> {
	const { kind, region, isLand, year, heating } = input;
	const belgium = region !== 'luxembourg';
	const flanders = region === 'flanders';
	const oldBuilding = year !== undefined && year < 2001;
	return {
		flood: !belgium
			? undefined
			: {
					zone: random.pick(['none', 'none', 'none', 'none', 'possible', 'effective'] as const),
					riverbank: random.chance(0.05),
					g: flanders ? random.pick(['A', 'A', 'B', 'C', 'D'] as const) : undefined,
					p: flanders ? random.pick(['A', 'A', 'B', 'C', 'D'] as const) : undefined,
				},
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
