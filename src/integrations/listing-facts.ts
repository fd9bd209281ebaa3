/**
 * Splits each language's listing facts (`/listing-facts/{locale}.json`, written by its route) into
 * `factFileCount` small files by id once the pages are written, and removes the whole file: a
 * request function reads the one file of the listing it names (a few KB, at 10,000 listings too)
 * from its own deploy, never the language's whole list.
 *
 * It also checks the site settings the functions read (`/listing-facts/site.json`) against the
 * `data/site.json` bundled with the functions, which they use when that file cannot be read: when
 * the export of `DATA_DIR` differs there, the build says so.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { locales } from '../../i18n/locales.ts';
import { parseJsonBytes } from '../lib/data/json-bytes.ts';
import { factFilePath, factFileCount, factsPath, splitFacts, type ListingFacts } from '../lib/requests/listing-facts.ts';
import { readSiteFacts, siteFactsPath } from '../lib/requests/site-facts.ts';

/** Reads a JSON file of the export (UTF-8, a leading byte order mark skipped), or undefined when it is missing. */
const jsonOf = (file: string): Promise<unknown> => readFile(file).then((bytes) => parseJsonBytes(bytes), () => undefined);

/** The integration: fact files of every language the build wrote facts for. */
export function listingFactFiles(): AstroIntegration {
	return {
		name: 'agency-listing-facts',
		hooks: {
			'astro:build:done': async ({ dir, logger }) => {
				const root = fileURLToPath(dir);
				let languages = 0;
				for (const locale of locales) {
					const whole = join(root, factsPath(locale));
					const text = await readFile(whole, 'utf8').catch((error: NodeJS.ErrnoException) => {
						if (error.code === 'ENOENT') return undefined;
						throw error;
					});
					if (text === undefined) continue;
					const files = splitFacts(JSON.parse(text) as ListingFacts);
					await mkdir(join(root, factFilePath(locale, 0), '..'), { recursive: true });
					// File i holds the ids whose remainder is i: write it under the path of such an id.
					await Promise.all(files.map((file, i) => writeFile(join(root, factFilePath(locale, i)), JSON.stringify(file))));
					await rm(whole);
					languages++;
				}
				logger.info(`${languages * factFileCount} listing fact files for ${languages} language(s)`);
				const published = readSiteFacts(await jsonOf(join(root, siteFactsPath)));
				const bundled = readSiteFacts(await jsonOf(fileURLToPath(new URL('../../data/site.json', import.meta.url))));
				if (published && JSON.stringify(published) !== JSON.stringify(bundled)) {
					logger.warn(
						`The functions take the agency's name, address, phone and email, the site address, the rental parameters and the languages from ${siteFactsPath} of their deploy (this export's site.json). ` +
							`When they cannot read it (SITE_FILES_URL unset and their deploy unreachable) they use data/site.json, bundled with them, which differs from this export: keep the export's site.json in data/ as well to be safe.`,
					);
				}
			},
		},
	};
}
