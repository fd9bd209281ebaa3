import { describe, expect, test } from 'vitest';
import { aliasMatches, aliasZips, createCityAliases, spellingsOf } from '../../../src/lib/search/city-aliases.ts';

const be = 10;
const lu = 50;
const names = [
	{ Name: 'Luik', Zip: '4000', CountryID: be },
	{ Name: 'Liège', Zip: '4000', CountryID: be },
	{ Name: 'Lüttich', Zip: '4000', CountryID: be },
	{ Name: 'Elsene', Zip: '1050', CountryID: be },
	{ Name: 'Ixelles', Zip: '1050', CountryID: be },
	{ Name: 'Genk', Zip: '3600', CountryID: be },
	// A Luxembourg town with a Belgian zip: its names are not Chaudfontaine's.
	{ Name: 'Esch-sur-Alzette', Zip: '4050', CountryID: lu },
	{ Name: 'Esch an der Alzette', Zip: '4050', CountryID: lu },
	{ Name: 'Chaudfontaine', Zip: '4050', CountryID: be },
];
const aliasesOf = createCityAliases(names);

describe('spec §3 city list: names differ per language; each other name of the zip is an alias', () => {
	test.each([
		{ name: 'Luik', zip: '4000', expected: ['liege', 'luttich', 'luettich'] },
		{ name: 'Liège', zip: '4000', expected: ['luik', 'luttich', 'luettich'] },
		{ name: 'Lüttich', zip: '4000', expected: ['luik', 'liege', 'luettich'] },
		{ name: 'Elsene', zip: '1050', expected: ['ixelles'] },
		{ name: 'Genk', zip: '3600', expected: [] },
		{ name: 'Chaudfontaine', zip: '4050', expected: [] },
		{ name: 'Esch-sur-Alzette', zip: '4050', expected: ['esch an der alzette'] },
		{ name: 'Gent', zip: '9000', expected: [] },
		{ name: 'Brüssel', zip: '1000', expected: ['bruessel'] },
	])('$name $zip has $expected', ({ name, zip, expected }) => {
		expect(aliasesOf(name, zip)).toEqual(expected);
	});

	test.each([
		{ name: 'Lüttich', expected: ['luttich', 'luettich'] },
		{ name: 'Löwen', expected: ['lowen', 'loewen'] },
		{ name: 'Ghent', expected: ['ghent'] },
	])('German without umlauts: $name is also typed $expected', ({ name, expected }) => {
		expect(spellingsOf(name)).toEqual(expected);
	});
});

describe('spec §5 search by name: a typed word that starts a word of an alias finds the zip', () => {
	const cities = [
		{ zip: '4000', aliases: ['liege', 'luttich', 'luettich'] },
		{ zip: '1150', aliases: ['woluwe-saint-pierre'] },
		{ zip: '1060', aliases: ['saint-gilles'] },
		{ zip: '9000' },
	];
	test.each([
		{ word: 'lie', expected: ['4000'] },
		{ word: 'luettich', expected: ['4000'] },
		{ word: 'saint', expected: ['1150', '1060'] },
		{ word: 'pierre', expected: ['1150'] },
		{ word: 'gent', expected: [] },
		{ word: 'iege', expected: [] },
	])('$word finds $expected', ({ word, expected }) => {
		expect(aliasZips(cities, word)).toEqual(expected);
	});

	test('every typed word must start a word of the same alias', () => {
		expect(aliasMatches(['saint', 'gil'], ['saint-gilles'])).toBe(true);
		expect(aliasMatches(['saint', 'pierre'], ['saint-gilles'])).toBe(false);
		expect(aliasMatches(['x'])).toBe(false);
	});
});
