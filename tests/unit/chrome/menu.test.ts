import { describe, expect, test } from 'vitest';
import { currentOf, menuItems, menuKey, type MenuSource } from '../../../src/lib/chrome/menu.ts';

const title = (nl: string, fr: string, de = nl) => ({ nl, fr, en: nl, de });
const entry = (path: string, status: string, t: ReturnType<typeof title>, childMenus: MenuSource[] = []): MenuSource => ({
	path,
	status,
	params: { title: t },
	childMenus,
});

/** A small path table: nl keys to fr paths. */
const table: Record<string, string> = {
	'/': '/fr/',
	'/for-sale/': '/fr/a-vendre/',
	'/about/': '/fr/a-propos/',
	'/about/team/': '/fr/a-propos/equipe/',
};
const pathOf = (locale: 'nl' | 'fr' | 'de') => (key: string) => (key in table ? (locale === 'fr' ? table[key] : key) : undefined);

const menu: MenuSource[] = [
	entry('', 'Published', title('Home', 'Accueil')),
	entry('for-sale', 'Published', title('Te koop', 'À vendre')),
	entry('blog', 'Draft', title('Blog', 'Blog')),
	entry('about', 'Published', title('Over ons', 'À propos', ''), [
		entry('team', 'Published', title('Team', 'Équipe')),
		entry('jobs', 'Published', title('Jobs', 'Emplois')),
		entry('history', 'Draft', title('Geschiedenis', 'Histoire')),
	]),
	entry('missing', 'Published', title('Weg', 'Absent')),
	entry('hidden', 'Archived', title('Verborgen', 'Caché'), [entry('team', 'Published', title('Team', 'Équipe'))]),
];

describe('spec §2 menu key: home is /, others /{path}/, children /{path}/{child}/', () => {
	const cases = [
		{ path: '', parent: undefined, expected: '/' },
		{ path: 'for-sale', parent: undefined, expected: '/for-sale/' },
		{ path: 'team', parent: 'about', expected: '/about/team/' },
	];
	test.each(cases)('maps $path under $parent to $expected', ({ path, parent, expected }) => {
		expect(menuKey(path, parent)).toBe(expected);
	});
});

describe('spec §2 menu: only Published entries and children, localized through the path table', () => {
	const cases = [
		{ locale: 'nl' as const, expected: [['/', []], ['/for-sale/', []], ['/about/', ['/about/team/']]] },
		{ locale: 'fr' as const, expected: [['/fr/', []], ['/fr/a-vendre/', []], ['/fr/a-propos/', ['/fr/a-propos/equipe/']]] },
	];
	test.each(cases)('builds the $locale menu', ({ locale, expected }) => {
		const items = menuItems(menu, locale, pathOf(locale), '/nowhere/');
		expect(items.map((i) => [i.href, i.children.map((c) => c.href)])).toEqual(expected);
	});

	test('labels come in the page language', () => {
		expect(menuItems(menu, 'fr', pathOf('fr'), '/fr/').map((i) => i.label)).toEqual(['Accueil', 'À vendre', 'À propos']);
	});
});

describe('design: an empty title falls back to another language with its lang', () => {
	test('German "about" title is empty and falls back to Dutch', () => {
		const items = menuItems(menu, 'de', pathOf('de'), '/');
		expect(items.find((i) => i.key === '/about/')).toMatchObject({ label: 'Over ons', lang: 'nl' });
		expect(items.find((i) => i.key === '/for-sale/')).toMatchObject({ label: 'Te koop', lang: 'de' });
	});
});

describe('spec §2 menu: the current page is marked', () => {
	const cases = [
		{ href: '/fr/a-vendre/', page: '/fr/a-vendre/', expected: 'page' },
		{ href: '/fr/a-vendre/', page: '/fr/a-vendre/2/', expected: 'true' },
		{ href: '/fr/a-vendre/', page: '/fr/a-vendre/liege/maison/7/', expected: 'true' },
		{ href: '/fr/', page: '/fr/a-vendre/', expected: undefined },
		{ href: '/fr/', page: '/fr/', expected: 'page' },
		{ href: '/fr/a-louer/', page: '/fr/a-vendre/', expected: undefined },
	];
	test.each(cases)('$href on $page is $expected', ({ href, page, expected }) => {
		expect(currentOf(href, page, '/fr/')).toBe(expected);
	});

	test('menuItems marks the entry of the page', () => {
		const items = menuItems(menu, 'fr', pathOf('fr'), '/fr/a-vendre/');
		expect(items.map((i) => i.current)).toEqual([undefined, 'page', undefined]);
	});
});
