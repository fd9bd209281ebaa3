/**
 * Rules on single values of a listing that the field types alone do not say (spec §3, §9).
 *
 * Choices where the spec is silent:
 * - A required text is blank when nothing but whitespace is left after trimming. The Dutch title
 *   (original language), the reference (`RecordFile`) and the municipality (`City`) must not be
 *   blank; a blank French, English or German title falls back on the Dutch one on the pages.
 * - A Belgian postcode (CountryID 10) is 1000 to 9999, the ranges of the three regions; a
 *   Luxembourg postcode stays any four digits.
 * - A Belgian `Energy.Label` is one of the band labels of its region's scale (spec §9: `a_plus` in
 *   Flanders, `a_plusplus` only in Wallonia, `g` not in Flanders); a missing label is allowed.
 * - Luxembourg shows its label text as given (`EPCLabelText`, else `Energy.Label`): free text, but
 *   when present it is not blank and at most `luxembourgLabelMaxLength` characters, as a label on
 *   a card is a letter or two (A to I, A+).
 * - The availability fits the goal (spec §3, §4): a listing for sale is for sale, under offer,
 *   sold or sold out; one for rent is for rent, under offer or rented. A sale marked "rented"
 *   would sit on the sale list with the rented notice and no requests.
 * - The main type (`WebID`) is one of the listing's types (`WebIDs`), which the type filter and
 *   the search read: a plot whose WebIDs leave out 7 would be missing from "Land".
 * - The coordinates of a listing or project lie in a generous box around Belgium and Luxembourg
 *   (`beneluxBox`; the site has only CountryID 10 and 50): swapped ones (50.83, 4.53 written as
 *   4.53, 50.83) or 0, 0 zoomed the map out to Africa and put the page's JSON-LD geo there. A
 *   record without either stays allowed (no map pin); one with only one of the two is refused, as
 *   the pages then had no pin and no geo, with no word of why (null and absent both mean "not
 *   given", 0 is given).
 */
import { defaultLocale } from '../../../i18n/locales.ts';
import { isForSale } from '../domain/goal.ts';
import { epcBands } from '../domain/epc.ts';
import { countryOf, regionOfPostcode } from '../domain/region.ts';

/** Longest Luxembourg energy label text. */
export const luxembourgLabelMaxLength = 10;

/** Whether a required text has nothing but whitespace. */
export const isBlank = (text: string): boolean => text.trim() === '';

/**
 * What is wrong with the title of a listing or project record, or null: the Dutch title is required.
 * @example originalTitleProblem({ Language: 'nl', Title: '  ' }) // => 'Blank: the Dutch title (original language) is required'
 */
export function originalTitleProblem(record: { Language: string; Title: string }): string | null {
	return record.Language === defaultLocale && isBlank(record.Title) ? 'Blank: the Dutch title (original language) is required' : null;
}

/**
 * What is wrong with a listing's postcode for its country, or null.
 * @example belgianZipProblem(10, '0999') // => 'A Belgian postcode (CountryID 10) is 1000 to 9999'
 */
export function belgianZipProblem(countryId: number, zip: string): string | null {
	if (countryOf(countryId) !== 'belgium') return null;
	return regionOfPostcode(zip) === null ? 'A Belgian postcode (CountryID 10) is 1000 to 9999' : null;
}

/**
 * What is wrong with a listing's stored energy label for its country and postcode, or null.
 * A Belgian postcode outside every region is reported by `belgianZipProblem`, not here.
 * @example energyLabelProblem(10, '9000', 'zz') // => "Not a band label of the flanders scale (spec §9): expected a_plus, a, b, c, d, e or f"
 */
export function energyLabelProblem(countryId: number, zip: string, label: string | null | undefined): string | null {
	if (label === null || label === undefined) return null;
	const country = countryOf(countryId);
	if (country === 'luxembourg') return luxembourgLabelProblem(label);
	const region = regionOfPostcode(zip);
	if (country !== 'belgium' || region === null) return null;
	const labels = epcBands[region].map((band) => band.label);
	if ((labels as string[]).includes(label)) return null;
	return `Not a band label of the ${region} scale (spec §9): expected ${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`;
}

/**
 * What is wrong with a Luxembourg label text, or null (a missing text is allowed).
 * @example luxembourgLabelProblem('  ') // => 'A Luxembourg energy label is not blank'
 */
export function luxembourgLabelProblem(text: string | null | undefined): string | null {
	if (text === null || text === undefined) return null;
	if (isBlank(text)) return 'A Luxembourg energy label is not blank';
	return text.trim().length > luxembourgLabelMaxLength
		? `A Luxembourg energy label is at most ${luxembourgLabelMaxLength} characters`
		: null;
}

/** The availabilities a listing for sale can have, and those of one for rent. */
const availabilitiesOf = {
	sale: ['for_sale', 'under_offer', 'sold', 'sold_out'],
	rent: ['for_rent', 'under_offer', 'rented'],
} as const;

/**
 * What is wrong with a listing's availability for its goal, or null.
 * @example availabilityProblem(0, 'rented') // => 'A listing for sale (Goal 0) is for_sale, under_offer, sold or sold_out, not rented'
 */
export function availabilityProblem(goal: number, status: string): string | null {
	const [kind, wording] = isForSale(goal) ? (['sale', 'for sale (Goal 0)'] as const) : (['rent', `for rent (Goal ${goal})`] as const);
	const allowed: readonly string[] = availabilitiesOf[kind];
	return allowed.includes(status) ? null : `A listing ${wording} is ${allowed.slice(0, -1).join(', ')} or ${allowed.at(-1)}, not ${status}`;
}

/**
 * What is wrong with a listing's types, or null: its main type must be among them.
 * @example webIdsProblem(7, '2') // => 'WebIDs "2" leaves out the main type, WebID 7: the type filter and the search read WebIDs'
 */
export function webIdsProblem(webId: number, webIds: string): string | null {
	return webIds.split(',').map(Number).includes(webId) ? null : `WebIDs "${webIds}" leaves out the main type, WebID ${webId}: the type filter and the search read WebIDs`;
}

/** A generous box around Belgium (49.5–51.5 N, 2.5–6.4 E) and Luxembourg (49.4–50.2 N, 5.7–6.5 E), in degrees. */
export const beneluxBox = { south: 49, north: 51.8, west: 2.3, east: 6.6 } as const;

const inBox = (lat: number, lng: number) => lat >= beneluxBox.south && lat <= beneluxBox.north && lng >= beneluxBox.west && lng <= beneluxBox.east;

/** A coordinate given without the other, named at the missing field. */
const lone = (given: 'Latitude' | 'Longitude', value: number, missing: 'Latitude' | 'Longitude') => ({
	field: missing,
	message: `${given} ${value} is given without ${missing}: give both, or leave both out (no map pin)`,
});

/**
 * What is wrong with the coordinates of a listing or project, and at which field, or null: only one
 * of the two given, or outside `beneluxBox` with a hint when swapping them would put them inside.
 * A lone coordinate is named at the missing field, as a missing required field is: that is the
 * value the CRM lost, and the message names the one given. Neither given is no problem (no map pin).
 * @example coordinateProblem(50.85, null) // => { field: 'Longitude', message: 'Latitude 50.85 is given without Longitude: give both, or leave both out (no map pin)' }
 * @example coordinateProblem(4.53, 50.83) // => { field: 'Latitude', message: '4.53 (Longitude 50.83) lies outside Belgium and Luxembourg (Latitude 49 to 51.8, Longitude 2.3 to 6.6): Latitude and Longitude look swapped' }
 */
export function coordinateProblem(lat: number | null | undefined, lng: number | null | undefined): { field: 'Latitude' | 'Longitude'; message: string } | null {
	if (lng == null) return lat == null ? null : lone('Latitude', lat, 'Longitude');
	if (lat == null) return lone('Longitude', lng, 'Latitude');
	if (inBox(lat, lng)) return null;
	const box = `Belgium and Luxembourg (Latitude ${beneluxBox.south} to ${beneluxBox.north}, Longitude ${beneluxBox.west} to ${beneluxBox.east})`;
	const latOut = lat < beneluxBox.south || lat > beneluxBox.north;
	const [field, value, other] = latOut ? (['Latitude', lat, `Longitude ${lng}`] as const) : (['Longitude', lng, `Latitude ${lat}`] as const);
	const hint = inBox(lng, lat) ? 'Latitude and Longitude look swapped' : 'correct them in the CRM, or leave both out (no map pin)';
	return { field, message: `${value} (${other}) lies outside ${box}: ${hint}` };
}
