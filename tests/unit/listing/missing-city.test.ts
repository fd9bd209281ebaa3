import { describe, expect, test } from 'vitest';
import { explainMissingCity, knownCities } from '../../../src/lib/listing/missing-city.ts';

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
