import { describe, expect, test } from 'vitest';
import { generateDataSet } from '../../../../src/cli/data-gen/generate.ts';
import { demoZoneOfScores, drawFloodScores } from '../../../../src/cli/data-gen/plan-compliance.ts';
import { notBeforeBuilt } from '../../../../src/cli/data-gen/plan-listing.ts';
import { issueDate } from '../../../../src/cli/data-gen/plan-set.ts';
import { createRandom } from '../../../../src/cli/data-gen/random.ts';
import type { Property } from '../../../../src/schemas/index.ts';
import { consistencyProblems } from '../../../data/listing-consistency.ts';

describe('demoZoneOfScores: the demo export fills a Flemish listing\'s old zone from the worse score (D effective, C or B possible, A none), a data convention, not a legal rule', () => {
	test.each([
		{ g: 'A', p: 'A', expected: 'none' },
		{ g: 'A', p: 'B', expected: 'possible' },
		{ g: 'C', p: 'A', expected: 'possible' },
		{ g: 'B', p: 'D', expected: 'effective' },
		{ g: 'D', p: 'C', expected: 'effective' },
		{ g: undefined, p: 'C', expected: 'possible' },
		{ g: undefined, p: 'A', expected: 'none' },
	] as const)('G $g and P $p: $expected', ({ g, p, expected }) => {
		expect(demoZoneOfScores(g, p)).toBe(expected);
	});
});

describe('drawFloodScores: a Flemish listing draws scores that agree with its zone; building land has no G-score', () => {
	test.each([
		{ zone: 'none', isLand: false },
		{ zone: 'possible', isLand: false },
		{ zone: 'effective', isLand: false },
		{ zone: 'possible', isLand: true },
		{ zone: 'effective', isLand: true },
	] as const)('$zone, land $isLand', ({ zone, isLand }) => {
		for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j']) {
			const { g, p } = drawFloodScores(createRandom(seed), zone, isLand);
			expect(demoZoneOfScores(g, p), seed).toBe(zone);
			expect(g === undefined, seed).toBe(isLand);
		}
	});
});

describe('issueDate: an EPC is not dated before the construction year', () => {
	test.each([
		{ rule: 'an old building keeps the drawn date', daysBack: 2000, year: 1980, expected: '2021-05-25' },
		{ rule: 'a building of 2025 moves a 2021 date into 2025 or later', daysBack: 2000, year: 2025, expected: '2026-09-08' },
		{ rule: 'a building of this year gets a date of this year', daysBack: 3000, year: 2026, expected: '2026-06-28' },
		{ rule: 'land (no year) keeps the drawn date', daysBack: 30, year: undefined, expected: '2026-10-16' },
	])('$rule', ({ daysBack, year, expected }) => {
		expect(issueDate(daysBack, year)).toBe(expected);
	});
});

describe('notBeforeBuilt: a listing built in a future year is not available immediately', () => {
	test.each([
		{ from: 'immediately', year: 2027, expected: 'to_agree' },
		{ from: 'immediately', year: 2026, expected: 'immediately' },
		{ from: 'on_deed', year: 2027, expected: 'on_deed' },
		{ from: '2027-03-01', year: 2027, expected: '2027-03-01' },
		{ from: 'immediately', year: undefined, expected: 'immediately' },
	])('$from, built $year: $expected', ({ from, year, expected }) => {
		expect(notBeforeBuilt(from, year)).toBe(expected);
	});
});

describe('the generator keeps flood, asbestos and energy data consistent', () => {
	const sets = [
		{ properties: 150, seed: 2026 },
		{ properties: 400, seed: 3 },
	].map((options) => ({ ...options, listings: (generateDataSet(options).properties as Property[]).filter((p) => p.Language === 'nl') }));
	test.each(Object.keys(consistencyProblems([])))('%s', (rule) => {
		for (const { properties, seed, listings } of sets) expect(consistencyProblems(listings)[rule], `${properties} listings, seed ${seed}`).toEqual([]);
	});
	test('still draws Flemish listings in every flood zone, Flemish asbestos attests and units still to be built', () => {
		const listings = sets.flatMap((s) => s.listings);
		const flemish = listings.filter((p) => p.FloodRisk?.PScore !== undefined);
		expect(new Set(flemish.map((p) => p.FloodRisk?.FloodZone))).toEqual(new Set(['none', 'possible', 'effective']));
		expect(listings.some((p) => p.Documents.some((d) => d.Url.endsWith('/asbest.pdf')))).toBe(true);
		expect(listings.some((p) => (p.Details.ConstructionYear ?? 0) > 2026)).toBe(true);
	});
});
