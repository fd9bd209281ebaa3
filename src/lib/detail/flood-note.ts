import type { UiKey } from '../../i18n/t.ts';
import { regionOfListing } from '../domain/region.ts';

/**
 * The note under the legal block that explains a listing's flood information: the P-score
 * (parcel) and G-score (building) with the meaning of each class A to D and the flood symbol of
 * class D, and the riverbank zone. These are terms of the Flemish flood information duty (since
 * 2023, `src/lib/domain/flood.ts`), so the note is for Flemish listings only (region by postcode,
 * spec §9). Choice where the issue is silent: a Brussels, Walloon or Luxembourg listing gets no
 * note at all, since its flood rows (the zone) need no explanation of scores it does not have.
 */

/** What the note needs of a listing. */
export type FloodNoteSource = { CountryID: number; Zip: string | number; FloodRisk?: unknown };

/**
 * The UI key of the flood note of a listing, or null when it gets none.
 * @example floodNoteKey({ CountryID: 10, Zip: '1800', FloodRisk: {} }) // => 'detail.flood.explanation'
 * @example floodNoteKey({ CountryID: 10, Zip: '1180', FloodRisk: {} }) // => null
 */
export function floodNoteKey(property: FloodNoteSource): UiKey | null {
	return property.FloodRisk != null && regionOfListing(property) === 'flanders' ? 'detail.flood.explanation' : null;
}
