import { expect, test } from 'vitest';
import { reviewJsonLd } from '../../../src/lib/seo/review-jsonld.ts';

test('testimonial JSON-LD Review: author, date, text and a 1-5 rating of the agency', () => {
	expect(reviewJsonLd({ author: 'Isabelle M.', text: 'Top.', rating: 4, date: '2026-10-21', agencyName: 'Immo', agencyUrl: 'https://x.be/', lang: 'nl-BE' })).toEqual({
		'@context': 'https://schema.org',
		'@type': 'Review',
		inLanguage: 'nl-BE',
		author: { '@type': 'Person', name: 'Isabelle M.' },
		datePublished: '2026-10-21',
		reviewBody: 'Top.',
		reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
		itemReviewed: { '@type': 'RealEstateAgent', name: 'Immo', url: 'https://x.be/' },
	});
});
