/**
 * Turns search results into the grouped options of the dropdown (spec §2): labels, counts and
 * links in the page language, and the keyboard movement over them; what the live region says
 * about them is `search-messages.ts`.
 *
 * Choices where the spec is silent:
 * - A type links to the list (for sale or for rent) that holds more of its listings, for sale on
 *   a tie; a type offered for one goal only (Sale / Rent flags) links to that list. A city links
 *   to the sale list when it has listings there, else to the rent list: the index holds only
 *   cities with listings, named as the lists name them, so its link always filters. The list
 *   reads `?type=WebID` and `?city=Name|Zip` (spec §2).
 * - A type shows the number of listings each list shows for it, each with its list's name ("36 te
 *   koop · 14 te huur": a bare "(36 / 14)" left the sighted visitor to guess which is which); its
 *   accessible name spells them out the same way. A type offered for one goal only (Sale / Rent
 *   flags) shows that goal's count alone ("5 te koop", not "5 te koop · 0 te huur": its other
 *   list cannot filter on it), its clause of the same UI strings (`goalClause`). Counts are
 *   written as the page's language writes numbers ("1.234 te koop", "1 234 à vendre", "1,234 for
 *   sale").
 * - A property shows its reference and its zip and city, or only its reference when the index
 *   left the place out (site config `hideCity`, spec §5 address rule: `build-index.ts`).
 * - A type shows its icon before its name (`type-icon.ts`, spec §3); the icon is decorative, the
 *   option's name stays its words.
 * - A property whose title fell back to another language (German titles are empty: Dutch) is
 *   marked with that language's `lang` on its whole option, whose spoken name starts with it; the
 *   reference, zip and city around it read the same in any language.
 * - Arrow keys wrap around; -1 means no option is active.
 */
import { localeInfo } from '../../../i18n/locales.ts';
import type { GoalCounts, SearchCity, SearchType } from './build-index.ts';
import type { SearchResults } from './query.ts';
import { cityValue } from '../listing/filter.ts';
import { webIdToIconSrc } from '../domain/type-icon.ts';
import { formatCount } from '../intl/formats.ts';
import { fill, type DropdownStrings } from './search-messages.ts';

/** The two list pages in the page language. */
export type ListPaths = { sale: string; rent: string };

/** One option of the listbox. */
export type SearchOption = {
	id: string;
	label: string;
	meta: string;
	spoken: string;
	href: string;
	/** BCP-47 tag of the label when it is in another language than the page (a fallback title). */
	lang?: string;
	/** Path of the decorative icon shown before the label (types only). */
	icon?: string | undefined;
};

/** A labelled group of options. */
export type SearchGroup = { key: keyof SearchResults; label: string; options: SearchOption[] };

/**
 * The list a type links to: the goal with more listings, sale on a tie.
 * @example typeGoal({ sale: 0, rent: 2 }) // => 'rent'
 */
export function typeGoal(counts: GoalCounts): keyof ListPaths {
	return counts.rent > counts.sale ? 'rent' : 'sale';
}

/**
 * The list a city links to: the sale list when the city has listings there, else the rent list.
 * @example cityGoal({ sale: 1, rent: 3 }) // => 'sale'
 */
export function cityGoal(counts: GoalCounts): keyof ListPaths {
	return counts.sale > 0 || counts.rent === 0 ? 'sale' : 'rent';
}

/**
 * A list filtered by the query parameters.
 * @example listHref({ sale: '/for-sale/', rent: '/for-rent/' }, 'rent', { type: '1' }) // => '/for-rent/?type=1'
 */
export function listHref(paths: ListPaths, goal: keyof ListPaths, params: Record<string, string>): string {
	return `${paths[goal]}?${new URLSearchParams(params).toString()}`;
}

/**
 * The place of a property in the dropdown: zip and city, '' when the index left them out.
 * @example placeOf({ zip: '9000', city: 'Gent' }) // => '9000 Gent'
 */
export function placeOf(property: { zip: string; city: string }): string {
	return [property.zip, property.city].filter((part) => part !== '').join(' ');
}

/**
 * The clause of a two-count UI string that names one goal: the string cut at the punctuation
 * between its two counts (` · `, `, `), so no other key is needed per language; the whole string
 * when no punctuation parts them.
 * @example goalClause('{{sale}} te koop · {{rent}} te huur', 'rent') // => '{{rent}} te huur'
 * @example goalClause('{{sale}} à vendre, {{rent}} à louer', 'sale') // => '{{sale}} à vendre'
 */
export function goalClause(template: string, goal: keyof GoalCounts): string {
	const at = { sale: template.indexOf('{{sale}}'), rent: template.indexOf('{{rent}}') };
	if (at.sale < 0 || at.rent < 0) return template;
	const [first, second] = at.sale < at.rent ? (['sale', 'rent'] as const) : (['rent', 'sale'] as const);
	const from = at[first] + `{{${first}}}`.length;
	const between = template.slice(from, at[second]);
	const separator = [...between.matchAll(/\s*[^\p{L}\p{N}\s]+\s*/gu)].at(-1);
	if (separator === undefined) return template;
	const cut = from + separator.index;
	return goal === first ? template.slice(0, cut) : template.slice(cut + separator[0].length);
}

/**
 * Builds the groups of the dropdown, leaving out empty ones; option ids start with `idPrefix`,
 * and counts are written in the number format of `lang` (the page's BCP-47 tag).
 */
export function dropdownGroups(
	results: SearchResults,
	paths: ListPaths,
	strings: DropdownStrings,
	idPrefix: string,
	lang: string,
): SearchGroup[] {
	const counts = (c: GoalCounts) => ({ sale: formatCount(c.sale, lang), rent: formatCount(c.rent, lang) });
	const spokenCounts = (c: GoalCounts) => fill(strings['search.counts'], counts(c));
	/** A UI string of counts for a type: both counts, or its one goal's clause. */
	const typeCounts = (t: SearchType, key: 'search.counts' | 'search.counts.short') =>
		fill(t.offered === 'both' ? strings[key] : goalClause(strings[key], t.offered), counts(t));
	const typeOption = (t: SearchType): SearchOption => ({
		id: `${idPrefix}-type-${t.webId}`,
		label: t.name,
		meta: typeCounts(t, 'search.counts.short'),
		spoken: `${t.name}, ${typeCounts(t, 'search.counts')}`,
		href: listHref(paths, t.offered === 'both' ? typeGoal(t) : t.offered, { type: String(t.webId) }),
		icon: webIdToIconSrc(t.webId),
	});
	const cityOption = (c: SearchCity): SearchOption => ({
		id: `${idPrefix}-city-${c.zip}-${c.search.replace(/[^a-z0-9]+/g, '-')}`,
		label: c.name,
		meta: c.zip,
		spoken: `${c.name} ${c.zip}, ${spokenCounts(c)}`,
		href: listHref(paths, cityGoal(c), { city: cityValue(c.name, c.zip) }),
	});
	const groups: SearchGroup[] = [
		{ key: 'types', label: strings['search.group.types'], options: results.types.map(typeOption) },
		{
			key: 'cities',
			label: strings['search.group.cities'],
			options: results.cities.map(cityOption),
		},
		{
			key: 'properties',
			label: strings['search.group.properties'],
			options: results.properties.map((p) => {
				const place = placeOf(p);
				const option: SearchOption = {
					id: `${idPrefix}-property-${p.id}`,
					label: p.title,
					meta: place === '' ? p.ref : `${p.ref} · ${place}`,
					spoken: place === '' ? `${p.title}, ${p.ref}` : `${p.title}, ${p.ref}, ${place}`,
					href: p.path,
				};
				if (p.titleLocale) option.lang = localeInfo[p.titleLocale].lang;
				return option;
			}),
		},
	];
	return groups.filter((g) => g.options.length > 0);
}

/**
 * The option made active by an arrow key, wrapping around; -1 when there are none.
 * @example moveIndex(-1, 1, 3) // => 0
 * @example moveIndex(0, -1, 3) // => 2
 */
export function moveIndex(current: number, delta: 1 | -1, count: number): number {
	if (count === 0) return -1;
	if (current < 0) return delta === 1 ? 0 : count - 1;
	return (current + delta + count) % count;
}
