import type { DataIssue } from '../data/parse-data.ts';
import { dataFiles } from '../../schemas/index.ts';
import type { DeadMenuEntry } from './menu.ts';
import { chromeLinks, siteLinkKey, type ChromeLinkSources } from './site-link.ts';

/**
 * The build errors of the chrome's links to pages (spec §2 menu, §4 "Pages: Published"): a
 * Published menu entry that leads to no page, and a Published menu entry, header link or footer
 * image link that leads to a page whose record in pages.json is Draft, which is not built. Each is
 * named by its place in site.json; a Draft page is named as such, so the fix is plain.
 */

/** Where the site config's issues are reported. */
const siteFile = { file: dataFiles.site.file, record: dataFiles.site.nameRecord({}, 0) };

/**
 * The issues of the menu entries that lead to no page: a Draft page, or none at all.
 * @example deadMenuIssues([{ at: 'menu[6]', path: 'Services', key: '/services/' }], new Set(['/services/']))[0].message
 * // => 'Published menu entry "Services" leads to /services/, a Draft page of pages.json, which is not built; publish that page or set the entry to Draft'
 */
export function deadMenuIssues(dead: readonly DeadMenuEntry[], draftPages: ReadonlySet<string>): DataIssue[] {
	return dead.map((entry) => ({
		...siteFile,
		path: `${entry.at}.path`,
		message: draftPages.has(entry.key)
			? `Published menu entry "${entry.path}" leads to ${entry.key}, a Draft page of pages.json, which is not built; publish that page or set the entry to Draft`
			: `Published menu entry "${entry.path}" leads to ${entry.key}, which is no page of the site (neither a page of the path table nor an article's page); publish that page or set the entry to Draft`,
	}));
}

/**
 * The issues of the header links and footer image links that lead to a Draft page.
 * @example draftChromeLinkIssues({ headerLinks: [{ link: '/Services', status: 'Published' }], footerColumns: [] }, new Set(['/services/']))[0].path
 * // => 'headerLinks[0].link'
 */
export function draftChromeLinkIssues(site: ChromeLinkSources, draftPages: ReadonlySet<string>): DataIssue[] {
	return chromeLinks(site).flatMap(({ at, link }) => {
		const key = siteLinkKey(link);
		if (key === undefined || !draftPages.has(key)) return [];
		return [{ ...siteFile, path: at, message: `"${link}" leads to ${key}, a Draft page of pages.json, which is not built; publish that page or change the link` }];
	});
}
