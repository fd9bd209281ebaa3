/**
 * A filter choice made before the list's filter island is ready (spec §2 city and type filter).
 * The form is the page's HTML and can be used at once, while the island hydrates later
 * (`client:idle`, seconds on a slow phone): what the visitor picked meanwhile must not be reset
 * to the URL's filter.
 *
 * Choice where the spec is silent: a control whose value is no longer the one the page was built
 * with (its default, "all") was changed by the visitor, and that choice wins over the URL's
 * parameter; a control left at its default takes the URL's value. The visitor cannot tell apart
 * the default "all" and "all" picked again, and neither can the island: both take the URL's value.
 */
import type { ListingFilter } from './filter.ts';

/** What a control holds at hydration: its current value and the value it was built with. */
export type ControlState = { value: string; initial: string };

/**
 * The filter to start from: the URL's, with each control the visitor changed taking its value.
 * @example filterWithEarlyChoices({ city: null, type: 2 }, { city: { value: 'Gent|9000', initial: '' }, type: { value: '', initial: '' } })
 * // => { city: 'Gent|9000', type: 2 }
 */
export function filterWithEarlyChoices(
	fromUrl: ListingFilter,
	controls: { city: ControlState; type: ControlState },
): ListingFilter {
	const changed = (c: ControlState) => c.value !== c.initial;
	const type = controls.type.value === '' ? null : Number(controls.type.value);
	return {
		city: changed(controls.city) ? controls.city.value || null : fromUrl.city,
		type: changed(controls.type) && (type === null || Number.isInteger(type)) ? type : fromUrl.type,
	};
}
