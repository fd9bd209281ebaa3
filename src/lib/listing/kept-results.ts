/**
 * How far a visitor got in a filtered list, kept in the page's history entry so that coming back
 * to it (Back from a listing, a reload) shows the same cards at the same place. The browser keeps
 * the page itself only when it can (its back/forward cache); otherwise the filter island starts
 * again from the URL, which holds the filter but not how many times "Show more" was pressed nor
 * where the visitor had scrolled.
 *
 * Choice where the spec is silent: the entry keeps the number of cards shown and the scroll
 * position together with the filter they belong to (the URL's query). Another filter, from the
 * URL or chosen before the island was ready, starts at the first cards.
 */

/** What one history entry keeps of its filtered list. */
export type KeptResults = { query: string; shown: number; scrollY: number };

const key = 'listResults';

/** The entry's kept results for this filter's query, or null (another filter, or none kept). */
export function keptResults(state: unknown, query: string, pageSize: number): KeptResults | null {
	if (typeof state !== 'object' || state === null || !(key in state)) return null;
	const kept: unknown = (state as Record<string, unknown>)[key];
	if (typeof kept !== 'object' || kept === null) return null;
	const { query: keptQuery, shown, scrollY } = kept as Record<string, unknown>;
	if (keptQuery !== query || typeof shown !== 'number' || typeof scrollY !== 'number') return null;
	if (!Number.isInteger(shown) || shown < pageSize || !Number.isFinite(scrollY) || scrollY < 0) return null;
	return { query, shown, scrollY };
}

/** The entry's state with these results kept (or dropped, for null), the rest of it unchanged. */
export function stateWithResults(state: unknown, results: KeptResults | null): Record<string, unknown> {
	const rest = typeof state === 'object' && state !== null ? { ...(state as Record<string, unknown>) } : {};
	delete rest[key];
	return results === null ? rest : { ...rest, [key]: results };
}
