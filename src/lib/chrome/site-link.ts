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
 * The Dutch path of the page a link of the site names, or undefined for a link elsewhere.
 * @example siteLinkKey('/Contact#form') // => '/contact/'
 * @example siteLinkKey('mailto:info@immo.example') // => undefined
 */
export function siteLinkKey(link: string): string | undefined {
	if (!link.startsWith('/')) return undefined;
	const end = link.search(/[?#]/);
	const path = end < 0 ? link : link.slice(0, end);
	return (path.endsWith('/') ? path : `${path}/`).toLowerCase();
}

/**
 * The link as the page shows it.
 * @example siteLinkIn('/contact/#form', (key) => (key === '/contact/' ? '/de/kontakt/' : undefined)) // => '/de/kontakt/#form'
 * @example siteLinkIn('https://www.facebook.com/immo', () => '/de/') // => 'https://www.facebook.com/immo'
 */
export function siteLinkIn(link: string, pathIn: PagePathIn): string {
	const key = siteLinkKey(link);
	const translated = key === undefined ? undefined : pathIn(key);
	if (translated === undefined) return link;
	const end = link.search(/[?#]/);
	return translated + (end < 0 ? '' : link.slice(end));
}

/** What the chrome's link check needs of the site config. */
export type ChromeLinkSources = {
	headerLinks: readonly { link: string; status: string }[];
	footerColumns: readonly { images: readonly { link?: string | null | undefined; public: boolean }[] }[];
};

/**
 * The links the chrome shows (Published header links, public footer images with a link), each with
 * its place in the site config.
 * @example chromeLinks({ headerLinks: [{ link: '/contact/', status: 'Published' }], footerColumns: [] }) // => [{ at: 'headerLinks[0].link', link: '/contact/' }]
 */
export function chromeLinks(site: ChromeLinkSources): { at: string; link: string }[] {
	const header = site.headerLinks.flatMap((l, i) => (l.status === 'Published' ? [{ at: `headerLinks[${i}].link`, link: l.link }] : []));
	const footer = site.footerColumns.flatMap((column, c) =>
		column.images.flatMap((image, i) => (image.public && image.link != null ? [{ at: `footerColumns[${c}].images[${i}].link`, link: image.link }] : [])),
	);
	return [...header, ...footer];
}
