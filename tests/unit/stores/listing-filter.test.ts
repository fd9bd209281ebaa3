import { cleanStores, keepMount } from 'nanostores';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { CardView } from '../../../src/lib/listing/card.ts';
import {
	$facetCounts,
	$filteredCards,
	$isFiltering,
	$listingFilter,
	$listingIndex,
	loadListingIndex,
	setCity,
	setFilter,
	setType,
} from '../../../src/stores/listing-filter.ts';

const card = (id: number, city: string, zip: string, webIds: number[]) => ({ id, city, zip, webIds }) as CardView;
const items = [card(1, 'Gent', '9000', [2]), card(2, 'Gent', '9000', [1]), card(3, 'Liège', '4000', [2])];
const answer = (body: unknown, status = 200) => (async () => new Response(JSON.stringify(body), { status })) as typeof fetch;

afterEach(() => {
	setFilter({ city: null, type: null });
	cleanStores($listingFilter, $listingIndex, $filteredCards, $isFiltering, $facetCounts);
});

describe('spec §2 listing filter store: city and type narrow the fetched index', () => {
	test('the index is fetched once, then the filter picks the cards in order', async () => {
		keepMount($filteredCards);
		keepMount($facetCounts);
		expect($facetCounts.get(), 'no counts before the index has arrived').toBeNull();
		let calls = 0;
		const fetcher = (async (...args: Parameters<typeof fetch>) => {
			calls += 1;
			return answer({ locale: 'nl', goal: 'sale', items })(...args);
		}) as typeof fetch;
		await loadListingIndex('/listing-index/nl-sale.json', fetcher);
		await loadListingIndex('/listing-index/nl-sale.json', fetcher);
		expect(calls).toBe(1);
		expect($listingIndex.get().status).toBe('ready');

		const cases = [
			{ city: null, type: null, expected: [1, 2, 3], filtering: false },
			{ city: 'Gent|9000', type: null, expected: [1, 2], filtering: true },
			{ city: 'Gent|9000', type: 2, expected: [1], filtering: true },
			{ city: null, type: 2, expected: [1, 3], filtering: true },
			{ city: 'Liège|4000', type: 1, expected: [], filtering: true },
		];
		for (const { city, type, expected, filtering } of cases) {
			setCity(city);
			setType(type);
			expect($filteredCards.get().map((c) => c.id), `${city} ${type}`).toEqual(expected);
			expect($isFiltering.get()).toBe(filtering);
		}
		setFilter({ city: 'Gent|9000', type: 2 });
		expect([...($facetCounts.get()?.types ?? [])], 'types counted in the chosen city').toEqual([[2, 1], [1, 1]]);
		expect([...($facetCounts.get()?.cities ?? [])], 'cities counted for the chosen type').toEqual([['Gent|9000', 1], ['Liège|4000', 1]]);
	});
});

describe('listing index that fails to load', () => {
	test('a failed fetch sets the error state and a later call tries again', async () => {
		vi.resetModules();
		const store = await import('../../../src/stores/listing-filter.ts');
		await store.loadListingIndex('/listing-index/nl-sale.json', answer({}, 500));
		expect(store.$listingIndex.get()).toEqual({ status: 'error', items: [] });
		await store.loadListingIndex('/listing-index/nl-sale.json', answer({ locale: 'nl', goal: 'sale', items }));
		expect(store.$listingIndex.get()).toEqual({ status: 'ready', items });
	});
});
