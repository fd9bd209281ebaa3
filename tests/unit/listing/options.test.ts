import { describe, expect, test } from 'vitest';
import { cityOptions, typeOptions, type TypeSource } from '../../../src/lib/listing/options.ts';

const items = [
	{ city: 'Gent', zip: '9000', webIds: [2] },
	{ city: 'Elsene', zip: '1050', webIds: [1] },
	{ city: 'Gent', zip: '9000', webIds: [8, 2] },
	{ city: 'Écaussinnes', zip: '7190', webIds: [7] },
	{ city: 'Aalst', zip: '9300', webIds: [1] },
];

describe('spec §2 city filter choices: cities of the list with counts, by name in the page language', () => {
	test('groups by name and zip, counts and sorts ignoring accents', () => {
		expect(cityOptions(items, 'fr-BE')).toEqual([
			{ name: 'Aalst', zip: '9300', count: 1 },
			{ name: 'Écaussinnes', zip: '7190', count: 1 },
			{ name: 'Elsene', zip: '1050', count: 1 },
			{ name: 'Gent', zip: '9000', count: 2 },
		]);
	});
	test('an empty list has no cities', () => {
		expect(cityOptions([], 'nl-BE')).toEqual([]);
	});
});

describe('spec §3 property types: offered for the goal, counted by WebIDs, in ShowOrder', () => {
	const types: TypeSource[] = [
		{ WebID: 8, Name: 'Uitzonderlijk', ShowOrder: 5, Sale: true, Rent: true },
		{ WebID: 7, Name: 'Grond', ShowOrder: 5, Sale: true, Rent: false },
		{ WebID: 2, Name: 'Woning', ShowOrder: 2, Sale: true, Rent: true },
		{ WebID: 1, Name: 'Appartement', ShowOrder: 1, Sale: true, Rent: true },
	];
	const cases = [
		{
			goal: 'sale',
			expected: [
				{ webId: 1, name: 'Appartement', count: 2 },
				{ webId: 2, name: 'Woning', count: 2 },
				{ webId: 7, name: 'Grond', count: 1 },
				{ webId: 8, name: 'Uitzonderlijk', count: 1 },
			],
		},
		{
			goal: 'rent',
			expected: [
				{ webId: 1, name: 'Appartement', count: 2 },
				{ webId: 2, name: 'Woning', count: 2 },
				{ webId: 8, name: 'Uitzonderlijk', count: 1 },
			],
		},
	] as const;
	test.each(cases)('$goal', ({ goal, expected }) => {
		expect(typeOptions(types, items, goal)).toEqual(expected);
	});
});
