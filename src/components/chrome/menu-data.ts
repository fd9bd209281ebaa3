/**
 * Binds the menu rules of `src/lib/chrome/menu.ts` to the data set and the routes: the menu's
 * entries are resolved to their pages once per build, and a Published entry that leads to no page
 * or to a Draft page, or a header or footer link to a Draft page, stops the build with its place in
 * site.json, like the export's other broken references.
 */
import type { Locale } from '../../../i18n/locales.ts';
import { pathTable, type PageKey } from '../../../i18n/paths.ts';
import { dataDir, dataSet } from '../../data-set.ts';
import { resolveMenu } from '../../lib/chrome/menu.ts';
import { DataError } from '../../lib/data/parse-data.ts';
import { deadMenuIssues, draftChromeLinkIssues } from '../../lib/chrome/page-links.ts';
import { draftPages, pathTo, routeByPath } from '../../routing/routes.ts';

/**
 * The path in a language of a page named by its Dutch path: a page of the path table, or a
 * record's page (an article under /qui-sommes-nous/, a list page 2); undefined when there is none
 * or the page is Draft (not built).
 */
export function pagePathIn(key: string, locale: Locale): string | undefined {
	if (key in pathTable) return draftPages.has(key as PageKey) ? undefined : pathTo(key as PageKey, locale);
	const route = routeByPath.get(key);
	return route?.locale === 'nl' ? route.alternates[locale] : undefined;
}

const { targets, dead } = resolveMenu(dataSet.site.menu, (key) => pagePathIn(key, 'nl') !== undefined);
const linkIssues = [...deadMenuIssues(dead, draftPages), ...draftChromeLinkIssues(dataSet.site, draftPages)];
if (linkIssues.length > 0) throw new DataError(linkIssues, dataDir);

/** The Published menu entries with their pages (spec §2 menu). */
export const menuTargets = targets;
