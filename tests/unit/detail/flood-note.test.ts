import { describe, expect, test } from 'vitest';
import { floodNoteKey } from '../../../src/lib/detail/flood-note.ts';

describe('the P/G-score and riverbank zone note is Flemish only (spec §9 region by postcode)', () => {
	const flood = { FloodZone: 'possible' };
	test.each([
		{ case: 'Vilvoorde, Flanders', CountryID: 10, Zip: '1800', FloodRisk: flood, expected: 'detail.flood.explanation' },
		{ case: 'Gent, Flanders', CountryID: 10, Zip: '9000', FloodRisk: flood, expected: 'detail.flood.explanation' },
		{ case: 'Uccle, Brussels', CountryID: 10, Zip: '1180', FloodRisk: flood, expected: null },
		{ case: 'Ixelles, Brussels', CountryID: 10, Zip: '1050', FloodRisk: flood, expected: null },
		{ case: 'Namur, Wallonia', CountryID: 10, Zip: '5030', FloodRisk: flood, expected: null },
		{ case: 'Wavre, Wallonia (1300-1499)', CountryID: 10, Zip: '1300', FloodRisk: flood, expected: null },
		{ case: 'Luxembourg, a Flemish-looking postcode', CountryID: 50, Zip: '9000', FloodRisk: flood, expected: null },
		{ case: 'Flanders without flood information', CountryID: 10, Zip: '1800', FloodRisk: undefined, expected: null },
	])('$case: $expected', ({ case: _case, expected, ...property }) => {
		expect(floodNoteKey(property)).toBe(expected);
	});
});
