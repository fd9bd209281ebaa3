import { describe, expect, test } from 'vitest';
import { needsFloodSymbol, showsFloodZone } from '../../../src/lib/domain/flood.ts';

describe('Flemish information duty since 2023: the "effectief / mogelijk overstromingsgevoelig" zones are abolished in Flanders, a listing with a score shows its P- and G-score instead (showsFloodZone)', () => {
	test.each([
		{ rule: 'Flanders with P and G: scores only, no zone', region: 'flanders', flood: { PScore: 'D', GScore: 'C' }, expected: false },
		{ rule: 'Flanders, building land with a P-score only: no zone', region: 'flanders', flood: { PScore: 'B' }, expected: false },
		{ rule: 'Flanders with a G-score only: no zone', region: 'flanders', flood: { GScore: 'A', PScore: null }, expected: false },
		{ rule: 'Flanders without scores: the zone the CRM gives is all there is, shown as given', region: 'flanders', flood: {}, expected: true },
		{ rule: 'Flanders with null scores: as without', region: 'flanders', flood: { PScore: null, GScore: null }, expected: true },
		{ rule: 'Brussels keeps its zone', region: 'brussels', flood: {}, expected: true },
		{ rule: 'Wallonia keeps its zone', region: 'wallonia', flood: {}, expected: true },
		{ rule: 'outside Belgium (no region) the zone is shown as given', region: null, flood: {}, expected: true },
	] as const)('$rule', ({ region, flood, expected }) => {
		expect(showsFloodZone(region, flood)).toBe(expected);
	});
});

describe('Flemish information duty: a P- or G-score of class D (medium chance of flooding) comes with the flood symbol (needsFloodSymbol)', () => {
	test.each([
		{ score: 'A', expected: false },
		{ score: 'B', expected: false },
		{ score: 'C', expected: false },
		{ score: 'D', expected: true },
		{ score: null, expected: false },
		{ score: undefined, expected: false },
	] as const)('class $score: symbol $expected', ({ score, expected }) => {
		expect(needsFloodSymbol(score)).toBe(expected);
	});
});
