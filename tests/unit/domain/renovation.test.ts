import { describe, expect, test } from 'vitest';
import type { BandLabel } from '../../../src/lib/domain/epc.ts';
import type { Region } from '../../../src/lib/domain/region.ts';
import { renovationObligation, renovationRule } from '../../../src/lib/domain/renovation.ts';

type Case = { rule: string; input: { label: BandLabel | null; region: Region | null; purchaseYear: number }; expected: number | null };

describe('spec §9 energy rule: homes bought from 2023 with label E or F must reach D within 5 years (Flanders)', () => {
	const cases: Case[] = [
		{ rule: 'Flemish E bought in 2023', input: { label: 'e', region: 'flanders', purchaseYear: 2023 }, expected: 2028 },
		{ rule: 'Flemish F bought in 2024', input: { label: 'f', region: 'flanders', purchaseYear: 2024 }, expected: 2029 },
		{ rule: 'Flemish E bought in 2030', input: { label: 'e', region: 'flanders', purchaseYear: 2030 }, expected: 2035 },
		{ rule: 'bought in 2022: before the rule', input: { label: 'e', region: 'flanders', purchaseYear: 2022 }, expected: null },
		{ rule: 'F bought in 2022: before the rule', input: { label: 'f', region: 'flanders', purchaseYear: 2022 }, expected: null },
		{ rule: 'D: already there', input: { label: 'd', region: 'flanders', purchaseYear: 2023 }, expected: null },
		{ rule: 'A+: already there', input: { label: 'a_plus', region: 'flanders', purchaseYear: 2025 }, expected: null },
		{ rule: 'Brussels E: no obligation in Brussels', input: { label: 'e', region: 'brussels', purchaseYear: 2026 }, expected: null },
		{ rule: 'Brussels F+: no obligation in Brussels', input: { label: 'f_plus', region: 'brussels', purchaseYear: 2026 }, expected: null },
		{ rule: 'Brussels E-: no obligation in Brussels', input: { label: 'e_sub', region: 'brussels', purchaseYear: 2026 }, expected: null },
		{ rule: 'Walloon E: no obligation in Wallonia', input: { label: 'e', region: 'wallonia', purchaseYear: 2026 }, expected: null },
		{ rule: 'Walloon F: no obligation in Wallonia', input: { label: 'f', region: 'wallonia', purchaseYear: 2026 }, expected: null },
		{ rule: 'no region (Luxembourg, unknown postcode)', input: { label: 'e', region: null, purchaseYear: 2026 }, expected: null },
		{ rule: 'G: not named by the rule', input: { label: 'g', region: 'flanders', purchaseYear: 2023 }, expected: null },
		{ rule: 'no label', input: { label: null, region: 'flanders', purchaseYear: 2023 }, expected: null },
		{ rule: 'purchase year not a whole number', input: { label: 'e', region: 'flanders', purchaseYear: 2023.5 }, expected: null },
		{ rule: 'purchase year NaN', input: { label: 'e', region: 'flanders', purchaseYear: Number.NaN }, expected: null },
	];
	test.each(cases)('$rule -> deadline $expected', ({ input, expected }) => {
		expect(renovationObligation(input)).toEqual({
			required: expected !== null,
			targetLabel: 'd',
			deadlineYear: expected,
		});
	});
});

describe('spec §9 energy rule: term of 6 years in some texts is a parameter', () => {
	test('6-year term -> deadline purchase year + 6', () => {
		const rule = { ...renovationRule, years: 6 };
		expect(renovationObligation({ label: 'f', region: 'flanders', purchaseYear: 2023 }, rule).deadlineYear).toBe(2029);
	});
});
