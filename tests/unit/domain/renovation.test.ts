import { describe, expect, test } from 'vitest';
import type { BandLabel } from '../../../src/lib/domain/epc.ts';
import { renovationObligation, renovationRule } from '../../../src/lib/domain/renovation.ts';

type Case = { input: { label: BandLabel | null; purchaseYear: number }; expected: number | null };

describe('spec §9 energy rule: homes bought from 2023 with label E or F must reach D within 5 years', () => {
	const cases: Case[] = [
		{ input: { label: 'e', purchaseYear: 2023 }, expected: 2028 },
		{ input: { label: 'f', purchaseYear: 2024 }, expected: 2029 },
		{ input: { label: 'e_plus', purchaseYear: 2023 }, expected: 2028 },
		{ input: { label: 'e_sub', purchaseYear: 2030 }, expected: 2035 },
		{ input: { label: 'f_plus', purchaseYear: 2023 }, expected: 2028 },
		{ input: { label: 'f_sub', purchaseYear: 2023 }, expected: 2028 },
		{ input: { label: 'e', purchaseYear: 2022 }, expected: null },
		{ input: { label: 'f', purchaseYear: 2022 }, expected: null },
		{ input: { label: 'd', purchaseYear: 2023 }, expected: null },
		{ input: { label: 'd_sub', purchaseYear: 2023 }, expected: null },
		{ input: { label: 'a_plus', purchaseYear: 2025 }, expected: null },
		{ input: { label: 'g', purchaseYear: 2023 }, expected: null },
		{ input: { label: null, purchaseYear: 2023 }, expected: null },
		{ input: { label: 'e', purchaseYear: 2023.5 }, expected: null },
		{ input: { label: 'e', purchaseYear: Number.NaN }, expected: null },
	];
	test.each(cases)('$input -> deadline $expected', ({ input, expected }) => {
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
		expect(renovationObligation({ label: 'f', purchaseYear: 2023 }, rule).deadlineYear).toBe(2029);
	});
});
