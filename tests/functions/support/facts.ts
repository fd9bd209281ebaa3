import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { locales, type Locale } from '../../../i18n/locales.ts';
import { pathTable } from '../../../i18n/paths.ts';
import { buildRoutes, type ListingRef, type ProjectRef } from '../../../src/routing/build-routes.ts';
import { factFileOf, listingFacts, splitFacts, type FactProject, type FactProperty, type ListingFacts } from '../../../src/lib/requests/listing-facts.ts';

/**
 * The listing facts of the demo export as the build publishes them (`/listing-facts/{locale}/{n}.json`,
 * paths from the same route builder), served by a loopback HTTP server, as a deploy serves them to
 * the request functions (SITE_FILES_URL). It counts the files asked for.
 */

const read = <T>(file: string): T => JSON.parse(readFileSync(new URL(`../../../data/${file}`, import.meta.url), 'utf8')) as T;
const properties = read<(FactProperty & ListingRef)[]>('properties.json');
const projects = read<(FactProject & ProjectRef)[]>('projects.json');
const boxLabels: Record<Locale, string> = { nl: 'bus', fr: 'bte', en: 'box', de: 'Box' };

/** The demo export's facts of every language. */
export const demoFacts: Record<Locale, ListingFacts> = (() => {
	const routes = buildRoutes({ table: pathTable, locales, listings: properties, projects, testimonialIds: [], articles: [], listPages: {} });
	const paths = new Map(routes.flatMap((r) => (r.kind === 'property' || r.kind === 'project' ? [[`${r.kind}:${r.id}:${r.locale}`, r.path] as const] : [])));
	return Object.fromEntries(
		locales.map((locale) => [locale, listingFacts(properties, projects, { locale, pathOf: (record, id) => paths.get(`${record}:${id}:${locale}`) ?? null, boxLabel: boxLabels[locale] })]),
	) as Record<Locale, ListingFacts>;
})();

/** A running facts server. */
export type FactsServer = { url: string; asked: string[]; stop(): Promise<void> };

/** Serves the demo facts on a free loopback port, and `site` as the build's site settings (`/listing-facts/site.json`) when given. */
export async function startFactsServer(site?: unknown): Promise<FactsServer> {
	const files = new Map<string, string>();
	if (site !== undefined) files.set('/listing-facts/site.json', JSON.stringify(site));
	for (const locale of locales) splitFacts(demoFacts[locale]).forEach((file, i) => files.set(`/listing-facts/${locale}/${i}.json`, JSON.stringify(file)));
	const asked: string[] = [];
	const server: Server = createServer((req, res) => {
		asked.push(req.url ?? '');
		const body = files.get(req.url ?? '');
		res.writeHead(body ? 200 : 404, { 'content-type': 'application/json' }).end(body ?? '{}');
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as { port: number };
	return { url: `http://127.0.0.1:${port}/`, asked, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The file of an id, for tests that check which one was read. */
export const factFileUrlOf = (locale: Locale, id: number) => `/listing-facts/${locale}/${factFileOf(id)}.json`;
