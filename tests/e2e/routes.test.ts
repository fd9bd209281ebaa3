import { expect, test, type APIRequestContext } from '@playwright/test';
import { parse } from 'node-html-parser';
import { defaultLocale, type Locale } from '../../i18n/locales.ts';
import { legacyPaths, pathTable, type PageKey } from '../../i18n/paths.ts';
import { builtPages, langTag, localeOfPath, notFoundPages, siteInfo, unknownPath, type SiteRoute } from './support/site-info.ts';

/**
 * Every route answers: each page of the path table in every enabled language is built, the built
 * pages are exactly the routes (and the not-found pages), and every built page is served with 200,
 * its language in `<html lang>`, a title, a canonical link to itself and hreflang links to all its
 * languages. Most pages are checked over plain HTTP; one page of each kind and language in the
 * browser. Unknown paths answer 404 in their language; the CRM's original paths redirect.
 */

const { site, enabledLocales, routes } = siteInfo();
const built = builtPages();
const notFound = notFoundPages();
const routeByPath = new Map(routes.map((route) => [route.path, route]));
const absolute = (path: string) => new URL(path, site).href;

/** What a head must hold: its language, and for a route its canonical URL and hreflang links. */
type Expected = { lang: string; canonical?: string; alternates?: Map<string, string> };

/**
 * The head a page at this path must have. A not-found page names no canonical URL or alternates;
 * a page that is no route must still link itself as canonical and name all languages.
 */
function expectedHead(path: string, route: SiteRoute | undefined): Expected {
	const lang = langTag(route?.locale ?? localeOfPath(path));
	if (notFound.has(path) && !route) return { lang };
	const alternates = route
		? new Map([
				...enabledLocales.map((l) => [langTag(l), absolute(route.alternates[l])] as const),
				['x-default', absolute(route.alternates[defaultLocale])],
			])
		: undefined;
	return { lang, canonical: absolute(path), ...(alternates ? { alternates } : {}) };
}

/** A head as found in a page: from the HTML text or from the live DOM. */
type FoundHead = { lang: string | null; titles: string[]; canonicals: string[]; hreflangs: [string, string][] };

/** Reads lang, titles, canonical and hreflang links from an HTML text. */
function readHead(html: string): FoundHead {
	const root = parse(html, { comment: false });
	const links = root.querySelectorAll('link[href]');
	const rels = (el: (typeof links)[number]) => (el.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);
	return {
		lang: root.querySelector('html')?.getAttribute('lang') ?? null,
		titles: root.querySelectorAll('head title').map((t) => t.text),
		canonicals: links.filter((l) => rels(l).includes('canonical')).map((l) => l.getAttribute('href') ?? ''),
		hreflangs: links
			.filter((l) => rels(l).includes('alternate') && l.hasAttribute('hreflang'))
			.map((l) => [l.getAttribute('hreflang') ?? '', l.getAttribute('href') ?? '']),
	};
}

/** What is wrong with a page's head, as readable lines (empty when all is right). */
function headProblems(found: FoundHead, want: Expected): string[] {
	const problems: string[] = [];
	if (found.lang !== want.lang) problems.push(`<html lang> is ${JSON.stringify(found.lang)}, expected "${want.lang}"`);
	if (found.titles.length !== 1) problems.push(`${found.titles.length} <title> elements in <head>, expected 1`);
	else if (found.titles[0]!.trim() === '') problems.push('the <title> is empty');
	if (want.canonical === undefined) return problems;
	if (found.canonicals.length !== 1) problems.push(`${found.canonicals.length} canonical links, expected 1 (${want.canonical})`);
	else if (found.canonicals[0] !== want.canonical) problems.push(`canonical is ${found.canonicals[0]}, expected ${want.canonical}`);
	const seen = new Map<string, string>();
	for (const [hreflang, href] of found.hreflangs) {
		if (seen.has(hreflang)) problems.push(`hreflang ${hreflang} appears twice`);
		seen.set(hreflang, href);
	}
	const wantTags = [...enabledLocales.map(langTag), 'x-default'];
	for (const tag of wantTags) if (!seen.has(tag)) problems.push(`no hreflang alternate for ${tag}`);
	for (const tag of seen.keys()) if (!wantTags.includes(tag)) problems.push(`unexpected hreflang alternate ${tag}`);
	for (const [tag, href] of want.alternates ?? []) {
		const got = seen.get(tag);
		if (got !== undefined && got !== href) problems.push(`hreflang ${tag} points at ${got}, expected ${href}`);
	}
	return problems;
}

/** Fetches pages a few at a time and collects every problem, so one run reports them all. */
async function checkOverHttp(request: APIRequestContext, paths: string[]): Promise<string[]> {
	const problems: string[] = [];
	const queue = [...paths];
	const worker = async () => {
		for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
			const response = await request.get(path, { maxRedirects: 0 });
			const type = response.headers()['content-type'] ?? '';
			if (response.status() !== 200) problems.push(`${path}: status ${response.status()}, expected 200`);
			else if (!type.startsWith('text/html')) problems.push(`${path}: content type ${type}, expected text/html`);
			else problems.push(...headProblems(readHead(await response.text()), expectedHead(path, routeByPath.get(path))).map((p) => `${path}: ${p}`));
		}
	};
	await Promise.all(Array.from({ length: 6 }, worker));
	return problems;
}

test('every page of the path table is built in every enabled language', () => {
	const builtPaths = new Set(built.map((p) => p.path));
	const missing = (Object.keys(pathTable) as PageKey[]).flatMap((key) =>
		enabledLocales
			.map((locale) => (locale === defaultLocale ? key : pathTable[key][locale as Exclude<Locale, 'nl'>]))
			.filter((path) => !builtPaths.has(path))
			.map((path) => `${key} → ${path}`),
	);
	expect(missing, `table pages missing from dist/:\n${missing.join('\n')}`).toEqual([]);
});

test('the built pages are exactly the routes of the path table and the data', () => {
	const builtPaths = new Set(built.map((p) => p.path));
	const notBuilt = routes.filter((r) => !builtPaths.has(r.path)).map((r) => `${r.path} (${r.kind})`);
	const notRoutes = built.filter((p) => !routeByPath.has(p.path) && !notFound.has(p.path)).map((p) => p.path);
	expect({ notBuilt, notRoutes }).toEqual({ notBuilt: [], notRoutes: [] });
});

/** Built pages grouped by language and kind of route, one HTTP test per group. */
const groups = new Map<string, string[]>();
for (const { path } of built) {
	const route = routeByPath.get(path);
	const kind = !route ? (notFound.has(path) ? 'not-found page' : 'no route') : route.kind === 'page' ? (route.page > 1 ? 'list page 2+' : 'table page') : route.kind;
	const label = `${route?.locale ?? localeOfPath(path)} ${kind}`;
	groups.set(label, [...(groups.get(label) ?? []), path]);
}

for (const [label, paths] of groups) {
	test(`HTTP: ${label} (${paths.length} pages) answers 200 with lang, title, canonical and hreflang`, async ({ request }) => {
		const problems = await checkOverHttp(request, paths);
		expect(problems.length, `${problems.length} problem(s):\n${problems.join('\n')}`).toBe(0);
	});
}

/** One route of each kind per language, loaded in the browser. */
const samples = enabledLocales.flatMap((locale) => {
	const ofLocale = routes.filter((r) => r.locale === locale);
	const picks: [string, SiteRoute | undefined][] = [
		['home', ofLocale.find((r) => r.kind === 'page' && r.key === '/')],
		['list page 2', ofLocale.find((r) => r.kind === 'page' && r.page === 2)],
		['property for sale', ofLocale.find((r) => r.kind === 'property' && r.listing === 'sale')],
		['property for rent', ofLocale.find((r) => r.kind === 'property' && r.listing === 'rent')],
		['project unit', ofLocale.find((r) => r.kind === 'property' && r.listing === 'unit')],
		['project', ofLocale.find((r) => r.kind === 'project')],
		['testimonial', ofLocale.find((r) => r.kind === 'testimonial')],
		['article', ofLocale.find((r) => r.kind === 'article')],
	];
	return picks.map(([kind, route]) => ({ locale, kind, route }));
});

for (const { locale, kind, route } of samples) {
	test(`browser: ${locale} ${kind} ${route?.path ?? '(no such route)'} loads with its language, title, canonical and hreflang`, async ({ page }) => {
		expect(route, `no ${kind} route in ${locale}`).toBeDefined();
		const errors: string[] = [];
		const cspViolations: string[] = [];
		page.on('pageerror', (error) => errors.push(error.message));
		page.on('console', (message) => {
			if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
		});
		const response = await page.goto(route!.path);
		expect(response?.status()).toBe(200);
		expect(new URL(page.url()).pathname, 'no redirect').toBe(new URL(route!.path, site).pathname);
		const found: FoundHead = await page.evaluate(() => {
			const links = [...document.head.querySelectorAll('link[href]')];
			const rels = (l: Element) => (l.getAttribute('rel') ?? '').toLowerCase().split(/\s+/);
			return {
				lang: document.documentElement.getAttribute('lang'),
				titles: [...document.head.querySelectorAll('title')].map((t) => t.textContent ?? ''),
				canonicals: links.filter((l) => rels(l).includes('canonical')).map((l) => l.getAttribute('href') ?? ''),
				hreflangs: links
					.filter((l) => rels(l).includes('alternate') && l.hasAttribute('hreflang'))
					.map((l): [string, string] => [l.getAttribute('hreflang') ?? '', l.getAttribute('href') ?? '']),
			};
		});
		expect(headProblems(found, expectedHead(route!.path, route))).toEqual([]);
		expect(errors, 'uncaught errors in the page').toEqual([]);
		await page.waitForLoadState('networkidle');
		expect(cspViolations, 'Content-Security-Policy violations (issue 4)').toEqual([]);
	});
}

for (const locale of enabledLocales) {
	test(`an unknown path in ${locale} answers 404 with a not-found page in ${locale}`, async ({ request }) => {
		const response = await request.get(unknownPath(locale));
		expect(response.status()).toBe(404);
		const head = readHead(await response.text());
		expect(head.lang).toBe(langTag(locale));
		expect(head.titles.map((t) => t.trim()).filter(Boolean)).toHaveLength(1);
	});
}

test('a path with a broken percent-escape (half a character) answers the not-found page in its language, not a server error', async ({ request }) => {
	for (const [path, lang] of [['/for-sale/%E0%A4%A/', 'nl-BE'], ['/fr/%E0%A4%A', 'fr-BE'], ['/fr/a-vendre/%', 'fr-BE']] as const) {
		const response = await request.get(path);
		expect(response.status(), path).toBe(404);
		expect(readHead(await response.text()).lang, path).toBe(lang);
	}
});

test('the original CRM paths redirect permanently to their table page', async ({ request }) => {
	const problems: string[] = [];
	for (const [from, to] of Object.entries(legacyPaths)) {
		const response = await request.get(from, { maxRedirects: 0 });
		const location = response.headers()['location'];
		const target = location ? new URL(location, 'http://localhost/').pathname : undefined;
		if (![301, 308].includes(response.status()) || target !== to)
			problems.push(`${from}: status ${response.status()}, location ${location ?? '(none)'}; expected 301 to ${to}`);
	}
	expect(problems, problems.join('\n')).toEqual([]);
});
