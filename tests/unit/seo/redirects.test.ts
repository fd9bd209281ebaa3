import { describe, expect, test } from 'vitest';
import { buildRedirects, formatRedirects, matchRedirect, parseRedirects, targetOf } from '../../../src/lib/seo/redirects.ts';

const table = {
	'/for-sale/': { fr: '/fr/a-vendre/', en: '/en/for-sale/', de: '/de/zu-verkaufen/' },
	'/property-not-found/': { fr: '/fr/bien-introuvable/', en: '/en/property-not-found/', de: '/de/nicht-gefunden/' },
	'/qui-sommes-nous/': { fr: '/fr/qui-sommes-nous/', en: '/en/about-us/', de: '/de/uber-uns/' },
} as never;

const origin = 'https://www.agency.example';
const inputs = {
	origin,
	table,
	locales: ['nl', 'fr', 'en'] as const,
	enabled: ['nl', 'fr', 'en'] as const,
	legacy: { '/Qui-sommes-nous/': '/qui-sommes-nous/' } as never,
	lists: ['/for-sale/'] as never,
	propertyNotFound: '/property-not-found/' as never,
	recordLists: [{ key: '/for-sale/', kind: 'property' }] as never,
	dutchRecordPrefixes: ['/property/'],
};
const rules = buildRedirects(inputs);
const target = (from: string) => rules.find((r) => r.from === from);

describe('spec §2 redirects derived from the path table', () => {
	test.each([
		{ from: '/Qui-sommes-nous/', to: '/qui-sommes-nous/', status: 301, rule: 'legacy CRM path to its slug-rule path' },
		{ from: '/a-vendre/', to: '/for-sale/', status: 301, rule: 'for-sale fallback on the last original segment (nl)' },
		{ from: '/fr/for-sale/', to: '/fr/a-vendre/', status: 301, rule: 'for-sale fallback in French' },
		{ from: '/en/a-vendre/', to: '/en/for-sale/', status: 301, rule: 'for-sale fallback in English' },
		{ from: '/preview/*', to: '/:splat', status: 200, rule: 'a path containing preview serves the page in preview mode' },
		{ from: '/property/*', to: '/property-not-found/', status: 404, rule: 'unknown listing: Property Not Found (spec §8)' },
		{ from: '/fr/a-vendre/:city/:slug/:id/', to: '/api/moved/fr/property/:id', status: 200, rule: 'an old French listing path (renamed city or title) goes to the moved-listing function' },
		{ from: '/en/for-sale/:city/:slug/:id/', to: '/api/moved/en/property/:id', status: 200, rule: 'an old English listing path goes to the moved-listing function' },
		{ from: '/fr/a-vendre/:page/', to: '/fr/404/', status: 404, rule: 'a French list page past the last: page not found in French, as in Dutch' },
		{ from: '/fr/a-vendre/*', to: '/fr/bien-introuvable/', status: 404, rule: 'unknown French listing in French' },
		{ from: '/fr/*', to: '/fr/404/', status: 404, rule: 'page not found in the path language' },
	])('$rule: $from -> $to', ({ from, to, status }) => {
		expect(target(from)).toEqual({ from, to, status });
	});

	test.each([
		{ path: '/nl/', to: `${origin}/`, status: 301, rule: 'spec §2: /nl/ names the enabled Dutch, which has no prefix' },
		{ path: '/nl/for-sale/', to: `${origin}/for-sale/`, status: 301, rule: 'a /nl/ path goes to the unprefixed Dutch path' },
		{ path: '/nl/property/1011/', to: `${origin}/property/1011/`, status: 301, rule: 'a /nl/ listing path goes to the Dutch listing path' },
		{ path: '/fr/property/1011/', to: '/api/moved/fr/property/1011', status: 200, rule: 'the Dutch listing path under /fr/ goes to the function, which answers 301 to the French path' },
		{ path: '/en/project/501/', to: '/api/moved/en/projects/501', status: 200, rule: 'the Dutch project path under /en/ goes to the function (a project id first, then a unit)' },
		{ path: '/fr/for-sale/2/', to: '/fr/a-vendre/2/', status: 301, rule: 'a foreign list segment keeps its page number' },
		{ path: '/a-vendre/3/', to: '/for-sale/3/', status: 301, rule: 'a French list segment without prefix keeps its page number in Dutch' },
	])('$rule: $path', ({ path, to, status }) => {
		const rule = matchRedirect(rules, path);
		expect(rule && [targetOf(rule, path), rule.status]).toEqual([to, status]);
	});

	test('the /nl/ rule\'s target is absolute on the site\'s origin (a path or URL with one gives its origin only)', () => {
		expect(target('/nl/*')).toEqual({ from: '/nl/*', to: 'https://www.agency.example/:splat', status: 301 });
		expect(buildRedirects({ ...inputs, origin: 'https://www.agency.example/sub/' }).find((r) => r.from === '/nl/*')?.to).toBe('https://www.agency.example/:splat');
		expect(formatRedirects([target('/nl/*')!])).toBe('/nl/*  https://www.agency.example/:splat  301\n');
	});

	// The splat as Netlify's rule engine fills it: the path decoded, so %2F is a slash and %5C a backslash.
	test.each([
		{ path: '/nl//evil.example/', expected: 'https://www.agency.example//evil.example/' },
		{ path: '/nl//evil.example', expected: 'https://www.agency.example//evil.example' },
		{ path: '/nl///evil.example/x/', expected: 'https://www.agency.example///evil.example/x/' },
		{ path: decodeURIComponent('/nl/%2Fevil.example'), expected: 'https://www.agency.example//evil.example' },
		{ path: decodeURIComponent('/nl/%5Cevil.example'), expected: 'https://www.agency.example/\\evil.example' },
		{ path: decodeURIComponent('/nl/%09/evil.example'), expected: 'https://www.agency.example/\t/evil.example' },
	])('an open-redirect attempt $path stays on the site', ({ path, expected }) => {
		const rule = matchRedirect(rules, path)!;
		const location = targetOf(rule, path);
		expect([location, rule.status]).toEqual([expected, 301]);
		// How a browser reads the Location header of the answer.
		expect(new URL(location, 'https://www.agency.example/nl/x/').origin).toBe(origin);
	});

	test.each([
		{ name: 'all languages on', rules },
		{ name: 'a language switched off', rules: buildRedirects({ ...inputs, enabled: ['nl', 'en'] }) },
	])('$name: no redirect (3xx) starts its target with a splat or placeholder, which could make it `//host`', ({ rules: all }) => {
		expect(all.filter((r) => r.status === 301 && /^\/*:/.test(r.to))).toEqual([]);
		expect(all.filter((r) => r.status === 301 && !r.to.startsWith('/') && !r.to.startsWith(`${origin}/`))).toEqual([]);
	});

	test('no rule sends a list\'s own page numbers anywhere, and the new rules come before the language catch-all', () => {
		expect(target('/fr/a-vendre/:page/')?.to).toBe('/fr/404/');
		expect(target('/for-sale/:page/')).toBeUndefined();
		const froms = rules.map((r) => r.from);
		for (const from of ['/fr/property/:id/', '/fr/for-sale/:page/']) expect(froms.indexOf(from)).toBeLessThan(froms.indexOf('/fr/*'));
	});

	test('no rule redirects a list to itself and every source appears once', () => {
		expect(target('/for-sale/')).toBeUndefined();
		expect(target('/fr/a-vendre/')).toBeUndefined();
		expect(new Set(rules.map((r) => r.from)).size).toBe(rules.length);
	});

	test('specific record rules come before the language catch-all', () => {
		const froms = rules.map((r) => r.from);
		expect(froms.indexOf('/fr/a-vendre/:city/:slug/:id/')).toBeLessThan(froms.indexOf('/fr/a-vendre/*'));
		expect(froms.indexOf('/fr/a-vendre/*')).toBeLessThan(froms.indexOf('/fr/*'));
	});

	test('the Dutch listing path is stable (by id only): no rule sends it to the function', () => {
		expect(rules.filter((r) => r.to.startsWith('/api/moved/nl/'))).toEqual([]);
	});
});

describe('spec §2: a language switched off in site.json has no pages, so no rule leads to one', () => {
	const off = buildRedirects({ ...inputs, enabled: ['nl', 'en'] });
	const from = (path: string) => off.find((r) => r.from === path);

	test('no rule targets a French path, and no French 404 rule is written', () => {
		expect(off.filter((r) => r.to.startsWith('/fr/'))).toEqual([]);
		expect(from('/fr/*')).toBeUndefined();
	});

	test.each([
		{ path: '/fr/a-vendre/', to: '/for-sale/', status: 301, rule: 'a table page goes to its Dutch page' },
		{ path: '/fr/for-sale/', to: '/for-sale/', status: 301, rule: 'the list fallback goes to the Dutch list' },
		{ path: '/fr/a-vendre/2/', to: '/for-sale/:page/', status: 301, rule: 'a list page goes to the Dutch list page' },
		{ path: '/fr/a-vendre/uccle/villa/1004/', to: '/api/moved/nl/property/:id', status: 200, rule: 'a listing path goes to the Dutch listing through the function' },
		{ path: '/fr/qui-sommes-nous/', to: '/qui-sommes-nous/', status: 301, rule: 'a table page goes to its Dutch page' },
		{ path: '/en/for-sale/uccle/villa/1004/', to: '/api/moved/en/property/:id', status: 200, rule: 'an enabled language keeps its own rules' },
		{ path: '/fr/property/1004/', to: '/api/moved/nl/property/:id', status: 200, rule: 'the Dutch listing path under a switched-off prefix goes to the Dutch listing' },
		{ path: '/fr/for-sale/2/', to: '/for-sale/:page/', status: 301, rule: 'a foreign list segment with a page number goes to the Dutch list page' },
	])('$rule: $path', ({ path, to, status }) => {
		const rule = matchRedirect(off, path);
		expect([rule?.to, rule?.status]).toEqual([to, status]);
	});

	test('the _redirects format has one rule a line', () => {
		expect(formatRedirects([{ from: '/a/', to: '/b/', status: 301 }])).toBe('/a/  /b/  301\n');
	});
});

describe('a rewrite rule\'s target for a path (the local server hands a function the rule\'s target, as Netlify fills it)', () => {
	test.each([
		{ from: '/fr/a-vendre/:city/:slug/:id/', to: '/api/moved/nl/property/:id', path: '/fr/a-vendre/uccle/villa/1004/', expected: '/api/moved/nl/property/1004' },
		{ from: '/fr/a-vendre/:page/', to: '/for-sale/:page/', path: '/fr/a-vendre/2', expected: '/for-sale/2/' },
		{ from: '/preview/*', to: '/:splat', path: '/preview/fr/contact/', expected: '/fr/contact/' },
	])('$path by $from gives $expected', ({ from, to, path, expected }) => {
		expect(targetOf({ from, to, status: 200 }, path)).toBe(expected);
	});
});

describe('reading the rules back (the local server answers a 404 rule with 404, as Netlify does)', () => {
	test('parse is the inverse of format', () => {
		expect(parseRedirects(formatRedirects(rules))).toEqual(rules);
	});

	test.each([
		{ path: '/fr/nope/', expected: '/fr/404/' },
		{ path: '/fr/a-vendre/liege/x/9/', expected: '/api/moved/fr/property/:id' },
		{ path: '/fr/a-vendre/liege/x/9', expected: '/api/moved/fr/property/:id' },
		{ path: '/fr/a-vendre/11/', expected: '/fr/404/' },
		{ path: '/fr/a-vendre/11', expected: '/fr/404/' },
		{ path: '/fr/a-vendre/a/b/c/d/', expected: '/fr/bien-introuvable/' },
		{ path: '/property/999/', expected: '/property-not-found/' },
		{ path: '/a-vendre/', expected: '/for-sale/' },
		{ path: '/for-sale/', expected: undefined },
	])('$path matches the rule to $expected', ({ path, expected }) => {
		expect(matchRedirect(rules, path)?.to).toBe(expected);
	});
});

describe('spec §4 "Pages: Published": a Draft table page is not built, so no rule leads to it', () => {
	const hidden = new Set(['/qui-sommes-nous/']) as never;
	test.each([
		{ enabled: ['nl', 'fr', 'en'], from: '/Qui-sommes-nous/', rule: 'its legacy CRM path' },
		{ enabled: ['nl', 'fr'], from: '/en/about-us/', rule: 'its path in a switched-off language' },
	] as const)('$rule answers as an unknown path ($from)', ({ enabled, from }) => {
		const shown = buildRedirects({ ...inputs, enabled });
		const drafted = buildRedirects({ ...inputs, enabled, hidden });
		expect(shown.find((r) => r.from === from)?.status).toBe(301);
		expect(drafted.find((r) => r.from === from)).toBeUndefined();
		expect(drafted.filter((r) => ['/qui-sommes-nous/', '/fr/qui-sommes-nous/', '/en/about-us/'].includes(r.to))).toEqual([]);
	});

	test('the other rules stay as they were', () => {
		const drafted = buildRedirects({ ...inputs, hidden });
		expect(drafted).toEqual(rules.filter((r) => r.from !== '/Qui-sommes-nous/' && r.from !== '/nl/Qui-sommes-nous/'));
	});
});

describe('a /nl/ path that an unprefixed rule redirects goes to the final page in one 301', () => {
	const folders = [
		{ from: '/nos-services/', to: '/for-sale/', status: 301 },
		{ from: '/fr/nos-services/', to: '/fr/a-vendre/', status: 301 },
	] as const;
	const withFolders = buildRedirects({ ...inputs, articleFolders: folders });
	const froms = withFolders.map((r) => r.from);

	test.each([
		{ path: '/nl/Qui-sommes-nous/', to: `${origin}/qui-sommes-nous/`, rule: 'a legacy CRM path' },
		{ path: '/nl/a-vendre/', to: `${origin}/for-sale/`, rule: 'another language\'s list segment' },
		{ path: '/nl/a-vendre/3/', to: `${origin}/for-sale/3/`, rule: 'another language\'s list segment with a page number' },
		{ path: '/nl/nos-services/', to: `${origin}/for-sale/`, rule: 'a Dutch article folder' },
		{ path: '/nl/for-sale/', to: `${origin}/for-sale/`, rule: 'a page (unchanged: the /nl/ catch-all)' },
	])('$rule: $path -> $to', ({ path, to }) => {
		const rule = matchRedirect(withFolders, path)!;
		expect([targetOf(rule, path), rule.status]).toEqual([to, 301]);
		// The target is the page itself: no rule applies to it.
		expect(matchRedirect(withFolders, new URL(to).pathname)).toBeUndefined();
	});

	test('each such rule comes before the /nl/* rule; prefixed, rewrite and 404 rules get no /nl/ form', () => {
		for (const from of ['/nl/Qui-sommes-nous/', '/nl/a-vendre/', '/nl/a-vendre/:page/', '/nl/nos-services/']) expect(froms.indexOf(from)).toBeLessThan(froms.indexOf('/nl/*'));
		expect(froms.filter((from) => /^\/nl\/(fr|en|de|nl|preview|property)\//.test(from))).toEqual([]);
		expect(withFolders.filter((r) => r.from.startsWith('/nl/') && r.from !== '/nl/*').map((r) => r.from).sort()).toEqual(['/nl/Qui-sommes-nous/', '/nl/a-vendre/', '/nl/a-vendre/:page/', '/nl/nos-services/']);
	});

	test('their targets are on the site\'s origin, as the /nl/* rule\'s is', () => {
		expect(withFolders.find((r) => r.from === '/nl/a-vendre/:page/')).toEqual({ from: '/nl/a-vendre/:page/', to: `${origin}/for-sale/:page/`, status: 301 });
		expect(buildRedirects({ ...inputs, origin: `${origin}/sub/` }).find((r) => r.from === '/nl/Qui-sommes-nous/')?.to).toBe(`${origin}/qui-sommes-nous/`);
	});

	test('a Draft page\'s legacy path gets no /nl/ form either', () => {
		const drafted = buildRedirects({ ...inputs, hidden: new Set(['/qui-sommes-nous/']) as never });
		expect(drafted.find((r) => r.from === '/nl/Qui-sommes-nous/')).toBeUndefined();
		expect(matchRedirect(drafted, '/nl/Qui-sommes-nous/')?.to).toBe(`${origin}/:splat`);
	});
});
