/**
 * The note under the financial block that qualifies its buyer's costs.
 *
 * Choices where the spec is silent:
 * - Notary fees and registration duties are estimates, and the export gives one figure for the
 *   buyer the agency assumed. A financial block that shows either row says so under it; a block
 *   without them (a rental, a hidden price, a sold listing) has no note.
 * - What the note adds depends on what the block shows, so that it never contradicts the figures:
 *   - registration duties on a kind of property that can be bought as one's own home (an apartment,
 *     a house, an exceptional property, or building land to build it on): the duties depend on the
 *     buyer's situation (a sole own home pays 2 % in Flanders, 3 % in Wallonia, has an abatement in
 *     Brussels; a second home or an investment pays 12 % or 12.5 %), `detail.financial.note`;
 *   - registration duties on a kind that cannot (offices and shops, a business takeover, an
 *     investment property, semi-industrial), or on a home sold as an occupied life annuity (the
 *     seller keeps living there, while the own-home rates need the buyer to acquire full ownership
 *     and live there): the full rate applies whoever buys, `detail.financial.note.fullRate`;
 *   - registration duties on a home in Brussels priced above €600,000: since 1 April 2023 the
 *     abatement (no duties on the first €200,000 of a sole own home) applies only up to that price,
 *     and Brussels has no other own-home rate, so every buyer pays 12.5 % of the whole price; the
 *     note says the abatement stops at €600,000, `detail.financial.note.brusselsAbovePriceCap`;
 *   - a sale under VAT (a new build: a VAT row and no registration duties): VAT replaces the
 *     duties; the figure is at the standard rate, and a reduced rate may apply in certain cases
 *     (in Belgium 6 % since 1 July 2025 on a home rebuilt after demolition, sold as the buyer's
 *     sole own home), `detail.financial.note.vat`;
 *   - a sale under VAT in Luxembourg (CountryID 50) of a kind that may be a home: a buyer who will
 *     live in it may apply for the super-reduced rate (3 % instead of 17 %), so the VAT is an
 *     estimate too, `detail.financial.note.vatLuxembourg`. Offices and the other kinds keep
 *     `detail.financial.note.vat`.
 *   The kinds are the listing's types (`WebID` and every id of `WebIDs`, spec §3): one that may be a
 *   home is enough, as the reduced rates also reach a building partly used as a home. A block with
 *   both VAT and registration duties (land sold under duties, the building under VAT) gets the
 *   duties' note, as does a block with notary fees alone.
 */
import type { UiKey } from '../../i18n/t.ts';
import type { Property } from '../../schemas/property.ts';
import { countryOf, regionOfListing } from '../domain/region.ts';
import type { AttributeGroup } from './attributes.ts';

/** The rows whose figures are estimates for an assumed buyer. */
export const estimatedCostIds: readonly string[] = ['notaryFees', 'registrationRights'];

/**
 * The WebIDs a buyer may buy as their own home, to which the own-home rates of registration duties
 * can apply: 1 apartment, 2 house, 7 land (building land, where the buyer builds that home), 8
 * exceptional property. The others (3 business takeover, 4 offices and shops, 5 investment, 6
 * semi-industrial) pay the full rate.
 */
export const ownHomeRateWebIds: readonly number[] = [1, 2, 7, 8];

/**
 * The highest price at which Brussels' own-home abatement applies (since 1 April 2023); the demo
 * data's duties read the same cap (`brusselsAbatement` in `src/cli/data-gen/registration-duty.ts`).
 */
export const brusselsAbatementPriceCap = 600_000;

/** Which note a financial block carries. */
export type CostNote = 'home' | 'fullRate' | 'brusselsAbovePriceCap' | 'vat' | 'vatLuxembourg';

/** The UI key of each note. */
export const costNoteKeys: Readonly<Record<CostNote, UiKey>> = {
	home: 'detail.financial.note',
	fullRate: 'detail.financial.note.fullRate',
	brusselsAbovePriceCap: 'detail.financial.note.brusselsAbovePriceCap',
	vat: 'detail.financial.note.vat',
	vatLuxembourg: 'detail.financial.note.vatLuxembourg',
};

/**
 * What the note needs of a listing: its types, its country and postcode (VAT on a home differs in
 * Luxembourg, Brussels caps its abatement), its price and whether it is an occupied life annuity.
 */
export type CostNoteSource = Pick<Property, 'WebID' | 'WebIDs' | 'CountryID' | 'Zip' | 'Price' | 'Financial'>;

/**
 * Tells whether a financial block shows an estimate that depends on the buyer's situation.
 * @example hasEstimatedCosts({ rows: [{ id: 'registrationRights', label: 'Registratierechten', value: '€ 7.900' }] }) // => true
 */
export function hasEstimatedCosts(group: Pick<AttributeGroup, 'rows'> | undefined): boolean {
	return group?.rows.some((row) => estimatedCostIds.includes(row.id)) ?? false;
}

/**
 * Tells whether one of a listing's types may be bought as the buyer's own home.
 * @example mayBeOwnHome({ WebID: 4, WebIDs: '4' }) // => false
 * @example mayBeOwnHome({ WebID: 8, WebIDs: '8,2' }) // => true
 */
export function mayBeOwnHome(property: Pick<Property, 'WebID' | 'WebIDs'>): boolean {
	const types = [property.WebID, ...property.WebIDs.split(',').map(Number)];
	return types.some((webId) => ownHomeRateWebIds.includes(webId));
}

/**
 * Tells whether a listing is sold as a life annuity whose seller keeps living in it.
 * @example isOccupiedLifeAnnuity({ Financial: { LifeAnnuity: { Bouquet: 61_000, MonthlyAnnuity: 700, Occupied: true, Ages: [82] } } }) // => true
 * @example isOccupiedLifeAnnuity({ Financial: { NotaryFees: 6_240 } }) // => false
 */
export function isOccupiedLifeAnnuity(property: Pick<Property, 'Financial'>): boolean {
	return property.Financial?.LifeAnnuity?.Occupied === true;
}

/**
 * The note a listing's financial block carries, or null when it shows no estimate.
 * @example costNoteOf({ WebID: 4, WebIDs: '4', CountryID: 10, Zip: '9000', Price: 625_000 }, { rows: [{ id: 'registrationRights', label: 'Registratierechten', value: '€ 75.000' }] }) // => 'fullRate'
 * @example costNoteOf({ WebID: 2, WebIDs: '2', CountryID: 10, Zip: '1050', Price: 685_000 }, { rows: [{ id: 'registrationRights', label: 'Registratierechten', value: '€ 85.625' }] }) // => 'brusselsAbovePriceCap'
 * @example costNoteOf({ WebID: 1, WebIDs: '1', CountryID: 10, Zip: '9000', Price: 220_000 }, { rows: [{ id: 'notaryFees', label: 'Notariskosten', value: '€ 4.140' }, { id: 'vat', label: 'Btw', value: '€ 46.200' }] }) // => 'vat'
 * @example costNoteOf({ WebID: 1, WebIDs: '1', CountryID: 50, Zip: '4050', Price: 220_000 }, { rows: [{ id: 'notaryFees', label: 'Notariskosten', value: '€ 4.140' }, { id: 'vat', label: 'Btw', value: '€ 37.400' }] }) // => 'vatLuxembourg'
 */
export function costNoteOf(property: CostNoteSource, group: Pick<AttributeGroup, 'rows'> | undefined): CostNote | null {
	if (!group || !hasEstimatedCosts(group)) return null;
	const shows = (id: string) => group.rows.some((row) => row.id === id);
	if (shows('vat') && !shows('registrationRights')) return countryOf(property.CountryID) === 'luxembourg' && mayBeOwnHome(property) ? 'vatLuxembourg' : 'vat';
	if (!mayBeOwnHome(property) || isOccupiedLifeAnnuity(property)) return 'fullRate';
	// The rows follow the shown price: a block with estimates has a published one.
	if (regionOfListing(property) === 'brussels' && (property.Price ?? 0) > brusselsAbatementPriceCap) return 'brusselsAbovePriceCap';
	return 'home';
}
