/**
 * The energy label of a listing and the regional scale it is drawn on (spec §9).
 *
 * Choices where the spec is silent:
 * - The label is computed by `epcLabel` from the specific energy use (`Energy.Specific`, else
 *   `EnergyPerformance`) and the region of the postcode; the label stored in the export is not
 *   trusted for Belgium while a value is there. Without a value, a stored label that is a band of
 *   the postcode's region is shown. Luxembourg shows its label text (`EPCLabelText`, else
 *   `Energy.Label`). Cards and the detail page take their letter from this one rule
 *   (`listingEpcLabel`), so the two never disagree.
 * - A certificate that is requested or not applicable has no label and no scale.
 * - Only Belgian listings get a scale (the band table of their region); Luxembourg's label text
 *   is shown without one, since the spec gives no Luxembourg bands.
 */
import type { Property } from '../../schemas/property.ts';
import { epcBands, epcLabel, epcLetter, type BandLabel, type EpcLabel } from '../domain/epc.ts';
import { regionOfListing, type Region } from '../domain/region.ts';

/** One band of the drawn scale. */
export type ScaleBand = { label: BandLabel; letter: string; min: number | null; max: number | null; active: boolean };

/** What the EPC block shows. */
export type EpcView = {
	status: Property['Energy']['Status'];
	label: EpcLabel | null;
	letter: string | null;
	region: Region | null;
	scale: ScaleBand[];
};

/** What the label of a listing is read from. */
type EpcFields = Pick<Property, 'Energy' | 'EnergyPerformance' | 'EPCLabelText' | 'CountryID' | 'Zip'>;

/**
 * The energy label of a listing, or null when its certificate is not available or gives none.
 * @example listingEpcLabel({ CountryID: 10, Zip: '9000', Energy: { Status: 'available', Label: 'a' }, EnergyPerformance: 250 }) // => 'c'
 */
export function listingEpcLabel(p: EpcFields): EpcLabel | null {
	if (p.Energy.Status !== 'available') return null;
	const computed = epcLabel({
		countryId: p.CountryID,
		zip: p.Zip,
		specific: p.Energy.Specific ?? p.EnergyPerformance,
		labelText: p.EPCLabelText ?? p.Energy.Label,
	});
	const region = regionOfListing(p);
	if (computed !== null || region === null) return computed;
	const stored = p.Energy.Label?.trim() ?? '';
	return epcBands[region].some((band) => band.label === stored) ? stored : null;
}

/**
 * The EPC of a listing: its label, its letter, the region and the scale with the band marked.
 * @example epcViewOf(flemishHouseWithSpecific250).letter // => 'C'
 */
export function epcViewOf(p: EpcFields): EpcView {
	const status = p.Energy.Status;
	const region = regionOfListing(p);
	const label = listingEpcLabel(p);
	const scale =
		region === null || label === null
			? []
			: epcBands[region].map((band) => ({ ...band, letter: epcLetter(band.label), active: band.label === label }));
	return { status, label, letter: label === null ? null : epcLetter(label), region, scale };
}
