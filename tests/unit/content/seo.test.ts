import { describe, expect, test } from 'vitest';
import { pageSeo } from '../../../src/lib/content/seo.ts';

const page = {
	title: { nl: 'Diensten', fr: 'Services', en: 'Services', de: 'Dienstleistungen' },
	seo: {
		nl: { title: 'Diensten | Immo', description: 'Verkoop en verhuur.' },
		fr: { title: 'Services | Immo', description: 'Vente et location.' },
		en: { title: '', description: '' },
		de: { title: 'Dienstleistungen | Immo', description: '' },
	},
};

describe('pages.json: title and SEO description per language', () => {
	test.each([
		{ locale: 'nl', expected: { title: 'Diensten', description: 'Verkoop en verhuur.' } },
		{ locale: 'fr', expected: { title: 'Services', description: 'Vente et location.' } },
		{ locale: 'de', expected: { title: 'Dienstleistungen', description: 'Verkoop en verhuur.' } },
		{ locale: 'en', expected: { title: 'Services', description: 'Verkoop en verhuur.' } },
	] as const)('$locale', ({ locale, expected }) => {
		expect(pageSeo(page, locale, 'Immo')).toEqual(expected);
	});

	test('a title without the agency suffix stays whole', () => {
		expect(pageSeo({ ...page, seo: { ...page.seo, nl: { title: 'Immo diensten', description: 'x' } } }, 'nl', 'Immo').title).toBe('Immo diensten');
	});
});
