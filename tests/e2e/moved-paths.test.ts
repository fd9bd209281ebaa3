import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIResponse } from '@playwright/test';
import { parse } from 'node-html-parser';
import type { Locale } from '../../i18n/locales.ts';
import { legacyPaths, pathTable } from '../../i18n/paths.ts';
import { distDir, langTag, siteInfo, type ListingClass, type SiteRoute } from './support/site-info.ts';

/**
 * Old and odd paths land on the right page, over HTTP against the served build (`_redirects`, the
 * `moved-listing` function and the local server's Netlify behaviour):
 * - spec §2: a French, English or German listing path holds the city and a title slug, so a renamed
 *   city or title, or a listing moved between sale and rent, leaves old paths in search engines,
 *   portals and mails: each answers 301 to the listing's current path while its id is exported,
 *   and an id no longer exported answers 404 "Property not found" (spec §8) in the path language;
 * - a list page number past the last answers the language's "Page not found", as in Dutch;
 * - a page path without its trailing slash answers 301 to the path with it (Netlify's pretty URLs).
 */

const { enabledLocales, routes } = siteInfo();

/** A listing page of a class in a language. */
const listingOf = (locale: Locale, listing: ListingClass) => routes.find((r): r is SiteRoute & { kind: 'property' } => r.kind === 'property' && r.locale === locale && r.listing === listing);

/** The title of a built page. */
const titleOfFile = (path: string) => parse(readFileSync(join(distDir, path, 'index.html'), 'utf8')).querySelector('title')?.text.trim();

/** The language and title of an answer's page. */
async function pageOf(response: APIResponse) {
	const root = parse(await response.text());
	return { lang: root.querySelector('html')?.getAttribute('lang'), title: root.querySelector('title')?.text.trim() };
}

/** Where a redirect leads, as path and query. */
const locationOf = (response: APIResponse) => {
	const location = response.headers()['location'];
	return location ? ((url) => `${url.pathname}${url.search}`)(new URL(location, 'http://localhost/')) : undefined;
};

for (const locale of enabledLocales.filter((l): l is Exclude<Locale, 'nl'> => l !== 'nl')) {
	const saleList = pathTable['/for-sale/'][locale];
	const rentList = pathTable['/for-rent/'][locale];

	test(`${locale}: an old listing path (city and title renamed, sale and rent swapped) answers 301 to the current path`, async ({ request }) => {
		const sale = listingOf(locale, 'sale')!;
		const rent = listingOf(locale, 'rent')!;
		const unit = listingOf(locale, 'unit');
		const cases: [SiteRoute, string][] = [
			[sale, `${saleList}old-city/old-title/${sale.id}/?utm_source=mail`],
			[sale, `${rentList}old-city/old-title/${sale.id}/?utm_source=mail`],
			[rent, `${saleList}${rent.path.slice(rentList.length)}?utm_source=mail`],
			...(unit ? [[unit, `${saleList}old-city/old-title/${unit.id}/?utm_source=mail`] as [SiteRoute, string]] : []),
		];
		const problems: string[] = [];
		for (const [route, old] of cases) {
			const response = await request.get(old, { maxRedirects: 0 });
			if (response.status() !== 301 || locationOf(response) !== `${route.path}?utm_source=mail`)
				problems.push(`${old}: ${response.status()} to ${locationOf(response) ?? '(none)'}; expected 301 to ${route.path}?utm_source=mail`);
		}
		const current = await request.get(sale.path, { maxRedirects: 0 });
		if (current.status() !== 200) problems.push(`${sale.path}: ${current.status()}; the current path is the page itself`);
		expect(problems, problems.join('\n')).toEqual([]);
	});

	test(`${locale}: the Dutch record paths under /${locale}/ and a foreign list segment with a page number answer 301 to the ${locale} page`, async ({ request }) => {
		const sale = listingOf(locale, 'sale')!;
		const project = routes.find((r): r is SiteRoute & { kind: 'project' } => r.kind === 'project' && r.locale === locale)!;
		const segment = [...enabledLocales, 'nl' as const].map((l) => (l === 'nl' ? '/for-sale/' : pathTable['/for-sale/'][l]).split('/').at(-2)).find((s) => `/${locale}/${s}/` !== saleList)!;
		const cases: [string, string][] = [
			[`/${locale}/property/${sale.id}/?utm_source=portal`, `${sale.path}?utm_source=portal`],
			[`/${locale}/project/${project.id}/?utm_source=portal`, `${project.path}?utm_source=portal`],
			[`/${locale}/${segment}/2/?utm_source=portal`, `${saleList}2/?utm_source=portal`],
		];
		const problems: string[] = [];
		for (const [old, expected] of cases) {
			const response = await request.get(old, { maxRedirects: 0 });
			if (response.status() !== 301 || locationOf(response) !== expected) problems.push(`${old}: ${response.status()} to ${locationOf(response) ?? '(none)'}; expected 301 to ${expected}`);
		}
		expect(problems, problems.join('\n')).toEqual([]);
	});

	test(`${locale}: an old path of an id no longer exported answers 404 "Property not found" in ${locale}`, async ({ request }) => {
		const response = await request.get(`${saleList}old-city/old-title/999999/`, { maxRedirects: 0 });
		expect(response.status()).toBe(404);
		expect(await pageOf(response)).toEqual({ lang: langTag(locale), title: titleOfFile(pathTable['/property-not-found/'][locale]) });
	});

	test(`${locale}: a list page past the last answers the ${locale} "Page not found"`, async ({ request }) => {
		for (const list of [saleList, rentList]) {
			const response = await request.get(`${list}999/`, { maxRedirects: 0 });
			expect(response.status(), list).toBe(404);
			expect(await pageOf(response), list).toEqual({ lang: langTag(locale), title: titleOfFile(`/${locale}/404/`) });
		}
	});
}

test('spec §2: a /nl/ prefix (Dutch is enabled, with no prefix) answers 301 to the unprefixed Dutch path, the query kept', async ({ request }) => {
	const sale = listingOf('nl', 'sale')!;
	const problems: string[] = [];
	for (const [path, expected] of [['/nl/', '/'], ['/nl/for-sale/?utm_source=portal', '/for-sale/?utm_source=portal'], [`/nl${sale.path}`, sale.path]] as const) {
		const response = await request.get(path, { maxRedirects: 0 });
		if (response.status() !== 301 || locationOf(response) !== expected) problems.push(`${path}: ${response.status()} to ${locationOf(response) ?? '(none)'}; expected 301 to ${expected}`);
	}
	expect(problems, problems.join('\n')).toEqual([]);
});

test('a /nl/ form of an old path (a CRM path with capitals, another language\'s list segment) answers one 301 to the page itself', async ({ request }) => {
	const pages = new Set(routes.map((r) => r.path));
	const cases = ([...Object.entries(legacyPaths), ['/a-vendre/', '/for-sale/'], ['/a-louer/', '/for-rent/']] as [string, string][]).filter(([, to]) => pages.has(to));
	const problems: string[] = [];
	for (const [old, page] of cases) {
		const response = await request.get(`/nl${old}?utm_source=portal`, { maxRedirects: 0 });
		if (response.status() !== 301 || locationOf(response) !== `${page}?utm_source=portal`) problems.push(`/nl${old}: ${response.status()} to ${locationOf(response) ?? '(none)'}; expected 301 to ${page}?utm_source=portal`);
	}
	expect(cases.length).toBeGreaterThan(0);
	expect(problems, problems.join('\n')).toEqual([]);
});

test('a /nl/ path whose rest starts with a slash, or what a browser reads as one, is no open redirect: 301 to a path of this site', async ({ request, baseURL }) => {
	const own = new URL(baseURL!).origin;
	const problems: string[] = [];
	for (const path of ['/nl//evil.example/', '/nl//evil.example', '/nl///evil.example/x/', '/nl/%2Fevil.example', '/nl/%2F%2Fevil.example/', '/nl/%5Cevil.example', '/nl/%09/evil.example', '/nl//evil.example/?next=//evil.example/']) {
		const response = await request.get(path, { maxRedirects: 0 });
		const location = response.headers()['location'];
		// As a browser reads the header, relative to the page asked.
		const target = location === undefined ? undefined : new URL(location, `${own}${path}`);
		if (response.status() !== 301 || target?.origin !== own) problems.push(`${path}: ${response.status()} to ${location ?? '(none)'}; expected 301 to a path of ${own}`);
	}
	expect(problems, problems.join('\n')).toEqual([]);
});

test('spec §2 article paths: each folder above an article that is no page answers 301 to the article\'s breadcrumb parent', async ({ request }) => {
	const pages = new Set(routes.map((r) => r.path));
	const expected = new Map<string, string>();
	for (const article of routes.filter((r) => r.kind === 'article')) {
		const html = readFileSync(join(distDir, article.path, 'index.html'), 'utf8');
		const crumbs = [...html.matchAll(/"@type":"ListItem","position":\d+,"name":"[^"]*","item":"([^"]+)"/g)].map((m) => new URL(m[1]!).pathname);
		const parent = crumbs.at(-1)!;
		const root = article.locale === 'nl' ? '/' : `/${article.locale}/`;
		const segments = article.path.slice(root.length).split('/').filter(Boolean);
		for (let i = 1; i < segments.length; i++) {
			const folder = `${root}${segments.slice(0, i).join('/')}/`;
			if (!pages.has(folder) && !expected.has(folder)) expected.set(folder, parent);
		}
	}
	expect([...expected.keys()]).toEqual(expect.arrayContaining(['/nos-services/']));
	const problems: string[] = [];
	for (const [folder, parent] of expected) {
		const response = await request.get(folder, { maxRedirects: 0 });
		if (response.status() !== 301 || locationOf(response) !== parent) problems.push(`${folder}: ${response.status()} to ${locationOf(response) ?? '(none)'}; expected 301 to ${parent}`);
	}
	expect(problems, problems.join('\n')).toEqual([]);
});

test('a page path without its trailing slash answers 301 to the path with it, the query kept', async ({ request }) => {
	const pages = [
		...enabledLocales.map((l) => routes.find((r) => r.kind === 'page' && r.key === '/contact/' && r.locale === l)!),
		...enabledLocales.map((l) => listingOf(l, 'rent')!),
		routes.find((r) => r.kind === 'page' && r.key === '/for-sale/' && r.locale === enabledLocales.at(-1))!,
	];
	const problems: string[] = [];
	for (const { path } of pages) {
		const bare = path.slice(0, -1);
		const response = await request.get(`${bare}?city=Gent|9000`, { maxRedirects: 0 });
		if (response.status() !== 301 || locationOf(response) !== `${path}?city=Gent|9000`)
			problems.push(`${bare}: ${response.status()} to ${locationOf(response) ?? '(none)'}; expected 301 to ${path}?city=Gent|9000`);
	}
	expect(problems, problems.join('\n')).toEqual([]);
});
