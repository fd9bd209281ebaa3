/**
 * The article pages of the build with the page that lists each (its breadcrumb parent), per
 * language, and the paths of every page: read and removed by the redirects integration, which
 * sends the folders above the articles to that parent (`src/lib/seo/article-folders.ts`).
 */
import type { APIRoute } from 'astro';
import { pathTable, type PageKey } from '../../i18n/paths.ts';
import { dataSet } from '../data-set.ts';
import { parentPageOf } from '../lib/modules/relations.ts';
import type { ArticlePlace } from '../lib/seo/article-folders.ts';
import { pathTo, routes } from '../routing/routes.ts';

/** The folder file's content: the articles and every built page path. */
export type ArticleFolders = { articles: ArticlePlace[]; pages: string[] };

export const GET: APIRoute = () => {
	const articles = routes.flatMap((route) => {
		if (route.kind !== 'article') return [];
		const source = dataSet.articles.find((a) => a.ID === route.id && a.Language === 'nl') ?? dataSet.articles.find((a) => a.ID === route.id);
		const parent = source ? parentPageOf(source, dataSet.pages) : null;
		const key: PageKey = parent !== null && parent in pathTable ? (parent as PageKey) : '/';
		return [{ path: route.path, parent: pathTo(key, route.locale) }];
	});
	const body: ArticleFolders = { articles, pages: routes.map((route) => route.path) };
	return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
