import { describe, expect, test } from 'vitest';
import type { ListingFact } from '../../../src/lib/requests/listing-facts.ts';
import { withListingRent } from '../../../src/lib/requests/rental-rent.ts';

const params = { minimumIncomeFactor: 3, maximumPersons: 4 };
const fact = (rent?: number): ListingFact => ({ reference: 'IDL-1001', title: 'Appartement', path: '/property/1001/', address: null, ...(rent === undefined ? {} : { rent }) });

describe("spec §9 rental application: the listing's rent from the build, not the browser's, sets the deposit and the minimum income", () => {
	test.each([
		{ rule: 'the rent sent is replaced by the listing’s', sent: { monthlyRent: 1, monthlyIncome: 4000 }, fact: fact(1225), expected: { payload: { monthlyRent: 1225, monthlyIncome: 4000 } } },
		{ rule: 'the same rent stays', sent: { monthlyRent: 1225, monthlyIncome: 3675 }, fact: fact(1225), expected: { payload: { monthlyRent: 1225, monthlyIncome: 3675 } } },
		{ rule: 'an income under 3 × the listing’s rent is refused, whatever rent was sent', sent: { monthlyRent: 1, monthlyIncome: 3674 }, fact: fact(1225), expected: { issues: { monthlyIncome: ['form.error.incomeTooLow'] } } },
		{ rule: 'facts without a rent (an older build): the rent sent stands', sent: { monthlyRent: 950, monthlyIncome: 2850 }, fact: fact(), expected: { payload: { monthlyRent: 950, monthlyIncome: 2850 } } },
		{ rule: 'facts that could not be read: the rent sent stands', sent: { monthlyRent: 950, monthlyIncome: 2850 }, fact: null, expected: { payload: { monthlyRent: 950, monthlyIncome: 2850 } } },
	])('$rule', ({ sent, fact, expected }) => {
		expect(withListingRent(sent, fact, params)).toEqual(expected);
	});
});
