import { describe, expect, test } from 'vitest';
import { markerCountText, mapMessageType, parseMapMessage, type MapMessage, type MapStrings } from '../../../src/lib/map/message.ts';
import { defaultView, mapMarkers, mapSpots, markerName, mapView, spotName, markerBounds, safeMarkerUrl, safePath, tileLayerOf } from '../../../src/lib/map/markers.ts';
import { writtenCounts } from '../support/written-counts.ts';

const origin = 'https://www.immo.example';
const property = (id: number, extra: object = {}) => ({ id, title: `House ${id}`, city: 'Gent', lat: 51 + id / 100, lng: 4 + id / 100, price: '€ 250.000', path: `/property/${id}/`, marquee: null, ...extra });
const message = (extra: object = {}) => parseMapMessage({ type: mapMessageType, properties: [property(1), property(2)], ...extra })!;

describe('spec §7 map frame: reading the posted message', () => {
	test('a full message is read', () => {
		const read = parseMapMessage({
			type: mapMessageType,
			properties: [property(1, { marquee: 2 })],
			mapType: 'plain',
			info: { text: '2 properties in Gent', language: 'fr' },
			customMarker: '/pin.png',
			ignoredMarquees: [3],
		});
		expect(read).toEqual({
			properties: [property(1, { marquee: 2 })],
			mapType: 'plain',
			info: { text: '2 properties in Gent', language: 'fr' },
			customMarker: '/pin.png',
			ignoredMarquees: [3],
		} satisfies MapMessage);
	});

	test.each([
		{ rule: 'not an object', data: 'hello' },
		{ rule: 'another message type', data: { type: 'other', properties: [] } },
		{ rule: 'no property list', data: { type: mapMessageType } },
	])('ignored: $rule', ({ data }) => {
		expect(parseMapMessage(data)).toBeNull();
	});

	test.each([
		{ rule: 'missing coordinates', bad: { lat: undefined } },
		{ rule: 'latitude out of range', bad: { lat: 91 } },
		{ rule: 'longitude not a number', bad: { lng: 'east' } },
		{ rule: 'no path', bad: { path: undefined } },
	])('a property with $rule is dropped, the others stay', ({ bad }) => {
		const read = parseMapMessage({ type: mapMessageType, properties: [property(1, bad), property(2)] })!;
		expect(read.properties.map((p) => p.id)).toEqual([2]);
	});

	test('coordinates written as text are read as numbers; defaults fill the rest', () => {
		const read = parseMapMessage({ type: mapMessageType, properties: [{ id: 'a', title: 'X', lat: '50.85', lng: '4.35', path: '/x/' }], mapType: 'satellite' })!;
		expect(read.properties[0]).toMatchObject({ lat: 50.85, lng: 4.35, price: '', marquee: null });
		expect(read.mapType).toBe('roadmap');
		expect(read).toMatchObject({ customMarker: null, ignoredMarquees: [], info: { text: '', language: null } });
	});
});

describe('spec §7 map frame: which markers are drawn', () => {
	test.each([
		{ rule: 'every property without an ignored marquee', ignored: [], marquees: [null, 1, 2, 3], drawn: ['1', '2', '3', '4'] },
		{ rule: 'ignored marquees are left out', ignored: [2, 3], marquees: [null, 1, 2, 3], drawn: ['1', '2'] },
		{ rule: 'a property without marquee is never ignored', ignored: [1, 2, 3, 4], marquees: [null, 1, 2, 3], drawn: ['1'] },
	])('$rule', ({ ignored, marquees, drawn }) => {
		const read = parseMapMessage({ type: mapMessageType, properties: marquees.map((marquee, i) => property(i + 1, { marquee })), ignoredMarquees: ignored })!;
		expect(mapMarkers(read, origin).map((m) => m.id)).toEqual(drawn);
	});

	test('one marker per property id', () => {
		expect(mapMarkers(message({ properties: [property(1), property(1), property(2)] }), origin)).toHaveLength(2);
	});

	test('a marker keeps its title, price and safe link, and is named by title, city and price', () => {
		expect(mapMarkers(message(), origin)[0]).toEqual({ id: '1', lat: 51.01, lng: 4.01, title: 'House 1', lang: null, price: '€ 250.000', href: '/property/1/', name: 'House 1, Gent, € 250.000' });
	});

	test.each([
		{ lang: 'nl-BE', expected: 'nl-BE' },
		{ lang: undefined, expected: null },
		{ lang: '"><img src=x>', expected: undefined },
	])('a title\'s language $lang is kept as a language tag, nothing else', ({ lang, expected }) => {
		const read = parseMapMessage({ type: mapMessageType, properties: [{ ...property(1), lang }] });
		expect(read && mapMarkers(read, origin)[0]?.lang).toBe(expected);
	});

	test.each([
		{ title: 'Instapklaar appartement', city: 'Gent', price: '€ 250.000', expected: 'Instapklaar appartement, Gent, € 250.000' },
		{ title: 'Instapklaar appartement', city: 'Leuven', price: '€ 250.000', expected: 'Instapklaar appartement, Leuven, € 250.000' },
		{ title: 'Villa', city: '', price: '€ 900.000', expected: 'Villa, € 900.000' },
		{ title: 'Villa', city: 'Uccle', price: '', expected: 'Villa, Uccle' },
		{ title: ' Villa ', city: ' ', price: ' ', expected: 'Villa' },
	])('spec §7 marker name of "$title" in "$city" at "$price": $expected', ({ title, city, price, expected }) => {
		expect(markerName({ title, city, price })).toBe(expected);
	});

	test.each([
		{ path: '/fr/a-vendre/gent/huis/1/', href: '/fr/a-vendre/gent/huis/1/' },
		{ path: `${origin}/property/1/?x=1`, href: '/property/1/?x=1' },
		{ path: 'javascript:alert(1)', href: null },
		{ path: '//evil.example/x', href: null },
		{ path: 'https://evil.example/x', href: null },
		{ path: 'property/1/', href: null },
	])('link of $path: $href', ({ path, href }) => {
		expect(safePath(path, origin)).toBe(href);
	});

	test.each([
		{ url: null, safe: null },
		{ url: '/images/pin.svg', safe: `${origin}/images/pin.svg` },
		{ url: 'https://cdn.example/pin.png', safe: 'https://cdn.example/pin.png' },
		{ url: 'http://cdn.example/pin.png', safe: null },
		{ url: 'javascript:alert(1)', safe: null },
		{ url: 'data:image/png;base64,iVBORw0KGgo=', safe: 'data:image/png;base64,iVBORw0KGgo=' },
		{ url: 'data:image/svg+xml,<svg onload=alert(1)>', safe: null },
	])('custom marker $url: $safe', ({ url, safe }) => {
		expect(safeMarkerUrl(url, origin)).toBe(safe);
	});
});

describe('spec §7 map frame: listings on one spot share one pin', () => {
	const spotsOf = (properties: object[]) => mapSpots(mapMarkers(parseMapMessage({ type: mapMessageType, properties })!, origin));
	const at = (id: number, lat: number, lng: number) => property(id, { lat, lng });

	test.each([
		{ rule: 'apart: a pin each', places: [at(1, 51, 4), at(2, 51.001, 4)], groups: [['1'], ['2']] },
		{ rule: 'the same point: one pin for both', places: [at(1, 51, 4), at(2, 51, 4)], groups: [['1', '2']] },
		{ rule: 'within a metre: one pin', places: [at(1, 51.000001, 4.000002), at(2, 51.000003, 4)], groups: [['1', '2']] },
		{ rule: 'ten metres apart: two pins', places: [at(1, 51, 4), at(2, 51.0001, 4)], groups: [['1'], ['2']] },
		{ rule: 'a spot keeps the order of its first listing', places: [at(1, 51, 4), at(2, 50, 5), at(3, 51, 4)], groups: [['1', '3'], ['2']] },
	])('$rule', ({ places, groups }) => {
		expect(spotsOf(places).map((spot) => spot.markers.map((m) => m.id))).toEqual(groups);
	});

	test('a pin stands where its first listing does', () => {
		expect(spotsOf([at(1, 51.000001, 4), at(2, 51.000003, 4)]).map(({ lat, lng }) => [lat, lng])).toEqual([[51.000001, 4]]);
	});

	test.each([
		{ rule: 'one listing: its own name', places: [at(1, 51, 4)], locale: 'nl', name: 'House 1, Gent, € 250.000' },
		{
			rule: 'several: how many, then each name',
			places: [at(1, 51, 4), property(2, { lat: 51, lng: 4, title: 'Studio', price: '' })],
			locale: 'nl',
			name: '2 panden op deze plek: House 1, Gent, € 250.000; Studio, Gent',
		},
		{
			rule: 'several in French: no-break spaces before the colon and the semicolons',
			places: [at(1, 51, 4), property(2, { lat: 51, lng: 4, title: 'Studio', price: '' })],
			locale: 'fr',
			name: '2 panden op deze plek\u00a0: House 1, Gent, € 250.000\u00a0; Studio, Gent',
		},
	] as const)('the pin is named: $rule', ({ places, locale, name }) => {
		expect(spotName(spotsOf([...places])[0]!, '{{count}} panden op deze plek', locale)).toBe(name);
	});
});

describe('spec §7 map frame: the view shows every marker', () => {
	test.each([
		{ rule: 'no markers: Belgium and Luxembourg', points: [], view: defaultView },
		{ rule: 'one marker: its street', points: [{ lat: 51, lng: 4 }], view: { kind: 'center', center: [51, 4], zoom: 15 } },
		{ rule: 'two markers on one spot: its street', points: [{ lat: 51, lng: 4 }, { lat: 51, lng: 4 }], view: { kind: 'center', center: [51, 4], zoom: 15 } },
		{ rule: 'several markers: fitted to their box', points: [{ lat: 51, lng: 5 }, { lat: 50, lng: 4 }, { lat: 50.5, lng: 6 }], view: { kind: 'fit', bounds: [[50, 4], [51, 6]] } },
	])('$rule', ({ points, view }) => {
		expect(mapView(points)).toEqual(view);
	});

	test('bounds of no markers are null', () => {
		expect(markerBounds([])).toBeNull();
	});

	test('a roadmap uses the OpenStreetMap tiles, a plain map none', () => {
		expect(tileLayerOf('roadmap')?.url).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
		expect(tileLayerOf('plain')).toBeNull();
	});

	test.each([
		{ count: 0, text: 'none' },
		{ count: 1, text: 'one' },
		{ count: 12, text: '12 many' },
	])('status for $count markers: $text', ({ count, text }) => {
		const strings = { 'map.empty': 'none', 'map.count.one': 'one', 'map.count.other': '{{count}} many' } as MapStrings;
		expect(markerCountText(count, strings, 'nl-BE')).toBe(text);
	});

	test.each(writtenCounts)('the marker count in the page language\'s number format: $lang $count -> $written many', ({ lang, count, written }) => {
		const text = `${written} many`;
		const strings = { 'map.empty': 'none', 'map.count.one': 'one', 'map.count.other': '{{count}} many' } as MapStrings;
		expect(markerCountText(count, strings, lang)).toBe(text);
	});
});
