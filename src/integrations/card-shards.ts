/**
 * Writes the small card files of each language (`src/lib/listing/card-shards.ts`) once the pages
 * are written, from the language's two listing-index files in the output. They are not Astro
 * routes: a route of 628 files made every page of a 10,000-listing build slower (93 s instead of
 * 84 s, measured), while reading the index files back and writing these takes well under a second.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { Locale } from '../../i18n/locales.ts';
import { cardShardFiles } from '../lib/listing/card-shards.ts';
import { listingIndexFolder, type ListingIndex } from '../lib/listing/listing-index.ts';

/** The integration: card files of every language that has listing-index files. */
export function cardShards(): AstroIntegration {
	return {
		name: 'agency-card-shards',
		hooks: {
			'astro:build:done': async ({ dir, logger }) => {
				const root = fileURLToPath(dir);
				const indexDir = join(root, listingIndexFolder);
				const names = (await readdir(indexDir)).filter((name) => /^[a-z]{2}-(sale|rent)\.json$/.test(name)).sort();
				const locales = [...new Set(names.map((name) => name.slice(0, 2) as Locale))];
				let written = 0;
				for (const locale of locales) {
					const indexes = await Promise.all(
						names
							.filter((name) => name.startsWith(`${locale}-`))
							.map(async (name) => JSON.parse(await readFile(join(indexDir, name), 'utf8')) as ListingIndex),
					);
					for (const file of cardShardFiles(locale, indexes)) {
						const path = join(root, file.path);
						await mkdir(dirname(path), { recursive: true });
						await writeFile(path, JSON.stringify(file.content));
						written++;
					}
				}
				logger.info(`${written} card files for ${locales.length} language(s)`);
			},
		},
	};
}
