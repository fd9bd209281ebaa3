import { describe, expect, test } from 'vitest';
import { articleJsonLd } from '../../../src/lib/seo/article-jsonld.ts';

const page = {
	url: 'https://x.be/nos-services/vente/',
	headline: 'Uw woning verkopen',
	description: 'Wij begeleiden de verkoop.',
	inLanguage: 'nl-BE',
	publisher: { name: 'Immo Drieland', url: 'https://x.be/', logo: 'https://x.be/logo.svg' },
};
const agency = { '@type': 'Organization', name: 'Immo Drieland', url: 'https://x.be/', logo: 'https://x.be/logo.svg' };

describe('article JSON-LD: an Article with headline, image, dates when known, published by the agency', () => {
	test('an article without photo or dates', () => {
		expect(articleJsonLd(page)).toEqual({
			'@context': 'https://schema.org',
			'@type': 'Article',
			headline: 'Uw woning verkopen',
			description: 'Wij begeleiden de verkoop.',
			url: page.url,
			mainEntityOfPage: page.url,
			inLanguage: 'nl-BE',
			author: agency,
			publisher: agency,
		});
	});

	test.each([
		{ rule: 'the photo, when the article has one', change: { image: 'https://x.be/a.jpg' }, expected: { image: ['https://x.be/a.jpg'] } },
		{ rule: 'the dates, when the export gives them', change: { datePublished: '2026-01-02', dateModified: '2026-03-04' }, expected: { datePublished: '2026-01-02', dateModified: '2026-03-04' } },
	])('$rule', ({ change, expected }) => {
		expect(articleJsonLd({ ...page, ...change })).toMatchObject(expected);
	});
});
