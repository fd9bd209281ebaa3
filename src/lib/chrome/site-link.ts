/**
 * A configured link of the chrome (a header link, a footer image's link) on a page of a language
 * (spec §2: "A table maps each original path to per-language paths"). A path of the site that
 * names a page by its Dutch path, as the menu names its pages, leads to that page in the language,
 * with its query and fragment kept: '/contact/' on a French page is '/fr/contact/'. Other paths of
 * the site (a photo, a document, a page with no other language), external, mail and phone links
 * stay as written.
 */

/** The path in the page language of a page named by its Dutch path, undefined when there is none. */
export type PagePathIn = (key: string) => string | undefined;

/**
 * The link as the page shows it.
 * @example siteLinkIn('/contact/#form', (key) => (key === '/contact/' ? '/de/kontakt/' : undefined)) // => '/de/kontakt/#form'
 * @example siteLinkIn('https://www.facebook.com/immo', () => '/de/') // => 'https://www.facebook.com/immo'
 */
export function siteLinkIn(link: string, pathIn: PagePathIn): string {
	if (!link.startsWith('/')) return link;
	const end = link.search(/[?#]/);
	const path = end < 0 ? link : link.slice(0, end);
	const key = (path.endsWith('/') ? path : `${path}/`).toLowerCase();
	const translated = pathIn(key);
	return translated === undefined ? link : translated + (end < 0 ? '' : link.slice(end));
}
