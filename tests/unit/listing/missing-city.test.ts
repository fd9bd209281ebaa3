import { describe, expect, test } from 'vitest';
import { explainMissingCity, explainMissingType, knownCities, otherListSearch } from '../../../src/lib/listing/missing-city.ts';

const records = [
	{ Name: 'Oudenaarde', Zip: '9700', CountryID: 10, Language: 'nl' },
	{ Name: 'Audenarde', Zip: '9700', CountryID: 10, Language: 'fr' },
	{ Name: 'Oudenaarde', Zip: '9700', CountryID: 10, Language: 'en' },
	{ Name: 'Ieper', Zip: '8900', CountryID: 10, Language: 'nl' },
	{ Name: 'Ypres', Zip: '8900', CountryID: 10, Language: 'fr' },
	{ Name: 'Kortrijk', Zip: '8500', CountryID: 10, Language: 'nl' },
	{ Name: 'Courtrai', Zip: '8500', CountryID: 10, Language: 'fr' },
];
const nl = { other: [{ name: 'Oudenaarde', zip: '9700' }], known: knownCities(records, 'nl') };
const fr = { other: [{ name: 'Audenarde', zip: '9700' }], known: knownCities(records, 'fr') };

describe('spec §2 city parameter: a real city with no listings on this list is not "unknown"', () => {
	test.each([
		{ rule: 'a city of the other list is named in the language, with its filter value', dir: nl, param: 'Oudenaarde|9700', expected: { kind: 'other', name: 'Oudenaarde', value: 'Oudenaarde|9700' } },
		{ rule: 'its name in another language finds it by zip', dir: nl, param: 'Audenarde|9700', expected: { kind: 'other', name: 'Oudenaarde', value: 'Oudenaarde|9700' } },
		{ rule: 'on the French page, in French', dir: fr, param: 'Oudenaarde|9700', expected: { kind: 'other', name: 'Audenarde', value: 'Audenarde|9700' } },
		{ rule: 'a municipality on neither list is named in the language', dir: nl, param: 'Ypres|8900', expected: { kind: 'none', name: 'Ieper' } },
		{ rule: 'a bare zip of one municipality', dir: fr, param: '8500', expected: { kind: 'none', name: 'Courtrai' } },
		{ rule: 'a bare name', dir: fr, param: 'kortrijk', expected: { kind: 'none', name: 'Courtrai' } },
		{ rule: 'a name with the wrong zip is unknown', dir: nl, param: 'Ieper|8500', expected: { kind: 'unknown' } },
		{ rule: 'a made-up city is unknown', dir: nl, param: 'Atlantis|0000', expected: { kind: 'unknown' } },
		{ rule: 'a bar alone is unknown', dir: nl, param: '|', expected: { kind: 'unknown' } },
		{ rule: 'a city of the other list named in another language without its zip', dir: fr, param: 'Oudenaarde', expected: { kind: 'other', name: 'Audenarde', value: 'Audenarde|9700' } },
	])('$rule: $param', ({ dir, param, expected }) => {
		expect(explainMissingCity(param, dir)).toEqual(expected);
	});

	test.each([
		{ rule: 'named in another language without its zip (?city=Kortrijk on the French list)', dir: fr, param: 'Kortrijk', expected: { kind: 'here', value: 'Courtrai|8500' } },
		{ rule: 'accents and case aside', dir: fr, param: 'KORTRIJK', expected: { kind: 'here', value: 'Courtrai|8500' } },
		{ rule: 'on the Dutch list', dir: nl, param: 'courtrai', expected: { kind: 'here', value: 'Kortrijk|8500' } },
	])('a city of this very list is its filter after all, $rule: $param', ({ dir, param, expected }) => {
		const own = dir === fr ? [{ name: 'Courtrai', zip: '8500' }] : [{ name: 'Kortrijk', zip: '8500' }];
		expect(explainMissingCity(param, dir, own)).toEqual(expected);
	});

	test('each name and zip once, with the name in the language, else Dutch', () => {
		expect(knownCities(records, 'de').filter(([, zip]) => zip === '9700')).toEqual([
			['Oudenaarde', '9700', 'Oudenaarde'],
			['Audenarde', '9700', 'Oudenaarde'],
		]);
	});
});

/** The directory of the rent list: the sale list's cities and types (Grond is offered for sale only). */
const rentList = {
	other: [
		{ name: 'Gent', zip: '9000' },
		{ name: 'De Panne', zip: '8660' },
	],
	known: [],
	types: [
		{ webId: 1, name: 'Appartement/Loft' },
		{ webId: 2, name: 'Woning' },
		{ webId: 7, name: 'Grond' },
	],
};

describe('spec §2 type parameter: a type the other list offers is not "unknown"', () => {
	test.each([
		{ rule: 'a type offered on the other list only is named, with its WebID (?type=7 on the rent list)', param: '7', expected: { kind: 'other', webId: 7, name: 'Grond' } },
		{ rule: 'written with a leading zero and spaces', param: ' 07 ', expected: { kind: 'other', webId: 7, name: 'Grond' } },
		{ rule: 'a WebID no list offers is unknown', param: '99', expected: { kind: 'unknown' } },
		{ rule: 'a word is unknown', param: 'huis', expected: { kind: 'unknown' } },
		{ rule: 'a fraction is unknown', param: '7.5', expected: { kind: 'unknown' } },
		{ rule: 'nothing is unknown', param: '', expected: { kind: 'unknown' } },
	])('$rule: $param', ({ param, expected }) => {
		expect(explainMissingType(param, rentList)).toEqual(expected);
	});
});

describe('a link to the other list carries the city and the type that list offers', () => {
	test.each([
		{ rule: 'a city of the other list keeps the type filter still applied here (?city=Oudenaarde|9700&type=2)', filter: { city: 'Gent|9000', type: 2 }, expected: '?city=Gent|9000&type=2' },
		{ rule: 'a type the other list does not offer is left behind', filter: { city: 'Gent|9000', type: 5 }, expected: '?city=Gent|9000' },
		{ rule: 'a type of the other list keeps the city applied here when that list has it', filter: { city: 'De Panne|8660', type: 7 }, expected: '?city=De+Panne|8660&type=7' },
		{ rule: 'a city the other list does not have is left behind', filter: { city: 'Aalst|9300', type: 7 }, expected: '?type=7' },
		{ rule: 'a type alone', filter: { city: null, type: 7 }, expected: '?type=7' },
		{ rule: 'nothing', filter: { city: null, type: null }, expected: '' },
	])('$rule: $filter -> $expected', ({ filter, expected }) => {
		expect(otherListSearch(filter, rentList)).toBe(expected);
	});
});

describe('spec §2 city parameter, §3 city list: a zip of several localities names each by its own locality', () => {
	// Real exports: 9050 Gentbrugge and Ledeberg, 1300 Waver/Wavre and Limal (French records in
	// another order), 9051 Sint-Denijs-Westrem and Afsnee with one French name only.
	const record = (Name: string, Zip: string, Language: string) => ({ Name, Zip, CountryID: 10, Language });
	const shared = [
		...['nl', 'fr'].flatMap((l) => [record('Gentbrugge', '9050', l), record('Ledeberg', '9050', l)]),
		record('Waver', '1300', 'nl'),
		record('Limal', '1300', 'nl'),
		record('Limal', '1300', 'fr'),
		record('Wavre', '1300', 'fr'),
		record('Sint-Denijs-Westrem', '9051', 'nl'),
		record('Afsnee', '9051', 'nl'),
		record('Saint-Denis-Westrem', '9051', 'fr'),
	];
	const nlDir = { other: [], known: knownCities(shared, 'nl') };
	const frDir = { other: [], known: knownCities(shared, 'fr') };
	test.each([
		{ rule: 'the second locality of a zip keeps its name', dir: nlDir, param: 'Ledeberg|9050', expected: { kind: 'none', name: 'Ledeberg' } },
		{ rule: 'a locality named alike in every language keeps its name', dir: nlDir, param: 'Limal|1300', expected: { kind: 'none', name: 'Limal' } },
		{ rule: 'the name left once the other locality is paired is its translation', dir: frDir, param: 'Waver|1300', expected: { kind: 'none', name: 'Wavre' } },
		{ rule: 'no pairing can be told: the record keeps its own name', dir: frDir, param: 'Afsnee|9051', expected: { kind: 'none', name: 'Afsnee' } },
	])('$rule: $param', ({ dir, param, expected }) => {
		expect(explainMissingCity(param, dir)).toEqual(expected);
	});

	// A zip alone that several localities bear: ?city=9050 (Gentbrugge and Ledeberg), 1300 (Waver and Limal).
	const gentbrugge = { name: 'Gentbrugge', value: 'Gentbrugge|9050' };
	const ledeberg = { name: 'Ledeberg', value: 'Ledeberg|9050' };
	const parts = (choices: readonly { name: string }[]) => choices.map(({ name }) => ({ name, zip: '9050' }));
	test.each([
		{ rule: 'this list holds several of them: each to choose, in the list\'s order', dir: nlDir, own: parts([gentbrugge, ledeberg]), param: '9050', expected: { kind: 'several', zip: '9050', here: [gentbrugge, ledeberg] } },
		{ rule: 'a bar and no name is a zip alone', dir: nlDir, own: parts([gentbrugge, ledeberg]), param: '|9050', expected: { kind: 'several', zip: '9050', here: [gentbrugge, ledeberg] } },
		{ rule: 'told from the list alone, without the directory', dir: { other: [], known: [] }, own: parts([gentbrugge, ledeberg]), param: '9050', expected: { kind: 'several', zip: '9050', here: [gentbrugge, ledeberg] } },
		{ rule: 'this list holds one of them: that one', dir: nlDir, own: parts([ledeberg]), param: '9050', expected: { kind: 'here', value: 'Ledeberg|9050' } },
		{ rule: 'on neither list: every locality named', dir: nlDir, own: [], param: '9050', expected: { kind: 'noneOfZip', zip: '9050', names: ['Gentbrugge', 'Ledeberg'], other: [] } },
		{ rule: 'named in the page\'s language', dir: frDir, own: [], param: '1300', expected: { kind: 'noneOfZip', zip: '1300', names: ['Limal', 'Wavre'], other: [] } },
		{ rule: 'the other list holds one of them: all named, that one linked', dir: { ...nlDir, other: parts([ledeberg]) }, own: [], param: '9050', expected: { kind: 'noneOfZip', zip: '9050', names: ['Gentbrugge', 'Ledeberg'], other: [ledeberg] } },
		{ rule: 'the other list holds both: each linked', dir: { ...nlDir, other: parts([gentbrugge, ledeberg]) }, own: [], param: '9050', expected: { kind: 'noneOfZip', zip: '9050', names: ['Gentbrugge', 'Ledeberg'], other: [gentbrugge, ledeberg] } },
		{ rule: 'the other list\'s two cities of the zip, without the directory', dir: { other: parts([gentbrugge, ledeberg]), known: [] }, own: [], param: '9050', expected: { kind: 'noneOfZip', zip: '9050', names: ['Gentbrugge', 'Ledeberg'], other: [gentbrugge, ledeberg] } },
		{ rule: 'no pairing can be told: each record\'s name, none left out', dir: nlDir, own: [], param: '9051', expected: { kind: 'noneOfZip', zip: '9051', names: ['Afsnee', 'Saint-Denis-Westrem', 'Sint-Denijs-Westrem'], other: [] } },
		{ rule: 'a zip of one locality is as before', dir: nl, own: [], param: '9700', expected: { kind: 'other', name: 'Oudenaarde', value: 'Oudenaarde|9700' } },
		{ rule: 'a name with the zip is as before', dir: nlDir, own: parts([gentbrugge, ledeberg]), param: 'Atlantis|9050', expected: { kind: 'unknown' } },
	])('a zip alone of several localities, $rule: $param', ({ dir, own, param, expected }) => {
		expect(explainMissingCity(param, dir, own)).toEqual(expected);
	});
});
