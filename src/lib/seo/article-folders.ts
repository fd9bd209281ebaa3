/**
 * Redirects of the folders above article pages (spec §2 builds an article's path from its
 * category, sub-category and name: `/nos-services/vente/`, `/en/qui-sommes-nous/notre-equipe/
 * marc-weber/`). Those folders have no page of their own, while a visitor who trims the URL, or a
 * search engine reading the folder structure, asks for them. Each such folder answers 301 to the
 * page that lists its articles, the article's breadcrumb parent in that language (`/services/`,
 * `/en/about-us/`), or the language's home for an article no page lists. A folder that is a page
 * (`/qui-sommes-nous/`, `/fr/qui-sommes-nous/`) keeps it; a folder above articles of two parents
 * goes to the parent of the first article.
 */
import type { RedirectRule } from './redirects.ts';

/** An article page's path and the path of the page that lists it (its breadcrumb parent) in the same language. */
export type ArticlePlace = { path: string; parent: string };

/** The folders of a path below its language root, outermost first: '/en/a/b/c/' → ['/en/a/', '/en/a/b/'] under root '/en/'. */
function foldersOf(path: string, root: string): string[] {
	const segments = path.slice(root.length).split('/').filter(Boolean);
	return segments.slice(0, -1).map((_, i) => `${root}${segments.slice(0, i + 1).join('/')}/`);
}

/**
 * The 301 rules of the article folders with no page, each to its articles' parent page.
 * @example articleFolderRules([{ path: '/en/nos-services/vente/', parent: '/en/services/' }], new Set(), ['/en/', '/']) // => [{ from: '/en/nos-services/', to: '/en/services/', status: 301 }]
 */
export function articleFolderRules(articles: readonly ArticlePlace[], pages: ReadonlySet<string>, roots: readonly string[]): RedirectRule[] {
	const rules = new Map<string, RedirectRule>();
	for (const { path, parent } of articles) {
		const root = [...roots].sort((a, b) => b.length - a.length).find((r) => path.startsWith(r)) ?? '/';
		for (const folder of foldersOf(path, root)) {
			if (!pages.has(folder) && !rules.has(folder) && folder !== parent) rules.set(folder, { from: folder, to: parent, status: 301 });
		}
	}
	return [...rules.values()];
}
