import { describe, expect, test } from 'vitest';
import { aliasMatches, aliasZips, createCityAliases, spellingsOf } from '../../../src/lib/search/city-aliases.ts';

const be = 10;
const lu = 50;
const names = [
	{ Name: 'Luik', Zip: '4000', CountryID: be, Language: 'nl' },
	{ Name: 'Liège', Zip: '4000', CountryID: be, Language: 'fr' },
	{ Name: 'Lüttich', Zip: '4000', CountryID: be, Language: 'de' },
	{ Name: 'Elsene', Zip: '1050', CountryID: be, Language: 'nl' },
	{ Name: 'Ixelles', Zip: '1050', CountryID: be, Language: 'fr' },
	{ Name: 'Genk', Zip: '3600', CountryID: be, Language: 'nl' },
	// A Luxembourg town with a Belgian zip: its names are not Chaudfontaine's.
	{ Name: 'Esch-sur-Alzette', Zip: '4050', CountryID: lu, Language: 'fr' },
	{ Name: 'Esch an der Alzette', Zip: '4050', CountryID: lu, Language: 'de' },
	{ Name: 'Chaudfontaine', Zip: '4050', CountryID: be, Language: 'nl' },
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

describe('spec §3 city list: several localities share a zip; aliases pair only names of one locality in other languages', () => {
	// Real exports: 9050 Gentbrugge and Ledeberg, 1300 Waver/Wavre and Limal, 9051 Sint-Denijs-Westrem
	// and Afsnee with one French name (which locality it names cannot be told).
	const record = (Name: string, Zip: string, Language: string) => ({ Name, Zip, CountryID: be, Language });
	const shared = createCityAliases([
		...['nl', 'fr', 'en', 'de'].flatMap((l) => [record('Gentbrugge', '9050', l), record('Ledeberg', '9050', l)]),
		record('Waver', '1300', 'nl'),
		record('Limal', '1300', 'nl'),
		...['fr', 'en', 'de'].flatMap((l) => [record('Limal', '1300', l), record('Wavre', '1300', l)]),
		record('Sint-Denijs-Westrem', '9051', 'nl'),
		record('Afsnee', '9051', 'nl'),
		record('Saint-Denis-Westrem', '9051', 'fr'),
	]);
	test.each([
		{ rule: 'two localities named alike in every language', name: 'Gentbrugge', zip: '9050', expected: [] },
		{ rule: 'two localities named alike in every language', name: 'Ledeberg', zip: '9050', expected: [] },
		{ rule: 'the name left once the other locality is paired by name', name: 'Waver', zip: '1300', expected: ['wavre'] },
		{ rule: 'the name left once the other locality is paired by name', name: 'Wavre', zip: '1300', expected: ['waver'] },
		{ rule: 'a locality named alike in every language', name: 'Limal', zip: '1300', expected: [] },
		{ rule: 'no pairing can be told', name: 'Sint-Denijs-Westrem', zip: '9051', expected: [] },
		{ rule: 'no pairing can be told', name: 'Saint-Denis-Westrem', zip: '9051', expected: [] },
	])('$rule: $name $zip has $expected', ({ name, zip, expected }) => {
		expect(shared(name, zip)).toEqual(expected);
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
