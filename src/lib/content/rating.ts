/**
 * Testimonial rating shown as stars (testimonials rate 1 to 5).
 * Choices: values are rounded to whole stars and kept within 0..max; the stars are decoration,
 * the accessible name says "n out of 5" in the page language.
 */

/** Highest rating. */
export const maxRating = 5;

/**
 * Splits a rating into filled and empty stars.
 * @example ratingStars(4) // => { filled: 4, empty: 1 }
 */
export function ratingStars(rating: number, max: number = maxRating): { filled: number; empty: number } {
	const filled = Number.isFinite(rating) ? Math.min(max, Math.max(0, Math.round(rating))) : 0;
	return { filled, empty: max - filled };
}
