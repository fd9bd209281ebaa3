/**
 * Renovation obligation and renovation-cost estimate of a home (spec §9 energy rule, spec §2
 * renovation-cost calculator).
 *
 * Choices where the spec is silent:
 * - The renovation block shows on Belgian homes (WebID 1 apartment, 2 house, 8 exceptional
 *   property) for sale whose computed label is worse than D (an E, F or G band of any region):
 *   the calculator, from the current letter to D. A Flemish E or F home adds the obligation
 *   (`renovationObligation`, Flanders only), taking the build year as the purchase year: the rule
 *   applies to purchases from 2023 on. A sold or sold-out home can no longer be bought here, so its
 *   page does not speak to a future buyer; under offer still does.
 * - The estimate works on letter steps (A to G, ignoring + and - variants): E → D is one step,
 *   F → B three. Cost = fixed cost + steps × cost per step per m² × living surface, rounded to the
 *   nearest €100; a target at or above the current label costs nothing.
 * - Defaults come from `site.renovation` in data/site.json: €110 per step per m² and €4,500 fixed
 *   (studies, permits, EPC after works). The page shows them next to the estimate.
 */
import type { Property } from '../../schemas/property.ts';
import { epcBands, isBandLabel, type EpcLabel } from '../domain/epc.ts';
import { isForSale } from '../domain/goal.ts';
import type { Region } from '../domain/region.ts';
import { renovationObligation, type RenovationObligation } from '../domain/renovation.ts';
import { isClosed } from './status.ts';
import { surfaceBounds } from './surface-input.ts';

/** Letters the calculator offers, best first. */
export const calculatorLetters = ['a', 'b', 'c', 'd', 'e', 'f', 'g'] as const;

/** A letter of the calculator. */
export type CalculatorLetter = (typeof calculatorLetters)[number];

/**
 * The letters of a region's scale, best first: Flanders ends at F, Brussels and Wallonia at G
 * (spec §9 energy bands); all seven without a region.
 * @example calculatorLettersOf('flanders') // => ['a', 'b', 'c', 'd', 'e', 'f']
 */
export function calculatorLettersOf(region: Region | null): CalculatorLetter[] {
	if (region === null) return [...calculatorLetters];
	return calculatorLetters.filter((l) => epcBands[region].some((band) => letterOf(band.label) === l));
}

/** The WebIDs that are homes (apartment, house, exceptional property). */
export const homeWebIds: readonly number[] = [1, 2, 8];

/** Cost parameters (site.renovation). */
export type RenovationCosts = { costPerStepPerM2: number; fixedCost: number };

/** Input of the estimate. */
export type EstimateInput = { surface: number; current: CalculatorLetter; target: CalculatorLetter };

/**
 * Converts a band label to the calculator letter, or null for a label outside A-G.
 * @example letterOf('e_plus') // => 'e'
 */
export function letterOf(label: EpcLabel | null): CalculatorLetter | null {
	const first = label?.trim().charAt(0).toLowerCase() ?? '';
	return (calculatorLetters as readonly string[]).includes(first) ? (first as CalculatorLetter) : null;
}

/**
 * Number of letter steps from the current label up to the target; 0 when no work is needed.
 * @example labelSteps('f', 'd') // => 2
 */
export function labelSteps(current: CalculatorLetter, target: CalculatorLetter): number {
	return Math.max(0, calculatorLetters.indexOf(current) - calculatorLetters.indexOf(target));
}

/**
 * Estimates the renovation cost in euro, or null when the surface is not a number within
 * `surfaceBounds` (1 to 10,000 m²).
 * @example estimateRenovationCost({ surface: 100, current: 'e', target: 'd' }, { costPerStepPerM2: 110, fixedCost: 4500 }) // => 15500
 */
export function estimateRenovationCost(input: EstimateInput, costs: RenovationCosts): number | null {
	if (!Number.isFinite(input.surface) || input.surface < surfaceBounds.min || input.surface > surfaceBounds.max) return null;
	const steps = labelSteps(input.current, input.target);
	if (steps === 0) return 0;
	return Math.round((costs.fixedCost + steps * costs.costPerStepPerM2 * input.surface) / 100) * 100;
}

/** Letters worse than D: a home with one of them gets the renovation block. */
const lettersToRenovate: readonly CalculatorLetter[] = ['e', 'f', 'g'];

/** The renovation block of a listing: its current letter, and the obligation where one binds the buyer. */
export type RenovationAdvice = { current: CalculatorLetter; obligation: RenovationObligation | null };

/**
 * The renovation block of a listing bought in `purchaseYear`, or null when there is none (not a
 * home, not for sale, already sold, a Luxembourg label, or D or better).
 * @example renovationAdviceOf(flemishHouseForSale, { label: 'e', region: 'flanders' }, 2026) // => { current: 'e', obligation: { required: true, targetLabel: 'd', deadlineYear: 2031 } }
 * @example renovationAdviceOf(walloonHouseForSale, { label: 'f', region: 'wallonia' }, 2026) // => { current: 'f', obligation: null }
 */
export function renovationAdviceOf(
	p: Pick<Property, 'WebID' | 'Goal'> & { Availability: Pick<Property['Availability'], 'Status'> },
	epc: { label: EpcLabel | null; region: Region | null },
	purchaseYear: number,
): RenovationAdvice | null {
	if (!homeWebIds.includes(p.WebID) || !isForSale(p.Goal) || isClosed(p.Availability.Status)) return null;
	const { label, region } = epc;
	if (label === null || !isBandLabel(label)) return null;
	const current = letterOf(label);
	if (current === null || !lettersToRenovate.includes(current)) return null;
	const obligation = renovationObligation({ label, region, purchaseYear });
	return { current, obligation: obligation.required ? obligation : null };
}
