import { describe, expect, test } from 'vitest';
import { agentJsonLd, internationalPhone, servedAreas } from '../../../src/lib/seo/agent-jsonld.ts';

describe('home JSON-LD RealEstateAgent: name, address, telephone, email, url, logo, areaServed', () => {
	test('builds the agent from the agency in the page language', () => {
		expect(
			agentJsonLd({
				name: 'Immo Drieland',
				legalName: 'Immo Drieland BV',
				street: 'Rue du Bailli',
				houseNumber: '42',
				zip: '1050',
				city: 'Ixelles',
				country: 'BE',
				phone: '026401234',
				email: 'info@immo-drieland.example',
				url: 'https://x.be/fr/',
				logo: 'https://x.be/logo.svg',
				areas: ['Bruxelles', 'Luxembourg'],
			}),
		).toEqual({
			'@context': 'https://schema.org',
			'@type': 'RealEstateAgent',
			name: 'Immo Drieland',
			legalName: 'Immo Drieland BV',
			url: 'https://x.be/fr/',
			logo: 'https://x.be/logo.svg',
			image: 'https://x.be/logo.svg',
			telephone: '+3226401234',
			email: 'info@immo-drieland.example',
			address: { '@type': 'PostalAddress', streetAddress: 'Rue du Bailli 42', postalCode: '1050', addressLocality: 'Ixelles', addressCountry: 'BE' },
			areaServed: [
				{ '@type': 'AdministrativeArea', name: 'Bruxelles' },
				{ '@type': 'AdministrativeArea', name: 'Luxembourg' },
			],
		});
	});

	test.each([
		{ raw: '026401234', expected: '+3226401234' },
		{ raw: '0475 12 34 56', expected: '+32475123456' },
		{ raw: '+352 26 12 34', expected: '+352261234' },
		{ raw: '0032 2 640 12 34', expected: '+3226401234' },
		{ raw: '26401234', expected: '26401234' },
	])('phone $raw -> $expected', ({ raw, expected }) => {
		expect(internationalPhone(raw)).toBe(expected);
	});

	test.each([
		{ listings: [{ Zip: '9000', CountryID: 10 }, { Zip: '1050', CountryID: 10 }], expected: ['brussels', 'flanders'] },
		{ listings: [{ Zip: '4000', CountryID: 10 }, { Zip: '1450', CountryID: 50 }], expected: ['wallonia', 'luxembourg'] },
		{ listings: [{ Zip: '0500', CountryID: 10 }, { Zip: '1000', CountryID: 99 }], expected: [] },
	])('spec §9 regions by postcode and country: $expected', ({ listings, expected }) => {
		expect(servedAreas(listings)).toEqual(expected);
	});
});
