/**
 * The visitor's favourite listings: ids kept on this device, newest first. Pure rules; the store
 * (`src/stores/favourites.ts`) keeps them in browser storage.
 *
 * Choices where the spec is silent (design.md names favourites among the shared state):
 * - Favourites are kept in browser storage only with the consent option "preferences"; without
 *   it the site asks before it keeps one, and withdrawing that consent forgets them.
 * - At most `maxFavourites` are kept: adding one more forgets the oldest.
 * - A stored value that cannot be read counts as none; ids that are not positive whole numbers
 *   are dropped, and each id is kept once.
 * - A list can be shared as a link: the favourites page with `?ids=` and the ids, newest first.
 *   Opening it shows those listings without keeping them; the visitor may add them to their own.
 */

/** The browser storage key of the favourites. */
export const favouritesStorageKey = 'agency.favourites';

/** How many favourites are kept at most. */
export const maxFavourites = 60;

/**
 * Reads a stored value: the valid ids in their order, each once, at most `maxFavourites`.
 * @example parseFavourites('[1004, "x", 1004, 1002]') // => [1004, 1002]
 */
export function parseFavourites(raw: string | null): number[] {
	if (!raw) return [];
	let value: unknown;
	try {
		value = JSON.parse(raw);
	} catch {
		return [];
	}
	if (!Array.isArray(value)) return [];
	const ids = value.filter((id): id is number => Number.isSafeInteger(id) && (id as number) > 0);
	return [...new Set(ids)].slice(0, maxFavourites);
}

/**
 * Adds an id in front, or removes it when it is there; the oldest beyond `maxFavourites` is forgotten.
 * @example toggleFavourite([1002], 1004) // => [1004, 1002]
 * @example toggleFavourite([1004, 1002], 1004) // => [1002]
 */
export function toggleFavourite(ids: readonly number[], id: number): number[] {
	return ids.includes(id) ? ids.filter((kept) => kept !== id) : [id, ...ids].slice(0, maxFavourites);
}

/**
 * The id a favourite button names in `data-favourite`, or null when it is not a listing id.
 * @example favouriteIdOf('1004') // => 1004
 */
export function favouriteIdOf(value: string | undefined): number | null {
	if (!value || !/^[1-9]\d{0,14}$/.test(value)) return null;
	return Number(value);
}

/** The query parameter of a shared list. */
export const sharedIdsParam = 'ids';

/**
 * The ids of a shared list in a page's query string: null without the parameter, else the valid
 * ids in their order, each once, at most `maxFavourites` (none when nothing in it is an id).
 * @example sharedIds('?ids=1144,1116,x,1144') // => [1144, 1116]
 * @example sharedIds('?city=gent') // => null
 */
export function sharedIds(search: string): number[] | null {
	const value = new URLSearchParams(search).get(sharedIdsParam);
	if (value === null) return null;
	const ids = value.split(',').flatMap((part) => favouriteIdOf(part.trim()) ?? []);
	return [...new Set(ids)].slice(0, maxFavourites);
}

/**
 * The link that shares a list: the favourites page of `origin` with the ids.
 * @example shareLink('https://www.example.be', '/en/favourites/', [1144, 1116]) // => 'https://www.example.be/en/favourites/?ids=1144,1116'
 */
export function shareLink(origin: string, path: string, ids: readonly number[]): string {
	return `${origin}${path}?${sharedIdsParam}=${ids.join(',')}`;
}

/**
 * Adds a shared list to one's own: the shared ids not kept yet come first, in their order, then
 * the kept ones; the oldest beyond `maxFavourites` are forgotten.
 * @example addShared([1002], [1004, 1002, 1009]) // => [1004, 1009, 1002]
 */
export function addShared(kept: readonly number[], shared: readonly number[]): number[] {
	const fresh = shared.filter((id) => !kept.includes(id));
	return [...fresh, ...kept].slice(0, maxFavourites);
}
