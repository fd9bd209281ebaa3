import { describe, expect, test } from 'vitest';
import { listingIndexPath } from '../../../src/lib/listing/listing-index.ts';

describe('listing index: one static JSON file per language and goal', () => {
	const cases = [
		{ locale: 'nl', goal: 'sale', expected: '/listing-index/nl-sale.json' },
		{ locale: 'fr', goal: 'rent', expected: '/listing-index/fr-rent.json' },
		{ locale: 'de', goal: 'sale', expected: '/listing-index/de-sale.json' },
	] as const;
	test.each(cases)('$locale $goal -> $expected', ({ locale, goal, expected }) => {
		expect(listingIndexPath(locale, goal)).toBe(expected);
	});
});
