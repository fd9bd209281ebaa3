import { meetsMinimumIncome, type FieldIssues, type RentalParameters } from '../../schemas/requests/index.ts';
import type { ListingFact } from './listing-facts.ts';

/**
 * The rent of a rental application, as the listing states it (spec §9: the deposit is 3 months of
 * rent, the minimum income the rent times a factor). The browser sends the rent its page showed,
 * but the agency's mail, the receipt and the income check must not rest on what a browser says:
 * where the build's facts have the listing's rent, it replaces the one sent, and the income is
 * checked against it. Where they cannot be read (`fact` null, or a facts file from before the rent
 * was written), the rent sent stands, as the schema checked it: the request is never lost for it.
 * @example withListingRent({ monthlyRent: 1, monthlyIncome: 5000 }, { reference: 'R', title: 'T', path: '/', address: null, rent: 950 }, { minimumIncomeFactor: 3, maximumPersons: 4 })
 * // => { payload: { monthlyRent: 950, monthlyIncome: 5000 } }
 */
export function withListingRent(
	payload: Record<string, unknown>,
	fact: ListingFact | null,
	params: RentalParameters,
): { payload: Record<string, unknown> } | { issues: FieldIssues } {
	if (fact?.rent === undefined) return { payload };
	const income = payload.monthlyIncome;
	if (typeof income !== 'number' || !meetsMinimumIncome(income, fact.rent, params)) return { issues: { monthlyIncome: ['form.error.incomeTooLow'] } };
	return { payload: { ...payload, monthlyRent: fact.rent } };
}
