/**
 * The list filter across the language switcher (spec §2): on a list page, each language's link
 * keeps the visitor's `city` and `type`, so that /for-sale/?city=Gent|9000&type=2 leads to
 * /en/for-sale/?city=Gent|9000&type=2 rather than to the whole English list.
 *
 * Choices where the spec is silent:
 * - Only `city` and `type` are carried, and only values the list reads (`parseListingQuery`
 *   against the page's own choices): an unknown city or type is left behind, as the list ignores
 *   it, and so is every other parameter of the page.
 * - The city goes as this page names it; the translated page resolves it by its zip when its name
 *   differs there (Gent|9000 on /fr/a-vendre/ is Gand), and writes its own name into its URL.
 * - The link's own path (with its page number) is kept; the rest of its query is kept too.
 */
import { filterToSearch, parseListingQuery, type FilterChoiceKeys } from './filter.ts';

/**
 * A switcher link with the filter of the current query, validated against the list's choices.
 * @example withListFilter('/en/for-sale/', '?city=Gent|9000&type=2&utm=x', { cities: [{ name: 'Gent', zip: '9000' }], types: [{ webId: 2 }] })
 * // => '/en/for-sale/?city=Gent|9000&type=2'
 */
export function withListFilter(href: string, search: string, choices: FilterChoiceKeys): string {
	const hashAt = href.indexOf('#');
	const hash = hashAt < 0 ? '' : href.slice(hashAt);
	const rest = hashAt < 0 ? href : href.slice(0, hashAt);
	const queryAt = rest.indexOf('?');
	const path = queryAt < 0 ? rest : rest.slice(0, queryAt);
	const query = queryAt < 0 ? '' : rest.slice(queryAt);
	const { filter } = parseListingQuery(search, choices);
	return path + filterToSearch(filter, query) + hash;
}
