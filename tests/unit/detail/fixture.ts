import type { Property } from '../../../src/schemas/property.ts';

/** A translator stub that shows the key and its variables, so rows can be asserted exactly. */
export const fakeT = (key: string, vars: Record<string, string | number> = {}) =>
	Object.keys(vars).length === 0 ? key : `${key}(${Object.values(vars).join('|')})`;

/** A small valid listing; each test overrides what it is about. */
export function makeProperty(overrides: Partial<Property> = {}): Property {
	return {
		ID: 1,
		Language: 'nl',
		WebID: 2,
		WebIDs: '2',
		Goal: 0,
		Title: 'Woning',
		Description: 'Een woning.',
		City: 'Gent',
		Zip: '9000',
		TypeDescription: 'Woning',
		MainTypeName: 'Huis',
		Photos: [],
		RecordFile: 'REF-1',
		PublishPrice: true,
		Price: 350000,
		PublishAddress: true,
		Street: 'Kerkstraat',
		HouseNumber: '12',
		CountryID: 10,
		CountryName: 'België',
		Latitude: 51.05,
		Longitude: 3.72,
		Availability: { Status: 'for_sale' },
		Details: {},
		Energy: { Status: 'available', Specific: 250 },
		Documents: [],
		PointsOfInterest: [],
		UpdatedAt: '2026-07-29',
		...overrides,
	};
}
