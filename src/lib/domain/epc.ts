/**
 * Energy label (EPC) from the specific energy use, per region (spec §9).
 *
 * Choices where the spec is silent or inconsistent:
 * - Every band owns its lower bound and none of its upper bound: a Flemish value of exactly 100 is
 *   `b`, exactly 0 is `a`. Formally a value gets the last band whose `min` is at most the value.
 * - Brussels bands are written as integer ranges (1-23, 24-45, …). Values between two ranges
 *   (23.5, or 0.5 between "below 0" and 1) belong to the lower band, which the rule above gives.
 * - Brussels `f_sub` is 323-345; the spec's "223-345" is a typo (it would overlap e and f).
 * - `max` in `epcBands` is the upper value as printed in the spec, for drawing a scale only.
 * - Luxembourg (country 50) uses the label text as given (trimmed; empty gives null). Belgium
 *   (country 10) ignores the label text and classifies `specific`. Other countries, a postcode
 *   outside Belgium's regions, or a missing or non-numeric `specific` give null.
 */
import { countryOf, regionOfPostcode, type Region } from './region.ts';

/** Label of a band in one of the Belgian scales. */
export type BandLabel =
	| 'a_plusplus'
	| 'a_plus'
	| 'a'
	| 'a_sub'
	| 'b_plus'
	| 'b'
	| 'b_sub'
	| 'c_plus'
	| 'c'
	| 'c_sub'
	| 'd_plus'
	| 'd'
	| 'd_sub'
	| 'e_plus'
	| 'e'
	| 'e_sub'
	| 'f_plus'
	| 'f'
	| 'f_sub'
	| 'g';

/** An energy label: a Belgian band label, or a Luxembourg label text passed through. */
export type EpcLabel = BandLabel | (string & {});

/** One band of a scale: `min` is inclusive (null = no lower bound), `max` is for display only. */
export type EpcBand = { label: BandLabel; min: number | null; max: number | null };

/** Band tables per region, ordered from best to worst (spec §9). */
export const epcBands: Readonly<Record<Region, readonly EpcBand[]>> = {
	flanders: [
		{ label: 'a_plus', min: null, max: 0 },
		{ label: 'a', min: 0, max: 100 },
		{ label: 'b', min: 100, max: 200 },
		{ label: 'c', min: 200, max: 300 },
		{ label: 'd', min: 300, max: 400 },
		{ label: 'e', min: 400, max: 500 },
		{ label: 'f', min: 500, max: null },
	],
	brussels: [
		{ label: 'a_plus', min: null, max: 0 },
		{ label: 'a', min: 1, max: 23 },
		{ label: 'a_sub', min: 24, max: 45 },
		{ label: 'b_plus', min: 46, max: 62 },
		{ label: 'b', min: 63, max: 79 },
		{ label: 'b_sub', min: 80, max: 95 },
		{ label: 'c_plus', min: 96, max: 113 },
		{ label: 'c', min: 114, max: 132 },
		{ label: 'c_sub', min: 133, max: 150 },
		{ label: 'd_plus', min: 151, max: 170 },
		{ label: 'd', min: 171, max: 190 },
		{ label: 'd_sub', min: 191, max: 210 },
		{ label: 'e_plus', min: 211, max: 232 },
		{ label: 'e', min: 233, max: 253 },
		{ label: 'e_sub', min: 254, max: 275 },
		{ label: 'f_plus', min: 276, max: 298 },
		{ label: 'f', min: 299, max: 322 },
		{ label: 'f_sub', min: 323, max: 345 },
		{ label: 'g', min: 346, max: null },
	],
	wallonia: [
		{ label: 'a_plusplus', min: null, max: 0 },
		{ label: 'a_plus', min: 0, max: 45 },
		{ label: 'a', min: 45, max: 85 },
		{ label: 'b', min: 85, max: 170 },
		{ label: 'c', min: 170, max: 255 },
		{ label: 'd', min: 255, max: 340 },
		{ label: 'e', min: 340, max: 425 },
		{ label: 'f', min: 425, max: 510 },
		{ label: 'g', min: 510, max: null },
	],
};

/** Input of `epcLabel`: the property's country, postcode, specific energy use and label text. */
export type EpcInput = {
	countryId: number | null | undefined;
	zip: number | string | null | undefined;
	specific: number | string | null | undefined;
	labelText?: string | null;
};

const bandLabels: ReadonlySet<string> = new Set(
	Object.values(epcBands).flatMap((bands) => bands.map((band) => band.label)),
);

/** Tells whether a label is a Belgian band label (and not a Luxembourg label text). */
export function isBandLabel(label: string): label is BandLabel {
	return bandLabels.has(label);
}

/** Reads the specific energy use as a finite number, or null. */
function toValue(specific: number | string | null | undefined): number | null {
	if (specific === null || specific === undefined) return null;
	if (typeof specific === 'string' && specific.trim() === '') return null;
	const n = Number(specific);
	return Number.isFinite(n) ? n : null;
}

/**
 * Converts a specific energy use to the band label of a region's scale.
 * @example bandOf('flanders', 100) // => 'b'
 * @example bandOf('brussels', 23.5) // => 'a'
 */
export function bandOf(region: Region, value: number): BandLabel | null {
	if (!Number.isFinite(value)) return null;
	let found: BandLabel | null = null;
	for (const band of epcBands[region]) {
		if (band.min === null || value >= band.min) found = band.label;
	}
	return found;
}

/**
 * How a scale writes its two open ends, as `bandOf` assigns their edge values: Flanders "< 0" (0 is
 * `a`) and "≥ 500"; Brussels "≤ 0" (0 lies between "below 0" and 1, and goes to the band below)
 * and "≥ 346"; Wallonia "< 0" and "≥ 510".
 * @example openEnds('brussels') // => { first: '≤', last: '≥' }
 */
export function openEnds(region: Region): { first: '<' | '≤'; last: '≥' | '>' } {
	const bands = epcBands[region];
	const first = bands[0];
	const last = bands.at(-1);
	return {
		first: first && bandOf(region, first.max ?? 0) === first.label ? '≤' : '<',
		last: last && bandOf(region, last.min ?? 0) === last.label ? '≥' : '>',
	};
}

/**
 * Converts a property's EPC data to its energy label (Luxembourg text, or Belgian band).
 * @example epcLabel({ countryId: 10, zip: 9000, specific: 250 }) // => 'c'
 * @example epcLabel({ countryId: 50, zip: 1234, specific: null, labelText: 'B' }) // => 'B'
 */
export function epcLabel(input: EpcInput): EpcLabel | null {
	const country =
		input.countryId === null || input.countryId === undefined ? null : countryOf(input.countryId);
	if (country === 'luxembourg') {
		const text = input.labelText?.trim() ?? '';
		return text === '' ? null : text;
	}
	if (country !== 'belgium' || input.zip === null || input.zip === undefined) return null;
	const region = regionOfPostcode(input.zip);
	const value = toValue(input.specific);
	return region === null || value === null ? null : bandOf(region, value);
}

const suffixes: Readonly<Record<string, string>> = { _plusplus: '++', _plus: '+', _sub: '-' };

/**
 * Converts a label to the letter shown on the scale; other texts come back trimmed.
 * @example epcLetter('a_plusplus') // => 'A++'
 * @example epcLetter('c_sub') // => 'C-'
 */
export function epcLetter(label: EpcLabel): string {
	const match = /^([a-g])(_plusplus|_plus|_sub)?$/.exec(label.trim());
	if (!match) return label.trim();
	const [, letter = '', suffix = ''] = match;
	return letter.toUpperCase() + (suffixes[suffix] ?? '');
}
