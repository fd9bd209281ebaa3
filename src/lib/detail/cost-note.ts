/**
 * The note under the financial block that qualifies its buyer's costs.
 *
 * Choices where the spec is silent:
 * - Notary fees and registration duties depend on the buyer (a sole own home pays 2 % in Flanders,
 *   3 % in Wallonia, an abatement in Brussels; a second home or an investment 12 % or 12.5 %), and
 *   the export gives one figure for the buyer the agency assumed. A financial block that shows
 *   either row says so under it (`detail.financial.note`), as the legal block explains its scores;
 *   a block without them (a rental, a hidden price, a sold listing) has no note.
 */
import type { AttributeGroup } from './attributes.ts';

/** The rows whose figures are estimates for an assumed buyer. */
export const estimatedCostIds: readonly string[] = ['notaryFees', 'registrationRights'];

/**
 * Tells whether a financial block shows an estimate that depends on the buyer's situation.
 * @example hasEstimatedCosts({ rows: [{ id: 'registrationRights', label: 'Registratierechten', value: '€ 7.900' }] }) // => true
 */
export function hasEstimatedCosts(group: Pick<AttributeGroup, 'rows'> | undefined): boolean {
	return group?.rows.some((row) => estimatedCostIds.includes(row.id)) ?? false;
}
