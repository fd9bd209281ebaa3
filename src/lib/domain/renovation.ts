/**
 * Renovation obligation (spec §9): homes bought from 2023 with label E or F must be renovated to D
 * or better within 5 years (some texts say 6).
 *
 * Choices where the spec is silent or inconsistent:
 * - The rule is Flanders' renovation obligation (renovatieverplichting): it binds a purchase in the
 *   Flemish Region only, whose scale (spec §9) ends at F. Brussels and Wallonia attach no such
 *   obligation to a purchase, and their E and F bands are other energy figures on other scales, so a
 *   home there is never told it must renovate. The region is the postcode's (`regionOfPostcode`);
 *   a Luxembourg listing has none. Pass different `regions` or `labels` in `rule` to change that.
 * - The term is 5 years by default; `rule.years` accepts 6 if the agency decides so.
 * - The deadline is a calendar year: `purchaseYear + years` (bought in 2023 → renovated by 2028).
 * - Only Belgian band labels count; Luxembourg label texts are not subject to this rule, which the
 *   `BandLabel` type enforces (narrow with `isBandLabel` from `epc.ts`).
 * - A missing label or a purchase year that is not an integer means no obligation.
 */
import type { BandLabel } from './epc.ts';
import type { Region } from './region.ts';

/** Parameters of the renovation rule. */
export type RenovationRule = {
	fromYear: number;
	years: number;
	regions: readonly Region[];
	labels: readonly BandLabel[];
	targetLabel: 'd';
};

/** Outcome: whether renovation is required, the label to reach and the year it is due. */
export type RenovationObligation = {
	required: boolean;
	targetLabel: 'd';
	deadlineYear: number | null;
};

/** The rule as stated in spec §9. */
export const renovationRule: RenovationRule = {
	fromYear: 2023,
	years: 5,
	regions: ['flanders'],
	labels: ['e', 'f'],
	targetLabel: 'd',
};

/**
 * Works out whether a purchased home must be renovated to label D, and by which year.
 * @example renovationObligation({ label: 'f', region: 'flanders', purchaseYear: 2024 })
 * // => { required: true, targetLabel: 'd', deadlineYear: 2029 }
 */
export function renovationObligation(
	home: { label: BandLabel | null | undefined; region: Region | null; purchaseYear: number },
	rule: RenovationRule = renovationRule,
): RenovationObligation {
	const required =
		home.label !== null &&
		home.label !== undefined &&
		home.region !== null &&
		rule.regions.includes(home.region) &&
		Number.isInteger(home.purchaseYear) &&
		home.purchaseYear >= rule.fromYear &&
		rule.labels.includes(home.label);
	return {
		required,
		targetLabel: rule.targetLabel,
		deadlineYear: required ? home.purchaseYear + rule.years : null,
	};
}
