/**
 * JSON-LD of an article page (service articles, about-us stories, team members): a schema.org
 * `Article` with its headline, description, image, language and URL, published by the agency.
 *
 * Choices where the spec is silent:
 * - The publisher (and author) is the agency as an Organization with its name, home page and logo:
 *   the articles are the agency's own texts and the export names no writer.
 * - No `datePublished` or `dateModified`: the export gives articles no dates, and a made-up date
 *   would mislead search engines; the builder takes them when a future export has them.
 * - The image is the article's photo (absolute, 1360 px) when it has one.
 */

/** What the builder needs of an article page. */
export type ArticlePage = {
	url: string;
	headline: string;
	description: string;
	inLanguage: string;
	image?: string;
	datePublished?: string;
	dateModified?: string;
	publisher: { name: string; url: string; logo: string };
};

/**
 * Builds the Article JSON-LD of an article page.
 * @example articleJsonLd(page)['@type'] // => 'Article'
 */
export function articleJsonLd(page: ArticlePage) {
	const publisher = { '@type': 'Organization', name: page.publisher.name, url: page.publisher.url, logo: page.publisher.logo };
	return {
		'@context': 'https://schema.org',
		'@type': 'Article',
		headline: page.headline,
		description: page.description,
		url: page.url,
		mainEntityOfPage: page.url,
		inLanguage: page.inLanguage,
		...(page.image ? { image: [page.image] } : {}),
		...(page.datePublished ? { datePublished: page.datePublished } : {}),
		...(page.dateModified ? { dateModified: page.dateModified } : {}),
		author: publisher,
		publisher,
	};
}
