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

describe('a French SEO title and description get their no-break spaces, as every French text of the export (dataText)', () => {
	const french = {
		...page,
		seo: { ...page.seo, fr: { title: 'Qui sommes-nous ? | Immo', description: 'Notre équipe : dix agents ; une adresse !' } },
	};
	test('French: the space before ? : ; ! is a no-break space, and the agency suffix still goes', () => {
		expect(pageSeo(french, 'fr', 'Immo')).toEqual({ title: 'Qui sommes-nous\u00a0?', description: 'Notre équipe\u00a0: dix agents\u00a0; une adresse\u00a0!' });
	});
	test('Dutch and a Dutch fallback keep their plain spaces', () => {
		const dutch = { ...page, seo: { ...page.seo, nl: { title: 'Wie zijn wij ? | Immo', description: 'Ons team : tien makelaars' } } };
		expect(pageSeo(dutch, 'nl', 'Immo')).toEqual({ title: 'Wie zijn wij ?', description: 'Ons team : tien makelaars' });
		expect(pageSeo(dutch, 'de', 'Immo').description).toBe('Ons team : tien makelaars');
	});
});
