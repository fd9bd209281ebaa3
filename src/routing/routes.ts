import type { Locale } from '../../i18n/locales.ts';
import { enabledLocalesOf } from '../lib/intl/enabled-locales.ts';
import { pathTable, type PageKey } from '../../i18n/paths.ts';
import { dataDir, dataSet } from '../data-set.ts';
import { isForSale } from '../lib/domain/goal.ts';
import { DataError } from '../lib/data/parse-data.ts';
import { buildRoutes, localizePath, type Route } from './build-routes.ts';
import { feedbackPages } from '../lib/requests/feedback.ts';
import { articlesWithPage, draftAnswerIssues, draftLinkIssue, draftPagesOf, testimonialIdsWithPage } from './published.ts';

/** Listings per list page (static pagination). */
export const listPageSize = 12;

/** The languages switched on in the site config (spec §2: a language is used when enabled). */
export const enabledLocales: Locale[] = enabledLocalesOf(dataSet.site.languages);

/** Table pages whose record in pages.json is Draft: not built (spec §4 "Pages: Published"). */
export const draftPages: ReadonlySet<PageKey> = draftPagesOf(dataSet.pages);

const answerIssues = draftAnswerIssues(dataSet.pages, draftPages, feedbackPages);
if (answerIssues.length > 0) throw new DataError(answerIssues, dataDir);

const nlListings = dataSet.properties.filter((p) => p.Language === 'nl');
const pagesFor = (count: number) => Math.max(1, Math.ceil(count / listPageSize));

/** Every route of the build, from the path table and the data set. */
export const routes: Route[] = buildRoutes({
	table: pathTable,
	locales: enabledLocales,
	listings: dataSet.properties,
	projects: dataSet.projects,
	testimonialIds: testimonialIdsWithPage(dataSet.testimonials),
	articles: articlesWithPage(dataSet.articles, dataSet.pages),
	hiddenPages: draftPages,
	hideCity: dataSet.site.hideCity,
	dir: dataDir,
	listPages: {
		'/for-sale/': pagesFor(nlListings.filter((p) => isForSale(p.Goal)).length),
		'/for-rent/': pagesFor(nlListings.filter((p) => !isForSale(p.Goal)).length),
	},
});

/** Routes by path, for reverse look-ups. */
export const routeByPath = new Map(routes.map((route) => [route.path, route]));

/**
 * The path of a table page in a language (typed by PageKey). A link to a Draft page, which is not
 * built, stops the build naming the page: a module, the footer's legal links or a form's privacy
 * link that leads there would be dead.
 * @example pathTo('/for-sale/', 'fr') // => '/fr/a-vendre/'
 */
export function pathTo(key: PageKey, locale: Locale, page = 1): string {
	const path = localizePath(pathTable, key, locale, page);
	if (draftPages.has(key)) throw new DataError([draftLinkIssue(dataSet.pages, key, `a link of the site (${path})`)], dataDir);
	return path;
}

/** The home of each enabled language (`{ nl: '/', fr: '/fr/', … }`): the language switcher's fallback and the remembered language's targets. */
export const homePaths: Readonly<Partial<Record<Locale, string>>> = Object.fromEntries(enabledLocales.map((code) => [code, pathTo('/', code)]));

const recordRoutes = new Map(
	routes.flatMap((r) => (r.kind === 'page' ? [] : [[`${r.kind}:${r.id}:${r.locale}`, r] as const])),
);

/** The path of a record's page (listing, project, testimonial) in a language. */
export function recordPathOf(kind: Exclude<Route['kind'], 'page'>, id: number, locale: Locale): string {
	const route = recordRoutes.get(`${kind}:${id}:${locale}`);
	if (!route) throw new Error(`No ${kind} page for ID ${id} in ${locale}`);
	return route.path;
}

/**
 * Table pages besides the thank-you pages (`/feedback/...`) that carry robots `noindex`: pages that
 * only make sense right after something the visitor did, so a search result would lead nowhere,
 * and the favourites, which every visitor keeps in their own browser.
 */
const noindexPages = new Set<string>(['/property-not-found/', '/nieuwsbrief-bevestigen/', '/nieuwsbrief-uitschrijven/', '/favorieten/']);

/**
 * Tells whether search engines may index a route's page: false for the thank-you pages and the
 * property-not-found page, which get robots `noindex`. The owner login is indexable on purpose:
 * owners search for it ("<agency> owner login"). The portal is too: its HTML is a static shell
 * with nothing private (the island loads everything through the owner API) and an anonymous
 * visitor, a crawler included, is sent on to the login page. The one rule for the robots meta.
 */
export function isIndexable(route: Route): boolean {
	return !(route.kind === 'page' && (route.key.startsWith('/feedback/') || noindexPages.has(route.key)));
}

/** Indexable table pages left out of the sitemaps: the owner portal shows a search engine nothing. */
const unlistedPages = new Set<string>(['/owner/']);

/**
 * Tells whether a route goes into the sitemaps: every indexable page except the owner portal. The
 * one rule for the sitemaps. A Draft page has no route at all (`draftPages`), so it is in none.
 */
export function isInSitemap(route: Route): boolean {
	return isIndexable(route) && !(route.kind === 'page' && unlistedPages.has(route.key));
}

/** Where the sitemap of a language is published. */
export const sitemapPath = (locale: Locale) => `/sitemap-${locale}.xml`;
