import type { Locale } from '../../../i18n/locales.ts';

/** The languages that get written content; German stays empty (spec §1). */
export type TextLocale = 'nl' | 'fr' | 'en';

/** The text-producing languages, in the order they are written. */
export const textLocales: readonly TextLocale[] = ['nl', 'fr', 'en'];

/** The kind of property a listing text describes (finer than the eight WebIDs). */
export type PropertyKind =
	| 'apartment'
	| 'house'
	| 'villa'
	| 'exceptional'
	| 'office'
	| 'retail'
	| 'investment'
	| 'warehouse'
	| 'land'
	| 'takeover';

/** A selling point a listing text can mention. */
export type Feature =
	| 'garden'
	| 'terrace'
	| 'garage'
	| 'parking'
	| 'renovated'
	| 'newBuild'
	| 'nearStation'
	| 'quietStreet'
	| 'southFacing'
	| 'lift'
	| 'cellar'
	| 'solarPanels'
	| 'view'
	| 'fireplace'
	| 'pool';

/** What a listing text is composed from. */
export type ListingFacts = {
	kind: PropertyKind;
	goal: 'sale' | 'rent';
	city: Record<Locale, string>;
	bedrooms: number;
	livingArea: number;
	plotArea: number;
	gardenArea: number;
	terraceArea: number;
	floor: number;
	constructionYear: number;
	units: number;
	grossYield: number;
	frontWidth: number;
	features: readonly Feature[];
};

/** A sentence template rendered from the facts and the city name in one language. */
export type Phrase = Record<TextLocale, (facts: ListingFacts, city: string) => string>;

/** A title and its matching opening sentence. */
export type Opening = { title: Phrase; intro: Phrase };

/** The phrases that describe one kind of property. */
export type KindBank = { openings: readonly Opening[]; layouts: readonly Phrase[] };

/** A text in every site language. */
export type Localized = Record<Locale, string>;

const numberLocales: Record<TextLocale, string> = { nl: 'nl-BE', fr: 'fr-BE', en: 'en-GB' };

/**
 * Formats a number the way each language writes it.
 * @example formatNumber(1250, 'nl') // => '1.250'
 */
export function formatNumber(value: number, locale: TextLocale): string {
	return value.toLocaleString(numberLocales[locale], { maximumFractionDigits: 1 });
}

/**
 * Writes a count with its noun in singular or plural.
 * @example countNoun(2, 'slaapkamer', 'slaapkamers') // => '2 slaapkamers'
 */
export function countNoun(count: number, one: string, many: string): string {
	return `${count} ${count === 1 ? one : many}`;
}

/** The bedroom count as words in each language. */
export const bedrooms: Record<TextLocale, (n: number) => string> = {
	nl: (n) => countNoun(n, 'slaapkamer', 'slaapkamers'),
	fr: (n) => countNoun(n, 'chambre', 'chambres'),
	en: (n) => countNoun(n, 'bedroom', 'bedrooms'),
};

/**
 * Names a floor of a building in each language (0 is the ground floor).
 * @example floorName(3, 'en') // => 'the 3rd floor'
 */
export function floorName(floor: number, locale: TextLocale): string {
	if (locale === 'nl')
		return floor === 0 ? 'de gelijkvloerse verdieping' : `de ${floor}e verdieping`;
	if (locale === 'fr')
		return floor === 0 ? 'au rez-de-chaussée' : `au ${floor === 1 ? '1er' : `${floor}e`} étage`;
	if (floor === 0) return 'the ground floor';
	const suffix =
		floor % 10 === 1 && floor !== 11
			? 'st'
			: floor % 10 === 2 && floor !== 12
				? 'nd'
				: floor % 10 === 3 && floor !== 13
					? 'rd'
					: 'th';
	return `the ${floor}${suffix} floor`;
}
