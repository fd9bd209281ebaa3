/**
 * What the location block of a listing reveals (spec §5 address rule) and the map links.
 *
 * Choices where the spec is silent:
 * - With PublishAddress true: the coordinates are shown, a 'Show map' button loads an
 *   OpenStreetMap embed centred on them with a marker, and a link opens openstreetmap.org.
 * - With PublishAddress false: no coordinates appear anywhere in the page (not even rounded);
 *   only the municipality is named, with a link to an OpenStreetMap search for it. When the site
 *   also hides the city, the block is left out.
 * - With PublishAddress true but no coordinates in the export: no map, and no word of an address
 *   kept back (it is published, in the attributes); the link searches OpenStreetMap for it.
 * - The embed shows about 1 km around the point (±0.006° latitude, ±0.01° longitude).
 */
import type { Property } from '../../schemas/property.ts';

/** The location block: an exact point, a published address without a point, only the municipality, or nothing. */
export type LocationView =
	| { kind: 'point'; lat: number; lon: number; embedUrl: string; linkUrl: string }
	| { kind: 'address'; linkUrl: string }
	| { kind: 'municipality'; name: string; linkUrl: string };

const osm = 'https://www.openstreetmap.org';

/** Rounds a coordinate to 6 decimals (about 10 cm) for URLs. */
const six = (n: number) => Number(n.toFixed(6));

/**
 * Builds the OpenStreetMap embed URL of a point, with a marker.
 * @example osmEmbedUrl(50.8, 4.4) // => 'https://www.openstreetmap.org/export/embed.html?bbox=4.39%2C50.794%2C4.41%2C50.806&layer=mapnik&marker=50.8%2C4.4'
 */
export function osmEmbedUrl(lat: number, lon: number): string {
	const bbox = [six(lon - 0.01), six(lat - 0.006), six(lon + 0.01), six(lat + 0.006)].join(',');
	const query = new URLSearchParams({ bbox, layer: 'mapnik', marker: `${six(lat)},${six(lon)}` });
	return `${osm}/export/embed.html?${query.toString()}`;
}

/**
 * The point a listing may show on a map: its coordinates when its address is published, else null
 * (the address rule; the one rule for the location block and the maps of the list and project pages).
 * @example publishedPoint({ PublishAddress: false, Latitude: 51.05, Longitude: 3.72 }) // => null
 */
export function publishedPoint(p: { PublishAddress: boolean; Latitude?: number | null | undefined; Longitude?: number | null | undefined }): { lat: number; lon: number } | null {
	const { Latitude: lat, Longitude: lon } = p;
	return p.PublishAddress && lat != null && lon != null ? { lat, lon } : null;
}

/**
 * What the location block shows for a listing, or null when nothing may be shown.
 * @example locationOf({ PublishAddress: false, Zip: '9000', City: 'Gent', CountryName: 'België' }, { hideCity: false })
 * // => { kind: 'municipality', name: '9000 Gent', linkUrl: 'https://www.openstreetmap.org/search?query=9000+Gent%2C+Belgi%C3%AB' }
 */
export function locationOf(
	p: Pick<Property, 'PublishAddress' | 'Latitude' | 'Longitude' | 'Street' | 'HouseNumber' | 'Zip' | 'City' | 'CountryName'>,
	options: { hideCity: boolean },
): LocationView | null {
	const point = publishedPoint(p);
	if (point) {
		const { lat, lon } = point;
		const linkUrl = `${osm}/?mlat=${six(lat)}&mlon=${six(lon)}#map=17/${six(lat)}/${six(lon)}`;
		return { kind: 'point', lat, lon, embedUrl: osmEmbedUrl(lat, lon), linkUrl };
	}
	if (!p.PublishAddress && options.hideCity) return null;
	const name = `${p.Zip} ${p.City}`;
	const search = (place: string) => `${osm}/search?${new URLSearchParams({ query: `${place}, ${p.CountryName}` }).toString()}`;
	const street = `${p.Street} ${p.HouseNumber}`.trim();
	if (p.PublishAddress && street !== '') return { kind: 'address', linkUrl: search(`${street}, ${name}`) };
	return { kind: 'municipality', name, linkUrl: search(name) };
}
