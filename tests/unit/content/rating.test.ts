import { describe, expect, test } from 'vitest';
import { ratingStars } from '../../../src/lib/content/rating.ts';

describe('testimonials: rating 1 to 5 shown as stars', () => {
	test.each([
		{ rating: 5, filled: 5, empty: 0 },
		{ rating: 4, filled: 4, empty: 1 },
		{ rating: 1, filled: 1, empty: 4 },
		{ rating: 3.6, filled: 4, empty: 1 },
		{ rating: 9, filled: 5, empty: 0 },
		{ rating: -1, filled: 0, empty: 5 },
		{ rating: Number.NaN, filled: 0, empty: 5 },
	])('$rating -> $filled filled', ({ rating, filled, empty }) => {
		expect(ratingStars(rating)).toEqual({ filled, empty });
	});
});
