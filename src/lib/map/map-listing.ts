/**
 * What the build writes for the maps of the list and project pages (spec §7): a listing's map
 * entry from its record and its card (made once per list and language, so no page pays for it),
 * and the places of a project's map.
 */
import { publishedPoint } from '../detail/location.ts';
import { rentChargesText } from '../detail/rent-charges.ts';
import { isForRent } from '../domain/goal.ts';
import { formatPrice, publishedAmount } from '../domain/price.ts';
import type { BadgeStatus, CardView } from '../listing/card.ts';
import type { Property } from '../../schemas/property.ts';
import type { MapListing, MapPlace } from './list-map.ts';
import { isShown } from './markers.ts';

/** Translated texts around a price on the map (`charges` with `{{charges}}` for the amount). */
export type MapPriceTexts = { startingFrom: string; perMonth: string; charges: string };

/**
 * The price a map popup shows: the site's price rule, only when published ('' otherwise, and for a
 * price of 0 or one that cannot be formatted, which the cards give "on request"); a rent gets the
 * per-month suffix and its monthly charges, as on the cards.
 * @example mapPrice({ Goal: 1, PublishPrice: true, Price: 950, Financial: { ChargesRenter: 75 } }, { startingFrom: 'vanaf', perMonth: '/maand', charges: '+ {{charges}} lasten per maand' }) // => '€\u00a0950/maand + €\u00a075 lasten per maand'
 * @example mapPrice({ Goal: 0, PublishPrice: false, Price: 350000 }, texts) // => ''
 */
export function mapPrice(p: Pick<Property, 'Goal' | 'PublishPrice' | 'Price' | 'PriceUnit' | 'Financial'>, texts: MapPriceTexts): string {
	const fields = { publishPrice: p.PublishPrice, price: p.Price, priceUnit: p.PriceUnit };
	const text = formatPrice(fields, { startingFrom: texts.startingFrom });
	if (publishedAmount(fields) === null || text === null || text === 'NaN') return '';
	if (!isForRent(p.Goal)) return text;
	const charges = rentChargesText(p, texts.charges);
	return charges === null ? `${text}${texts.perMonth}` : `${text}${texts.perMonth} ${charges}`;
}

/** The fields of a listing record a map entry is made from. */
export type MapSource = Pick<Property, 'Goal' | 'PublishPrice' | 'Price' | 'PriceUnit' | 'Financial' | 'PublishAddress' | 'Latitude' | 'Longitude' | 'Marquee'>;

/** The texts of a list map's entries: around a price, and the states that stand in for it. */
export type MapEntryTexts = MapPriceTexts & { states: Readonly<Record<BadgeStatus, string>> };

/**
 * The map entry of a listing of a list: id, city, zip and types from its card (the list's own, so
 * the map and the filter agree); with a published address also its point, title (with its language
 * when it falls back to Dutch), price, page path and marquee. A listing sold, rented, under offer
 * or sold out gives its state where the others give their price, as its card's badge and a
 * project map's unit do. Without a published address, nothing of where it is, not even rounded
 * (the address rule).
 */
export function mapListingOf(p: MapSource, card: Pick<CardView, 'id' | 'title' | 'titleLang' | 'path' | 'city' | 'zip' | 'webIds' | 'status'>, texts: MapEntryTexts): MapListing {
	const key = { id: card.id, city: card.city, zip: card.zip, webIds: card.webIds };
	const point = publishedPoint(p);
	if (!point) return key;
	const price = card.status === null ? mapPrice(p, texts) : texts.states[card.status];
	return { ...key, title: card.title, ...(card.titleLang ? { lang: card.titleLang } : {}), price, path: card.path, marquee: p.Marquee ?? null, lat: point.lat, lng: point.lon };
}

/** A unit of a project as its map reads it: its row of the units table and its listing record, if any. */
export type ProjectMapUnit = {
	id: number;
	title: string;
	/** The language tag of a title that falls back to Dutch. */
	titleLang?: string | undefined;
	/** The unit's page in the page language; null when it has none. */
	path: string | null;
	/** The price of its row (the price rule with the unit's price; 'on request' when unpublished). */
	price: string | null;
	/** The state of a unit no longer on offer ("Verkocht", "Onder optie"); null for one on offer. */
	state: string | null;
	listing: Pick<Property, 'PublishAddress' | 'Latitude' | 'Longitude' | 'PublishPrice' | 'Marquee'> | undefined;
};

/** The project itself, for its own marker (`titleLang`: the tag of a title that falls back to Dutch). */
export type ProjectMapSource = { ID: number; Title: string; titleLang?: string | undefined; PublicAddress: boolean; Latitude?: number | null | undefined; Longitude?: number | null | undefined };

/**
 * The places of a project's map: its units with a published point and a page, each with its price
 * or, once it is no longer on offer, its state; when the frame would draw none of them (none placed,
 * or the site's `ignoredMarquees` hide every one), the project itself when its address is public,
 * else none (no map). `units` counts the units for the info line (`shown`: those the frame draws;
 * `unplaced`: those without a point).
 */
export function projectMapPlaces(
	project: ProjectMapSource,
	projectPage: { path: string; price: string | null },
	units: readonly ProjectMapUnit[],
	ignoredMarquees: readonly number[] = [],
): { places: MapPlace[]; units: { shown: number; total: number; unplaced: number } } {
	const places: MapPlace[] = [];
	for (const unit of units) {
		const point = unit.listing ? publishedPoint(unit.listing) : null;
		if (!point || !unit.path || !unit.listing) continue;
		// A unit sold, rented or under offer says so where the others give their price, as its row does.
		const price = unit.state ?? (unit.listing.PublishPrice && unit.price !== null && unit.price !== 'NaN' ? unit.price : '');
		places.push({ id: unit.id, title: unit.title, ...(unit.titleLang ? { lang: unit.titleLang } : {}), lat: point.lat, lng: point.lon, price, path: unit.path, marquee: unit.listing.Marquee ?? null });
	}
	// The frame leaves out a marker whose marquee the site ignores: decide on those it draws.
	const shown = places.filter((place) => isShown(place, ignoredMarquees)).length;
	const counts = { shown, total: units.length, unplaced: units.length - places.length };
	if (shown > 0) return { places, units: counts };
	const own = publishedPoint({ PublishAddress: project.PublicAddress, Latitude: project.Latitude, Longitude: project.Longitude });
	if (!own) return { places: [], units: counts };
	return {
		places: [{ id: `project-${project.ID}`, title: project.Title, ...(project.titleLang ? { lang: project.titleLang } : {}), lat: own.lat, lng: own.lon, price: projectPage.price ?? '', path: projectPage.path, marquee: null }],
		units: counts,
	};
}
