import { describe, expect, test } from 'vitest';
import { kindBanks, composeListingText } from '../../../../src/cli/data-gen/listing-text.ts';
import { boundaryValues } from '../../../../src/cli/data-gen/energy.ts';
import { createRandom } from '../../../../src/cli/data-gen/random.ts';
import type { ListingFacts, PropertyKind } from '../../../../src/cli/data-gen/text-types.ts';
import { floorName } from '../../../../src/cli/data-gen/text-types.ts';

const facts = (kind: PropertyKind): ListingFacts => ({
	kind,
	goal: 'sale',
	city: { nl: 'Luik', fr: 'Liège', en: 'Liège', de: 'Lüttich' },
	bedrooms: 2,
	livingArea: 95,
	plotArea: 400,
	gardenArea: 120,
	terraceArea: 12,
	floor: 2,
	constructionYear: 1998,
	units: 4,
	grossYield: 4.5,
	frontWidth: 7,
	features: ['garden', 'terrace', 'nearStation', 'renovated'],
});

describe('composeListingText', () => {
	test.each(Object.keys(kindBanks) as PropertyKind[])(
		'writes 2 to 5 sentences for a %s in nl, fr and en, none in de',
		(kind) => {
			const text = composeListingText(createRandom(kind), facts(kind));
			for (const locale of ['nl', 'fr', 'en'] as const) {
				const sentences = text.description[locale].split(/(?<=[.!?])\s/);
				expect(sentences.length).toBeGreaterThanOrEqual(2);
				expect(sentences.length).toBeLessThanOrEqual(5);
				expect(text.title[locale].length).toBeGreaterThan(0);
				expect(text.description[locale]).not.toMatch(/lorem|undefined|NaN/i);
			}
			expect(text.description.fr).toContain('Liège');
			expect(text.title.de).toBe('');
			expect(text.description.de).toBe('');
		},
	);
});

describe('floorName', () => {
	test.each([
		{ floor: 0, locale: 'en', expected: 'the ground floor' },
		{ floor: 1, locale: 'fr', expected: 'au 1er étage' },
		{ floor: 3, locale: 'en', expected: 'the 3rd floor' },
		{ floor: 4, locale: 'nl', expected: 'de 4e verdieping' },
	] as const)('names floor $floor in $locale as $expected', ({ floor, locale, expected }) => {
		expect(floorName(floor, locale)).toBe(expected);
	});
});

describe('boundaryValues', () => {
	test.each([
		{ region: 'flanders', count: 18, first: [-1, 0, 1, 99, 100, 101] },
		{ region: 'brussels', count: 37, first: [-1, 0, 1, 23, 24, 45] },
		{ region: 'wallonia', count: 24, first: [-1, 0, 1, 44, 45, 46] },
	] as const)('gives $count values around the $region band edges', ({ region, count, first }) => {
		const values = boundaryValues(region);
		expect(values.length).toBe(count);
		expect(values.slice(0, first.length)).toEqual(first);
	});
});
