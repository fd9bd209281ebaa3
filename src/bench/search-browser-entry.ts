/**
 * Bundled for the browser by the search benchmark: fetches a search index, loads it with the
 * site's own query module and times typed queries with the page's clock.
 */
import { loadSearchIndex, querySearch } from '../lib/search/query.ts';
import type { SearchIndexFile } from '../lib/search/build-index.ts';
import { timeQueries } from './search-typing.ts';

/** Times fetching and loading the index, then each query per typed length, in ms. */
export async function measure(indexUrl: string, queries: Record<number, string[]>, reps: number) {
	const started = performance.now();
	const file = (await (await fetch(indexUrl)).json()) as SearchIndexFile;
	const index = loadSearchIndex(file);
	const loadMs = performance.now() - started;
	const timings: Record<number, number[]> = {};
	for (const [length, texts] of Object.entries(queries)) {
		timings[Number(length)] = timeQueries(
			(text) => querySearch(index, text),
			texts,
			reps,
			() => performance.now(),
		);
	}
	return { loadMs, timings };
}
