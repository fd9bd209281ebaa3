import type { Locale } from '../../../i18n/locales.ts';
import type { IndexListing, IndexType } from '../../../src/lib/search/build-index.ts';

/** A listing as the export holds it: the index reads no availability, but the lists show every one. */
export type FixtureListing = IndexListing & { Availability: { Status: string } };

/** A listing in one language with defaults for the fields a test does not name. */
export function listing(
	fields: Partial<FixtureListing> & { ID: number },
	language: Locale = 'nl',
): FixtureListing {
	return {
		Language: language,
		Goal: 0,
		Title: `Woning ${fields.ID}`,
		City: 'Gent',
		Zip: '9000',
		WebID: 2,
		WebIDs: String(fields.WebID ?? 2),
		RecordFile: `IDL-${fields.ID}`,
		PublishAddress: false,
		CountryID: 10,
		Availability: { Status: fields.Goal === 1 ? 'for_rent' : 'for_sale' },
		...fields,
	};
}

const typeNames: Record<Locale, string[]> = {
	nl: [
		'Appartement/Loft',
		'Woning',
		'Overname handelszaak',
		'Kantoren en winkels',
		'Investeringsgoed',
		'Semi-industrieel',
		'Grond',
		'Uitzonderlijk vastgoed',
	],
	fr: [
		'Appartement/Loft',
		'Maison',
		'Remise de commerce',
		'Bureaux et commerces',
		'Immeuble de rapport',
		'Semi-industriel',
		'Terrain',
		'Bien d’exception',
	],
	en: [
		'Apartment/Loft',
		'House',
		'Business takeover',
		'Offices and shops',
		'Investment property',
		'Semi-industrial',
		'Land',
		'Exceptional property',
	],
	de: [
		'Wohnung/Loft',
		'Haus',
		'Geschäftsübernahme',
		'Büros und Geschäfte',
		'Anlageobjekt',
		'Halbindustriell',
		'Grundstück',
		'Außergewöhnliche Immobilie',
	],
};
const showOrders = [1, 2, 7, 3, 4, 6, 5, 5];

/** The eight types of spec §3 in the given languages (ShowOrder 1 to 7, two share 5). */
export function types(languages: Locale[] = ['nl', 'fr', 'en', 'de']): IndexType[] {
	return languages.flatMap((Language) =>
		typeNames[Language].map((Name, i) => ({
			Language,
			WebID: i + 1,
			Name,
			ShowOrder: showOrders[i]!,
			Sale: true,
			Rent: i !== 4 && i !== 6,
		})),
	);
}
