import { landWebId } from '../../schemas/common.ts';
import type { Property } from '../../schemas/property.ts';
import { isForSale } from '../domain/goal.ts';
import { regionOfListing } from '../domain/region.ts';
import { agencyDay, isPastDay } from '../owners/calendar.ts';
import { listingEpcLabel } from './epc-view.ts';
import { isClosed } from './status.ts';

/**
 * The items of the Flemish information duty that a listing's advert must carry and its export
 * lacks. The page shows what the export gives and never invents a value, so the build names what
 * is missing (`src/integrations/information-duty.ts`) for the agency to complete in its CRM.
 *
 * Which items, for listings in Flanders (region by postcode) still on offer:
 * - every listing, for sale or for rent: the EPC's specific energy use, its label and its unique
 *   code (Energiebesluit), unless the export says no certificate applies; a certificate still
 *   "requested" counts as missing, since an advert needs one, and so does one whose end date
 *   (`Energy.EndDate`, its last valid day) lies before today in Brussels: an expired EPC is no
 *   certificate for a sale or rental advertised now (`epcExpired`, in place of the three items it
 *   still carries). Land has no EPC, and a building still to be built (construction year after
 *   this one, sold on plan) has none yet.
 * - for sale: the P-score (parcel), on a building the G-score, and whether the parcel lies in a
 *   riverbank zone (oeverzone) (flood information duty, Waterwetboek; the export's
 *   `FloodRisk.RiverbankZone`, a yes or a no, both complete); the
 *   urban-planning items of VCRO art. 5.2.1 (the most recent designation, whether a permit was
 *   issued, whether an allotment permit applies, pre-emption rights, a summons); and, on a building
 *   built before 2001, an asbestos attest (Flemish asbestos decree, sales since 23 November 2022).
 * Choices where the rules leave room: a building whose construction year the export does not give
 * is not asked for an attest (the year decides); an attest the export says is absent ("no") is
 * missing, as a sale needs one; rentals of more than nine years, which share the sale's duties,
 * cannot be told from a plain rental in the export and are treated as rentals.
 */

/** An item of the duty, by the attribute key its row on the page has (`attributes.ts`); `epcExpired` is the EPC's end date past. */
export type DutyItem =
	| 'epcSpecific'
	| 'epcLabel'
	| 'epcCertificate'
	| 'epcExpired'
	| 'pScore'
	| 'gScore'
	| 'riverbankZone'
	| 'areaApplication'
	| 'permit'
	| 'allotmentPermit'
	| 'preemptiveRights'
	| 'summons'
	| 'asbestos';

/**
 * Tells whether a listing's EPC has expired at `now`: an available certificate whose end date (its
 * last valid day) lies before the Brussels day of `now`. The information duty names it, and the
 * property page says so beside the date (`attributes.ts`).
 * @example epcExpired({ Status: 'available', EndDate: '2024-01-01' }, new Date('2026-06-15')) // => true
 * @example epcExpired({ Status: 'available', EndDate: '2026-06-15' }, new Date('2026-06-15T10:00:00Z')) // => false (valid through its end date)
 */
export function epcExpired(energy: Pick<Property['Energy'], 'Status' | 'EndDate'>, now: Date): boolean {
	return energy.Status === 'available' && energy.EndDate != null && isPastDay(energy.EndDate, now);
}

/** The first construction year that needs no asbestos attest. */
const ASBESTOS_FREE_FROM = 2001;

type DutySource = Pick<
	Property,
	'CountryID' | 'Zip' | 'WebID' | 'Goal' | 'Availability' | 'Energy' | 'EnergyPerformance' | 'EPCLabelText' | 'FloodRisk' | 'Planning' | 'Asbestos' | 'Details'
>;

/**
 * The duty items a Flemish listing on offer lacks at `now` (the EPC's first, then flood, planning
 * and asbestos); none for a listing elsewhere or no longer on offer. The year and the day an EPC
 * is checked against are those of `now` in Brussels.
 * @example missingDutyItems({ ...flemishHouseForSale, Planning: { ...planning, Summons: undefined } }, new Date('2026-06-15')) // => ['summons']
 * @example missingDutyItems({ ...flemishHouseForSale, Energy: { ...energy, EndDate: '2024-01-01' } }, new Date('2026-06-15')) // => ['epcExpired']
 */
export function missingDutyItems(p: DutySource, now: Date): DutyItem[] {
	if (regionOfListing(p) !== 'flanders' || isClosed(p.Availability.Status)) return [];
	const year = Number(agencyDay(now).slice(0, 4));
	const built = p.Details.ConstructionYear;
	const building = p.WebID !== landWebId;
	const missing: DutyItem[] = [];
	if (building && p.Energy.Status !== 'not_applicable' && !(built != null && built > year)) {
		const available = p.Energy.Status === 'available';
		if (epcExpired(p.Energy, now)) missing.push('epcExpired');
		else {
			if (!available || listingEpcLabel(p) === null) missing.push('epcLabel');
			if (!available || (p.Energy.Specific ?? p.EnergyPerformance) == null) missing.push('epcSpecific');
			if (!available || !p.Energy.CertificateNumber?.trim()) missing.push('epcCertificate');
		}
	}
	if (!isForSale(p.Goal)) return missing;
	if (p.FloodRisk?.PScore == null) missing.push('pScore');
	if (building && p.FloodRisk?.GScore == null) missing.push('gScore');
	if (p.FloodRisk?.RiverbankZone == null) missing.push('riverbankZone');
	const planning = p.Planning;
	if (!planning?.AreaApplication?.trim()) missing.push('areaApplication');
	if (planning?.Permit == null) missing.push('permit');
	if (planning?.AllotmentPermit == null) missing.push('allotmentPermit');
	if (planning?.PreemptiveRights == null) missing.push('preemptiveRights');
	if (planning?.Summons == null) missing.push('summons');
	if (building && built != null && built < ASBESTOS_FREE_FROM && p.Asbestos?.Certificate !== 'yes' && p.Asbestos?.Certificate !== 'not_applicable') missing.push('asbestos');
	return missing;
}

/** A listing and the duty items it lacks. */
export type DutyGap = { id: number; items: DutyItem[] };

/** How the build's log names each item. */
const itemNames: Record<DutyItem, string> = {
	epcSpecific: 'EPC energy score (kWh/m²)',
	epcLabel: 'EPC label',
	epcCertificate: 'EPC unique code',
	epcExpired: 'EPC expired (its end date has passed: a new certificate is needed)',
	pScore: 'P-score',
	gScore: 'G-score',
	riverbankZone: 'riverbank zone (yes or no)',
	areaApplication: 'urban-planning designation',
	permit: 'building permit',
	allotmentPermit: 'allotment permit',
	preemptiveRights: 'pre-emption right',
	summons: 'summons',
	asbestos: 'asbestos attest',
};

/**
 * The build's warning about listings that lack duty items: one line per listing, the first
 * `shown` of them, then how many more; null when none lacks anything.
 * @example dutyWarning([{ id: 1042, items: ['asbestos'] }]) // => '1 Flemish listing on offer lacks … :\n  1042: asbestos attest'
 */
export function dutyWarning(gaps: readonly DutyGap[], shown = 20): string | null {
	if (gaps.length === 0) return null;
	const heading = `${gaps.length} Flemish listing${gaps.length === 1 ? '' : 's'} on offer ${gaps.length === 1 ? 'lacks' : 'lack'} items an advert must carry under the Flemish information duty (EPC, flood scores, urban planning, asbestos attest); their pages leave the rows out. Complete them in the CRM:`;
	const lines = gaps.slice(0, shown).map((gap) => `  ${gap.id}: ${gap.items.map((item) => itemNames[item]).join(', ')}`);
	if (gaps.length > shown) lines.push(`  … and ${gaps.length - shown} more`);
	return [heading, ...lines].join('\n');
}
