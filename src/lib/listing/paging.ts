/**
 * Static pagination of the list pages (issue 3): page n shows listings (n-1)*size+1 .. n*size.
 * The navigation shows the first and last page, the current page with two neighbours on each
 * side, and a gap marker where pages are left out, so it stays short with thousands of listings.
 */

/** One entry of the pagination navigation: a page number or a gap ('gap'). */
export type PageItem = number | 'gap';

/** Pages shown on each side of the current one. */
export const pageNeighbours = 2;

/**
 * Counts the pages needed for a number of items (at least 1, so an empty list still has a page).
 * @example pageCount(25, 12) // => 3
 */
export function pageCount(total: number, size: number): number {
	return Math.max(1, Math.ceil(total / size));
}

/**
 * Returns the items of one page (1-based); a page out of range gives an empty list.
 * @example pageSlice([1, 2, 3, 4, 5], 2, 2) // => [3, 4]
 */
export function pageSlice<T>(items: readonly T[], page: number, size: number): T[] {
	if (!Number.isInteger(page) || page < 1) return [];
	return items.slice((page - 1) * size, page * size);
}

/**
 * Lists the entries of the pagination navigation.
 * @example paginationItems(6, 20) // => [1, 'gap', 4, 5, 6, 7, 8, 'gap', 20]
 * @example paginationItems(2, 4) // => [1, 2, 3, 4]
 */
export function paginationItems(current: number, total: number): PageItem[] {
	const shown = new Set([1, total]);
	for (let p = current - pageNeighbours; p <= current + pageNeighbours; p++) {
		if (p >= 1 && p <= total) shown.add(p);
	}
	const pages = [...shown].sort((a, b) => a - b);
	const items: PageItem[] = [];
	for (const [i, page] of pages.entries()) {
		const previous = pages[i - 1];
		if (previous !== undefined && page - previous === 2) items.push(previous + 1);
		else if (previous !== undefined && page - previous > 2) items.push('gap');
		items.push(page);
	}
	return items;
}
