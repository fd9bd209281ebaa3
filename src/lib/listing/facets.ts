/**
 * Faceted counts of the listing filter (spec §2): once a city or a type is chosen, each choice of
 * the other control counts the listings it would show together with that choice, so that no
 * count promises listings the list then does not show.
 *
 * Choices where the spec is silent:
 * - A control's own choice does not narrow its counts: each city counts the listings of the
 *   chosen type (of every type when none is), each type those of the chosen city. So with no
 *   filter the counts are the list's totals, as the page writes them at build.
 * - A choice without listings says "(0)" and is disabled, except the chosen one, which stays
 *   selectable so that a visitor arriving with an impossible link can see and clear it.
 * - A count is written the way the page's language writes numbers ("Woning (1.234)", "Maison
 *   (1 234)", "House (1,234)"), as the build writes the list's totals (`choiceLabel`).
 */
import { formatCount } from '../intl/formats.ts';
import { cityValue, matchesFilter, type FilterFields, type ListingFilter } from './filter.ts';

/** The number of listings of each city value ('name|zip') and type WebID under the other control's choice. */
export type FacetCounts = { cities: ReadonlyMap<string, number>; types: ReadonlyMap<number, number> };

/** How a choice of a filter control is shown: its label with its count, and whether it can be chosen. */
export type FacetChoice = { label: string; disabled: boolean };

/**
 * Counts each city under the chosen type and each type under the chosen city.
 * @example facetCounts([{ city: 'Gent', zip: '9000', webIds: [2] }], { city: 'Gent|9000', type: 1 }).types.get(2) // => 1
 */
export function facetCounts(items: readonly FilterFields[], filter: ListingFilter): FacetCounts {
	const cities = new Map<string, number>();
	const types = new Map<number, number>();
	for (const item of items) {
		if (matchesFilter(item, { city: null, type: filter.type })) {
			const key = cityValue(item.city, item.zip);
			cities.set(key, (cities.get(key) ?? 0) + 1);
		}
		if (matchesFilter(item, { city: filter.city, type: null })) {
			for (const webId of new Set(item.webIds)) types.set(webId, (types.get(webId) ?? 0) + 1);
		}
	}
	return { cities, types };
}

/**
 * The label of a filter choice: its name and its count in the page language's number format.
 * @example choiceLabel('Woning', 1234, 'nl-BE') // => 'Woning (1.234)'
 */
export function choiceLabel(name: string, count: number, lang: string): string {
	return `${name} (${formatCount(count, lang)})`;
}

/** The count a label ends with, as any of the site's languages writes it: "(12)", "(1.234)", "(1 234)", "(1,234)". */
const labelCount = /\s*\(\d[\d.,\s]*\)$/;

/**
 * A choice's label with its count in place of the one it had, and whether it is disabled (no
 * listings and not chosen).
 * @example facetChoice('Woning (1.234)', 0, false, 'nl-BE') // => { label: 'Woning (0)', disabled: true }
 */
export function facetChoice(label: string, count: number, selected: boolean, lang: string): FacetChoice {
	return { label: choiceLabel(label.replace(labelCount, ''), count, lang), disabled: count === 0 && !selected };
}
