import type { FieldIssues, RequestKind, RequestMessageKey } from '../../schemas/requests/index.ts';
import type { FactLookup } from './facts-source.ts';

/**
 * Whether a request may be about the listing or project it names, by the build's facts (spec §4
 * availability, spec §8 "Property Not Found", "Property Sold", "the property has been rented"):
 * - an id the facts file was read for and does not hold is no listing or project of the site: 422 on
 *   `propertyId` or `projectId`;
 * - a purchase offer only for a listing for sale that is not sold or sold out. Choice: a listing
 *   under offer still takes offers (in Belgium a seller may weigh a higher or a counter-offer until
 *   the deed is signed), and its page still shows the form;
 * - a rental application only for a listing for rent that is not rented (nor sold), and whose rent
 *   is published (the deposit and the minimum income rest on it);
 * - no request at all (visit, information, appointment, documents, send to a friend) about a
 *   listing that is sold, sold out or rented: its page offers none ("You can no longer request or
 *   visit this property"), and a page opened before the build that closed it must not take one.
 * A refusal for the listing's state is a 409 whose message names the reason. Where the facts could
 * not be read, or are from a build before goal and state were written, nothing is refused: a
 * request is never lost for want of the facts. A contact request sent from the favourites
 * (`propertyIds`) is not checked: a favourite kept in the browser may have gone offline since.
 */

/** A refusal: the answer's status, its message key, and the field issues of a 422. */
export type ListingRefusal = { status: 409 | 422; error: RequestMessageKey; issues?: FieldIssues };

/** The states in which a listing is no longer for sale or for rent. */
const soldStates = new Set(['sold', 'sold_out']);

/**
 * The refusal of a request for the listing or project it names, or null when it may be accepted.
 * @example listingRefusal('offer', { propertyId: 1006 }, { fact: { reference: 'R', title: 'T', path: '/', address: null, goal: 'sale', status: 'sold' }, missing: false }) // => { status: 409, error: 'request.listing.sold' }
 */
export function listingRefusal(kind: RequestKind, payload: Record<string, unknown>, lookup: FactLookup): ListingRefusal | null {
	if (lookup.missing) {
		const field = typeof payload.propertyId === 'number' ? 'propertyId' : 'projectId';
		return { status: 422, error: 'request.error.checkFields', issues: { [field]: [field === 'propertyId' ? 'form.error.propertyNotFound' : 'form.error.projectNotFound'] } };
	}
	const fact = lookup.fact;
	if (!fact || fact.goal === undefined) return null;
	const status = fact.status;
	if (kind === 'offer') {
		if (fact.goal !== 'sale') return { status: 409, error: 'request.listing.notForSale' };
		if (status !== undefined && soldStates.has(status)) return { status: 409, error: 'request.listing.sold' };
	}
	if (kind === 'rental-application') {
		if (fact.goal !== 'rent') return { status: 409, error: 'request.listing.notForRent' };
		if (status === 'rented') return { status: 409, error: 'request.listing.rented' };
		if (status !== undefined && soldStates.has(status)) return { status: 409, error: 'request.listing.sold' };
		if (fact.rent === undefined) return { status: 409, error: 'request.listing.rentNotPublished' };
	}
	if (typeof payload.propertyId === 'number') {
		if (status === 'rented') return { status: 409, error: 'request.listing.rented' };
		if (status !== undefined && soldStates.has(status)) return { status: 409, error: 'request.listing.sold' };
	}
	return null;
}
