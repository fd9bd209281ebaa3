import { describe, expect, test } from 'vitest';
import { articleFolderRules } from '../../../src/lib/seo/article-folders.ts';
import { buildRedirects, matchRedirect } from '../../../src/lib/seo/redirects.ts';

const articles = [
	{ path: '/nos-services/vente/', parent: '/services/' },
	{ path: '/en/nos-services/vente/', parent: '/en/services/' },
	{ path: '/qui-sommes-nous/notre-equipe/marc-weber/', parent: '/qui-sommes-nous/' },
	{ path: '/en/qui-sommes-nous/notre-equipe/marc-weber/', parent: '/en/about-us/' },
	{ path: '/fr/qui-sommes-nous/nos-valeurs/', parent: '/fr/qui-sommes-nous/' },
	{ path: '/de/qui-sommes-nous/nos-valeurs/', parent: '/de/uber-uns/' },
];
const pages = new Set(['/', '/services/', '/en/services/', '/qui-sommes-nous/', '/en/about-us/', '/fr/qui-sommes-nous/', '/de/uber-uns/']);
const rules = articleFolderRules(articles, pages, ['/', '/fr/', '/en/', '/de/']);

describe('spec §2 article paths: the folders above them go to the page that lists their articles (the breadcrumb parent)', () => {
	test.each([
		{ folder: '/nos-services/', to: '/services/' },
		{ folder: '/en/nos-services/', to: '/en/services/' },
		{ folder: '/qui-sommes-nous/notre-equipe/', to: '/qui-sommes-nous/' },
		{ folder: '/en/qui-sommes-nous/', to: '/en/about-us/' },
		{ folder: '/en/qui-sommes-nous/notre-equipe/', to: '/en/about-us/' },
		{ folder: '/de/qui-sommes-nous/', to: '/de/uber-uns/' },
	])('$folder -> $to (301)', ({ folder, to }) => {
		expect(rules.find((rule) => rule.from === folder)).toEqual({ from: folder, to, status: 301 });
	});

	test('a folder that is a page, the language roots and the articles themselves get no rule', () => {
		const froms = rules.map((rule) => rule.from);
		for (const path of ['/qui-sommes-nous/', '/fr/qui-sommes-nous/', '/', '/en/', '/nos-services/vente/']) expect(froms).not.toContain(path);
		expect(new Set(froms).size).toBe(froms.length);
	});

	test('in _redirects they come before the language catch-all', () => {
		const all = buildRedirects({
			origin: 'https://www.agency.example',
			table: { '/for-sale/': { fr: '/fr/a-vendre/', en: '/en/for-sale/', de: '/de/zu-verkaufen/' }, '/property-not-found/': { fr: '/fr/x/', en: '/en/x/', de: '/de/x/' } } as never,
			locales: ['nl', 'en'],
			enabled: ['nl', 'en'],
			legacy: {},
			lists: ['/for-sale/'] as never,
			propertyNotFound: '/property-not-found/',
			recordLists: [],
			dutchRecordPrefixes: ['/property/'],
			articleFolders: rules,
		});
		expect(matchRedirect(all, '/en/qui-sommes-nous/')).toEqual({ from: '/en/qui-sommes-nous/', to: '/en/about-us/', status: 301 });
	});
});
