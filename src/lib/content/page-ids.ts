/**
 * The ids of one page: every id handed out once, whichever component asks (article bodies, form
 * regions), and none of the chrome's (`#main`, `#cookie-settings`, …).
 *
 * Choices where the spec is silent: a taken or reserved id gets the first free `-2`, `-3`, … in the
 * order the page asks, so a page's first "Uw rechten" keeps `#uw-rechten` (the anchor readers and
 * links use) and only a later one moves. A reserved id is not free for content, but its owner (the
 * one form region a link targets, `#form-root`) gets it the first time it asks.
 */

/** Hands out unique ids for one page. */
export type IdRegistry = {
	/** A free id for content: `base`, else `base-2`, `base-3`, … (never a reserved id). */
	claim: (base: string) => string;
	/** A reserved id for its owner: `id` the first time, then `id-2`, `id-3`, … */
	claimOwn: (id: string) => string;
};

/**
 * Creates the id registry of one page, with the ids content must not take.
 * @example const ids = createIdRegistry(['main']); [ids.claim('main'), ids.claim('rechten'), ids.claim('rechten')] // => ['main-2', 'rechten', 'rechten-2']
 */
export function createIdRegistry(reserved: Iterable<string>): IdRegistry {
	const blocked = new Set(reserved);
	const taken = new Set<string>();
	const isFree = (id: string) => !taken.has(id) && !blocked.has(id);
	const take = (id: string) => (taken.add(id), id);
	const takeNext = (base: string) => {
		let n = 2;
		while (!isFree(`${base}-${n}`)) n += 1;
		return take(`${base}-${n}`);
	};
	return {
		claim: (base) => (isFree(base) ? take(base) : takeNext(base)),
		claimOwn: (id) => (taken.has(id) ? takeNext(id) : take(id)),
	};
}
