/**
 * The energy label of a listing and the regional scale it is drawn on (spec §9).
 *
 * Choices where the spec is silent:
 * - The label is computed by `epcLabel` from the specific energy use (`Energy.Specific`, else
 *   `EnergyPerformance`) and the region of the postcode; the label stored in the export is not
 *   trusted for Belgium. Luxembourg shows its label text (`EPCLabelText`, else `Energy.Label`).
 * - A certificate that is requested or not applicable has no label and no scale.
 * - Only Belgian listings get a scale (the band table of their region); Luxembourg's label text
 *   is shown without one, since the spec gives no Luxembourg bands.
 */
import type { Property } from '../../schemas/property.ts';
import { epcBands, epcLabel, epcLetter, type BandLabel, type EpcLabel } from '../domain/epc.ts';
import { countryOf, regionOfPostcode, type Region } from '../domain/region.ts';

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

/**
 * The EPC of a listing: computed label, its letter, the region and the scale with the band marked.
 * @example epcViewOf(flemishHouseWithSpecific250).letter // => 'C'
 */
export function epcViewOf(p: Pick<Property, 'Energy' | 'EnergyPerformance' | 'EPCLabelText' | 'CountryID' | 'Zip'>): EpcView {
	const status = p.Energy.Status;
	const region = countryOf(p.CountryID) === 'belgium' ? regionOfPostcode(p.Zip) : null;
	const label =
		status === 'available'
			? epcLabel({
					countryId: p.CountryID,
					zip: p.Zip,
					specific: p.Energy.Specific ?? p.EnergyPerformance,
					labelText: p.EPCLabelText ?? p.Energy.Label,
				})
			: null;
	const scale =
		region === null || label === null
			? []
			: epcBands[region].map((band) => ({ ...band, letter: epcLetter(band.label), active: band.label === label }));
	return { status, label, letter: label === null ? null : epcLetter(label), region, scale };
}
