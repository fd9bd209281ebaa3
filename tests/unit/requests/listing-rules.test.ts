import { describe, expect, test } from 'vitest';
import type { RequestKind } from '../../../src/schemas/requests/index.ts';
import type { FactLookup } from '../../../src/lib/requests/facts-source.ts';
import type { ListingFact } from '../../../src/lib/requests/listing-facts.ts';
import { listingRefusal } from '../../../src/lib/requests/listing-rules.ts';

/**
 * Which listing a request may be about (spec §4 availability states; spec §8 "Property Not Found",
 * "Property Sold", "the property has been rented").
 */

const fact = (overrides: Partial<ListingFact>): FactLookup => ({ fact: { reference: 'IDL-1', title: 'T', path: '/property/1/', address: null, ...overrides }, missing: false });
const forSale = { goal: 'sale', status: 'for_sale', price: 395000 } as const;
const forRent = { goal: 'rent', status: 'for_rent', rent: 950 } as const;

describe('spec §8 "Property Not Found"', () => {
	test.each([
		{ kind: 'contact-property' as RequestKind, payload: { propertyId: 9 }, issues: { propertyId: ['form.error.propertyNotFound'] } },
		{ kind: 'construction' as RequestKind, payload: { projectId: 9 }, issues: { projectId: ['form.error.projectNotFound'] } },
	])('$kind: an id the facts file lacks is a 422 on its field', ({ kind, payload, issues }) => {
		expect(listingRefusal(kind, payload, { fact: null, missing: true })).toEqual({ status: 422, error: 'request.error.checkFields', issues });
	});

	test('facts that could not be read refuse nothing (the request is never lost)', () => {
		for (const kind of ['contact-property', 'offer', 'rental-application'] as RequestKind[]) expect(listingRefusal(kind, { propertyId: 9 }, { fact: null, missing: false })).toBeNull();
	});
});

describe('spec §4: an offer for a listing for sale still on offer, a rental application for one for rent not rented, nothing for a listing sold or rented', () => {
	test.each([
		{ kind: 'offer', lookup: fact(forSale), expected: null },
		{ kind: 'offer', lookup: fact({ ...forSale, status: 'under_offer' }), expected: null },
		{ kind: 'offer', lookup: fact({ ...forSale, status: 'sold' }), expected: 'request.listing.sold' },
		{ kind: 'offer', lookup: fact({ ...forSale, status: 'sold_out' }), expected: 'request.listing.sold' },
		{ kind: 'offer', lookup: fact(forRent), expected: 'request.listing.notForSale' },
		{ kind: 'rental-application', lookup: fact(forRent), expected: null },
		{ kind: 'rental-application', lookup: fact({ ...forRent, status: 'under_offer' }), expected: null },
		{ kind: 'rental-application', lookup: fact({ ...forRent, status: 'rented' }), expected: 'request.listing.rented' },
		{ kind: 'rental-application', lookup: fact({ goal: 'rent', status: 'for_rent' }), expected: 'request.listing.rentNotPublished' },
		{ kind: 'rental-application', lookup: fact(forSale), expected: 'request.listing.notForRent' },
		// No request at all about a listing whose page offers none.
		{ kind: 'contact-property', lookup: fact({ ...forSale, status: 'sold' }), expected: 'request.listing.sold' },
		{ kind: 'contact-property', lookup: fact({ ...forRent, status: 'rented' }), expected: 'request.listing.rented' },
		{ kind: 'appointment', lookup: fact({ ...forSale, status: 'sold_out' }), expected: 'request.listing.sold' },
		{ kind: 'documents', lookup: fact({ ...forRent, status: 'rented' }), expected: 'request.listing.rented' },
		{ kind: 'send-to-friend', lookup: fact({ ...forSale, status: 'sold' }), expected: 'request.listing.sold' },
		{ kind: 'contact-property', lookup: fact({ ...forSale, status: 'under_offer' }), expected: null },
		{ kind: 'documents', lookup: fact(forRent), expected: null },
	] as { kind: RequestKind; lookup: FactLookup; expected: string | null }[])('$kind for a listing $lookup.fact.goal/$lookup.fact.status: $expected', ({ kind, lookup, expected }) => {
		const refusal = listingRefusal(kind, { propertyId: 1 }, lookup);
		expect(refusal).toEqual(expected === null ? null : { status: 409, error: expected });
	});

	test('facts from a build before goal and state were written refuse nothing', () => {
		expect(listingRefusal('rental-application', { propertyId: 1 }, fact({}))).toBeNull();
	});
});
