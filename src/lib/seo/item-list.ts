/**
 * JSON-LD ItemList of a page that lists pages (a list page of listings, the projects page): the
 * absolute URL of each item shown, at its position in the whole list.
 * @example itemListJsonLd(['https://x.example/a/'], 13, 12).itemListElement[0]?.position // => 13
 */
export function itemListJsonLd(urls: readonly string[], numberOfItems = urls.length, first = 0) {
	return {
		'@context': 'https://schema.org',
		'@type': 'ItemList',
		numberOfItems,
		itemListElement: urls.map((url, i) => ({ '@type': 'ListItem', position: first + i + 1, url })),
	};
}
