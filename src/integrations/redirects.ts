import { writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { locales } from '../../i18n/locales.ts';
import { legacyPaths, pathTable, type PageKey } from '../../i18n/paths.ts';
import { enabledLocalesOf, type LanguageSwitch } from '../lib/intl/enabled-locales.ts';
import { articleFolderRules } from '../lib/seo/article-folders.ts';
import { recordLists } from '../lib/seo/moved-records.ts';
import type { ArticleFolders } from '../pages/article-folders.json.ts';
import { takeBuildFile } from './build-file.ts';
import { buildRedirects, formatRedirects } from '../lib/seo/redirects.ts';

/**
 * Writes Netlify's _redirects into the build output, derived from the path table and the languages
 * switched on in site.json (`languages`), the folders above the article pages and the pages built
 * (the build's `article-folders.json`, written by its route and removed here; a table page not
 * built, Draft, is the target of no rule), and the config's `site`, whose origin starts the target
 * of the `/nl/` rule (`buildRedirects`).
 */
export function redirects(options: { languages: readonly LanguageSwitch[] }): AstroIntegration {
	let site: string | undefined;
	return {
		name: 'agency-redirects',
		hooks: {
			'astro:config:done': ({ config }) => {
				site = config.site;
			},
			'astro:build:done': async ({ dir }) => {
				if (!site) throw new Error('agency-redirects: astro.config.mjs sets no site (SITE_URL or siteUrl of site.json): the /nl/ rule needs the origin');
				const folders = await takeBuildFile<ArticleFolders>(dir, 'article-folders.json');
				const built = new Set(folders.pages);
				const rules = buildRedirects({
					origin: site,
					table: pathTable,
					locales,
					enabled: enabledLocalesOf(options.languages),
					legacy: legacyPaths,
					lists: ['/for-sale/', '/for-rent/'],
					propertyNotFound: '/property-not-found/',
					recordLists,
					dutchRecordPrefixes: ['/property/', '/project/'],
					articleFolders: articleFolderRules(folders.articles, built, locales.map((l) => (l === 'nl' ? '/' : `/${l}/`))),
					hidden: new Set((Object.keys(pathTable) as PageKey[]).filter((key) => !built.has(key))),
				});
				await writeFile(new URL('_redirects', dir), formatRedirects(rules));
			},
		},
	};
}
