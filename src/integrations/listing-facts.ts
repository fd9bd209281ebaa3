/**
 * Splits each language's listing facts (`/listing-facts/{locale}.json`, written by its route) into
 * `factFileCount` small files by id once the pages are written, and removes the whole file: a
 * request function reads the one file of the listing it names (a few KB, at 10,000 listings too)
 * from its own deploy, never the language's whole list.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { locales } from '../../i18n/locales.ts';
import { factFilePath, factFileCount, factsPath, splitFacts, type ListingFacts } from '../lib/requests/listing-facts.ts';

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
			},
		},
	};
}
