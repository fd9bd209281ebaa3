/**
 * Region by Belgian postcode and country by id (spec §9).
 *
 * Choices where the spec is silent:
 * - A postcode is a whole number, or a string of digits with optional surrounding whitespace
 *   (`'1000'`, `' 9000 '`); prefixes like `B-1000`, decimals and empty strings give null.
 * - Ranges are inclusive at both ends (1000-1299 contains 1299), as postcodes are integers.
 */

/** Belgian region. */
export type Region = 'brussels' | 'wallonia' | 'flanders';

/** Country of a listing. */
export type Country = 'belgium' | 'luxembourg';

/** One inclusive postcode range and its region. */
export type PostcodeRange = { from: number; to: number; region: Region };

/** Postcode ranges of the Belgian regions (spec §9), inclusive at both ends. */
export const postcodeRanges: readonly PostcodeRange[] = [
	{ from: 1000, to: 1299, region: 'brussels' },
	{ from: 1300, to: 1499, region: 'wallonia' },
	{ from: 1500, to: 3999, region: 'flanders' },
	{ from: 4000, to: 7999, region: 'wallonia' },
	{ from: 8000, to: 9999, region: 'flanders' },
];

/** Country ids used in the data (spec §9). */
export const countryIds: Readonly<Record<Country, number>> = { belgium: 10, luxembourg: 50 };

/** Reads a postcode as an integer, or null when it is not a plain whole number. */
function toPostcode(zip: number | string): number | null {
	if (typeof zip === 'number') return Number.isInteger(zip) ? zip : null;
	const trimmed = zip.trim();
	return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

/**
 * Converts a Belgian postcode to its region, or null outside the known ranges.
 * @example regionOfPostcode(1050) // => 'brussels'
 * @example regionOfPostcode('4000') // => 'wallonia'
 */
export function regionOfPostcode(zip: number | string): Region | null {
	const code = toPostcode(zip);
	if (code === null) return null;
	return postcodeRanges.find((r) => code >= r.from && code <= r.to)?.region ?? null;
}

/**
 * Converts a CountryID to a country, or null for ids the site does not know.
 * @example countryOf(50) // => 'luxembourg'
 */
export function countryOf(countryId: number): Country | null {
	if (countryId === countryIds.belgium) return 'belgium';
	if (countryId === countryIds.luxembourg) return 'luxembourg';
	return null;
}

/**
 * The region of a listing: its postcode's when it is Belgian (CountryID 10), else null, since a
 * Luxembourg postcode (Ettelbruck's 9050) can look Flemish.
 * @example regionOfListing({ CountryID: 10, Zip: '9050' }) // => 'flanders'
 * @example regionOfListing({ CountryID: 50, Zip: '9050' }) // => null
 */
export function regionOfListing(listing: { CountryID: number; Zip: number | string }): Region | null {
	return countryOf(listing.CountryID) === 'belgium' ? regionOfPostcode(listing.Zip) : null;
}
