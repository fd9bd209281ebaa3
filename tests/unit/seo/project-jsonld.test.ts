import { describe, expect, test } from 'vitest';
import { itemListJsonLd } from '../../../src/lib/seo/item-list.ts';
import { priceBounds, projectJsonLd } from '../../../src/lib/seo/project-jsonld.ts';
import type { Project } from '../../../src/schemas/catalogue.ts';

const project: Project = {
	ID: 501,
	Language: 'nl',
	Goal: 0,
	Title: 'Residentie Parkzicht',
	Description: 'Nieuwbouw aan het park.',
	City: 'Leuven',
	Zip: '3000',
	WebID: 1,
	WebIDName: 'Appartement',
	Photos: [],
	PriceMin: 220000,
	PriceMax: 570000,
	PublicAddress: true,
	Street: 'Parkstraat',
	HouseNumber: '10',
	CountryID: 10,
	CountryName: 'België',
	Latitude: 50.8798,
	Longitude: 4.7005,
	Units: [
		{ PropertyID: 1127, Floor: 0, Price: 220000, Sold: false },
		{ PropertyID: 1128, Floor: 1, Price: 350000, Sold: false },
		{ PropertyID: 1129, Floor: 2, Price: 570000, Sold: false },
	],
};
const page = { url: 'https://x.be/project/501/', name: 'Residentie Parkzicht', description: 'Nieuwbouw aan het park.', images: ['https://x.be/a.jpg'], inLanguage: 'nl-BE', availableUnits: 3 };

describe('project JSON-LD: RealEstateListing with an aggregate offer (price range, EUR, units available, sell/lease)', () => {
	test('a project of apartments for sale with a public address', () => {
		expect(projectJsonLd(project, page)).toEqual({
			'@context': 'https://schema.org',
			'@type': 'RealEstateListing',
			url: page.url,
			name: 'Residentie Parkzicht',
			description: 'Nieuwbouw aan het park.',
			inLanguage: 'nl-BE',
			image: ['https://x.be/a.jpg'],
			offers: {
				'@type': 'AggregateOffer',
				lowPrice: 220000,
				highPrice: 570000,
				priceCurrency: 'EUR',
				offerCount: 3,
				availability: 'https://schema.org/InStock',
				businessFunction: 'http://purl.org/goodrelations/v1#Sell',
				itemOffered: {
					'@type': 'ApartmentComplex',
					name: 'Residentie Parkzicht',
					address: { '@type': 'PostalAddress', streetAddress: 'Parkstraat 10', postalCode: '3000', addressLocality: 'Leuven', addressCountry: 'BE' },
					geo: { '@type': 'GeoCoordinates', latitude: 50.8798, longitude: 4.7005 },
				},
			},
		});
	});

	test.each<{ case: string; change: Partial<Project>; page: Partial<typeof page>; expected: object }>([
		{ case: 'hidden address: no address, no geo', change: { PublicAddress: false }, page: {}, expected: { itemOffered: { '@type': 'ApartmentComplex', name: 'Residentie Parkzicht' } } },
		{ case: 'houses in Luxembourg', change: { WebID: 2, CountryID: 50 }, page: {}, expected: { itemOffered: { '@type': 'Residence', address: { addressCountry: 'LU' } } } },
		{ case: 'a project of offices is a Place, not a Residence', change: { WebID: 4 }, page: {}, expected: { itemOffered: { '@type': 'Place' } } },
		{ case: 'a project of land is a Place', change: { WebID: 7 }, page: {}, expected: { itemOffered: { '@type': 'Place' } } },
		{
			case: 'for rent: the range per month, so it does not read as a sale price',
			change: { Goal: 1, PriceMin: 1675, PriceMax: 2425 },
			page: {},
			expected: {
				lowPrice: 1675,
				highPrice: 2425,
				priceSpecification: { '@type': 'UnitPriceSpecification', minPrice: 1675, maxPrice: 2425, priceCurrency: 'EUR', unitCode: 'MON' },
				businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
			},
		},
		{ case: 'every unit sold', change: {}, page: { availableUnits: 0 }, expected: { offerCount: 0, availability: 'https://schema.org/SoldOut' } },
	])('$case', ({ change, page: pageChange, expected }) => {
		expect(projectJsonLd({ ...project, ...change }, { ...page, ...pageChange }).offers).toMatchObject(expected);
	});

	test.each([
		{ case: 'the prices of the available units, not a sold unit\'s', offered: [480000, 380000], expected: { lowPrice: 380000, highPrice: 480000 } },
		{ case: 'one available unit', offered: [380000], expected: { lowPrice: 380000, highPrice: 380000 } },
	])('lowPrice and highPrice of the offers counted: $case', ({ offered, expected }) => {
		expect(projectJsonLd(project, { ...page, availableUnits: offered.length, offeredPrices: offered }).offers).toMatchObject(expected);
	});

	test.each([
		{ box: undefined, label: undefined, expected: 'Parkstraat 10' },
		{ box: '3', label: 'bus', expected: 'Parkstraat 10 bus 3' },
		{ box: 'A', label: 'boîte', expected: 'Parkstraat 10 boîte A' },
	])('the street is written as the page writes it, its box number ($box) included', ({ box, label, expected }) => {
		const item = projectJsonLd({ ...project, BoxNr: box }, { ...page, hideCity: false, boxLabel: label }).offers.itemOffered as { address: { streetAddress: string } };
		expect(item.address.streetAddress).toBe(expected);
	});

	test('no available unit with a published price: the offer has no prices, whatever the project\'s range', () => {
		const offers = projectJsonLd(project, { ...page, availableUnits: 0, offeredPrices: [] }).offers;
		expect(offers).not.toHaveProperty('lowPrice');
		expect(offers).not.toHaveProperty('highPrice');
		expect(offers).not.toHaveProperty('priceCurrency');
	});

	test.each([
		{ rule: 'the page shows postcode and town: so does the address, without street and geo', hideCity: false, expected: { '@type': 'ApartmentComplex', name: 'Residentie Parkzicht', address: { '@type': 'PostalAddress', postalCode: '3000', addressLocality: 'Leuven', addressCountry: 'BE' } } },
		{ rule: 'the site hides the city too: no address', hideCity: true, expected: { '@type': 'ApartmentComplex', name: 'Residentie Parkzicht' } },
		{ rule: 'no hideCity given: taken as set, so no address', hideCity: undefined, expected: { '@type': 'ApartmentComplex', name: 'Residentie Parkzicht' } },
	])('PublicAddress false (spec §5), $rule', ({ hideCity, expected }) => {
		const ld = projectJsonLd({ ...project, PublicAddress: false }, { ...page, ...(hideCity === undefined ? {} : { hideCity }) });
		expect(ld.offers.itemOffered).toEqual(expected);
	});

	test('no price range: the offer has no prices', () => {
		const offers = projectJsonLd({ ...project, PriceMin: 0, PriceMax: 0 }, page).offers;
		expect(offers).not.toHaveProperty('lowPrice');
		expect(offers).not.toHaveProperty('highPrice');
		expect(offers).not.toHaveProperty('priceSpecification');
		expect(offers).not.toHaveProperty('priceCurrency');
	});

	test.each<{ rule: string; change: Partial<Project>; expected: object }>([
		{ rule: 'with its PriceMin–PriceMax on offer: InStock at that range', change: {}, expected: { lowPrice: 220000, highPrice: 570000, priceCurrency: 'EUR', availability: 'https://schema.org/InStock' } },
		{ rule: 'without a range ("price on request" on its page): InStock, no prices', change: { PriceMin: 0, PriceMax: 0 }, expected: { availability: 'https://schema.org/InStock' } },
	])('a project whose export lists no units has no offerCount and is not sold out, as its page offers it: $rule', ({ change, expected }) => {
		const offers = projectJsonLd({ ...project, ...change, Units: [] }, { ...page, availableUnits: 0 }).offers;
		expect(offers).toMatchObject(expected);
		expect(offers).not.toHaveProperty('offerCount');
	});

	test('a project for sale has no price per month', () => {
		expect(projectJsonLd(project, page).offers).not.toHaveProperty('priceSpecification');
	});

	test.each([
		{ min: 220000, max: 570000, expected: { lowPrice: 220000, highPrice: 570000 } },
		{ min: 0, max: 570000, expected: { lowPrice: 570000, highPrice: 570000 } },
		{ min: 570000, max: 220000, expected: { lowPrice: 220000, highPrice: 570000 } },
		{ min: 0, max: 0, expected: null },
	])('price bounds of $min and $max', ({ min, max, expected }) => {
		expect(priceBounds({ PriceMin: min, PriceMax: max })).toEqual(expected);
	});
});

describe('item list JSON-LD: the pages a page lists, at their place in the whole list', () => {
	test('the second page of a list of 13', () => {
		expect(itemListJsonLd(['https://x.be/property/13/'], 13, 12)).toEqual({
			'@context': 'https://schema.org',
			'@type': 'ItemList',
			numberOfItems: 13,
			itemListElement: [{ '@type': 'ListItem', position: 13, url: 'https://x.be/property/13/' }],
		});
	});

	test('a whole list', () => {
		expect(itemListJsonLd(['https://x.be/a/', 'https://x.be/b/']).itemListElement.map((item) => [item.position, item.url])).toEqual([
			[1, 'https://x.be/a/'],
			[2, 'https://x.be/b/'],
		]);
	});
});
