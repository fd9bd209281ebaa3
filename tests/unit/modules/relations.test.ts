import { describe, expect, test } from 'vitest';
import {
	articleOfRelation,
	articlesOfCategory,
	contactFormOf,
	emptyArticlePage,
	hasArticleText,
	isPropertyListKind,
	parentPageOf,
	parseArticleRelation,
	parseCategoryRelation,
	viewNotFound,
} from '../../../src/lib/modules/relations.ts';

const a = (ID: number, Category: string, SubCategory: string | null, Name: string, Position = 0, Status = 'Published') => ({ ID, Category, SubCategory, Name, Position, Status });
const articles = [
	a(1, 'Home', null, 'Welkom'),
	a(3, 'Nos services', null, 'Location', 1),
	a(2, 'Nos services', null, 'Vente', 0),
	a(4, 'Nos services', null, 'Gestion', 2, 'Draft'),
	a(6, 'Qui sommes-nous', null, 'Notre histoire'),
	a(8, 'Qui sommes-nous', 'Notre équipe', 'Sophie Claes', 1),
	a(9, 'Qui sommes-nous', 'Notre équipe', 'Thomas Dubois', 0),
	a(12, 'Legal', null, 'Privacy statement'),
];

describe('spec §2 relation type category: a category or Category/SubCategory', () => {
	const cases = [
		{ relation: 'Nos services', expected: [2, 3] },
		{ relation: ' nos SERVICES ', expected: [2, 3] },
		{ relation: 'Qui sommes-nous', expected: [6] },
		{ relation: 'Qui sommes-nous/Notre équipe', expected: [9, 8] },
		{ relation: 'Unknown', expected: [] },
		{ relation: '', expected: [] },
		{ relation: null, expected: [] },
	];
	test.each(cases)('$relation lists $expected (Published, by Position)', ({ relation, expected }) => {
		expect(articlesOfCategory(articles, relation).map((x) => x.ID)).toEqual(expected);
	});

	test.each([
		{ relation: 'A', expected: { category: 'A', sub: null } },
		{ relation: 'A/B', expected: { category: 'A', sub: 'B' } },
		{ relation: ' A / B ', expected: { category: 'A', sub: 'B' } },
	])('parses $relation', ({ relation, expected }) => {
		expect(parseCategoryRelation(relation)).toEqual(expected);
	});
});

describe("spec §2 relation type article: one article by 'Category/Name'", () => {
	const cases = [
		{ relation: 'Home/Welkom', expected: 1 },
		{ relation: 'Legal/Privacy statement', expected: 12 },
		{ relation: 'Qui sommes-nous/Notre équipe/Sophie Claes', expected: 8 },
		{ relation: 'Nos services/Gestion', expected: null },
		{ relation: 'Legal/Nothing', expected: null },
		{ relation: 'Welkom', expected: null },
	];
	test.each(cases)('$relation -> $expected', ({ relation, expected }) => {
		expect(articleOfRelation(articles, relation)?.ID ?? null).toBe(expected);
	});

	test('parses category, sub-category and name', () => {
		expect(parseArticleRelation('A/B/C')).toEqual({ category: 'A', sub: 'B', name: 'C' });
		expect(parseArticleRelation('A/C')).toEqual({ category: 'A', sub: null, name: 'C' });
	});
});

describe('spec §2 relation type property-list: sale, rent or projects', () => {
	test.each([
		{ relation: 'sale', expected: true },
		{ relation: 'rent', expected: true },
		{ relation: 'projects', expected: true },
		{ relation: 'Sale', expected: false },
		{ relation: null, expected: false },
	])('$relation -> $expected', ({ relation, expected }) => {
		expect(isPropertyListKind(relation)).toBe(expected);
	});
});

describe('spec §2 relation type contact: the form the contact module shows (trimmed, any case; empty is the site contact form)', () => {
	test.each([
		{ relation: 'site-contact', expected: 'site-contact' },
		{ relation: 'Site-contact', expected: 'site-contact' },
		{ relation: ' DEMAND-REGISTER ', expected: 'demand-register' },
		{ relation: 'contact-demand', expected: 'contact-demand' },
		{ relation: '', expected: 'site-contact' },
		{ relation: '  ', expected: 'site-contact' },
		{ relation: null, expected: 'site-contact' },
		{ relation: undefined, expected: 'site-contact' },
		{ relation: 'newsletter', expected: null },
		{ relation: 'site contact', expected: null },
	])('$relation -> $expected', ({ relation, expected }) => {
		expect(contactFormOf(relation)).toBe(expected);
	});
});

describe('spec §8 view not found: a module that names nothing the export has', () => {
	test.each([
		{ relationType: 'article', relation: 'Home/Welkom', expected: null },
		{ relationType: 'article', relation: 'nos services/gestion', expected: null }, // a Draft article is a good reference
		{ relationType: 'article', relation: 'Qui sommes-nous/Notre équipe/Sophie Claes', expected: null },
		{ relationType: 'article', relation: 'Legal/Nothing', expected: "View not found: no article 'Legal/Nothing' (Category/Name or Category/SubCategory/Name)" },
		{ relationType: 'article', relation: null, expected: "View not found: no article '' (Category/Name or Category/SubCategory/Name)" },
		{ relationType: 'property-list', relation: 'projects', expected: null },
		{ relationType: 'property-list', relation: 'sold', expected: "View not found: 'sold' is not a list (sale, rent, projects)" },
		{ relationType: 'category', relation: 'Unknown', expected: null }, // an empty list
		{ relationType: 'contact', relation: null, expected: null },
		{ relationType: 'contact', relation: 'newsletter', expected: "View not found: 'newsletter' is not a contact form (site-contact, demand-register, contact-demand, or empty for site-contact)" },
		{ relationType: 'contact', relation: 'site contact', expected: "View not found: 'site contact' is not a contact form (site-contact, demand-register, contact-demand, or empty for site-contact)" },
	])('$relationType $relation', ({ relationType, relation, expected }) => {
		expect(viewNotFound({ relationType, relation }, articles)).toBe(expected);
	});
});

describe('breadcrumbs: an article belongs to the page listing its category', () => {
	const m = (relation: string, status = 'Published') => ({ relationType: 'category', relation, status });
	const pages = [
		{ path: '/', status: 'Published', modules: [m('Nos services', 'Draft')] },
		{ path: '/services/', status: 'Published', modules: [m('Nos services')] },
		{ path: '/qui-sommes-nous/', status: 'Published', modules: [m('Qui sommes-nous'), m('Qui sommes-nous/Notre équipe')] },
		{ path: '/hidden/', status: 'Draft', modules: [m('Legal')] },
	];
	test.each([
		{ article: { Category: 'Nos services', SubCategory: null }, expected: '/services/' },
		{ article: { Category: 'Qui sommes-nous', SubCategory: 'Notre équipe' }, expected: '/qui-sommes-nous/' },
		{ article: { Category: 'Qui sommes-nous', SubCategory: 'Other' }, expected: '/qui-sommes-nous/' },
		{ article: { Category: 'Legal', SubCategory: null }, expected: null },
	])('$article.Category / $article.SubCategory -> $expected', ({ article, expected }) => {
		expect(parentPageOf(article, pages)).toBe(expected);
	});
});

describe('an article has text to show: a lead or a paragraph that is not blank (a title alone falls back on Dutch)', () => {
	test.each([
		{ Summary: '', Body: ['Wij verwerken uw gegevens.'], expected: true },
		{ Summary: 'Kort.', Body: [], expected: true },
		{ Summary: '', Body: [], expected: false },
		{ Summary: '  ', Body: ['', ' \n'], expected: false },
	])('$Summary / $Body -> $expected', ({ Summary, Body, expected }) => {
		expect(hasArticleText({ Summary, Body })).toBe(expected);
	});
});

describe('a page of articles only (a legal page) that would show no text in Dutch stops the build', () => {
	const texts = new Map([
		[12, { Summary: '', Body: ['Wij verwerken uw gegevens.'] }],
		[1, { Summary: '', Body: [] }],
		[4, { Summary: 'Beheer.', Body: [] }],
	]);
	const withText = articles.map((x) => ({ ...x, ...(texts.get(x.ID) ?? { Summary: '', Body: [] }) }));
	const m = (relationType: string, relation: string, status = 'Published') => ({ relationType, relation, status });
	test.each([
		{ why: 'an article with text', modules: [m('article', 'Legal/Privacy statement')], expected: null },
		{ why: 'an article without text', modules: [m('article', 'Home/Welkom')], expected: "The page would be empty: no Published article 'Home/Welkom' with text (Summary or Body) in nl" },
		{ why: 'an article that is not Published', modules: [m('article', 'Nos services/Gestion')], expected: "The page would be empty: no Published article 'Nos services/Gestion' with text (Summary or Body) in nl" },
		{ why: 'one of two articles with text', modules: [m('article', 'Home/Welkom'), m('article', 'Legal/Privacy statement')], expected: null },
		{ why: 'an empty article beside a list', modules: [m('article', 'Home/Welkom'), m('category', 'Nos services')], expected: null },
		{ why: 'an empty article in a Draft module', modules: [m('article', 'Home/Welkom', 'Draft'), m('category', 'Nos services')], expected: null },
		{ why: 'a page without modules (login, thank-you)', modules: [], expected: null },
	])('$why', ({ modules, expected }) => {
		expect(emptyArticlePage(modules, withText)).toBe(expected);
	});
});
