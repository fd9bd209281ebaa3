/**
 * JSON-LD Review of a testimonial (schema.org), about the agency.
 * The rating scale is 1 to 5 (the testimonial schema); the author is a Person by the given name.
 */

/** What a testimonial's Review needs. */
export type ReviewInput = { author: string; text: string; rating: number; date: string; agencyName: string; agencyUrl: string; lang: string };

/**
 * The Review object of a testimonial.
 * @example reviewJsonLd({ author: 'Isabelle M.', text: '…', rating: 5, date: '2026-10-21', agencyName: 'Immo', agencyUrl: 'https://x.be/', lang: 'nl-BE' }).reviewRating.ratingValue // => 5
 */
export function reviewJsonLd(input: ReviewInput) {
	return {
		'@context': 'https://schema.org',
		'@type': 'Review',
		inLanguage: input.lang,
		author: { '@type': 'Person', name: input.author },
		datePublished: input.date,
		reviewBody: input.text,
		reviewRating: { '@type': 'Rating', ratingValue: input.rating, bestRating: 5, worstRating: 1 },
		itemReviewed: { '@type': 'RealEstateAgent', name: input.agencyName, url: input.agencyUrl },
	};
}
