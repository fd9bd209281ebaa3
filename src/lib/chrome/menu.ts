import type { Locale } from '../../../i18n/locales.ts';
import { slugify } from '../domain/text.ts';
import { pickText, type TextPerLocale } from './localized-text.ts';

/**
 * Main menu of the header (spec §2 menu).
 *
 * Choices where the spec is silent:
 * - Menu paths follow the slug rule of every path (spec §2): the CRM's 'Qui-sommes-nous?' is the
 *   page /qui-sommes-nous/. A child leads to a table page or to a record's page, e.g. the article
 *   /qui-sommes-nous/notre-histoire/.
 * - A Published entry (or a Published child of one) that leads to no page stops the build with
 *   its place in site.json, as other broken references of the export do; the menu never links to
 *   a page that does not exist and never drops an entry unnoticed.
 * - A child of a hidden parent is hidden with it.
 * - An empty title in the page language falls back to another language (with its `lang`).
 * - The current item gets aria-current "page" when its path is the page's path, and "true" when
 *   the page lies below it (a list page 2, a listing under /fr/a-vendre/) or belongs to its
 *   section (a Dutch listing /property/{id}/ to /for-sale/); home only matches itself.
 */

/** What the menu needs of a menu entry of the site config. */
export type MenuSource = {
	path: string;
	status: string;
	params: { title: TextPerLocale };
	childMenus: readonly MenuSource[];
};

/** A Published menu entry resolved to its page, with its Published children. */
export type MenuTarget = {
	/** The page's Dutch path: a path table key ('/for-sale/') or a record page's ('/qui-sommes-nous/notre-histoire/'). */
	key: string;
	title: TextPerLocale;
	children: MenuTarget[];
};

/** A Published menu entry that leads to no page: where it is in the site config, its path and the page it asks for. */
export type DeadMenuEntry = { at: string; path: string; key: string };

/** A menu item ready to render. */
export type MenuItem = {
	/** The page's Dutch path ('/', '/for-sale/', '/qui-sommes-nous/notre-histoire/'). */
	key: string;
	href: string;
	label: string;
	/** Language of the label (differs from the page language on a fallback). */
	lang: Locale;
	current: 'page' | 'true' | undefined;
	children: MenuItem[];
};

/**
 * The Dutch path of a menu entry, by the slug rule: '' is '/', others '/{path}/', children
 * '{parent}{child}/'.
 * @example menuKey('Qui-sommes-nous?') // => '/qui-sommes-nous/'
 * @example menuKey('Notre histoire', '/qui-sommes-nous/') // => '/qui-sommes-nous/notre-histoire/'
 */
export function menuKey(path: string, parentKey = '/'): string {
	const slug = slugify(path);
	return slug === '' ? parentKey : `${parentKey}${slug}/`;
}

/**
 * The Published entries and their Published children with their pages, and those that lead to
 * no page (`hasPage` says whether a Dutch path is a page of the site).
 * @example resolveMenu([{ path: 'Contact', status: 'Published', … }], (key) => key === '/contact/').targets[0].key // => '/contact/'
 */
export function resolveMenu(entries: readonly MenuSource[], hasPage: (key: string) => boolean): { targets: MenuTarget[]; dead: DeadMenuEntry[] } {
	const dead: DeadMenuEntry[] = [];
	const resolve = (list: readonly MenuSource[], where: string, parentKey?: string): MenuTarget[] =>
		list.flatMap((entry, index) => {
			if (entry.status !== 'Published') return [];
			const at = `${where}[${index}]`;
			const key = menuKey(entry.path, parentKey);
			const children = parentKey === undefined ? resolve(entry.childMenus, `${at}.childMenus`, key) : [];
			if (hasPage(key)) return [{ key, title: entry.params.title, children }];
			dead.push({ at, path: entry.path, key });
			return [];
		});
	const targets = resolve(entries, 'menu');
	return { targets, dead };
}

/**
 * How a link relates to the page being shown, for aria-current: `sectionPath` is the path of the
 * list the page belongs to when its own path does not lie below it.
 * @example currentOf('/fr/a-vendre/', '/fr/a-vendre/2/', '/fr/') // => 'true'
 * @example currentOf('/for-sale/', '/property/1001/', '/', '/for-sale/') // => 'true'
 */
export function currentOf(href: string, pagePath: string, homePath: string, sectionPath?: string): MenuItem['current'] {
	if (href === pagePath) return 'page';
	if (href !== homePath && (pagePath.startsWith(href) || href === sectionPath)) return 'true';
	return undefined;
}

/**
 * The menu items of a page: the resolved entries localized by `pathOf`, with the current item marked.
 * @example menuItems(targets, 'fr', pathOf, '/fr/a-vendre/')[1] // => { key: '/for-sale/', href: '/fr/a-vendre/', label: 'À vendre', current: 'page', … }
 */
export function menuItems(
	targets: readonly MenuTarget[],
	locale: Locale,
	pathOf: (key: string) => string,
	pagePath: string,
	sectionPath?: string,
): MenuItem[] {
	const home = pathOf('/');
	const build = (target: MenuTarget): MenuItem => {
		const href = pathOf(target.key);
		const { text, lang } = pickText(target.title, locale);
		return { key: target.key, href, label: text, lang, current: currentOf(href, pagePath, home, sectionPath), children: target.children.map(build) };
	};
	return targets.map(build);
}
