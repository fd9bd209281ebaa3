/**
 * The words of the search box: the UI strings it picks, and what its live region says (loading,
 * an error, or how many options the dropdown shows) in the page language.
 */

/** The UI strings of the search box (an island picks them with `t.pick(searchBoxKeys)`). */
export const searchBoxKeys = [
	'search.label',
	'search.placeholder',
	'search.toggle',
	'search.list',
	'search.group.types',
	'search.group.cities',
	'search.group.properties',
	'search.counts',
	'search.counts.short',
	'search.results.one',
	'search.results.other',
	'search.noResults',
	'search.loading',
	'search.error',
] as const;

/** The UI strings of the search box. */
export type SearchBoxStrings = Record<(typeof searchBoxKeys)[number], string>;

/** The UI strings the dropdown options and messages need. */
export type DropdownStrings = Pick<
	SearchBoxStrings,
	| 'search.group.types'
	| 'search.group.cities'
	| 'search.group.properties'
	| 'search.counts'
	| 'search.counts.short'
	| 'search.results.one'
	| 'search.results.other'
	| 'search.noResults'
>;

/**
 * Fills the {{name}} variables of a UI string.
 * @example fill('{{count}} resultaten', { count: 3 }) // => '3 resultaten'
 */
export function fill(template: string, vars: Record<string, string | number>): string {
	return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
		name in vars ? String(vars[name]) : whole,
	);
}

/**
 * What the live region says about the options shown.
 * @example resultsMessage(3, strings) // => '3 resultaten'
 */
export function resultsMessage(count: number, strings: DropdownStrings): string {
	if (count === 0) return strings['search.noResults'];
	return count === 1
		? strings['search.results.one']
		: fill(strings['search.results.other'], { count });
}

/**
 * What the live region says: loading, error, or the number of options shown; nothing when closed.
 * @example liveMessage({ open: true, status: 'ready', count: 1 }, strings) // => '1 resultaat'
 */
export function liveMessage(
	state: { open: boolean; status: 'idle' | 'loading' | 'ready' | 'error'; count: number },
	strings: DropdownStrings & Pick<SearchBoxStrings, 'search.loading' | 'search.error'>,
): string {
	if (!state.open) return '';
	if (state.status === 'error') return strings['search.error'];
	// The types the page carries show while the index loads: say what is shown, not "loading".
	return state.status === 'ready' || state.count > 0 ? resultsMessage(state.count, strings) : strings['search.loading'];
}
