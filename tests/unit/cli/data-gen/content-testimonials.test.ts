import { describe, expect, test } from 'vitest';
import { couple, family, nameIn } from '../../../../src/cli/data-gen/content-testimonials.ts';
import { renderTestimonials } from '../../../../src/cli/data-gen/render-content.ts';

describe('demo testimonials: a client’s name joins and calls a family in the record’s language', () => {
	test.each([
		{ locale: 'nl', couple: 'An en Pieter V.', family: 'Familie Renard' },
		{ locale: 'fr', couple: 'An et Pieter V.', family: 'Famille Renard' },
		{ locale: 'en', couple: 'An and Pieter V.', family: 'Renard family' },
		{ locale: 'de', couple: 'An und Pieter V.', family: 'Familie Renard' },
	] as const)('$locale: $couple, $family', ({ locale, couple: joined, family: named }) => {
		expect(nameIn({ name: couple('An', 'Pieter', 'V.') }, locale)).toBe(joined);
		expect(nameIn({ name: family('Renard') }, locale)).toBe(named);
		expect(nameIn({ name: 'Marc L.' }, locale)).toBe('Marc L.');
	});

	const foreign = { nl: / (et|and|und) |Famille/, fr: / (en|and|und) |Famili/, en: / (en|et|und) |Famil/, de: / (en|et|and) |Famille/ };
	test.each(['nl', 'fr', 'en', 'de'] as const)('no %s record names a client with another language’s word', (locale) => {
		const names = renderTestimonials().filter((r) => r.Language === locale).map((r) => r.Name);
		expect(names.filter((name) => foreign[locale].test(name))).toEqual([]);
	});
});
