import { describe, expect, test } from 'vitest';
import type { Availability } from '../../../src/schemas/property.ts';
import { calculatorLettersOf, estimateRenovationCost, labelSteps, letterOf, renovationAdviceOf } from '../../../src/lib/detail/renovation-cost.ts';

const costs = { costPerStepPerM2: 110, fixedCost: 4500 };

describe('renovation-cost calculator: fixed cost + letter steps × cost per step per m² × living surface, to €100', () => {
	const cases = [
		{ surface: 100, current: 'e', target: 'd', expected: 15500 },
		{ surface: 100, current: 'f', target: 'd', expected: 26500 },
		{ surface: 100, current: 'f', target: 'b', expected: 48500 },
		{ surface: 123, current: 'e', target: 'd', expected: 18000 },
		{ surface: 100, current: 'd', target: 'd', expected: 0 },
		{ surface: 100, current: 'c', target: 'd', expected: 0 },
		{ surface: 0, current: 'e', target: 'd', expected: null },
		{ surface: Number.NaN, current: 'e', target: 'd', expected: null },
		{ surface: -50, current: 'e', target: 'd', expected: null },
		{ surface: 1e308, current: 'e', target: 'd', expected: null },
		{ surface: 99999999999, current: 'e', target: 'd', expected: null },
		{ surface: 10000, current: 'e', target: 'd', expected: 1104500 },
	] as const;
	test.each(cases)('$surface m² from $current to $target -> $expected', ({ surface, current, target, expected }) => {
		expect(estimateRenovationCost({ surface, current, target }, costs)).toBe(expected);
	});

	test.each([
		{ label: 'e_plus', expected: 'e' },
		{ label: 'f_sub', expected: 'f' },
		{ label: 'a_plusplus', expected: 'a' },
		{ label: 'G', expected: 'g' },
		{ label: 'X', expected: null },
		{ label: null, expected: null },
	])('label $label is letter $expected', ({ label, expected }) => expect(letterOf(label)).toBe(expected));

	test.each([
		{ region: 'flanders', expected: ['a', 'b', 'c', 'd', 'e', 'f'] },
		{ region: 'brussels', expected: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] },
		{ region: 'wallonia', expected: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] },
		{ region: null, expected: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] },
	] as const)('spec §9 energy bands: the calculator offers the letters of the $region scale', ({ region, expected }) => {
		expect(calculatorLettersOf(region)).toEqual(expected);
	});

	test('steps count letters between current and target', () => {
		expect(labelSteps('g', 'a')).toBe(6);
		expect(labelSteps('a', 'g')).toBe(0);
	});
});

describe('spec §9 energy rule and spec §2 renovation-cost calculator: the renovation block of a listing', () => {
	const cases = [
		{ rule: 'Flemish house E: obligation by 2031', webId: 2, goal: 0, label: 'e', region: 'flanders', year: 2026, current: 'e', deadline: 2031 },
		{ rule: 'Flemish apartment F: obligation by 2031', webId: 1, goal: 0, label: 'f', region: 'flanders', year: 2026, current: 'f', deadline: 2031 },
		{ rule: 'Flemish exceptional property E', webId: 8, goal: 0, label: 'e', region: 'flanders', year: 2026, current: 'e', deadline: 2031 },
		{ rule: 'Flemish house E bought in 2022: calculator, no obligation', webId: 2, goal: 0, label: 'e', region: 'flanders', year: 2022, current: 'e', deadline: null },
		{ rule: 'Brussels apartment F+: calculator, no obligation', webId: 1, goal: 0, label: 'f_plus', region: 'brussels', year: 2026, current: 'f', deadline: null },
		{ rule: 'Brussels house E-: calculator, no obligation', webId: 2, goal: 0, label: 'e_sub', region: 'brussels', year: 2026, current: 'e', deadline: null },
		{ rule: 'Walloon house F: calculator, no obligation', webId: 2, goal: 0, label: 'f', region: 'wallonia', year: 2026, current: 'f', deadline: null },
		{ rule: 'Walloon house G: calculator, no obligation', webId: 2, goal: 0, label: 'g', region: 'wallonia', year: 2026, current: 'g', deadline: null },
		{ rule: 'Flemish house D: no block', webId: 2, goal: 0, label: 'd', region: 'flanders', year: 2026, current: null, deadline: null },
		{ rule: 'Brussels house D-: no block', webId: 2, goal: 0, label: 'd_sub', region: 'brussels', year: 2026, current: null, deadline: null },
		{ rule: 'office E: not a home', webId: 4, goal: 0, label: 'e', region: 'flanders', year: 2026, current: null, deadline: null },
		{ rule: 'house E for rent: not a purchase', webId: 2, goal: 1, label: 'e', region: 'flanders', year: 2026, current: null, deadline: null },
		{ rule: 'Luxembourg text E: not a Belgian band', webId: 2, goal: 0, label: 'E', region: null, year: 2026, current: null, deadline: null },
		{ rule: 'house E under offer: still on sale', webId: 2, goal: 0, label: 'e', region: 'flanders', year: 2026, status: 'under_offer', current: 'e', deadline: 2031 },
		{ rule: 'house E sold: no buyer to address', webId: 2, goal: 0, label: 'e', region: 'flanders', year: 2026, status: 'sold', current: null, deadline: null },
		{ rule: 'apartment F sold out: no buyer to address', webId: 1, goal: 0, label: 'f', region: 'flanders', year: 2026, status: 'sold_out', current: null, deadline: null },
	] as const;
	test.each(cases)('$rule', (c) => {
		const status: Availability = 'status' in c ? c.status : 'for_sale';
		const listing = { WebID: c.webId, Goal: c.goal, Availability: { Status: status } };
		const advice = renovationAdviceOf(listing, { label: c.label, region: c.region }, c.year);
		expect(advice?.current ?? null).toBe(c.current);
		expect(advice?.obligation?.deadlineYear ?? null).toBe(c.deadline);
	});
});
