import { describe, expect, test } from 'vitest';
import { buildRoutes, cityInPath, fillPath, localizePath, type RouteInputs } from '../../../src/routing/build-routes.ts';
import { DataError } from '../../../src/lib/data/parse-data.ts';

const table = {
	'/': { fr: '/fr/', en: '/en/', de: '/de/' },
	'/for-sale/': { fr: '/fr/a-vendre/', en: '/en/for-sale/', de: '/de/zu-verkaufen/' },
	'/for-rent/': { fr: '/fr/a-louer/', en: '/en/for-rent/', de: '/de/zu-vermieten/' },
	'/projects/': { fr: '/fr/projects/', en: '/en/projects/', de: '/de/projekte/' },
	'/testimonials/': { fr: '/fr/temoignages/', en: '/en/testimonials/', de: '/de/erfahrungsberichte/' },
} as unknown as RouteInputs['table'];

const inputs = (over: Partial<RouteInputs> = {}): RouteInputs => ({
	table,
	locales: ['nl', 'fr', 'en', 'de'],
	listings: [],
	projects: [],
	testimonialIds: [],
	articles: [],
	listPages: {},
	...over,
});

describe('spec §2 paths: table pages', () => {
	test.each([
		{ key: '/for-sale/', locale: 'nl', page: 1, expected: '/for-sale/' },
		{ key: '/for-sale/', locale: 'fr', page: 1, expected: '/fr/a-vendre/' },
		{ key: '/for-rent/', locale: 'en', page: 3, expected: '/en/for-rent/3/' },
		{ key: '/', locale: 'de', page: 1, expected: '/de/' },
	] as const)('localizes $key in $locale page $page to $expected', ({ key, locale, page, expected }) => {
		expect(localizePath(table, key, locale, page)).toBe(expected);
	});

	test('list pages 2..n get their own routes with alternates in every language', () => {
		const routes = buildRoutes(inputs({ listPages: { '/for-sale/': 2 } }));
		const second = routes.find((r) => r.path === '/fr/a-vendre/2/');
		expect(second?.alternates).toEqual({ nl: '/for-sale/2/', fr: '/fr/a-vendre/2/', en: '/en/for-sale/2/', de: '/de/zu-verkaufen/2/' });
	});
});

describe('spec §2 paths: record pages', () => {
	test.each([
		{ pattern: '{list}{city}/{slug}/{id}/', vars: { list: '/fr/a-vendre/', city: 'Liège', slug: 'Maison 4 façades!', id: 7 }, expected: '/fr/a-vendre/liege/maison-4-facades/7/' },
		{ pattern: '/property/{id}/', vars: { list: '/for-sale/', id: 12 }, expected: '/property/12/' },
		{ pattern: '{list}testimonial-{id}/', vars: { list: '/en/testimonials/', id: 3 }, expected: '/en/testimonials/testimonial-3/' },
		{
			pattern: '{list}{city}/{slug}/{id}/',
			vars: { list: '/de/zu-verkaufen/', city: 'Uccle', slug: `${'A'.repeat(40)}${' lange titel'.repeat(21)}`, id: 1011 },
			expected: `/de/zu-verkaufen/uccle/${'a'.repeat(40)}-lange-titel-lange-titel-lange-titel/1011/`,
		},
	])('fills $pattern to $expected', ({ pattern, vars, expected }) => {
		expect(fillPath(pattern, vars)).toBe(expected);
	});

	test('a listing for sale, one for rent and a project unit land under their list in each language', () => {
		const listings = [
			{ ID: 1, Language: 'nl', Goal: 0, City: 'Luik', Title: 'Mooie woning' },
			{ ID: 1, Language: 'fr', Goal: 0, City: 'Liège', Title: 'Belle maison' },
			{ ID: 2, Language: 'fr', Goal: 1, City: 'Namur', Title: 'Appartement' },
			{ ID: 3, Language: 'fr', Goal: 0, City: 'Gand', Title: 'Lot 3', ProjectID: 9 },
		] as const;
		const routes = buildRoutes(inputs({ listings, locales: ['nl', 'fr'] }));
		const paths = routes.filter((r) => r.kind === 'property').map((r) => r.path);
		expect(paths).toEqual(['/property/1/', '/fr/a-vendre/liege/belle-maison/1/', '/property/2/', '/fr/a-louer/namur/appartement/2/', '/property/3/', '/fr/projects/gand/lot-3/3/']);
	});

	test('a language without a title (German content is empty) takes the Dutch title in its slug', () => {
		const listings = [
			{ ID: 5, Language: 'nl', Goal: 0, City: 'Gent', Title: 'Ruime villa' },
			{ ID: 5, Language: 'de', Goal: 0, City: 'Gent', Title: '' },
		] as const;
		const route = buildRoutes(inputs({ listings })).find((r) => r.locale === 'de' && r.kind === 'property');
		expect(route?.path).toBe('/de/zu-verkaufen/gent/ruime-villa/5/');
	});

	test('an article path is built from category, sub-category and name (spec §2)', () => {
		const articles = [
			{ ID: 2, Language: 'nl', Category: 'Nos services', Name: 'Vente' },
			{ ID: 2, Language: 'fr', Category: 'Nos services', Name: 'Vente' },
			{ ID: 8, Language: 'fr', Category: 'Qui sommes-nous', SubCategory: 'Notre équipe', Name: 'Sophie Claes' },
		] as const;
		const paths = buildRoutes(inputs({ articles, locales: ['nl', 'fr'] })).filter((r) => r.kind === 'article').map((r) => r.path);
		expect(paths).toEqual(['/nos-services/vente/', '/fr/nos-services/vente/', '/qui-sommes-nous/notre-equipe/sophie-claes/', '/fr/qui-sommes-nous/notre-equipe/sophie-claes/']);
	});

	test('two pages on one path stop the build', () => {
		const listings = [{ ID: 4, Language: 'fr', Goal: 0, City: 'X', Title: 'Y' }] as const;
		const projects = [{ ID: 4, Language: 'fr', City: 'X', Title: 'Y' }] as const;
		const clash = { ...inputs({ listings: [{ ...listings[0], ProjectID: 4 }], projects, locales: ['fr'] }) };
		expect(() => buildRoutes(clash)).toThrow(/Two pages share the path \/fr\/projects\/x\/y\/4\//);
	});

	test('two articles whose names differ only by punctuation stop the build, naming the file, the record and the fields of the path', () => {
		const articles = [
			{ ID: 2, Language: 'nl', Category: 'Nos services', Name: 'Vente' },
			{ ID: 3, Language: 'nl', Category: 'Nos services', Name: 'Vente!' },
		] as const;
		let error: unknown;
		try {
			buildRoutes({ ...inputs({ articles, locales: ['nl'] }), dir: 'export' });
		} catch (caught) {
			error = caught;
		}
		expect(error).toBeInstanceOf(DataError);
		expect((error as DataError).message).toContain(
			'export/articles.json: record 3 (nl): Category, SubCategory, Name: Two pages share the path /nos-services/vente/: article 2 and article 3',
		);
	});
});

describe('spec §5 address rule in paths: hideCity takes the city of a record whose address is not published out of its path', () => {
	test.each([
		{ published: false, locale: 'fr', hideCity: true, expected: 'adresse-sur-demande' },
		{ published: false, locale: 'en', hideCity: true, expected: 'address-on-request' },
		{ published: false, locale: 'de', hideCity: true, expected: 'adresse-auf-anfrage' },
		{ published: true, locale: 'fr', hideCity: true, expected: 'Huy' },
		{ published: undefined, locale: 'fr', hideCity: true, expected: 'Huy' },
		{ published: false, locale: 'fr', hideCity: false, expected: 'Huy' },
		{ published: false, locale: 'nl', hideCity: true, expected: 'Huy' },
	] as const)('city Huy, published $published, $locale, hideCity $hideCity: $expected', ({ published, locale, hideCity, expected }) => {
		expect(cityInPath('Huy', published, locale, hideCity)).toBe(expected);
	});

	test('a hidden-address listing and project get the neutral segment in every prefixed language and in their alternates', () => {
		const listings = [
			{ ID: 3, Language: 'nl', Goal: 1, City: 'Hoei', Title: 'Handelszaak', PublishAddress: false },
			{ ID: 3, Language: 'fr', Goal: 1, City: 'Huy', Title: 'Commerce', PublishAddress: false },
			{ ID: 4, Language: 'fr', Goal: 0, City: 'Namur', Title: 'Maison', PublishAddress: true },
		] as const;
		const projects = [{ ID: 9, Language: 'en', City: 'Ixelles', Title: 'Residence', PublicAddress: false }] as const;
		const routes = buildRoutes(inputs({ listings, projects, hideCity: true }));
		expect(routes.find((r) => r.kind === 'property' && r.id === 3 && r.locale === 'nl')?.alternates).toEqual({
			nl: '/property/3/',
			fr: '/fr/a-louer/adresse-sur-demande/commerce/3/',
			en: '/en/for-rent/address-on-request/handelszaak/3/',
			de: '/de/zu-vermieten/adresse-auf-anfrage/handelszaak/3/',
		});
		expect(routes.find((r) => r.kind === 'property' && r.id === 4 && r.locale === 'fr')?.path).toBe('/fr/a-vendre/namur/maison/4/');
		expect(routes.find((r) => r.kind === 'project' && r.locale === 'en')?.path).toBe('/en/projects/address-on-request/residence/9/');
	});
});
