/**
 * Writes what the browser tests need to know of the build to a JSON file (argv[2]): the public origin
 * from the Astro config, the enabled languages and every route with, for listings, whether it is for
 * sale, for rent or a project unit. Run by playwright.config.ts in a plain Node process, so the tests
 * themselves never load the Astro config or the data set.
 */
import { writeFileSync } from 'node:fs';
import config from '../../../astro.config.mjs';
import { dataSet } from '../../../src/data-set.ts';
import { isForSale } from '../../../src/lib/domain/goal.ts';
import { enabledLocales, routes } from '../../../src/routing/routes.ts';
import type { ListingClass, SiteInfo } from './site-info.ts';

const out = process.argv[2];
if (!out) throw new Error('Usage: node tests/e2e/support/dump-site.ts <out.json>');
if (!config.site) throw new Error('astro.config.mjs sets no site: canonical links cannot be checked');

/** Sale, rent or project unit per listing ID, read from the Dutch record when there is one. */
const listingClass = new Map<number, ListingClass>();
for (const p of dataSet.properties) {
	if (listingClass.has(p.ID) && p.Language !== 'nl') continue;
	listingClass.set(p.ID, p.ProjectID != null ? 'unit' : isForSale(p.Goal) ? 'sale' : 'rent');
}

const info: SiteInfo = {
	site: new URL(config.site).origin,
	enabledLocales,
	routes: routes.map((route) => (route.kind === 'property' ? { ...route, listing: listingClass.get(route.id) } : route)),
};
writeFileSync(out, JSON.stringify(info));
