import { describe, expect, test } from 'vitest';
import { groupPlaces, kilometresAbove, mobilityOf, nearbyPrecisionOf } from '../../../src/lib/detail/nearby.ts';

describe('points of interest: grouped by type in a fixed order, nearest first', () => {
	test('groups and sorts', () => {
		const groups = groupPlaces([
			{ Type: 'highway', Name: 'E40', Distance: 5800 },
			{ Type: 'school', Name: 'B', Distance: 900 },
			{ Type: 'public_transport', Name: 'Tram', Distance: 60 },
			{ Type: 'school', Name: 'A', Distance: 300 },
		]);
		expect(groups.map((g) => [g.type, g.places.map((p) => p.Name)])).toEqual([
			['public_transport', ['Tram']],
			['school', ['A', 'B']],
			['highway', ['E40']],
		]);
	});
	test('no places, no groups', () => expect(groupPlaces([])).toEqual([]));
});

describe('mobility score with its parts', () => {
	test('total and parts in display order', () => {
		const score = { Total: 7.2, Shops: 9.8, Education: 3.4, PublicTransport: 5.7, Health: 9.6, Leisure: 7.7 };
		expect(mobilityOf({ MobilityScore: score })).toEqual({
			total: 7.2,
			parts: [
				{ id: 'Shops', score: 9.8 },
				{ id: 'Education', score: 3.4 },
				{ id: 'PublicTransport', score: 5.7 },
				{ id: 'Health', score: 9.6 },
				{ id: 'Leisure', score: 7.7 },
			],
		});
	});
	test('no score', () => expect(mobilityOf({ MobilityScore: null })).toBeNull());
});

describe('spec §5 address rule for nearby places: no exact distance to a named place when the address is withheld', () => {
	test.each([
		{ published: true, hideCity: false, expected: 'exact' },
		{ published: true, hideCity: true, expected: 'exact' },
		{ published: false, hideCity: false, expected: 'rounded' },
		{ published: false, hideCity: true, expected: 'none' },
	] as const)('address published $published, hideCity $hideCity: $expected', ({ published, hideCity, expected }) => {
		expect(nearbyPrecisionOf({ PublishAddress: published }, { hideCity })).toBe(expected);
	});

	test.each([
		{ metres: 0, km: 1 },
		{ metres: 600, km: 1 },
		{ metres: 999, km: 1 },
		{ metres: 1000, km: 2 },
		{ metres: 1200, km: 2 },
		{ metres: 1700, km: 2 },
		{ metres: 2000, km: 3 },
		{ metres: 12400, km: 13 },
	])('$metres m stays under $km km', ({ metres, km }) => {
		expect(kilometresAbove(metres)).toBe(km);
	});
});
