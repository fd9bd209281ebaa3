import { describe, expect, test } from 'vitest';
import { agentJsonLd, internationalPhone, servedAreas, socialProfiles } from '../../../src/lib/seo/agent-jsonld.ts';

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

describe('RealEstateAgent sameAs: the agency\'s profiles from the header links (site.json headerLinks)', () => {
	test.each([
		{ rule: 'a published link to a web address is a profile', links: [{ link: 'https://www.facebook.com/x', status: 'Published' }], expected: ['https://www.facebook.com/x'] },
		{ rule: 'phone and mail links are not', links: [{ link: 'tel:+3226401234', status: 'Published' }, { link: 'mailto:a@b.be', status: 'Published' }], expected: [] },
		{ rule: 'a draft link is not', links: [{ link: 'https://www.youtube.com/@x', status: 'Draft' }], expected: [] },
		{ rule: 'each profile once', links: [{ link: 'https://www.linkedin.com/company/x', status: 'Published' }, { link: 'https://www.linkedin.com/company/x', status: 'Published' }], expected: ['https://www.linkedin.com/company/x'] },
	])('$rule', ({ links, expected }) => {
		expect(socialProfiles(links)).toEqual(expected);
	});

	test('the agent carries them as sameAs, and no sameAs without any', () => {
		const input = { name: 'A', street: 'S', houseNumber: '1', zip: '1000', city: 'Brussel', country: 'BE', phone: '02', email: 'a@b.be', url: 'https://x.be/', logo: 'https://x.be/l.svg', areas: [] };
		expect(agentJsonLd({ ...input, sameAs: ['https://www.facebook.com/x'] }).sameAs).toEqual(['https://www.facebook.com/x']);
		expect(agentJsonLd(input)).not.toHaveProperty('sameAs');
		expect(agentJsonLd(input)).not.toHaveProperty('openingHoursSpecification');
	});
});
