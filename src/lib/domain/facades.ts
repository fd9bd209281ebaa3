/**
 * Building type by number of facades (spec §3: open = 4, half open = 3, closed = party wall).
 *
 * Choices where the spec is silent:
 * - 4 is open, 3 is half open, every other number (2, 1, 0, 5, NaN) is closed, since the spec
 *   names no other count.
 * - A missing value (`null`, `undefined`) gives null, so a page does not claim "closed" for a
 *   property whose facades are unknown.
 */

/** Building type shown for the facades attribute. */
export type FacadeType = 'open' | 'half_open' | 'closed';

/**
 * Converts a number of facades to a building type, or null when the number is missing.
 * @example facadeTypeOf(4) // => 'open'
 * @example facadeTypeOf(2) // => 'closed'
 */
export function facadeTypeOf(facades: number | null | undefined): FacadeType | null {
	if (facades === null || facades === undefined) return null;
	if (facades === 4) return 'open';
	if (facades === 3) return 'half_open';
	return 'closed';
}
