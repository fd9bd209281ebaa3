/**
 * State of the listing filter island (spec §2 city and type filter): the active filter, the
 * listing index once fetched, and the filtered cards derived from both.
 */
import { atom, computed, readonlyType } from 'nanostores';
import type { CardView } from '../lib/listing/card.ts';
import { facetCounts, type FacetCounts } from '../lib/listing/facets.ts';
import { applyFilter, emptyFilter, isFiltering, type ListingFilter } from '../lib/listing/filter.ts';
import type { ListingIndex } from '../lib/listing/listing-index.ts';

/** Loading state of the listing index. */
export type IndexState = { status: 'idle' | 'loading' | 'ready' | 'error'; items: CardView[] };

const $filter = atom<ListingFilter>(emptyFilter);
const $index = atom<IndexState>({ status: 'idle', items: [] });

/** The active filter (change it through the actions below). */
export const $listingFilter = readonlyType($filter);

/** The listing index of the page's list and whether it has arrived. */
export const $listingIndex = readonlyType($index);

/** Whether a city or type is set. */
export const $isFiltering = computed($filter, isFiltering);

/** The cards of the index that pass the filter, in list order. */
export const $filteredCards = computed([$filter, $index], (filter, index) => applyFilter(index.items, filter));

/** Each choice's count under the other control's choice, once the index has arrived (else null). */
export const $facetCounts = computed([$filter, $index], (filter, index): FacetCounts | null =>
	index.status === 'ready' ? facetCounts(index.items, filter) : null,
);

/** Replaces the whole filter. */
export function setFilter(filter: ListingFilter): void {
	$filter.set(filter);
}

/** Sets or clears the city ('name|zip'). */
export function setCity(city: string | null): void {
	$filter.set({ ...$filter.get(), city });
}

/** Sets or clears the type WebID. */
export function setType(type: number | null): void {
	$filter.set({ ...$filter.get(), type });
}

/** Fetches the listing index once (again after a failure); later calls do nothing. */
export async function loadListingIndex(url: string, fetcher: typeof fetch = fetch): Promise<void> {
	const { status } = $index.get();
	if (status === 'loading' || status === 'ready') return;
	$index.set({ status: 'loading', items: [] });
	try {
		const response = await fetcher(url);
		if (!response.ok) throw new Error(`${url}: ${response.status}`);
		const index = (await response.json()) as ListingIndex;
		$index.set({ status: 'ready', items: index.items });
	} catch {
		$index.set({ status: 'error', items: [] });
	}
}
