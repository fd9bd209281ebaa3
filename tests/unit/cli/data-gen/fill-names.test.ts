import { describe, expect, test } from 'vitest';
import { composeListingText } from '../../../../src/cli/data-gen/listing-text.ts';
import { fillNames } from '../../../../src/cli/data-gen/fill-names.ts';
import { createRandom } from '../../../../src/cli/data-gen/random.ts';
import type { ListingFacts } from '../../../../src/cli/data-gen/text-types.ts';

describe('fillNames: French demo texts elide "de", "que", "le" and "la" before a vowel (the UI translator\'s rule)', () => {
	const cases = [
		{ rule: 'de + vowel elides', template: 'Au centre de {city}, nous proposons', city: 'Uccle', locale: 'fr', expected: 'Au centre d’Uccle, nous proposons' },
		{ rule: 'de + accented vowel elides', template: 'les commodités de {city}.', city: 'Écaussinnes', locale: 'fr', expected: 'les commodités d’Écaussinnes.' },
		{ rule: 'de + y elides', template: 'un quartier résidentiel de {city}.', city: 'Ypres', locale: 'fr', expected: 'un quartier résidentiel d’Ypres.' },
		{ rule: 'que + vowel elides', template: 'plus calme que {city}', city: 'Ixelles', locale: 'fr', expected: 'plus calme qu’Ixelles' },
		{ rule: 'the capital De at the start elides', template: 'De {city} à Bruxelles', city: 'Anvers', locale: 'fr', expected: 'D’Anvers à Bruxelles' },
		{ rule: 'an aspirated h keeps de', template: 'Gare de {city}', city: 'Hasselt', locale: 'fr', expected: 'Gare de Hasselt' },
		{ rule: 'a consonant keeps de', template: 'Gare de {city}', city: 'Namur', locale: 'fr', expected: 'Gare de Namur' },
		{ rule: 'à is no elidable word', template: 'un immeuble à {city}', city: 'Anvers', locale: 'fr', expected: 'un immeuble à Anvers' },
		{ rule: '"de" inside a word is no elidable word', template: 'Résidence de{city}', city: 'Arlon', locale: 'fr', expected: 'Résidence deArlon' },
		{ rule: 'Dutch never elides', template: 'Station {city}, buurt van de {city}', city: 'Aalst', locale: 'nl', expected: 'Station Aalst, buurt van de Aalst' },
		{ rule: 'English never elides', template: 'the centre of {city}, le {city}', city: 'Ath', locale: 'en', expected: 'the centre of Ath, le Ath' },
	] as const;
	test.each(cases)('$rule', ({ template, city, locale, expected }) => {
		expect(fillNames(template, { city }, locale)).toBe(expected);
	});

	test('fills every placeholder and leaves an unknown one visible', () => {
		expect(fillNames('Accès {road} près de {city} ({x})', { road: 'E411', city: 'Arlon' }, 'fr')).toBe('Accès E411 près d’Arlon ({x})');
	});
});

describe('composeListingText writes "d’" before a French city that starts with a vowel', () => {
	const facts: ListingFacts = {
		kind: 'office',
		goal: 'sale',
		city: { nl: 'Elsene', fr: 'Ixelles', en: 'Ixelles', de: 'Ixelles' },
		bedrooms: 0,
		livingArea: 240,
		plotArea: 0,
		gardenArea: 0,
		terraceArea: 0,
		floor: 0,
		constructionYear: 1995,
		units: 0,
		grossYield: 4.5,
		frontWidth: 8,
		features: ['nearStation', 'parking'],
	};
	test.each(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'])('seed %s', (seed) => {
		const { description } = composeListingText(createRandom(seed), facts);
		expect(description.fr).not.toMatch(/(^|\s)(de|que|le|la) Ixelles/i);
		expect(description.nl).toContain('Elsene');
	});
});
