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
