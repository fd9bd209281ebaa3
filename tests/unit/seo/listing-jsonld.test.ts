import { describe, expect, test } from 'vitest';
import { listingJsonLd } from '../../../src/lib/seo/listing-jsonld.ts';
import type { Property } from '../../../src/schemas/property.ts';
import { makeProperty } from '../detail/fixture.ts';

const page = { url: 'https://x.be/property/1/', name: 'Woning', description: 'Een woning.', images: ['https://x.be/a.jpg'], inLanguage: 'nl-BE' };

describe('listing JSON-LD: RealEstateListing with an offer (price, EUR, availability, sell/lease)', () => {
	test('a published house for sale', () => {
		const ld = listingJsonLd(makeProperty({ BoxNr: '3', Details: { Bedrooms: 3, SurfaceLiving: 180 } }), page);
		expect(ld).toEqual({
			'@context': 'https://schema.org',
			'@type': 'RealEstateListing',
			url: page.url,
			name: 'Woning',
			description: 'Een woning.',
			inLanguage: 'nl-BE',
			dateModified: '2026-07-29',
			identifier: 'REF-1',
			image: ['https://x.be/a.jpg'],
			offers: {
				'@type': 'Offer',
				price: 350000,
				priceCurrency: 'EUR',
				availability: 'https://schema.org/InStock',
				businessFunction: 'http://purl.org/goodrelations/v1#Sell',
				itemOffered: {
					'@type': 'House',
					name: 'Woning',
					address: { '@type': 'PostalAddress', streetAddress: 'Kerkstraat 12 bus 3', postalCode: '9000', addressLocality: 'Gent', addressCountry: 'BE' },
					geo: { '@type': 'GeoCoordinates', latitude: 51.05, longitude: 3.72 },
					numberOfBedrooms: 3,
					floorSize: { '@type': 'QuantitativeValue', value: 180, unitCode: 'MTK' },
				},
			},
		});
	});

	test.each([
		{ boxLabel: 'bte', expected: 'Kerkstraat 12 bte 3' },
		{ boxLabel: 'Bfk.', expected: 'Kerkstraat 12 Bfk. 3' },
		{ boxLabel: undefined, expected: 'Kerkstraat 12 bus 3' },
	])('the street address writes the box number with the page\'s word ($boxLabel), as its address line does', ({ boxLabel, expected }) => {
		const ld = listingJsonLd(makeProperty({ BoxNr: '3' }), { ...page, ...(boxLabel === undefined ? {} : { boxLabel }) });
		expect(ld.offers.itemOffered).toMatchObject({ address: { streetAddress: expected } });
	});

	const cases = [
		{ status: 'for_rent', goal: 1, availability: 'InStock', fn: 'LeaseOut' },
		{ status: 'under_offer', goal: 0, availability: 'LimitedAvailability', fn: 'Sell' },
		{ status: 'sold', goal: 0, availability: 'SoldOut', fn: 'Sell' },
		{ status: 'rented', goal: 1, availability: 'SoldOut', fn: 'LeaseOut' },
		{ status: 'sold_out', goal: 0, availability: 'SoldOut', fn: 'Sell' },
	] as const;
	test.each(cases)('$status -> $availability, $fn', ({ status, goal, availability, fn }) => {
		const ld = listingJsonLd(makeProperty({ Goal: goal, Availability: { Status: status } }), page);
		expect(ld.offers.availability).toBe(`https://schema.org/${availability}`);
		expect(ld.offers.businessFunction).toBe(`http://purl.org/goodrelations/v1#${fn}`);
	});

	test.each([
		{ rule: 'the page shows postcode and town: so does the address, without street and geo', hideCity: false, address: { '@type': 'PostalAddress', postalCode: '9000', addressLocality: 'Gent', addressCountry: 'BE' } },
		{ rule: 'the site hides the city too: no address', hideCity: true, address: undefined },
		{ rule: 'no hideCity given: taken as set, so no address', hideCity: undefined, address: undefined },
	])('PublishAddress false (spec §5), $rule', ({ hideCity, address }) => {
		const ld = listingJsonLd(makeProperty({ PublishAddress: false }), { ...page, ...(hideCity === undefined ? {} : { hideCity }) });
		expect((ld.offers.itemOffered as Record<string, unknown>).address).toEqual(address);
		expect(ld.offers.itemOffered).not.toHaveProperty('geo');
		expect(JSON.stringify(ld)).not.toContain('Kerkstraat');
	});

	test('a published address is given whole whatever hideCity says', () => {
		expect(listingJsonLd(makeProperty({}), { ...page, hideCity: true }).offers.itemOffered).toMatchObject({ address: { streetAddress: 'Kerkstraat 12', postalCode: '9000', addressLocality: 'Gent' }, geo: { latitude: 51.05 } });
	});

	const periods = [
		{ rule: 'a rent is a price per month (UnitPriceSpecification, unitCode MON)', goal: 1, status: 'for_rent', publish: true, spec: { '@type': 'UnitPriceSpecification', price: 1550, priceCurrency: 'EUR', unitCode: 'MON' } },
		{ rule: 'a rented listing keeps its rent\'s period', goal: 1, status: 'rented', publish: true, spec: { '@type': 'UnitPriceSpecification', price: 1550, priceCurrency: 'EUR', unitCode: 'MON' } },
		{ rule: 'a sale price has no period', goal: 0, status: 'for_sale', publish: true, spec: undefined },
		{ rule: 'a rent on request has no price and no period', goal: 1, status: 'for_rent', publish: false, spec: undefined },
	] as const;
	test.each(periods)('$rule', ({ goal, status, publish, spec }) => {
		const offers = listingJsonLd(makeProperty({ Goal: goal, Availability: { Status: status }, PublishPrice: publish, Price: 1550 }), page).offers;
		expect((offers as Record<string, unknown>).priceSpecification).toEqual(spec);
		expect((offers as Record<string, unknown>).price).toBe(publish ? 1550 : undefined);
	});

	test('no price when PublishPrice is false', () => {
		expect(listingJsonLd(makeProperty({ PublishPrice: false }), page).offers).not.toHaveProperty('price');
		// Nor a currency without a price.
		expect(listingJsonLd(makeProperty({ PublishPrice: false }), page).offers).not.toHaveProperty('priceCurrency');
		expect(listingJsonLd(makeProperty({ PublishPrice: true }), page).offers).toHaveProperty('priceCurrency', 'EUR');
	});

	test('apartment type and Luxembourg country', () => {
		const ld = listingJsonLd(makeProperty({ WebID: 1, CountryID: 50 }), page);
		expect(ld.offers.itemOffered['@type']).toBe('Apartment');
		expect(ld.offers.itemOffered.address?.addressCountry).toBe('LU');
	});

	const mtk = (propertyID: string, value: number) => ({ '@type': 'PropertyValue', propertyID, value, unitCode: 'MTK' });
	test.each<{ rule: string; WebID: Property['WebID']; Details: Property['Details']; expected: object }>([
		{ rule: 'an apartment is an Accommodation (Apartment) with bedrooms and floorSize', WebID: 1, Details: { Bedrooms: 2, SurfaceLiving: 101, SurfaceTotal: 116 }, expected: { '@type': 'Apartment', numberOfBedrooms: 2, floorSize: { '@type': 'QuantitativeValue', value: 101, unitCode: 'MTK' } } },
		{ rule: 'an exceptional property is a House', WebID: 8, Details: { SurfaceTotal: 400 }, expected: { '@type': 'House', floorSize: { '@type': 'QuantitativeValue', value: 400, unitCode: 'MTK' } } },
		{ rule: 'land is a Place with its plot area as a PropertyValue, never a floorSize', WebID: 7, Details: { SurfaceTotal: 705, SurfaceGround: 705 }, expected: { '@type': 'Place', additionalProperty: [mtk('surfaceGround', 705)] } },
		{ rule: 'land without a ground surface gives its total as the plot area', WebID: 7, Details: { SurfaceTotal: 900 }, expected: { '@type': 'Place', additionalProperty: [mtk('surfaceGround', 900)] } },
		{ rule: 'offices are a Place with their surfaces as PropertyValues', WebID: 4, Details: { SurfaceTotal: 254, SurfaceOffice: 221 }, expected: { '@type': 'Place', additionalProperty: [mtk('surfaceTotal', 254), mtk('surfaceOffice', 221)] } },
		{ rule: 'an investment building is a Place without numberOfBedrooms', WebID: 5, Details: { Bedrooms: 6, SurfaceTotal: 559, SurfaceLiving: 486, SurfaceGround: 525 }, expected: { '@type': 'Place', additionalProperty: [mtk('surfaceTotal', 559), mtk('surfaceGround', 525)] } },
		{ rule: 'a semi-industrial unit without surfaces is a bare Place', WebID: 6, Details: {}, expected: { '@type': 'Place' } },
	])('item type and its facts: $rule', ({ WebID, Details, expected }) => {
		const item = listingJsonLd(makeProperty({ WebID, Details, PublishAddress: false }), page).offers.itemOffered;
		expect(item).toEqual({ name: 'Woning', ...expected });
	});

	test('the surfaces of a Place are named in the page language when the page gives the labels', () => {
		const item = listingJsonLd(makeProperty({ WebID: 7, Details: { SurfaceGround: 705 } }), { ...page, areaNames: { surfaceGround: 'Grondoppervlakte' } }).offers.itemOffered;
		expect(item).toMatchObject({ additionalProperty: [{ '@type': 'PropertyValue', propertyID: 'surfaceGround', name: 'Grondoppervlakte', value: 705, unitCode: 'MTK' }] });
	});

	test.each([
		{ rule: 'PriceUnit 7 ("vanaf", spec §5): the price is a minimum, not an exact price', PriceUnit: 7, expected: { priceSpecification: { '@type': 'PriceSpecification', minPrice: 350000, priceCurrency: 'EUR' } }, absent: 'price' },
		{ rule: 'any other price unit: an exact price', PriceUnit: 1, expected: { price: 350000 }, absent: 'priceSpecification' },
		{ rule: 'no price unit: an exact price', PriceUnit: undefined, expected: { price: 350000 }, absent: 'priceSpecification' },
		{ rule: 'PriceUnit 7 on a rent: a minimum per month (MON), not a sale price', PriceUnit: 7, Goal: 1, Price: 950, expected: { priceSpecification: { '@type': 'UnitPriceSpecification', minPrice: 950, priceCurrency: 'EUR', unitCode: 'MON' } }, absent: 'price' },
		{ rule: 'a published price of 0 is "on request" on the page: no amount, no currency', PriceUnit: undefined, Price: 0, expected: {}, absent: 'priceCurrency' },
		{ rule: 'a published "starting from" price of 0: no minimum either', PriceUnit: 7, Price: 0, expected: {}, absent: 'priceSpecification' },
	])('offer price: $rule', ({ PriceUnit, Goal = 0, Price = 350000, expected, absent }) => {
		const offers = listingJsonLd(makeProperty({ PriceUnit, Goal, Price }), page).offers;
		expect(offers).toMatchObject(expected);
		expect(offers).not.toHaveProperty(absent);
	});

	test('a hidden "starting from" price stays hidden', () => {
		expect(JSON.stringify(listingJsonLd(makeProperty({ PriceUnit: 7, PublishPrice: false }), page))).not.toContain('350000');
	});
});
