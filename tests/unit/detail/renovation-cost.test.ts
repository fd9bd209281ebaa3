import { describe, expect, test } from 'vitest';
import type { Availability } from '../../../src/schemas/property.ts';
import { estimateRenovationCost, labelSteps, letterOf, obligationOf } from '../../../src/lib/detail/renovation-cost.ts';

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

	test('steps count letters between current and target', () => {
		expect(labelSteps('g', 'a')).toBe(6);
		expect(labelSteps('a', 'g')).toBe(0);
	});
});

describe('spec §9 energy rule: homes for sale with label E or F must reach D within 5 years of a purchase from 2023', () => {
	const cases = [
		{ rule: 'house E', webId: 2, goal: 0, label: 'e', year: 2026, expected: 2031 },
		{ rule: 'apartment F+', webId: 1, goal: 0, label: 'f_plus', year: 2026, expected: 2031 },
		{ rule: 'exceptional property E-', webId: 8, goal: 0, label: 'e_sub', year: 2026, expected: 2031 },
		{ rule: 'house D: no obligation', webId: 2, goal: 0, label: 'd', year: 2026, expected: null },
		{ rule: 'house G: not named by the rule', webId: 2, goal: 0, label: 'g', year: 2026, expected: null },
		{ rule: 'office E: not a home', webId: 4, goal: 0, label: 'e', year: 2026, expected: null },
		{ rule: 'house E for rent: not a purchase', webId: 2, goal: 1, label: 'e', year: 2026, expected: null },
		{ rule: 'Luxembourg text E: not a Belgian band', webId: 2, goal: 0, label: 'E', year: 2026, expected: null },
		{ rule: 'bought in 2022: before the rule', webId: 2, goal: 0, label: 'e', year: 2022, expected: null },
		{ rule: 'house E under offer: still on sale', webId: 2, goal: 0, label: 'e', year: 2026, status: 'under_offer', expected: 2031 },
		{ rule: 'house E sold: no buyer to address', webId: 2, goal: 0, label: 'e', year: 2026, status: 'sold', expected: null },
		{ rule: 'apartment F sold out: no buyer to address', webId: 1, goal: 0, label: 'f', year: 2026, status: 'sold_out', expected: null },
	] as const;
	test.each(cases)('$rule', (c) => {
		const status: Availability = 'status' in c ? c.status : 'for_sale';
		const listing = { WebID: c.webId, Goal: c.goal, Availability: { Status: status } };
		expect(obligationOf(listing, c.label, c.year)?.deadlineYear ?? null).toBe(c.expected);
	});
});
