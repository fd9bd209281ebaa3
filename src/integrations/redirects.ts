import { writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { locales } from '../../i18n/locales.ts';
import { legacyPaths, pathTable } from '../../i18n/paths.ts';
import { enabledLocalesOf, type LanguageSwitch } from '../lib/intl/enabled-locales.ts';
import { articleFolderRules } from '../lib/seo/article-folders.ts';
import { recordLists } from '../lib/seo/moved-records.ts';
import type { ArticleFolders } from '../pages/article-folders.json.ts';
import { takeBuildFile } from './build-file.ts';
import { buildRedirects, formatRedirects } from '../lib/seo/redirects.ts';

/**
 * Writes Netlify's _redirects into the build output, derived from the path table and the languages
 * switched on in site.json (`languages`), and the folders above the article pages (the build's
 * `article-folders.json`, written by its route and removed here).
 */
export function redirects(options: { languages: readonly LanguageSwitch[] }): AstroIntegration {
	return {
		name: 'agency-redirects',
		hooks: {
			'astro:build:done': async ({ dir }) => {
				const folders = await takeBuildFile<ArticleFolders>(dir, 'article-folders.json');
				const rules = buildRedirects({
					table: pathTable,
					locales,
					enabled: enabledLocalesOf(options.languages),
					legacy: legacyPaths,
					lists: ['/for-sale/', '/for-rent/'],
					propertyNotFound: '/property-not-found/',
					recordLists,
					dutchRecordPrefixes: ['/property/', '/project/'],
					articleFolders: articleFolderRules(folders.articles, new Set(folders.pages), locales.map((l) => (l === 'nl' ? '/' : `/${l}/`))),
				});
				await writeFile(new URL('_redirects', dir), formatRedirects(rules));
			},
		},
	};
}
