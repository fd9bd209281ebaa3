import { describe, expect, test } from 'vitest';
import { currentOf, menuItems, menuKey, resolveMenu, type MenuSource } from '../../../src/lib/chrome/menu.ts';

const title = (nl: string, fr: string, de = nl) => ({ nl, fr, en: nl, de });
const entry = (path: string, status: string, t: ReturnType<typeof title>, childMenus: MenuSource[] = []): MenuSource => ({
	path,
	status,
	params: { title: t },
	childMenus,
});

/** A small site: Dutch paths of its pages (table pages and an article page) to their French paths. */
const pages: Record<string, string> = {
	'/': '/fr/',
	'/for-sale/': '/fr/a-vendre/',
	'/qui-sommes-nous/': '/fr/qui-sommes-nous/',
	'/qui-sommes-nous/notre-histoire/': '/fr/qui-sommes-nous/notre-histoire/',
	'/privacy-statement/': '/fr/declaration-de-confidentialite/',
};
const hasPage = (key: string) => key in pages;
const pathOf = (locale: 'nl' | 'fr' | 'de') => (key: string) => (locale === 'fr' ? pages[key]! : key);

/** The export's menu as the CRM writes it: original paths with capitals and punctuation. */
const menu: MenuSource[] = [
	entry('', 'Published', title('Home', 'Accueil')),
	entry('for-sale', 'Published', title('Te koop', 'À vendre')),
	entry('blog', 'Draft', title('Blog', 'Blog')),
	entry('Qui-sommes-nous?', 'Published', title('Over ons', 'Qui sommes-nous ?', ''), [
		entry('Notre histoire', 'Published', title('Ons verhaal', 'Notre histoire')),
		entry('jobs', 'Draft', title('Jobs', 'Emplois')),
	]),
	entry('Privacy-statement', 'Published', title('Privacy', 'Confidentialité')),
	entry('hidden', 'Archived', title('Verborgen', 'Caché'), [entry('team', 'Published', title('Team', 'Équipe'))]),
];
const { targets } = resolveMenu(menu, hasPage);

describe('spec §2 menu path: home is /, others /{path}/, children /{path}/{child}/, by the slug rule', () => {
	const cases = [
		{ path: '', parent: undefined, expected: '/' },
		{ path: 'for-sale', parent: undefined, expected: '/for-sale/' },
		{ path: 'Qui-sommes-nous?', parent: undefined, expected: '/qui-sommes-nous/' },
		{ path: 'Privacy-statement', parent: undefined, expected: '/privacy-statement/' },
		{ path: 'Cookie policy', parent: undefined, expected: '/cookie-policy/' },
		{ path: 'Notre histoire', parent: '/qui-sommes-nous/', expected: '/qui-sommes-nous/notre-histoire/' },
		{ path: 'Équipe', parent: '/qui-sommes-nous/', expected: '/qui-sommes-nous/equipe/' },
		{ path: 'contact', parent: '/', expected: '/contact/' },
	];
	test.each(cases)('maps $path under $parent to $expected', ({ path, parent, expected }) => {
		expect(menuKey(path, parent)).toBe(expected);
	});
});

describe('spec §2 menu: Published entries resolve to their pages, the others are not looked at', () => {
	const cases = [
		{ name: 'the CRM paths of the table', menu, expected: [['/', []], ['/for-sale/', []], ['/qui-sommes-nous/', ['/qui-sommes-nous/notre-histoire/']], ['/privacy-statement/', []]] },
		{ name: 'a Draft entry with a missing page', menu: [entry('gone', 'Draft', title('Weg', 'Absent'))], expected: [] },
		{ name: 'a Published child of a hidden parent', menu: [entry('nowhere', 'Archived', title('X', 'X'), [entry('x', 'Published', title('X', 'X'))])], expected: [] },
	];
	test.each(cases)('$name', ({ menu, expected }) => {
		const resolved = resolveMenu(menu, hasPage);
		expect(resolved.targets.map((t) => [t.key, t.children.map((c) => c.key)])).toEqual(expected);
		expect(resolved.dead).toEqual([]);
	});
});

describe('spec §2 menu: a Published entry that leads to no page is reported with its place in the site config', () => {
	const cases = [
		{ name: 'a top entry', menu: [entry('', 'Published', title('Home', 'Accueil')), entry('Blog', 'Published', title('Blog', 'Blog'))], expected: [{ at: 'menu[1]', path: 'Blog', key: '/blog/' }] },
		{
			name: 'a child without an article page',
			menu: [entry('Qui-sommes-nous?', 'Published', title('Over ons', 'À propos'), [entry('jobs', 'Draft', title('Jobs', 'Emplois')), entry('Vacatures', 'Published', title('Jobs', 'Emplois'))])],
			expected: [{ at: 'menu[0].childMenus[1]', path: 'Vacatures', key: '/qui-sommes-nous/vacatures/' }],
		},
		{
			name: 'a parent without a page and its child',
			menu: [entry('Over ons', 'Published', title('Over ons', 'À propos'), [entry('team', 'Published', title('Team', 'Équipe'))])],
			expected: [{ at: 'menu[0].childMenus[0]', path: 'team', key: '/over-ons/team/' }, { at: 'menu[0]', path: 'Over ons', key: '/over-ons/' }],
		},
	];
	test.each(cases)('$name', ({ menu, expected }) => {
		expect(resolveMenu(menu, hasPage).dead).toEqual(expected);
	});
});

describe('spec §2 menu items: localized through the pages\' paths', () => {
	const cases = [
		{ locale: 'nl' as const, expected: [['/', []], ['/for-sale/', []], ['/qui-sommes-nous/', ['/qui-sommes-nous/notre-histoire/']], ['/privacy-statement/', []]] },
		{ locale: 'fr' as const, expected: [['/fr/', []], ['/fr/a-vendre/', []], ['/fr/qui-sommes-nous/', ['/fr/qui-sommes-nous/notre-histoire/']], ['/fr/declaration-de-confidentialite/', []]] },
	];
	test.each(cases)('builds the $locale menu', ({ locale, expected }) => {
		const items = menuItems(targets, locale, pathOf(locale), '/nowhere/');
		expect(items.map((i) => [i.href, i.children.map((c) => c.href)])).toEqual(expected);
	});

	test('labels come in the page language', () => {
		expect(menuItems(targets, 'fr', pathOf('fr'), '/fr/').map((i) => i.label)).toEqual(['Accueil', 'À vendre', 'Qui sommes-nous\u00a0?', 'Confidentialité']);
	});
});

describe('design: an empty title falls back to another language with its lang', () => {
	test('German "about" title is empty and falls back to Dutch', () => {
		const items = menuItems(targets, 'de', pathOf('de'), '/');
		expect(items.find((i) => i.key === '/qui-sommes-nous/')).toMatchObject({ label: 'Over ons', lang: 'nl' });
		expect(items.find((i) => i.key === '/for-sale/')).toMatchObject({ label: 'Te koop', lang: 'de' });
	});
});

describe('spec §2 menu: the current page is marked', () => {
	const cases = [
		{ href: '/fr/a-vendre/', page: '/fr/a-vendre/', section: undefined, expected: 'page' },
		{ href: '/fr/a-vendre/', page: '/fr/a-vendre/2/', section: undefined, expected: 'true' },
		{ href: '/fr/a-vendre/', page: '/fr/a-vendre/liege/maison/7/', section: '/fr/a-vendre/', expected: 'true' },
		{ href: '/for-sale/', page: '/property/7/', section: '/for-sale/', expected: 'true' },
		{ href: '/for-rent/', page: '/property/7/', section: '/for-sale/', expected: undefined },
		{ href: '/en/about-us/', page: '/en/qui-sommes-nous/notre-histoire/', section: '/en/about-us/', expected: 'true' },
		{ href: '/fr/', page: '/fr/a-vendre/', section: undefined, expected: undefined },
		{ href: '/fr/', page: '/fr/', section: undefined, expected: 'page' },
		{ href: '/fr/a-louer/', page: '/fr/a-vendre/', section: undefined, expected: undefined },
	];
	test.each(cases)('$href on $page (section $section) is $expected', ({ href, page, section, expected }) => {
		expect(currentOf(href, page, '/fr/', section)).toBe(expected);
	});

	test.each([
		{ locale: 'fr' as const, page: '/fr/a-vendre/', section: undefined, expected: [undefined, 'page', undefined, undefined] },
		{ locale: 'nl' as const, page: '/property/7/', section: '/for-sale/', expected: [undefined, 'true', undefined, undefined] },
	])('menuItems marks the entry of $page', ({ locale, page, section, expected }) => {
		expect(menuItems(targets, locale, pathOf(locale), page, section).map((i) => i.current)).toEqual(expected);
	});
});
