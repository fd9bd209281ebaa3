/**
 * Writes the small card files of each language (`src/lib/listing/card-shards.ts`) once the pages
 * are written, from the language's two listing-index files in the output. They are not Astro
 * routes: a route of 628 files made every page of a 10,000-listing build slower (93 s instead of
 * 84 s, measured), while reading the index files back and writing these takes well under a second.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { locales } from '../../i18n/locales.ts';
import { cardShardFiles, cardShardFolder } from '../lib/listing/card-shards.ts';
import { listingIndexPath, type ListingIndex } from '../lib/listing/listing-index.ts';

/** A listing-index file of the build, or nothing where the language is not built. */
async function readIndex(root: string, path: string): Promise<ListingIndex | undefined> {
	const text = await readFile(join(root, path), 'utf8').catch((error: NodeJS.ErrnoException) => {
		if (error.code === 'ENOENT') return undefined;
		throw error;
	});
	return text === undefined ? undefined : (JSON.parse(text) as ListingIndex);
}

/** The integration: card files of every language that has listing-index files. */
export function cardShards(): AstroIntegration {
	return {
		name: 'agency-card-shards',
		hooks: {
			'astro:build:done': async ({ dir, logger }) => {
				const root = fileURLToPath(dir);
				let languages = 0;
				let written = 0;
				for (const locale of locales) {
					const indexes = (await Promise.all([readIndex(root, listingIndexPath(locale, 'sale')), readIndex(root, listingIndexPath(locale, 'rent'))])).filter(
						(index) => index !== undefined,
					);
					if (indexes.length === 0) continue;
					const files = cardShardFiles(locale, indexes);
					await mkdir(join(root, cardShardFolder(locale)), { recursive: true });
					await Promise.all(files.map((file) => writeFile(join(root, file.path), JSON.stringify(file.content))));
					languages++;
					written += files.length;
				}
				logger.info(`${written} card files for ${languages} language(s)`);
			},
		},
	};
}
