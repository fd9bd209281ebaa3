import { describe, expect, test } from 'vitest';
import { locationOf, osmEmbedUrl } from '../../../src/lib/detail/location.ts';
import { makeProperty } from './fixture.ts';

describe('spec §5 address rule on the map: coordinates only with PublishAddress, else only the municipality', () => {
	test('a published address gives the point, an OpenStreetMap embed and a link out', () => {
		const view = locationOf(makeProperty({ Latitude: 50.877876, Longitude: 4.38744 }), { hideCity: false });
		expect(view).toEqual({
			kind: 'point',
			lat: 50.877876,
			lon: 4.38744,
			embedUrl: 'https://www.openstreetmap.org/export/embed.html?bbox=4.37744%2C50.871876%2C4.39744%2C50.883876&layer=mapnik&marker=50.877876%2C4.38744',
			linkUrl: 'https://www.openstreetmap.org/?mlat=50.877876&mlon=4.38744#map=17/50.877876/4.38744',
		});
	});

	test('an unpublished address names the municipality and carries no coordinates', () => {
		const view = locationOf(makeProperty({ PublishAddress: false, Latitude: 51.05, Longitude: 3.72 }), { hideCity: false });
		expect(view).toEqual({ kind: 'municipality', name: '9000 Gent', linkUrl: 'https://www.openstreetmap.org/search?query=9000+Gent%2C+Belgi%C3%AB' });
		expect(JSON.stringify(view)).not.toContain('51.05');
	});

	test('an unpublished address with hideCity shows no location', () => {
		expect(locationOf(makeProperty({ PublishAddress: false }), { hideCity: true })).toBeNull();
	});

	test('a published address without coordinates: no map, no word of a kept-back address, a search for the address', () => {
		expect(locationOf(makeProperty({ Latitude: null, Longitude: null }), { hideCity: false })).toEqual({
			kind: 'address',
			linkUrl: 'https://www.openstreetmap.org/search?query=Kerkstraat+12%2C+9000+Gent%2C+Belgi%C3%AB',
		});
	});

	test('a published address without a street and without coordinates falls back on the municipality', () => {
		expect(locationOf(makeProperty({ Latitude: null, Longitude: null, Street: ' ', HouseNumber: '' }), { hideCity: false })?.kind).toBe('municipality');
	});

	test('embed bbox is about 1 km around the point', () => {
		expect(osmEmbedUrl(50.8, 4.4)).toBe('https://www.openstreetmap.org/export/embed.html?bbox=4.39%2C50.794%2C4.41%2C50.806&layer=mapnik&marker=50.8%2C4.4');
	});
});
