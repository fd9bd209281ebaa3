/**
 * What the map frame draws from a message: which properties get a marker (those with a marquee
 * on the ignored list are left out), the view that shows them, safe links and marker images,
 * and the tiles of the map type.
 */
import type { Locale } from '../../../i18n/locales.ts';
import { labelled, punctuationOf } from '../intl/punctuation.ts';
import type { MapMessage, MapProperty, MapType } from './message.ts';

/** A marker to draw: the property, its link (null when unsafe), its popup's title and its accessible name. */
export type MapMarker = { id: string; lat: number; lng: number; title: string; lang: string | null; price: string; href: string | null; name: string };

/**
 * A marker's accessible name (its `title` and `alt`): the title with the city and the price, so
 * that markers of listings sharing a title ("Instapklaar appartement") tell themselves apart.
 * @example markerName({ title: 'Appartement', city: 'Gent', price: '€ 250.000' }) // => 'Appartement, Gent, € 250.000'
 */
export function markerName(p: { title: string; city: string; price: string }): string {
	return [p.title, p.city, p.price].map((part) => part.trim()).filter((part) => part !== '').join(', ');
}

/** South-west and north-east corners as [lat, lng] pairs. */
export type Bounds = [[number, number], [number, number]];

/** How the map opens: fitted to the markers, or centred at a zoom level. */
export type MapView = { kind: 'fit'; bounds: Bounds } | { kind: 'center'; center: [number, number]; zoom: number };

/** Centre of Belgium and Luxembourg, for a map without markers. */
export const defaultCenter: [number, number] = [50.5, 4.9];

/** Zoom that shows Belgium and Luxembourg whole. */
export const defaultZoom = 7;

/** The view of a map without markers. */
export const defaultView: MapView = { kind: 'center', center: defaultCenter, zoom: defaultZoom };

/** Zoom for a single marker: its street. */
export const singleMarkerZoom = 15;

/**
 * A link the frame may follow: a path of the site itself, never another origin or a script URL.
 * @example safePath('/property/1001/', 'https://a.be') // => '/property/1001/'
 * @example safePath('javascript:alert(1)', 'https://a.be') // => null
 */
export function safePath(path: string, origin: string): string | null {
	let url: URL;
	try {
		url = new URL(path, origin);
	} catch {
		return null;
	}
	if (url.origin !== origin || !/^(\/(?!\/)|https?:)/i.test(path.trim())) return null;
	return url.pathname + url.search + url.hash;
}

/**
 * A custom marker image the frame may show: a path of the site, an https URL or an image data URL.
 * @example safeMarkerUrl('/images/pin.svg', 'https://a.be') // => 'https://a.be/images/pin.svg'
 */
export function safeMarkerUrl(url: string | null, origin: string): string | null {
	if (!url) return null;
	if (/^data:image\/(png|gif|jpeg|webp);base64,[a-z0-9+/=]+$/i.test(url)) return url;
	try {
		const parsed = new URL(url, origin);
		return parsed.origin === origin || parsed.protocol === 'https:' ? parsed.href : null;
	} catch {
		return null;
	}
}

/** Whether a property is drawn: its marquee is not on the ignored list. */
export const isShown = (property: Pick<MapProperty, 'marquee'>, ignored: readonly number[]) =>
	property.marquee === null || !ignored.includes(property.marquee);

/** The markers of a message, in its order, one per property id. */
export function mapMarkers(message: MapMessage, origin: string): MapMarker[] {
	const seen = new Set<string>();
	const markers: MapMarker[] = [];
	for (const p of message.properties) {
		const id = String(p.id);
		if (!isShown(p, message.ignoredMarquees) || seen.has(id)) continue;
		seen.add(id);
		markers.push({ id, lat: p.lat, lng: p.lng, title: p.title, lang: p.lang ?? null, price: p.price, href: safePath(p.path, origin), name: markerName(p) });
	}
	return markers;
}

/**
 * Markers on one spot: the units of one building, or two listings at one published address. They
 * share one pin, whose popup lists each of them; pins drawn on top of each other could not be told
 * apart by a click, and the one below could not be reached at all.
 */
export type MapSpot = { lat: number; lng: number; markers: MapMarker[] };

/** The key of a spot: the point to five decimals (about a metre). */
const spotKey = (m: { lat: number; lng: number }) => `${m.lat.toFixed(5)},${m.lng.toFixed(5)}`;

/**
 * The markers grouped by spot, each spot where its first marker stands and in that marker's order.
 * @example mapSpots([a, b, c]).map((s) => s.markers.length) // => [2, 1] when a and c share a point
 */
export function mapSpots(markers: readonly MapMarker[]): MapSpot[] {
	const spots = new Map<string, MapSpot>();
	for (const marker of markers) {
		const key = spotKey(marker);
		const spot = spots.get(key);
		if (spot) spot.markers.push(marker);
		else spots.set(key, { lat: marker.lat, lng: marker.lng, markers: [marker] });
	}
	return [...spots.values()];
}

/**
 * The accessible name of a spot's pin: its one marker's name, or how many it holds and each name,
 * with the language's colon and semicolons (French "3 biens à cet endroit : A ; B ; C").
 * @example spotName({ lat: 51, lng: 4, markers: [a, b] }, '{{count}} panden op deze plek', 'nl') // => '2 panden op deze plek: Loft, Gent, € 1; Studio, Gent, € 2'
 */
export function spotName(spot: MapSpot, severalText: string, locale: Locale): string {
	if (spot.markers.length === 1) return spot.markers[0]!.name;
	const names = spot.markers.map((m) => m.name).join(`${punctuationOf(';', locale)} `);
	return labelled(severalText.replace('{{count}}', String(spot.markers.length)), names, locale);
}

/**
 * The smallest box around the markers, null without markers.
 * @example markerBounds([{ lat: 51, lng: 4 }, { lat: 50, lng: 5 }]) // => [[50, 4], [51, 5]]
 */
export function markerBounds(points: readonly { lat: number; lng: number }[]): Bounds | null {
	if (points.length === 0) return null;
	const lats = points.map((p) => p.lat);
	const lngs = points.map((p) => p.lng);
	return [
		[Math.min(...lats), Math.min(...lngs)],
		[Math.max(...lats), Math.max(...lngs)],
	];
}

/** The view that shows every marker: the default without one, the street for one, fitted for more. */
export function mapView(points: readonly { lat: number; lng: number }[]): MapView {
	const bounds = markerBounds(points);
	if (!bounds) return defaultView;
	const [[south, west], [north, east]] = bounds;
	if (south === north && west === east) return { kind: 'center', center: [south, west], zoom: singleMarkerZoom };
	return { kind: 'fit', bounds };
}

/** The OpenStreetMap tile server (also named in the CSP img-src). */
export const tileOrigin = 'https://tile.openstreetmap.org';

/** The tile layer of a map type, null for a plain background. */
export function tileLayerOf(mapType: MapType): { url: string; attribution: string } | null {
	if (mapType === 'plain') return null;
	const copyright = '<a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener">OpenStreetMap</a>';
	return { url: `${tileOrigin}/{z}/{x}/{y}.png`, attribution: `© ${copyright}` };
}
