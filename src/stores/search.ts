/**
 * State of the search dropdown (spec §4): the typed text, whether the dropdown is open, the
 * active option and the loaded index. The index JSON of the page language is fetched the first
 * time the dropdown opens (never on page load) and kept for the rest of the visit.
 */
import { atom, computed, readonlyType } from 'nanostores';
import { moveIndex } from '../lib/search/dropdown.ts';
import { loadSearchIndex, noResults, querySearch, typesOnly, type LoadedIndex } from '../lib/search/query.ts';
import { foldText } from '../lib/search/search-options.ts';
import type { SearchIndexFile, SearchType } from '../lib/search/build-index.ts';
import { fetchOnce } from '../lib/fetch-once.ts';

/** Where the index is while it loads. */
export type IndexStatus = 'idle' | 'loading' | 'ready' | 'error';

const query = atom('');
const open = atom(false);
const active = atom(-1);
const index = atom<LoadedIndex | null>(null);
const status = atom<IndexStatus>('idle');
const indexUrl = atom<string | null>(null);
const pageTypes = atom<readonly SearchType[]>([]);

/** The typed text. */
export const $query = readonlyType(query);
/** Whether the dropdown is open. */
export const $open = readonlyType(open);
/** Position of the active option among all options shown, -1 for none. */
export const $active = readonlyType(active);
/** Loading state of the index. */
export const $indexStatus = readonlyType(status);
/**
 * Types, cities and properties for the typed text. Until the index is loaded, an empty input shows
 * the types the page carries, and typed text shows nothing yet.
 */
export const $results = computed([index, query, pageTypes], (loaded, text, types) =>
	loaded ? querySearch(loaded, text) : foldText(text).trim() === '' ? typesOnly(types) : noResults,
);

/** Fetches and loads an index once per URL; a failed fetch may be tried again. */
const fetchIndex = fetchOnce<SearchIndexFile, LoadedIndex>(loadSearchIndex);

/** Loads the index of the page when the dropdown opens for the first time. */
async function ensureIndex(): Promise<void> {
	const url = indexUrl.get();
	if (!url || status.get() === 'loading' || status.get() === 'ready') return;
	status.set('loading');
	try {
		index.set(await fetchIndex(url));
		status.set('ready');
	} catch {
		status.set('error');
	}
}

open.listen((isOpen) => {
	if (isOpen) void ensureIndex();
});

/**
 * Names the index JSON of the page language and gives the types the page carries (set by the
 * island; nothing is fetched yet).
 */
export function setIndexUrl(url: string, types: readonly SearchType[] = []): void {
	pageTypes.set(types);
	if (indexUrl.get() === url) return;
	indexUrl.set(url);
	index.set(null);
	status.set('idle');
	if (open.get()) void ensureIndex();
}

/** Opens the dropdown (input focus, search button). */
export function openSearch(): void {
	open.set(true);
}

/** Closes the dropdown (blur, Escape) and forgets the active option. */
export function closeSearch(): void {
	open.set(false);
	active.set(-1);
}

/** Opens a closed dropdown and closes an open one (spec §4: the search button toggles it). */
export function toggleSearch(): void {
	if (open.get()) closeSearch();
	else openSearch();
}

/** Sets the typed text; the dropdown opens and no option is active. */
export function setQuery(text: string): void {
	query.set(text);
	active.set(-1);
	open.set(true);
}

/**
 * Takes over the input as the visitor left it before the search box's script was ready: the text
 * typed meanwhile is kept (not wiped by the empty store), and the dropdown opens when the input has
 * the focus, as its focus event came before anything listened.
 */
export function resumeSearch(text: string, focused: boolean): void {
	if (text !== query.get()) query.set(text);
	active.set(-1);
	if (focused) open.set(true);
}

/** Empties the typed text without opening the dropdown (Escape on a closed dropdown). */
export function clearQuery(): void {
	query.set('');
	active.set(-1);
}

/** Makes another option active (-1 for none). */
export function setActive(position: number): void {
	active.set(position);
}

/**
 * Handles a key of the combobox input over the options shown (ARIA combobox pattern): arrows
 * open the dropdown and move the active option, Escape closes it (or empties a closed one),
 * Enter returns the link of the active option, or of the first one when text is typed.
 * Returns whether the key was used and the link to follow.
 */
export function pressKey(
	key: string,
	hrefs: readonly string[],
): { handled: boolean; href?: string } {
	const isOpen = open.get() && hrefs.length > 0;
	if (key === 'ArrowDown' || key === 'ArrowUp') {
		const from = open.get() ? active.get() : -1;
		open.set(true);
		active.set(moveIndex(from, key === 'ArrowDown' ? 1 : -1, hrefs.length));
		return { handled: true };
	}
	if (key === 'Enter' && isOpen) {
		const href = hrefs[active.get()] ?? (query.get().trim() !== '' ? hrefs[0] : undefined);
		return href === undefined ? { handled: false } : { handled: true, href };
	}
	if (key === 'Escape') {
		if (open.get()) closeSearch();
		else clearQuery();
		return { handled: true };
	}
	return { handled: false };
}
