import { isConfirmToken } from '../forms/confirm-answer.ts';
import { sharedIds, sharedIdsParam } from '../favourites/favourites.ts';

/**
 * The language switcher keeps what a page is about when that is in its query: a shared list of
 * favourites or the contact form about them (`ids`), the newsletter's confirmation and withdrawal
 * pages (`token`). Without it the translated page opened empty, or said the link was not valid.
 *
 * Choices where the issue is silent:
 * - A page names the parameters it carries (`data-carry-query` on its content); only those go, and
 *   only in the shape the page reads them (`sharedIds`, `isConfirmToken`), written the page's way.
 *   Anything else of the query (campaign tags, a stray parameter) stays behind.
 * - Without JavaScript the links stay the plain translated paths.
 */

/** The parameters a page may carry across languages, each read and written in its own shape. */
const carriers: Record<string, (search: string) => string | null> = {
	[sharedIdsParam]: (search) => {
		const ids = sharedIds(search);
		return ids && ids.length > 0 ? ids.join(',') : null;
	},
	token: (search) => {
		const token = new URLSearchParams(search).get('token');
		return isConfirmToken(token) ? token : null;
	},
};

/**
 * A switcher link with the named parameters of the page's query that have a readable value.
 * @example withCarriedQuery('/fr/favoris/', '?ids=1144,x,1116&utm_source=mail', ['ids']) // => '/fr/favoris/?ids=1144,1116'
 * @example withCarriedQuery('/fr/favoris/', '?ids=x', ['ids']) // => '/fr/favoris/'
 */
export function withCarriedQuery(href: string, search: string, names: readonly string[]): string {
	const hashAt = href.indexOf('#');
	const base = hashAt < 0 ? href : href.slice(0, hashAt);
	const hash = hashAt < 0 ? '' : href.slice(hashAt);
	const carried = names.flatMap((name) => {
		const value = Object.hasOwn(carriers, name) ? carriers[name]!(search) : null;
		return value === null ? [] : [`${name}=${value}`];
	});
	if (carried.length === 0) return href;
	return `${base}${base.includes('?') ? '&' : '?'}${carried.join('&')}${hash}`;
}
