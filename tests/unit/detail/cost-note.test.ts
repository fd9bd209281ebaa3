import { describe, expect, test } from 'vitest';
import { attributeGroups } from '../../../src/lib/detail/attributes.ts';
import { hasEstimatedCosts } from '../../../src/lib/detail/cost-note.ts';
import type { Property } from '../../../src/schemas/property.ts';
import { fakeT, makeProperty } from './fixture.ts';

const financialOf = (overrides: Partial<Property>) =>
	attributeGroups(makeProperty(overrides), { locale: 'nl', t: fakeT, hideCity: false }).find((g) => g.id === 'financial');

describe('the financial block notes that notary fees and registration duties are estimates for an assumed buyer', () => {
	const cases = [
		{ rule: 'a sale with registration duties', p: { Financial: { RegistrationRights: 7_900 } }, note: true },
		{ rule: 'a sale with notary fees only (a new build pays VAT)', p: { Financial: { NotaryFees: 6_000, VAT: 46_200 } }, note: true },
		{ rule: 'a rental (deposit and charges only)', p: { Goal: 1, Availability: { Status: 'for_rent' as const }, Financial: { Deposit: 4_650, ChargesRenter: 245 } }, note: false },
		{ rule: 'a hidden price hides the estimates, and the note with them', p: { PublishPrice: false, Financial: { NotaryFees: 6_000, RegistrationRights: 7_900 } }, note: false },
		{ rule: 'a sold listing shows no estimates, and no note', p: { Availability: { Status: 'sold' as const }, Financial: { NotaryFees: 6_000, RegistrationRights: 7_900 } }, note: false },
		{ rule: 'no financial block', p: {}, note: false },
	];
	test.each(cases)('$rule: note $note', ({ p, note }) => {
		expect(hasEstimatedCosts(financialOf(p))).toBe(note);
	});
});
