/**
 * JSON-LD BreadcrumbList of a page (schema.org), from the same items as the visible trail.
 * Items without a link (the current page) get no `item` URL, as Google allows for the last one.
 */

/**
 * One step of a breadcrumb trail: the current page has no href; `lang` is the BCP-47 tag of a
 * label written in another language than the page (a fallback), for the visible trail.
 */
export type BreadcrumbItem = { label: string; href?: string | undefined; lang?: string | undefined };

/** A schema.org ListItem of a BreadcrumbList. */
export type BreadcrumbListItem = { '@type': 'ListItem'; position: number; name: string; item?: string };

/** A schema.org BreadcrumbList. */
export type BreadcrumbList = { '@context': 'https://schema.org'; '@type': 'BreadcrumbList'; itemListElement: BreadcrumbListItem[] };

/**
 * The BreadcrumbList of a trail, with absolute URLs on the site's origin.
 * @example breadcrumbList('https://x.be', [{ label: 'Home', href: '/' }, { label: 'Te koop' }]).itemListElement[0]
 * // => { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://x.be/' }
 */
export function breadcrumbList(site: string, items: readonly BreadcrumbItem[]): BreadcrumbList {
	return {
		'@context': 'https://schema.org',
		'@type': 'BreadcrumbList',
		itemListElement: items.map((entry, index) => ({
			'@type': 'ListItem',
			position: index + 1,
			name: entry.label,
			...(entry.href !== undefined ? { item: new URL(entry.href, site).href } : {}),
		})),
	};
}
