import { describe, expect, test } from 'vitest';
import { rentChargesLine, rentChargesOf } from '../../../src/lib/detail/rent-charges.ts';
import { fakeT } from './fixture.ts';

describe("a rent's header line names the renter's monthly charges (Woninghuurdecreet art. 9, CBL art. 218)", () => {
	const cases = [
		{ rule: 'a rental with charges', goal: 1, financial: { ChargesRenter: 245 }, charges: 245, line: 'detail.rent.charges(€\u00a0245)' },
		{ rule: 'a rental without charges', goal: 1, financial: {}, charges: null, line: null },
		{ rule: 'a rental without a financial block', goal: 1, financial: undefined, charges: null, line: null },
		{ rule: 'zero charges are not stated', goal: 1, financial: { ChargesRenter: 0 }, charges: null, line: null },
		{ rule: "a sale never (its charges are the owner's)", goal: 0, financial: { ChargesRenter: 245, ChargesOwner: 120 }, charges: null, line: null },
	];
	test.each(cases)('$rule', ({ goal, financial, charges, line }) => {
		expect(rentChargesOf({ Goal: goal, Financial: financial })).toBe(charges);
		expect(rentChargesLine({ Goal: goal, Financial: financial }, fakeT)).toBe(line);
	});
});
