/**
 * Reads the living surface a visitor types into the renovation calculator (spec §2 renovation-cost
 * calculator), the same way whatever the browser's own locale: a Belgian "95,5" is 95.5 m².
 *
 * Choices where the spec is silent:
 * - A comma or a dot is the decimal separator ("95,5", "95.5"). Spaces (also no-break ones) may
 *   group thousands ("1 200"), and so may dots before a decimal comma or in groups of exactly three
 *   digits ("1.200", "1.200,5"): the Belgian way of writing 1,200. Anything else (letters, "1e3",
 *   a sign, two decimal separators) is not a surface.
 * - A surface is valid from 1 to 10,000 m² (`surfaceBounds`): no home has less than 1 m² of living
 *   surface, and more than 10,000 m² is a typing slip (a tenfold price, or an infinite one, is never
 *   shown).
 */

/** The surfaces the calculator accepts, in m², bounds included. */
export const surfaceBounds = { min: 1, max: 10_000 } as const;

/** What the field holds: nothing yet, a valid surface, or text that is not a valid surface. */
export type SurfaceInput = { kind: 'empty' } | { kind: 'valid'; m2: number } | { kind: 'invalid' };

/** Decimal number with an optional decimal comma or dot. */
const plain = /^\d+(?:[.,]\d+)?$/;
/** Thousands grouped by dots (Belgian), with an optional decimal comma. */
const dotGrouped = /^\d{1,3}(?:\.\d{3})+(?:,\d+)?$/;

/**
 * Reads the surface field's text.
 * @example readSurface('95,5') // => { kind: 'valid', m2: 95.5 }
 * @example readSurface('0') // => { kind: 'invalid' }
 */
export function readSurface(text: string): SurfaceInput {
	const compact = text.replace(/[\s\u00a0\u202f]/g, '');
	if (compact === '') return { kind: 'empty' };
	let normal: string | null = null;
	if (dotGrouped.test(compact)) normal = compact.replace(/\./g, '').replace(',', '.');
	else if (plain.test(compact)) normal = compact.replace(',', '.');
	if (normal === null) return { kind: 'invalid' };
	const m2 = Number(normal);
	return Number.isFinite(m2) && m2 >= surfaceBounds.min && m2 <= surfaceBounds.max ? { kind: 'valid', m2 } : { kind: 'invalid' };
}
