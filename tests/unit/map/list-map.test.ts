import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { emptyFilter } from '../../../src/lib/listing/filter.ts';
import {
	defaultMapSettings,
	listMapMessage,
	mapInfoText,
	mapPointsPath,
	mapSettingsOf,
	type MapInfoTexts,
	type MapListing,
	type MapSettings,
} from '../../../src/lib/map/list-map.ts';
import { mapListingOf, mapPrice, projectMapPlaces, type ProjectMapUnit } from '../../../src/lib/map/map-listing.ts';
import { mapMarkers } from '../../../src/lib/map/markers.ts';
import { mapMessageType, parseMapMessage } from '../../../src/lib/map/message.ts';
import { MapSettingsSchema } from '../../../src/schemas/site.ts';
import type { Property } from '../../../src/schemas/property.ts';
import { makeProperty } from '../detail/fixture.ts';

const texts: MapInfoTexts = { all: 'All {{total}}.', single: 'The only one.', some: '{{shown}} of {{total}}.', singleOff: 'The only one is not on the map.', none: 'None of the {{total}}.', unplaced: 'Unpublished addresses are left out.' };
const states = { sold: 'Verkocht', rented: 'Verhuurd', under_offer: 'Onder optie', sold_out: 'Uitverkocht' };
const priceTexts = { startingFrom: 'vanaf', perMonth: '/maand', charges: '+ {{charges}} lasten per maand', states };

type Placed = Extract<MapListing, { lat: number }>;

/** A map entry of a list with a published point: in Gent (9000) as a house (WebID 2) unless told otherwise. */
const listing = (id: number, extra: Partial<Placed> = {}): Placed => ({
	id,
	title: `House ${id}`,
	price: '€\u00a0250.000',
	path: `/property/${id}/`,
	marquee: null,
	lat: 51 + id / 1000,
	lng: 4 + id / 1000,
	city: 'Gent',
	zip: '9000',
	webIds: [2],
	...extra,
});

const list: MapListing[] = [
	listing(1),
	listing(2, { city: 'Antwerpen', zip: '2000' }),
	listing(3, { webIds: [1] }),
	{ id: 4, city: 'Gent', zip: '9000', webIds: [2] }, // address not published
	listing(5, { marquee: 3 }),
	listing(6, { city: 'Antwerpen', zip: '2000', webIds: [1, 2] }),
];

const message = (filter = emptyFilter, settings: MapSettings = defaultMapSettings, language: 'nl' | 'fr' = 'nl') =>
	listMapMessage(list, filter, { settings, language, texts });

describe('the list map\'s message carries a title\'s language to the frame', () => {
	test('a Dutch fallback title keeps its lang; a title in the page language has none', () => {
		const sent = listMapMessage([listing(1, { lang: 'nl-BE' }), listing(2)], emptyFilter, { settings: defaultMapSettings, language: 'nl', texts }).properties;
		expect(sent.map((p) => p.lang)).toEqual(['nl-BE', undefined]);
		expect('lang' in sent[1]!).toBe(false);
	});
});

describe('spec §7 list map: the message holds the listings the list shows after the filter', () => {
	test.each([
		{ rule: 'no filter: the whole list with a published point, in list order', filter: emptyFilter, ids: [1, 2, 3, 5, 6], info: '5 of 6. Unpublished addresses are left out.' },
		{ rule: 'a city: its listings only', filter: { city: 'Antwerpen|2000', type: null }, ids: [2, 6], info: 'All 2.' },
		{ rule: 'a type: listings of that type (a listing of two types counts for both)', filter: { city: null, type: 1 }, ids: [3, 6], info: 'All 2.' },
		{ rule: 'city and type together', filter: { city: 'Antwerpen|2000', type: 2 }, ids: [2, 6], info: 'All 2.' },
		{ rule: 'one listing', filter: { city: 'Gent|9000', type: 1 }, ids: [3], info: 'The only one.' },
		{ rule: 'only a listing without a published point', filter: { city: 'Gent|9000', type: 2 }, ids: [1, 5], info: '2 of 3. Unpublished addresses are left out.' },
		{ rule: 'nothing matches: no property, no info', filter: { city: 'Brugge|8000', type: null }, ids: [], info: '' },
	])('$rule', ({ filter, ids, info }) => {
		const sent = message(filter);
		expect(sent.properties.map((p) => p.id)).toEqual(ids);
		expect(sent.info).toEqual({ text: info, language: 'nl' });
	});

	test('each property carries its id, title, city, point, price, page path and marquee, and nothing the frame does not read', () => {
		expect(message({ city: null, type: 1 }).properties).toEqual([
			{ id: 3, title: 'House 3', city: 'Gent', lat: 51.003, lng: 4.003, price: '€\u00a0250.000', path: '/property/3/', marquee: null },
			{ id: 6, title: 'House 6', city: 'Antwerpen', lat: 51.006, lng: 4.006, price: '€\u00a0250.000', path: '/property/6/', marquee: null },
		]);
	});

	test.each([
		{ rule: 'default settings: roadmap, no custom marker, no ignored marquees', settings: defaultMapSettings, shown: '5 of 6. Unpublished addresses are left out.' },
		{ rule: 'configured settings go with the message; ignored marquees are counted out of the info', settings: { mapType: 'plain', customMarker: '/pin.svg', ignoredMarquees: [3] }, shown: '4 of 6. Unpublished addresses are left out.' },
	] satisfies { rule: string; settings: MapSettings; shown: string }[])('$rule', ({ settings, shown }) => {
		const sent = message(emptyFilter, settings);
		expect(sent).toMatchObject({ type: mapMessageType, mapType: settings.mapType, customMarker: settings.customMarker, ignoredMarquees: settings.ignoredMarquees });
		expect(sent.info.text).toBe(shown);
		// The listing with the ignored marquee is still sent: the frame leaves it out (spec §7).
		expect(sent.properties.map((p) => p.id)).toContain(5);
	});

	test('the message names the page language', () => {
		expect(message(emptyFilter, defaultMapSettings, 'fr').info.language).toBe('fr');
	});

	test('the frame reads the message as sent and draws what the info line counts', () => {
		const settings: MapSettings = { mapType: 'roadmap', customMarker: null, ignoredMarquees: [3] };
		const sent = message(emptyFilter, settings);
		const read = parseMapMessage(JSON.parse(JSON.stringify(sent)));
		expect(read).toEqual({ properties: sent.properties, mapType: 'roadmap', info: sent.info, customMarker: null, ignoredMarquees: [3] });
		expect(mapMarkers(read!, 'https://www.immo.example').map((m) => m.id)).toEqual(['1', '2', '3', '6']);
	});
});

describe('spec §7 list map: the info line', () => {
	test.each([
		{ counts: { shown: 0, total: 0, unplaced: 0 }, text: '' },
		{ counts: { shown: 1, total: 1, unplaced: 0 }, text: 'The only one.' },
		{ counts: { shown: 12, total: 12, unplaced: 0 }, text: 'All 12.' },
		{ counts: { shown: 9, total: 12, unplaced: 3 }, text: '9 of 12. Unpublished addresses are left out.' },
		{ counts: { shown: 9, total: 12, unplaced: 0 }, text: '9 of 12.' },
		{ counts: { shown: 0, total: 1, unplaced: 1 }, text: 'The only one is not on the map. Unpublished addresses are left out.' },
		{ counts: { shown: 0, total: 1, unplaced: 0 }, text: 'The only one is not on the map.' },
		{ counts: { shown: 0, total: 5, unplaced: 5 }, text: 'None of the 5. Unpublished addresses are left out.' },
		{ counts: { shown: 1, total: 5, unplaced: 4 }, text: '1 of 5. Unpublished addresses are left out.' },
	])('$counts -> "$text"', ({ counts, text }) => {
		expect(mapInfoText(counts, texts, 'nl-BE')).toBe(text);
	});

	test.each([
		{ lang: 'nl-BE', text: '12 of 1.234.' },
		{ lang: 'fr-BE', text: '12 of 1\u202f234.' },
		{ lang: 'en', text: '12 of 1,234.' },
		{ lang: 'de-BE', text: '12 of 1.234.' },
	])('counts in the page language\'s number format: $lang -> "$text"', ({ lang, text }) => {
		expect(mapInfoText({ shown: 12, total: 1234, unplaced: 0 }, texts, lang)).toBe(text);
	});
});

describe('spec §7 list map: a listing of the export becomes a map entry', () => {
	const card = { id: 1001, title: 'Woning met tuin', titleLang: null, path: '/property/1001/', city: 'Gent', zip: '9000', webIds: [2, 8], status: null };

	test('a published address gives the point and the popup', () => {
		expect(mapListingOf(makeProperty({ Latitude: 51.05, Longitude: 3.72, Marquee: 2 }), card, priceTexts)).toEqual({
			id: 1001,
			city: 'Gent',
			zip: '9000',
			webIds: [2, 8],
			title: 'Woning met tuin',
			price: '€\u00a0350.000',
			path: '/property/1001/',
			marquee: 2,
			lat: 51.05,
			lng: 3.72,
		});
	});

	test.each([
		{ rule: 'an unpublished address (address rule)', fields: { PublishAddress: false, Latitude: 51.05, Longitude: 3.72 } },
		{ rule: 'no coordinates', fields: { Latitude: null, Longitude: null } },
	])('$rule: only what the filter matches, nothing of where it is', ({ fields }) => {
		const entry = mapListingOf(makeProperty(fields), card, priceTexts);
		expect(entry).toEqual({ id: 1001, city: 'Gent', zip: '9000', webIds: [2, 8] });
		expect(JSON.stringify(entry)).not.toContain('51.05');
	});

	const placedOf = (fields: Partial<Property>) => mapListingOf(makeProperty(fields), card, priceTexts) as Placed;

	test.each([
		{ rule: 'published sale price', fields: { Goal: 0, Price: 350000 }, price: '€\u00a0350.000' },
		{ rule: 'published rent, per month', fields: { Goal: 1, Price: 950 }, price: '€\u00a0950/maand' },
		{ rule: 'a rent with its monthly charges, as on the cards', fields: { Goal: 1, Price: 950, Financial: { ChargesRenter: 75 } }, price: '€\u00a0950/maand + €\u00a075 lasten per maand' },
		{ rule: 'starting from', fields: { Goal: 0, Price: 250000, PriceUnit: 7 }, price: 'vanaf €\u00a0250.000' },
		{ rule: 'unpublished: no price (not "on request")', fields: { PublishPrice: false, Price: 350000 }, price: '' },
		{ rule: 'a price that cannot be formatted: no price', fields: { Price: Number.NaN }, price: '' },
		{ rule: 'a published price of 0, "on request" on the cards: no price (not "€ 0")', fields: { Goal: 0, Price: 0 }, price: '' },
	])('price rule: $rule', ({ fields, price }) => {
		expect(mapPrice(makeProperty(fields), priceTexts)).toBe(price);
		expect(placedOf(fields).price).toBe(price);
	});

	test.each([
		{ status: 'sold', goal: 0, expected: 'Verkocht' },
		{ status: 'under_offer', goal: 0, expected: 'Onder optie' },
		{ status: 'sold_out', goal: 0, expected: 'Uitverkocht' },
		{ status: 'rented', goal: 1, expected: 'Verhuurd' },
		{ status: null, goal: 0, expected: '€\u00a0350.000' },
	] as const)('spec §4 availability: a listing $status gives "$expected" where a listing on offer gives its price, as its card\'s badge and a project map\'s unit', ({ status, goal, expected }) => {
		const entry = mapListingOf(makeProperty({ Goal: goal, Price: 350000, Latitude: 51.05, Longitude: 3.72 }), { ...card, status }, priceTexts) as Placed;
		expect(entry.price).toBe(expected);
	});

	test('a title that falls back to Dutch carries its language; a title of the page language none', () => {
		const placed = (titleLang: string | null) => mapListingOf(makeProperty({ Latitude: 51.05, Longitude: 3.72 }), { ...card, titleLang }, priceTexts) as Placed;
		expect(placed('nl-BE').lang).toBe('nl-BE');
		expect('lang' in placed(null)).toBe(false);
	});

	test.each([
		{ marquee: 2 as const, expected: 2 },
		{ marquee: null, expected: null },
		{ marquee: undefined, expected: null },
	])('marquee $marquee -> $expected', ({ marquee, expected }) => {
		expect(placedOf({ Marquee: marquee }).marquee).toBe(expected);
	});

	test.each([
		{ locale: 'nl', goal: 'sale', path: '/map-points/nl-sale.json' },
		{ locale: 'fr', goal: 'rent', path: '/map-points/fr-rent.json' },
	] as const)('map file of $locale $goal: $path', ({ locale, goal, path }) => {
		expect(mapPointsPath(locale, goal)).toBe(path);
	});
});

describe('spec §7 map settings of the site config', () => {
	test.each([
		{ rule: 'none: the defaults', config: undefined, settings: { mapType: 'roadmap', customMarker: null, ignoredMarquees: [] } },
		{ rule: 'null parts: the defaults', config: { type: null, customMarker: null, ignoredMarquees: null }, settings: { mapType: 'roadmap', customMarker: null, ignoredMarquees: [] } },
		{ rule: 'every part set', config: { type: 'plain', customMarker: '/pin.svg', ignoredMarquees: [3, 4, 3] }, settings: { mapType: 'plain', customMarker: '/pin.svg', ignoredMarquees: [3, 4] } },
		{ rule: 'an empty marker is none', config: { customMarker: ' ' }, settings: { mapType: 'roadmap', customMarker: null, ignoredMarquees: [] } },
	] as const)('$rule', ({ config, settings }) => {
		expect(mapSettingsOf(config)).toEqual(settings);
	});

	test.each([
		{ config: {}, ok: true },
		{ config: { type: 'roadmap', customMarker: 'https://cdn.example/pin.png', ignoredMarquees: [1, 4] }, ok: true },
		{ config: { customMarker: '/images/pin.svg' }, ok: true },
		{ config: { type: 'satellite' }, ok: false },
		{ config: { customMarker: 'http://cdn.example/pin.png' }, ok: false },
		{ config: { customMarker: '//cdn.example/pin.png' }, ok: false },
		{ config: { customMarker: 'javascript:alert(1)' }, ok: false },
		{ config: { ignoredMarquees: [5] }, ok: false },
	])('schema: $config is valid: $ok', ({ config, ok }) => {
		expect(v.safeParse(MapSettingsSchema, config).success).toBe(ok);
	});
});

describe('spec §7 project map: its units with a published point, else the project itself', () => {
	const project = { ID: 501, Title: 'Residentie Park', PublicAddress: true, Latitude: 50.88, Longitude: 4.7 };
	const page = { path: '/project/501/', price: '€\u00a0220.000 – €\u00a0570.000' };
	const unit = (id: number, listing: Partial<NonNullable<ProjectMapUnit['listing']>> | undefined = {}, extra: Partial<ProjectMapUnit> = {}): ProjectMapUnit => ({
		id,
		title: `Unit ${id}`,
		path: `/property/${id}/`,
		price: '€\u00a0300.000',
		state: null,
		listing: listing && { PublishAddress: true, Latitude: 50.881, Longitude: 4.701, PublishPrice: true, Marquee: null, ...listing },
		...extra,
	});

	test.each([
		{ rule: 'every unit placed', units: [unit(1), unit(2)], ids: [1, 2], counts: { shown: 2, total: 2, unplaced: 0 } },
		{ rule: 'a unit without a published address stays off', units: [unit(1), unit(2, { PublishAddress: false })], ids: [1], counts: { shown: 1, total: 2, unplaced: 1 } },
		{ rule: 'a unit without a page or a listing stays off', units: [unit(1, {}, { path: null }), { ...unit(2), listing: undefined }, unit(3)], ids: [3], counts: { shown: 1, total: 3, unplaced: 2 } },
		{ rule: 'no unit placed: the project itself', units: [unit(1, { PublishAddress: false })], ids: ['project-501'], counts: { shown: 0, total: 1, unplaced: 1 } },
	])('$rule', ({ units, ids, counts }) => {
		const made = projectMapPlaces(project, page, units);
		expect(made.places.map((p) => p.id)).toEqual(ids);
		expect(made.units).toEqual(counts);
	});

	test.each([
		{ rule: 'some units hidden: the others stay, the frame leaves the hidden out', units: [unit(1, { Marquee: 3 }), unit(2)], ignored: [3], ids: [1, 2], counts: { shown: 1, total: 2, unplaced: 0 } },
		{ rule: 'every unit hidden: the project itself, as without placed units', units: [unit(1, { Marquee: 3 }), unit(2, { Marquee: 3 })], ignored: [3], ids: ['project-501'], counts: { shown: 0, total: 2, unplaced: 0 } },
		{ rule: 'a marquee the site does not ignore keeps its unit', units: [unit(1, { Marquee: 2 })], ignored: [3], ids: [1], counts: { shown: 1, total: 1, unplaced: 0 } },
	])('ignoredMarquees (site map setting): $rule', ({ units, ignored, ids, counts }) => {
		const made = projectMapPlaces(project, page, units, ignored);
		expect(made.places.map((p) => p.id)).toEqual(ids);
		expect(made.units).toEqual(counts);
	});

	test('every unit hidden by ignoredMarquees and the project address not public: no map (no places)', () => {
		expect(projectMapPlaces({ ...project, PublicAddress: false }, page, [unit(1, { Marquee: 3 })], [3]).places).toEqual([]);
	});

	test('the project marker of a title that falls back to Dutch carries its language', () => {
		expect(projectMapPlaces({ ...project, titleLang: 'nl-BE' }, page, []).places[0]?.lang).toBe('nl-BE');
	});

	test('no unit placed and the project address not public: no map', () => {
		expect(projectMapPlaces({ ...project, PublicAddress: false }, page, [unit(1, { PublishAddress: false })]).places).toEqual([]);
	});

	test.each([
		{ rule: 'published', listing: {}, price: '€\u00a0300.000', expected: '€\u00a0300.000' },
		{ rule: 'unpublished ("on request" in the table)', listing: { PublishPrice: false }, price: 'Prijs op aanvraag', expected: '' },
		{ rule: 'no price', listing: {}, price: null, expected: '' },
		{ rule: 'sold: its state instead of its price', listing: {}, price: '€\u00a0300.000', state: 'Verkocht', expected: 'Verkocht' },
		{ rule: 'under offer, price unpublished: its state', listing: { PublishPrice: false }, price: 'Prijs op aanvraag', state: 'Onder optie', expected: 'Onder optie' },
	])('unit price: $rule', ({ listing, price, state = null, expected }) => {
		expect(projectMapPlaces(project, page, [unit(1, listing, { price, state })]).places[0]?.price).toBe(expected);
	});

	test('a unit whose title falls back to Dutch carries its language on the map', () => {
		expect(projectMapPlaces(project, page, [unit(1, {}, { titleLang: 'nl-BE' }), unit(2)]).places.map((p) => p.lang)).toEqual(['nl-BE', undefined]);
	});

	test('the project marker links to its page with its price range', () => {
		expect(projectMapPlaces(project, page, []).places).toEqual([
			{ id: 'project-501', title: 'Residentie Park', lat: 50.88, lng: 4.7, price: page.price, path: '/project/501/', marquee: null },
		]);
	});
});
