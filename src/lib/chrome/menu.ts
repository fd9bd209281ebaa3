import type { Locale } from '../../../i18n/locales.ts';
import { pickText, type TextPerLocale } from './localized-text.ts';

/**
 * Main menu of the header (spec §2 menu).
 *
 * Choices where the spec is silent:
 * - A Published entry whose path is not a page of the path table is left out too, so the menu
 *   never links to a page that does not exist (same rule as for children).
 * - A child of a hidden parent is hidden with it.
 * - An empty title in the page language falls back to another language (with its `lang`).
 * - The current item gets aria-current "page" when its path is the page's path, and "true" when
 *   the page lies below it (a list page 2, a listing under /fr/a-vendre/); home only matches itself.
 */

/** What the menu needs of a menu entry of the site config. */
export type MenuSource = {
	path: string;
	status: string;
	params: { title: TextPerLocale };
	childMenus: readonly MenuSource[];
};

/** A menu item ready to render. */
export type MenuItem = {
	/** Key of the path table ('/', '/for-sale/', '/qui-sommes-nous/jobs/'). */
	key: string;
	href: string;
	label: string;
	/** Language of the label (differs from the page language on a fallback). */
	lang: Locale;
	current: 'page' | 'true' | undefined;
	children: MenuItem[];
};

/** Localizes a path table key, or gives undefined when the key is not in the table. */
export type PathOf = (key: string) => string | undefined;

/**
 * The path table key of a menu entry: '' is '/', others '/{path}/', children '/{parent}/{child}/'.
 * @example menuKey('jobs', 'qui-sommes-nous') // => '/qui-sommes-nous/jobs/'
 */
export function menuKey(path: string, parent?: string): string {
	if (parent === undefined) return path === '' ? '/' : `/${path}/`;
	return `/${parent}/${path}/`;
}

/**
 * How a link relates to the page being shown, for aria-current.
 * @example currentOf('/fr/a-vendre/', '/fr/a-vendre/2/', '/fr/') // => 'true'
 */
export function currentOf(href: string, pagePath: string, homePath: string): MenuItem['current'] {
	if (href === pagePath) return 'page';
	if (href !== homePath && pagePath.startsWith(href)) return 'true';
	return undefined;
}

/**
 * The menu items of the page: Published entries and Published children whose key is in the path
 * table, localized, with the current item marked.
 * @example menuItems(menu, 'fr', pathOf, '/fr/a-vendre/')[1] // => { key: '/for-sale/', href: '/fr/a-vendre/', label: 'À vendre', current: 'page', … }
 */
export function menuItems(
	entries: readonly MenuSource[],
	locale: Locale,
	pathOf: PathOf,
	pagePath: string,
): MenuItem[] {
	const home = pathOf('/') ?? '/';
	const build = (entry: MenuSource, parent?: string): MenuItem[] => {
		if (entry.status !== 'Published') return [];
		const key = menuKey(entry.path, parent);
		const href = pathOf(key);
		if (href === undefined) return [];
		const { text, lang } = pickText(entry.params.title, locale);
		const children = parent === undefined ? entry.childMenus.flatMap((child) => build(child, entry.path)) : [];
		return [{ key, href, label: text, lang, current: currentOf(href, pagePath, home), children }];
	};
	return entries.flatMap((entry) => build(entry));
}
