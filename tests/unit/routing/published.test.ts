import { describe, expect, test } from 'vitest';
import { locales } from '../../../i18n/locales.ts';
import { pathTable, pagesWithoutRecord, type PageKey } from '../../../i18n/paths.ts';
import { parseDataSet } from '../../../src/lib/data/parse-data.ts';
import type { DataSet } from '../../../src/schemas/index.ts';
import { sitemapXml } from '../../../src/lib/seo/sitemap.ts';
import { buildRoutes, type Route } from '../../../src/routing/build-routes.ts';
import { feedbackPages } from '../../../src/lib/requests/feedback.ts';
import { articlesWithPage, draftAnswerIssues, draftLinkIssue, draftPagesOf, singleArticleIds, testimonialIdsWithPage } from '../../../src/routing/published.ts';
import { demoExport, type Raw, type RawRecord } from '../data/support/demo-export.ts';

/** The demo export, damaged, validated and routed as the build routes it (without the listings). */
function routesOf(damage: (raw: Raw) => void): { data: DataSet; routes: Route[] } {
	const raw = demoExport();
	damage(raw);
	const data = parseDataSet(raw);
	const routes = buildRoutes({
		table: pathTable,
		locales,
		listings: [],
		projects: [],
		testimonialIds: testimonialIdsWithPage(data.testimonials),
		articles: articlesWithPage(data.articles, data.pages),
		hiddenPages: draftPagesOf(data.pages),
		listPages: {},
	});
	return { data, routes };
}

const pageOf = (raw: Raw, path: string) => (raw.pages as RawRecord[]).find((p) => p['path'] === path)!;
const recordOf = (raw: Raw, file: 'articles' | 'testimonials', id: number, language: string) =>
	(raw[file] as RawRecord[]).find((r) => r['ID'] === id && r['Language'] === language)!;
const pathsOf = (routes: readonly Route[], kind: Exclude<Route['kind'], 'page'>, id: number) => routes.flatMap((r) => (r.kind !== 'page' && r.kind === kind && r.id === id ? [r.path] : []));

describe('spec §4 "Pages: Published": a page whose record is Draft is not built, nor in a sitemap or any alternates', () => {
	const demo = routesOf(() => {});
	test.each([
		{ key: '/services/' },
		{ key: '/qui-sommes-nous/' },
		{ key: '/testimonials/' },
		{ key: '/contact-demand/' },
		{ key: '/feedback/site-contact/' },
	] as const)('a Draft $key has no route in any language, and every other page keeps its routes', ({ key }) => {
		const { routes } = routesOf((raw) => (pageOf(raw, key)['status'] = 'Draft'));
		const paths: string[] = Object.values({ nl: key, ...pathTable[key] });
		expect(routes.filter((r) => r.kind === 'page' && r.key === key)).toEqual([]);
		expect(routes.flatMap((r) => Object.values(r.alternates)).filter((p) => paths.includes(p))).toEqual([]);
		for (const locale of locales) {
			const xml = sitemapXml('https://x.be', locale, routes);
			for (const path of paths) expect([xml.includes(`https://x.be${path}<`), xml.includes(`https://x.be${path}"`)]).toEqual([false, false]);
		}
		expect(routes.filter((r) => r.kind === 'page').length).toBe(demo.routes.filter((r) => r.kind === 'page').length - locales.length);
	});

	test('the demo data has no Draft page: every page of the path table is built in every language', () => {
		expect(draftPagesOf(demo.data.pages)).toEqual(new Set());
		expect(new Set(demo.routes.flatMap((r) => (r.kind === 'page' ? [r.key] : [])))).toEqual(new Set(Object.keys(pathTable)));
	});

	test.each([
		{ rule: 'a Draft record hides its page', pages: [{ path: '/services/', status: 'Draft' }], expected: ['/services/'] },
		{ rule: 'any state other than Published hides it', pages: [{ path: '/contact/', status: 'Archived' }], expected: ['/contact/'] },
		{ rule: 'a Published record keeps it', pages: [{ path: '/services/', status: 'Published' }], expected: [] },
		{ rule: 'a record of no table page hides nothing', pages: [{ path: '/blog/', status: 'Draft' }], expected: [] },
	])('draftPagesOf: $rule', ({ pages, expected }) => {
		expect([...draftPagesOf(pages)]).toEqual(expected);
	});

	test.each(pagesWithoutRecord.map((key) => ({ key })))('a page without a record ($key) is built whatever the records say', ({ key }) => {
		const hidden = draftPagesOf([{ path: '/services/', status: 'Draft' }]);
		const routes = buildRoutes({ table: pathTable, locales, listings: [], projects: [], testimonialIds: [], articles: [], listPages: {}, hiddenPages: hidden });
		expect(routes.filter((r) => r.kind === 'page' && r.key === key).map((r) => r.locale)).toEqual([...locales]);
	});

	test('a link to a Draft page is a build error that names the page and its record', () => {
		const issue = draftLinkIssue(demo.data.pages, '/services/' as PageKey, 'a link of the site (/fr/services/)');
		expect(issue).toEqual({
			file: 'pages.json',
			record: 'record services',
			path: 'status',
			message: 'The page /services/ is Draft, so it is not built, but a link of the site (/fr/services/) links to it: publish it, or remove what links to it',
		});
	});

	test.each([
		{ key: '/feedback/contact-me/', kinds: 'contact-property, offer, rental-application' },
		{ key: '/feedback/site-contact/', kinds: 'contact' },
		{ key: '/feedback/sign-newsletter/', kinds: 'newsletter' },
	] as const)('a Draft thank-you page ($key) is a build error naming the requests answered there', ({ key, kinds }) => {
		const data = routesOf((raw) => (pageOf(raw, key)['status'] = 'Draft')).data;
		const record = data.pages.find((p) => p.path === key)!;
		expect(draftAnswerIssues(data.pages, draftPagesOf(data.pages), feedbackPages)).toEqual([
			{ file: 'pages.json', record: `record ${record.id}`, path: 'status', message: `The page ${key} is Draft, so it is not built, but the answer to a request (${kinds}) links to it: publish it, or remove what links to it` },
		]);
	});

	test('the demo data, and a Draft page no request answers with, give no such error', () => {
		expect(draftAnswerIssues(demo.data.pages, draftPagesOf(demo.data.pages), feedbackPages)).toEqual([]);
		const data = routesOf((raw) => (pageOf(raw, '/services/')['status'] = 'Draft')).data;
		expect(draftAnswerIssues(data.pages, draftPagesOf(data.pages), feedbackPages)).toEqual([]);
	});
});

describe('spec §2 "Only status Published is shown": an article or testimonial gets its pages when its Dutch record is Published, as the lists read it', () => {
	test.each([
		{ rule: 'Dutch Draft, French Published: no page in any language', nl: 'Draft', fr: 'Published', pages: false },
		{ rule: 'Dutch Published, French Draft: pages in every language (a translation falls back to Dutch)', nl: 'Published', fr: 'Draft', pages: true },
		{ rule: 'Dutch Draft and every translation Draft: no page', nl: 'Draft', fr: 'Draft', pages: false },
		{ rule: 'every record Published: pages in every language', nl: 'Published', fr: 'Published', pages: true },
	])('article: $rule', ({ nl, fr, pages }) => {
		const { routes } = routesOf((raw) => {
			recordOf(raw, 'articles', 2, 'nl')['Status'] = nl;
			recordOf(raw, 'articles', 2, 'fr')['Status'] = fr;
		});
		expect(pathsOf(routes, 'article', 2)).toEqual(pages ? ['/nos-services/vente/', '/fr/nos-services/vente/', '/en/nos-services/vente/', '/de/nos-services/vente/'] : []);
	});

	test.each([
		{ rule: 'Dutch Draft, French Published: no page in any language', nl: 'Draft', fr: 'Published', pages: false },
		{ rule: 'Dutch Published, French Draft: pages in every language', nl: 'Published', fr: 'Draft', pages: true },
	])('testimonial: $rule', ({ nl, fr, pages }) => {
		const { routes } = routesOf((raw) => {
			recordOf(raw, 'testimonials', 3, 'nl')['Status'] = nl;
			recordOf(raw, 'testimonials', 3, 'fr')['Status'] = fr;
		});
		const expected = ['/testimonials/testimonial-3/', '/fr/temoignages/testimonial-3/', '/en/testimonials/testimonial-3/', '/de/erfahrungsberichte/testimonial-3/'];
		expect(pathsOf(routes, 'testimonial', 3)).toEqual(pages ? expected : []);
	});
});

describe('spec §2 modules: an article a single-article module shows whole gets no page of its own, however the relation is written', () => {
	test.each([
		{ relation: 'Legal/Disclaimer', id: 14 },
		{ relation: 'legal/disclaimer', id: 14 },
		{ relation: ' Legal / Disclaimer ', id: 14 },
		{ relation: 'LEGAL/DISCLAIMER', id: 14 },
		{ relation: 'Qui sommes-nous/Notre équipe/Sophie Claes', id: 8 },
		{ relation: 'qui sommes-nous / notre équipe / sophie claes', id: 8 },
	])('the relation "$relation" on /disclaimer/ leaves article $id without a page', ({ relation, id }) => {
		const { data, routes } = routesOf((raw) => ((pageOf(raw, '/disclaimer/')['modules'] as RawRecord[])[0]!['relation'] = relation));
		expect(singleArticleIds(data.pages, data.articles)).toContain(id);
		expect(pathsOf(routes, 'article', id)).toEqual([]);
	});

	test('an article no single module shows keeps its pages (the demo disclaimer, once the module shows another)', () => {
		const { routes } = routesOf((raw) => ((pageOf(raw, '/disclaimer/')['modules'] as RawRecord[])[0]!['relation'] = 'Qui sommes-nous/Notre équipe/Sophie Claes'));
		expect(pathsOf(routes, 'article', 14)).toEqual(['/legal/disclaimer/', '/fr/legal/disclaimer/', '/en/legal/disclaimer/', '/de/legal/disclaimer/']);
	});
});
