/**
 * JSON-LD of a property detail page: a schema.org RealEstateListing whose offer names the price,
 * the currency (EUR), the availability and whether it is a sale or a lease, and whose offered item
 * is the home or place with its address and coordinates.
 *
 * Choices where the spec is silent:
 * - The address is what the page shows (spec §5): street, postcode, town and geo when PublishAddress
 *   is true; without it postcode and town only (no street, no geo), and no address at all when the
 *   site hides the city (`hideCity`, `shownLocation`).
 * - The price appears only where the page shows one (`publishedAmount`): published, a number and
 *   above 0; a page that says "on request" gives neither amount nor currency. A rent is a
 *   monthly price: its offer adds a UnitPriceSpecification (price, EUR, `unitCode` "MON", the
 *   UN/CEFACT code for a month), so a rent does not read as a sale price. A "starting from"
 *   price (PriceUnit 7, spec §5) is no exact price: the offer gives it as the `minPrice` of a
 *   PriceSpecification (`fromPriceOf`; a UnitPriceSpecification per month for a rent), with no
 *   `price`, as the page says "vanaf".
 * - Availability: for sale / for rent → InStock, under offer → LimitedAvailability, sold, rented
 *   and sold out → SoldOut. Business function: GoodRelations Sell or LeaseOut by Goal.
 * - Item type (`itemOf`): a home (WebID 1 Apartment, 2 and 8 House) is an Accommodation subtype,
 *   the only types schema.org gives `floorSize` and `numberOfBedrooms`; it carries the bedrooms and
 *   the living (or else total) surface as floorSize. Every other listing is a `Place` without them:
 *   Accommodation is "a place that can accommodate human beings" (hotel rooms, camping pitches),
 *   made for lodging, which an office, a shop, a business taken over, an investment building, a
 *   semi-industrial unit or a plot of land is not, and `Place`'s own `additionalProperty` validates
 *   for all of them. Their surfaces are PropertyValues (unitCode MTK, propertyID the surface's
 *   field, name its label in the page's language): land its plot area (ground, else total) only,
 *   never a floor size; a building its total, office, shop and ground surfaces where the export
 *   has them.
 */
import { landWebId } from '../../schemas/common.ts';
import type { Availability, Property } from '../../schemas/property.ts';
import { formatAddress } from '../domain/address.ts';
import { isForSale } from '../domain/goal.ts';
import { publishedAmount, startingFromPriceUnit } from '../domain/price.ts';

/** What the builder needs besides the listing. */
export type ListingPage = {
	url: string;
	name: string;
	description: string;
	images: readonly string[];
	inLanguage: string;
	/** The page's word before a box number (`bus`, `bte`, `box`, `Bfk.`), as its address line writes it. */
	boxLabel?: string;
	/** The page's labels of the surfaces a listing that is not a home publishes (`areaProperties`). */
	areaNames?: Partial<Record<AreaName, string>>;
	/** site.json's `hideCity`: an unpublished address then names no place; unset, it is taken as set, so no city the page hides is given. */
	hideCity?: boolean;
};

/** What a place's location is made of in the export (a listing's or a project's fields). */
type Located = { Zip: string; City: string; CountryID: number; Latitude?: number | null | undefined; Longitude?: number | null | undefined };

const availabilityOf: Record<Availability, string> = {
	for_sale: 'https://schema.org/InStock',
	for_rent: 'https://schema.org/InStock',
	under_offer: 'https://schema.org/LimitedAvailability',
	sold: 'https://schema.org/SoldOut',
	rented: 'https://schema.org/SoldOut',
	sold_out: 'https://schema.org/SoldOut',
};

/** The surfaces a listing that is not a home publishes as PropertyValues, by its page's label key. */
export type AreaName = 'surfaceTotal' | 'surfaceGround' | 'surfaceOffice' | 'surfaceStore';

/** The Accommodation subtype of a home, or null for a listing that is not one (spec §3 WebIDs). */
const homeTypeOf = (webId: number) => (webId === 1 ? 'Apartment' : webId === 2 || webId === 8 ? 'House' : null);

/**
 * The surfaces of a listing that is not a home, as `additionalProperty` entries: a plot's area for
 * land (ground, else total), the total, office, shop and ground surfaces of any other building.
 * @example areaProperties(land, {}) // => [{ '@type': 'PropertyValue', propertyID: 'surfaceGround', value: 705, unitCode: 'MTK' }]
 */
export function areaProperties(p: Pick<Property, 'WebID' | 'Details'>, names: Partial<Record<AreaName, string>>) {
	const d = p.Details;
	const areas: [AreaName, number | null | undefined][] =
		p.WebID === landWebId
			? [['surfaceGround', d.SurfaceGround ?? d.SurfaceTotal]]
			: [['surfaceTotal', d.SurfaceTotal ?? d.SurfaceLiving], ['surfaceOffice', d.SurfaceOffice], ['surfaceStore', d.SurfaceStore], ['surfaceGround', d.SurfaceGround]];
	return areas.flatMap(([id, value]) =>
		value != null && value > 0 ? [{ '@type': 'PropertyValue', propertyID: id, ...(names[id] ? { name: names[id] } : {}), value, unitCode: 'MTK' }] : [],
	);
}

/**
 * The offer's price of a "starting from" listing (PriceUnit 7, spec §5) as a minimum, a month's
 * for a rent (as `monthlyPrice`, so that it does not read as a sale price), or null for any other
 * listing.
 * @example fromPriceOf({ PriceUnit: 7, Goal: 0 }, 1500000) // => { priceSpecification: { '@type': 'PriceSpecification', minPrice: 1500000, priceCurrency: 'EUR' } }
 * @example fromPriceOf({ PriceUnit: 7, Goal: 1 }, 950).priceSpecification.unitCode // => 'MON'
 */
export function fromPriceOf(p: Pick<Property, 'PriceUnit' | 'Goal'>, price: number) {
	if (p.PriceUnit !== startingFromPriceUnit) return null;
	const minimum = { minPrice: price, priceCurrency: 'EUR' };
	return {
		priceSpecification: isForSale(p.Goal) ? { '@type': 'PriceSpecification', ...minimum } : { '@type': 'UnitPriceSpecification', ...minimum, unitCode: 'MON' },
	};
}

/** The offered item's type and the facts schema.org defines for that type. */
function itemOf(p: Property, page: ListingPage) {
	const home = homeTypeOf(p.WebID);
	if (home === null) {
		const areas = areaProperties(p, page.areaNames ?? {});
		return { '@type': 'Place', ...(areas.length > 0 ? { additionalProperty: areas } : {}) };
	}
	const living = p.Details.SurfaceLiving ?? p.Details.SurfaceTotal;
	return {
		'@type': home,
		...(p.Details.Bedrooms != null ? { numberOfBedrooms: p.Details.Bedrooms } : {}),
		...(living != null && living > 0 ? { floorSize: { '@type': 'QuantitativeValue', value: living, unitCode: 'MTK' } } : {}),
	};
}

const countryCode = (countryId: number) => (countryId === 50 ? 'LU' : 'BE');

/**
 * The address (its street part left out when empty) and, when known, the coordinates of a place
 * whose address is public, for the item a RealEstateListing offers.
 * @example placeLocation('Kerkstraat 12', { Zip: '9000', City: 'Gent', CountryID: 10 }).address.addressCountry // => 'BE'
 */
export function placeLocation(street: string, place: Located) {
	return {
		address: { '@type': 'PostalAddress', ...(street ? { streetAddress: street } : {}), postalCode: place.Zip, addressLocality: place.City, addressCountry: countryCode(place.CountryID) },
		...(place.Latitude != null && place.Longitude != null ? { geo: { '@type': 'GeoCoordinates', latitude: place.Latitude, longitude: place.Longitude } } : {}),
	};
}

/**
 * The location a page shows of a place (spec §5's address rule): its address and coordinates when
 * the address is published, its postcode and town only when it is not, nothing when the city is
 * hidden too (`hideCity`, taken as set when unset).
 * @example shownLocation(false, '', { Zip: '9000', City: 'Gent', CountryID: 10, Latitude: 51 }, false) // => { address: { '@type': 'PostalAddress', postalCode: '9000', addressLocality: 'Gent', addressCountry: 'BE' } }
 * @example shownLocation(false, '', { Zip: '9000', City: 'Gent', CountryID: 10 }, true) // => {}
 */
export function shownLocation(published: boolean, street: string, place: Located, hideCity = true): Partial<ReturnType<typeof placeLocation>> {
	if (published) return placeLocation(street, place);
	if (hideCity) return {};
	return { address: { '@type': 'PostalAddress', postalCode: place.Zip, addressLocality: place.City.trim(), addressCountry: countryCode(place.CountryID) } };
}

/**
 * A price per month, for a rent's offer.
 * @example monthlyPrice(950) // => { '@type': 'UnitPriceSpecification', price: 950, priceCurrency: 'EUR', unitCode: 'MON' }
 */
export const monthlyPrice = (price: number) => ({ '@type': 'UnitPriceSpecification', price, priceCurrency: 'EUR', unitCode: 'MON' });

/** The opening of a RealEstateListing: its type and the page's URL, name, description and language. */
export const listingHead = (page: Omit<ListingPage, 'images'>) => ({
	'@context': 'https://schema.org',
	'@type': 'RealEstateListing',
	url: page.url,
	name: page.name,
	description: page.description,
	inLanguage: page.inLanguage,
});

/**
 * Builds the RealEstateListing JSON-LD of a listing.
 * @example listingJsonLd(listing, page).offers.businessFunction // => 'http://purl.org/goodrelations/v1#Sell'
 */
export function listingJsonLd(p: Property, page: ListingPage) {
	const sale = isForSale(p.Goal);
	const street = formatAddress({ publishAddress: true, street: p.Street, houseNumber: p.HouseNumber, boxNr: p.BoxNr }, { hideCity: true, boxLabel: page.boxLabel });
	const { '@type': type, ...facts } = itemOf(p, page);
	const item = { '@type': type, name: page.name, ...shownLocation(p.PublishAddress, street, p, page.hideCity), ...facts };
	// The amount the page shows: none where it says "on request" (unpublished, missing, 0).
	const amount = publishedAmount({ publishPrice: p.PublishPrice, price: p.Price });
	const price = amount === null ? {} : (fromPriceOf(p, amount) ?? (sale ? { price: amount } : { price: amount, priceSpecification: monthlyPrice(amount) }));
	return {
		...listingHead(page),
		dateModified: p.UpdatedAt,
		identifier: p.RecordFile,
		...(page.images.length > 0 ? { image: [...page.images] } : {}),
		offers: {
			'@type': 'Offer',
			// A currency only beside a price: an unpublished price gives neither.
			...(amount === null ? {} : { ...price, priceCurrency: 'EUR' }),
			availability: availabilityOf[p.Availability.Status],
			businessFunction: `http://purl.org/goodrelations/v1#${sale ? 'Sell' : 'LeaseOut'}`,
			itemOffered: item,
		},
	};
}
