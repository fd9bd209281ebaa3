/**
 * Goal of a listing (spec §3): 0 means for sale, any other value means for rent.
 *
 * The rule is applied literally: every value other than 0 (also 2, -1 or NaN) means rent, since
 * one data set only shows 0 and 1 and the spec gives no other meaning.
 */

/** What a listing is offered for. */
export type Goal = 'sale' | 'rent';

/** Goal number that means "for sale"; every other number means "for rent". */
export const saleGoal = 0;

/**
 * Converts the numeric Goal field to `'sale'` or `'rent'`.
 * @example goalOf(0) // => 'sale'
 * @example goalOf(1) // => 'rent'
 */
export function goalOf(goal: number): Goal {
	return goal === saleGoal ? 'sale' : 'rent';
}

/** Tells whether a numeric Goal field means the listing is for sale. */
export function isForSale(goal: number): boolean {
	return goalOf(goal) === 'sale';
}

/** Tells whether a numeric Goal field means the listing is for rent. */
export function isForRent(goal: number): boolean {
	return goalOf(goal) === 'rent';
}
