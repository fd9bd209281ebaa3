import { describe, expect, test } from 'vitest';
import { deferredFormProps } from '../../../src/scripts/deferred-forms.ts';

/** A placeholder as the page gives it: its own JSON, and the JSON its section shares (or none). */
function placeholder(own: object, shared?: object): HTMLElement {
	const section = shared ? ({ dataset: { deferredShared: JSON.stringify(shared) } } as unknown as HTMLElement) : null;
	return { dataset: { deferredForm: JSON.stringify(own) }, closest: () => section } as unknown as HTMLElement;
}

const listing = { locale: 'fr', privacyHref: '/fr/declaration-de-confidentialite/', propertyId: 1001, monthlyRent: 1225, rental: { minimumIncomeFactor: 3, maximumPersons: 4 }, failText: 'Erreur' };

describe("a deferred form's props: its own over those its listing's forms share", () => {
	test.each([
		{ name: 'a listing form takes the shared props and its kind', own: { kind: 'appointment' }, shared: listing, expected: { ...listing, kind: 'appointment' } },
		{ name: 'its own props win over the shared ones', own: { kind: 'documents', failText: 'Oops' }, shared: listing, expected: { ...listing, kind: 'documents', failText: 'Oops' } },
		{
			name: 'the newsletter, with nothing shared, keeps all its own',
			own: { kind: 'newsletter', locale: 'nl', privacyHref: '/privacy-statement/', rental: listing.rental, failText: 'Fout' },
			shared: undefined,
			expected: { kind: 'newsletter', locale: 'nl', privacyHref: '/privacy-statement/', rental: listing.rental, failText: 'Fout' },
		},
	])('$name', ({ own, shared, expected }) => {
		expect(deferredFormProps(placeholder(own, shared))).toEqual(expected);
	});
});
