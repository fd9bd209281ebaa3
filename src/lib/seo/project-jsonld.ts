/**
 * JSON-LD of a project page: a schema.org RealEstateListing whose aggregate offer gives the
 * project's price range, currency (EUR), the number of units still available and whether they are
 * sold or let, and whose offered item is the development with its address and coordinates.
 *
 * Choices where the spec is silent:
 * - The address is what the page shows (spec §5's rule, `shownLocation`): street, postcode, town
 *   and geo when PublicAddress is true; postcode and town only when it is false, and nothing when
 *   the site hides the city too (`hideCity`). The place's type
 *   (`developmentTypeOf`) is ApartmentComplex for a project of apartments (WebID 1), Residence ("the
 *   place where a person lives") for one of houses or exceptional homes (2, 8), and Place for any
 *   other (offices, shops, business, investment, semi-industrial, land), where no one lives.
 * - lowPrice and highPrice are those of the offers counted in offerCount: the published prices of
 *   the available units (`offeredPrices`), so a sold unit's price is not the top of the offer;
 *   none when no available unit has a published price. A page that gives no unit prices falls
 *   back on the project's range (PriceMin or PriceMax above 0), as the page shows it
 *   (`priceRange`); a range of one price gives it as both ends.
 * - A project for rent gives its range per month as well (a UnitPriceSpecification with unit
 *   code MON), so it does not read as a sale price.
 * - Availability: InStock while a unit is available, SoldOut when none is. A project whose export
 *   lists no units has no units to count: no offerCount, and InStock, as its page offers it with its
 *   PriceMin–PriceMax (or "price on request") and no unit count (`projectPrice`, `unitCountKey`).
 */
import type { Project } from '../../schemas/catalogue.ts';
import { isForSale } from '../domain/goal.ts';
import { formatAddress } from '../domain/address.ts';
import { listingHead, shownLocation } from './listing-jsonld.ts';

/** What the builder needs besides the project. */
export type ProjectPage = {
	url: string;
	name: string;
	description: string;
	images: readonly string[];
	inLanguage: string;
	/** The units still available (`availableUnits`); unused for a project that lists none. */
	availableUnits: number;
	/** The published prices of the available units (`offeredPrices`); without it, the project's range. */
	offeredPrices?: readonly number[];
	/** site.json's `hideCity`: an unpublished address then names no place; unset, it is taken as set. */
	hideCity?: boolean;
	/** The word before a box number ("bus", "boîte"), as the page writes the street. */
	boxLabel?: string;
};

/**
 * The lowest and highest price of a project, or null when it gives none.
 * @example priceBounds({ PriceMin: 0, PriceMax: 570000 }) // => { lowPrice: 570000, highPrice: 570000 }
 */
export function priceBounds(project: Pick<Project, 'PriceMin' | 'PriceMax'>): { lowPrice: number; highPrice: number } | null {
	const prices = [project.PriceMin, project.PriceMax].filter((price) => Number.isFinite(price) && price > 0);
	if (prices.length === 0) return null;
	return { lowPrice: Math.min(...prices), highPrice: Math.max(...prices) };
}

/** The lowest and highest of some prices, or null without any. */
function boundsOf(prices: readonly number[]): { lowPrice: number; highPrice: number } | null {
	return prices.length === 0 ? null : { lowPrice: Math.min(...prices), highPrice: Math.max(...prices) };
}

/**
 * The schema.org type of a development by its type's WebID (spec §3).
 * @example developmentTypeOf(4) // => 'Place'
 */
export const developmentTypeOf = (webId: number) => (webId === 1 ? 'ApartmentComplex' : webId === 2 || webId === 8 ? 'Residence' : 'Place');

/**
 * Builds the RealEstateListing JSON-LD of a project.
 * @example projectJsonLd(project, page).offers['@type'] // => 'AggregateOffer'
 */
export function projectJsonLd(project: Project, page: ProjectPage) {
	// The street as the page writes it, box number included (as a listing's, `listingJsonLd`).
	const street = formatAddress({ publishAddress: true, street: project.Street, houseNumber: project.HouseNumber, boxNr: project.BoxNr }, { hideCity: true, boxLabel: page.boxLabel });
	const place = {
		'@type': developmentTypeOf(project.WebID),
		name: page.name,
		...shownLocation(project.PublicAddress, street, project, page.hideCity),
	};
	const unitless = project.Units.length === 0;
	const bounds = (page.offeredPrices ? boundsOf(page.offeredPrices) : priceBounds(project)) ?? null;
	// A project for rent gives its range per month, as its page and a rental's offer do.
	const monthly = bounds && !isForSale(project.Goal) ? { priceSpecification: { '@type': 'UnitPriceSpecification', minPrice: bounds.lowPrice, maxPrice: bounds.highPrice, priceCurrency: 'EUR', unitCode: 'MON' } } : {};
	return {
		...listingHead(page),
		...(page.images.length > 0 ? { image: [...page.images] } : {}),
		offers: {
			'@type': 'AggregateOffer',
			// A currency only beside a price, as a listing's offer gives it.
			...(bounds ? { ...bounds, priceCurrency: 'EUR' } : {}),
			...monthly,
			...(unitless ? {} : { offerCount: page.availableUnits }),
			availability: unitless || page.availableUnits > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
			businessFunction: `http://purl.org/goodrelations/v1#${isForSale(project.Goal) ? 'Sell' : 'LeaseOut'}`,
			itemOffered: place,
		},
	};
}
