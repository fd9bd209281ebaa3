import { defaultLocale } from '../../i18n/locales.ts';
import { pathTable, type PageKey } from '../../i18n/paths.ts';
import type { DataIssue } from '../lib/data/parse-data.ts';
import { articleOfRelation, type ArticleKeyFields } from '../lib/modules/relations.ts';
import { dataFiles } from '../schemas/index.ts';

/**
 * Which pages and records get a page of their own (spec §2 "Only status Published is shown",
 * §4 "Pages: Published"), read from the export the same way the lists and menus read it.
 *
 * Choices where the spec is silent:
 * - A table page whose record in pages.json is not Published is not built at all: no file, so the
 *   host's 404 answers, and it is in no sitemap and no page's alternates. Pages without a record
 *   (the portal, the favourites, ...: `pagesWithoutRecord`) are always built.
 * - Articles and testimonials carry a Status per language record. The Dutch record decides, as it
 *   does for the lists (`articlesOfCategory`, the testimonials list): a record whose Dutch record
 *   is not Published gets no page in any language, whatever its translations say.
 * - An article a single-article module shows whole (a legal page, the home welcome) gets no page
 *   of its own, in whatever state the module and its page are; the module's relation is matched
 *   as the module matches it (`articleOfRelation`: trimmed, case-insensitive, with or without a
 *   sub-category), on the Dutch records.
 */

/** What the filters need of a page record of pages.json. */
export type PageStatusFields = {
	path: string;
	status: string;
	modules: readonly { relationType: string; viewType?: string | null | undefined; relation?: string | null | undefined }[];
};

/** What the filters need of an article or testimonial record. */
export type StatusRecord = { ID: number; Language: string; Status: string };

/**
 * The table pages whose record in pages.json is not Published.
 * @example draftPagesOf([{ path: '/services/', status: 'Draft', modules: [] }]) // => Set { '/services/' }
 */
export function draftPagesOf(pages: readonly Pick<PageStatusFields, 'path' | 'status'>[]): Set<PageKey> {
	return new Set(pages.filter((page) => page.path in pathTable && page.status !== 'Published').map((page) => page.path as PageKey));
}

/**
 * The IDs whose Dutch record is Published.
 * @example publishedInDutch([{ ID: 3, Language: 'nl', Status: 'Draft' }, { ID: 3, Language: 'fr', Status: 'Published' }]) // => Set {}
 */
export function publishedInDutch(records: readonly StatusRecord[]): Set<number> {
	return new Set(records.filter((r) => r.Language === defaultLocale && r.Status === 'Published').map((r) => r.ID));
}

/**
 * The IDs of the articles single-article modules show whole, as those modules find them.
 * @example singleArticleIds(pages, articles) // => Set { 1, 12, 13, 14 } (home welcome and the legal pages)
 */
export function singleArticleIds<T extends ArticleKeyFields & { Language: string }>(pages: readonly PageStatusFields[], articles: readonly T[]): Set<number> {
	const dutch = articles.filter((a) => a.Language === defaultLocale);
	const modules = pages.flatMap((page) => page.modules.filter((m) => m.relationType === 'article' && m.viewType === 'single'));
	return new Set(modules.flatMap((m) => articleOfRelation(dutch, m.relation)?.ID ?? []));
}

/**
 * The article records that get a page of their own: Published in Dutch and not shown whole by a
 * single-article module. Every language record of such an article is kept (its path in that language).
 * @example articlesWithPage(articles, pages).map((a) => a.ID) // => [2, 2, 2, 2, 3, …]
 */
export function articlesWithPage<T extends ArticleKeyFields & { Language: string }>(articles: readonly T[], pages: readonly PageStatusFields[]): T[] {
	const published = publishedInDutch(articles);
	const single = singleArticleIds(pages, articles);
	return articles.filter((a) => published.has(a.ID) && !single.has(a.ID));
}

/**
 * The testimonials that get a page of their own: those Published in Dutch, one ID each.
 * @example testimonialIdsWithPage([{ ID: 4, Language: 'nl', Status: 'Published' }]) // => [4]
 */
export function testimonialIdsWithPage(testimonials: readonly StatusRecord[]): number[] {
	return [...publishedInDutch(testimonials)];
}

/**
 * The build error of a link to a Draft page (which is not built), named by the page's record.
 * @example draftLinkIssue([{ id: 'services', path: '/services/' }], '/services/', '/fr/services/').record // => 'record services'
 */
export function draftLinkIssue(pages: readonly { id: string; path: string }[], key: PageKey, linked: string): DataIssue {
	const record = pages.find((p) => p.path === key);
	return {
		file: dataFiles.pages.file,
		record: record ? `record ${record.id}` : `(page ${key})`,
		path: 'status',
		message: `The page ${key} is Draft, so it is not built, but ${linked} links to it: publish it, or remove what links to it`,
	};
}

/**
 * The build errors of thank-you pages set to Draft. A request's function sends the visitor to its
 * kind's thank-you page (`feedbackPages`, spec §2 feedback paths) without knowing which pages were
 * built, so a Draft one would answer every such request with the 404 page.
 * @example draftAnswerIssues(pages, new Set(['/feedback/contact-me/']), { offer: '/feedback/contact-me/' })[0].message // => 'The page /feedback/contact-me/ is Draft, …'
 */
export function draftAnswerIssues(pages: readonly { id: string; path: string }[], draft: ReadonlySet<PageKey>, answers: Readonly<Record<string, PageKey | null>>): DataIssue[] {
	const kindsOf = Map.groupBy(Object.keys(answers), (kind) => answers[kind] ?? null);
	return [...kindsOf].flatMap(([key, kinds]) => (key !== null && draft.has(key) ? [draftLinkIssue(pages, key, `the answer to a request (${kinds.join(', ')})`)] : []));
}
