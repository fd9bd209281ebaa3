/**
 * The message a page posts to the map frame (spec §7: property list, map type, message info,
 * custom marker and ignored marquee list), made from what the page shows: the listings of a list
 * page after the visitor's filter, or the units of a project. Pure and small: the list page's
 * script runs it in the browser each time the filter changes, without the frame's reader
 * (`message.ts`, valibot).
 *
 * Choices where the spec is silent:
 * - A list page's map shows the whole list after the filter (every page of it, not the twelve
 *   cards of the page in view), as the filtered list does.
 * - Only a listing whose address is published has a point (the address rule, `publishedPoint`);
 *   the others stay off the map and the info line says so. Listings with an ignored marquee are
 *   sent with their marquee: the frame leaves them out, the info line counts what it draws.
 * - The price is the site's price rule, shown only when published; an unpublished price or one
 *   that cannot be formatted leaves the popup without a price (no "on request" text).
 * - Without map settings in the site config: a roadmap, the frame's own pin, no ignored marquee.
 * - The info line writes its counts as the page's language writes numbers ("alle 1.234 panden").
 */
import { localeInfo, type Locale } from '../../../i18n/locales.ts';
import { formatCount } from '../intl/formats.ts';
import type { Goal } from '../domain/goal.ts';
import { applyFilter, type ListingFilter } from '../listing/filter.ts';
import { isShown } from './markers.ts';
import { mapMessageType, type MapType } from './message-type.ts';

/** What the filter matches a listing of the map file on (its id, city, zip and types). */
export type MapListingKey = { id: number; city: string; zip: string; webIds: number[] };

/**
 * A listing of a list as the map reads it: what the filter matches and, when its address is
 * published, where it is and its popup. A listing without a point carries nothing more: it only
 * counts in the info line.
 */
export type MapListing = MapListingKey | (MapListingKey & { title: string; lang?: string; price: string; path: string; marquee: number | null; lat: number; lng: number });

/**
 * The map file of one list and language: what the map needs once the visitor opens it, kept out of
 * the list page's HTML: the map settings, the info line's texts and the listings in list order.
 */
export type MapPointsFile = { locale: Locale; goal: Goal; settings: MapSettings; texts: MapInfoTexts; items: MapListing[] };

/** Folder of the map files in the built site. */
export const mapPointsFolder = '/map-points';

/**
 * The URL of the map file of one language and goal (written once at build, fetched when a visitor opens the map).
 * @example mapPointsPath('fr', 'rent') // => '/map-points/fr-rent.json'
 */
export function mapPointsPath(locale: Locale, goal: Goal): string {
	return `${mapPointsFolder}/${locale}-${goal}.json`;
}

/** One property in the message, as the frame reads it (`MapPropertySchema`). */
export type MapPlace = { id: number | string; title: string; lang?: string; city?: string; lat: number; lng: number; price: string; path: string; marquee: number | null };

/** The map settings of the site config, every part filled in. */
export type MapSettings = { mapType: MapType; customMarker: string | null; ignoredMarquees: number[] };

/** The settings without any in the site config: a roadmap, the frame's own pin, every marquee shown. */
export const defaultMapSettings: MapSettings = { mapType: 'roadmap', customMarker: null, ignoredMarquees: [] };

/**
 * The map settings of the site config (`site.json` `map`), with the defaults for what it leaves out.
 * @example mapSettingsOf({ ignoredMarquees: [3] }) // => { mapType: 'roadmap', customMarker: null, ignoredMarquees: [3] }
 */
export function mapSettingsOf(
	config: { type?: MapType | null | undefined; customMarker?: string | null | undefined; ignoredMarquees?: readonly number[] | null | undefined } | null | undefined,
): MapSettings {
	return {
		mapType: config?.type ?? defaultMapSettings.mapType,
		customMarker: config?.customMarker?.trim() || null,
		ignoredMarquees: [...new Set(config?.ignoredMarquees ?? [])],
	};
}

/** The message the page posts. */
export type OutgoingMapMessage = {
	type: typeof mapMessageType;
	properties: MapPlace[];
	mapType: MapType;
	info: { text: string; language: Locale };
	customMarker: string | null;
	ignoredMarquees: number[];
};

/**
 * The info line's texts in the page language: `all`, `single` and `some` with {{total}} and
 * {{shown}}; `singleOff` when the list's one listing is not drawn and `none` when none of several
 * is; `unplaced` is added when some have no published address.
 */
export type MapInfoTexts = { all: string; single: string; some: string; singleOff: string; none: string; unplaced: string };

/** The info line's counts: how many the frame draws, how many the page shows, how many have no published address. */
export type MapCounts = { shown: number; total: number; unplaced: number };

/** A count in the language's number format, or in plain digits when no language is given. */

/**
 * The info line of the map: how many of the page's listings the frame draws ('' for an empty
 * list), its counts in the number format of `lang` (the page's BCP-47 tag).
 * @example mapInfoText({ shown: 3, total: 3, unplaced: 0 }, { all: 'All {{total}}.', single: 'The one.', some: '{{shown}} of {{total}}.', singleOff: 'The one is off.', none: 'None of {{total}}.', unplaced: 'Some have no address.' }) // => 'All 3.'
 */
export function mapInfoText(counts: MapCounts, texts: MapInfoTexts, lang: string): string {
	const fill = (text: string) => text.replace('{{total}}', formatCount(counts.total, lang)).replace('{{shown}}', formatCount(counts.shown, lang));
	if (counts.total === 0) return '';
	const main =
		counts.shown === 0
			? counts.total === 1
				? texts.singleOff
				: texts.none
			: counts.shown === counts.total
				? counts.total === 1
					? texts.single
					: texts.all
				: texts.some;
	return counts.unplaced > 0 ? `${fill(main)} ${texts.unplaced}` : fill(main);
}

/** The number of places the frame draws: those without an ignored marquee. */
export const shownCount = (places: readonly MapPlace[], settings: MapSettings) => places.filter((p) => isShown(p, settings.ignoredMarquees)).length;

/** The message of a set of places, with its settings, info line and language. */
export function mapMessage(places: MapPlace[], settings: MapSettings, info: { text: string; language: Locale }): OutgoingMapMessage {
	return {
		type: mapMessageType,
		properties: places,
		mapType: settings.mapType,
		info,
		customMarker: settings.customMarker,
		ignoredMarquees: [...settings.ignoredMarquees],
	};
}

/** The place of a listing with a published point, else null. */
export function placeOf(listing: MapListing): MapPlace | null {
	if (!('lat' in listing)) return null;
	const { id, title, lang, city, lat, lng, price, path, marquee } = listing;
	return { id, title, ...(lang ? { lang } : {}), city, lat, lng, price, path, marquee };
}

/**
 * The message of a list page (spec §7): the listings the list shows after the visitor's filter,
 * those with a published point, in list order; the info line counts them against the list.
 */
export function listMapMessage(
	listings: readonly MapListing[],
	filter: ListingFilter,
	options: { settings: MapSettings; language: Locale; texts: MapInfoTexts },
): OutgoingMapMessage {
	const listed = applyFilter(listings, filter);
	const places = listed.flatMap((listing) => placeOf(listing) ?? []);
	const counts = { shown: shownCount(places, options.settings), total: listed.length, unplaced: listed.length - places.length };
	return mapMessage(places, options.settings, { text: mapInfoText(counts, options.texts, localeInfo[options.language].lang), language: options.language });
}
