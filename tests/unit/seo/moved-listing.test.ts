import { describe, expect, test } from 'vitest';
import { answerMoved } from '../../../src/lib/seo/moved-listing.ts';
import { answerLocaleOf, movedTarget, oldPathLists, readDutchRecordPath, readMoved, readOldPath, type OldPathList } from '../../../src/lib/seo/moved-records.ts';

/**
 * Spec §2: a French, English or German listing path is `{list}{city}/{slug}/{id}/`, so it changes
 * when the CRM renames the city or the title, or when a listing moves between sale, rent and a
 * project. An old path whose id is still exported answers 301 to the current path in its
 * language; an id no longer exported gets "Property Not Found" (spec §8) with status 404.
 */

const table = {
	'/for-sale/': { fr: '/fr/a-vendre/', en: '/en/for-sale/', de: '/de/zu-verkaufen/' },
	'/projects/': { fr: '/fr/projects/', en: '/en/projects/', de: '/de/projekte/' },
} as never;
const lists = [
	{ key: '/for-sale/', kind: 'property' },
	{ key: '/projects/', kind: 'projects' },
] as never;

describe('which old paths go to the function, and how it reads them', () => {
	test('every prefixed language, answered in its own language or in Dutch when switched off', () => {
		expect(oldPathLists(table, ['nl', 'fr', 'de'], ['nl', 'fr'], lists)).toEqual([
			{ list: '/fr/a-vendre/', answerIn: 'fr', kind: 'property' },
			{ list: '/fr/projects/', answerIn: 'fr', kind: 'projects' },
			{ list: '/de/zu-verkaufen/', answerIn: 'nl', kind: 'property' },
			{ list: '/de/projekte/', answerIn: 'nl', kind: 'projects' },
		]);
	});

	const oldPaths: OldPathList[] = oldPathLists(table, ['nl', 'fr', 'de'], ['nl', 'fr'], lists);
	test.each([
		{ path: movedTarget('fr', 'property', '1004'), expected: { locale: 'fr', kind: 'property', id: 1004 } },
		{ path: '/api/moved/en/projects/503', expected: { locale: 'en', kind: 'projects', id: 503 } },
		{ path: '/fr/a-vendre/watermael-boitsfort/bureaux/1004/', expected: { locale: 'fr', kind: 'property', id: 1004 } },
		{ path: '/fr/a-vendre/watermael-boitsfort/bureaux/1004', expected: { locale: 'fr', kind: 'property', id: 1004 } },
		{ path: '/de/projekte/gent/hof/505/', expected: { locale: 'nl', kind: 'projects', id: 505 } },
		{ path: '/api/moved/xx/property/1004', expected: null },
		{ path: '/api/moved/fr/testimonial/1004', expected: null },
		{ path: '/api/moved/fr/property/abc', expected: null },
		{ path: '/api/moved/fr/property/0', expected: null },
		{ path: '/api/moved/fr/property/99999999999', expected: null },
		{ path: '/fr/a-vendre/2/', expected: null },
		{ path: '/fr/a-vendre/a/b/c/d/', expected: null },
		{ path: '/fr/contact/', expected: null },
		// spec §2: the Dutch record paths under another language's prefix, as asked (the rule rewrites them to the function)
		{ path: '/fr/property/1004/', expected: { locale: 'fr', kind: 'property', id: 1004 } },
		{ path: '/fr/project/501', expected: { locale: 'fr', kind: 'projects', id: 501 } },
		{ path: '/de/property/1004/', expected: { locale: 'nl', kind: 'property', id: 1004 } },
		{ path: '/fr/property/abc/', expected: null },
		{ path: '/fr/property/1004/x/', expected: null },
		{ path: '/xx/property/1004/', expected: null },
		{ path: '/property/1004/', expected: null },
	])('$path reads as $expected', ({ path, expected }) => {
		expect(readMoved(path) ?? readOldPath(path, oldPaths) ?? readDutchRecordPath(path, oldPaths)).toEqual(expected);
	});

	test.each([
		{ path: '/api/moved/en/property/abc', expected: 'en' },
		{ path: '/fr/a-vendre/x/y/abc/', expected: 'fr' },
		{ path: '/de/zu-verkaufen/x/y/abc/', expected: 'nl' },
		{ path: '/fr/property/abc/', expected: 'fr' },
		{ path: '/elsewhere/', expected: 'nl' },
	])('a path that names no record is answered in the language of $path: $expected', ({ path, expected }) => {
		expect(answerLocaleOf(path, oldPaths)).toBe(expected);
	});
});

/** A fetch that answers from a table of URLs, and the URLs it was asked. */
function fakeFetch(answers: Record<string, () => Response>) {
	const asked: string[] = [];
	const fetcher = (async (input: string | URL | Request) => {
		const url = String(input instanceof Request ? input.url : input);
		asked.push(url);
		const answer = answers[url];
		if (!answer) throw new Error(`ECONNREFUSED ${url}`);
		return answer();
	}) as typeof fetch;
	return { asked, fetcher };
}

const fact = (path: string) => ({ reference: 'IDL-1004', title: 'Bureaux', path, address: null });
/** A deploy whose French facts file 44 (1004 mod 64) holds listing 1004 and project 1004 or not, and whose not-found pages answer. */
function deploy(host: string, file: Record<string, unknown> | null) {
	const base = `https://${host}`;
	return fakeFetch({
		...(file ? { [`${base}/listing-facts/fr/44.json`]: () => Response.json(file), [`${base}/listing-facts/nl/44.json`]: () => Response.json(file) } : {}),
		[`${base}/fr/bien-introuvable/`]: () => new Response('<html lang="fr-BE"><title>Bien introuvable</title></html>'),
		[`${base}/property-not-found/`]: () => new Response('<html lang="nl-BE"><title>Pand niet gevonden</title></html>'),
	});
}
const oldPaths = oldPathLists(table, ['nl', 'fr', 'de'], ['nl', 'fr'], lists);
const answer = (path: string, host: string, fetcher: typeof fetch) => answerMoved(new Request(`https://${host}${path}`), { filesUrl: new URL(`https://${host}/`), oldPaths, fetcher });

describe('the moved-listing function', () => {
	test('an old path of an exported listing answers 301 to its current path, with the visitor query kept', async () => {
		const current = '/fr/a-vendre/boitsfort/bureaux-de-221-m2/1004/';
		const { fetcher } = deploy('a.example', { property: { 1004: fact(current) }, project: {} });
		const res = await answer('/api/moved/fr/property/1004?utm_source=mail', 'a.example', fetcher);
		expect(res.status).toBe(301);
		expect(res.headers.get('location')).toBe(`${current}?utm_source=mail`);
	});

	test('a listing now for rent is found from its old sale path (the request as asked, not rewritten)', async () => {
		const current = '/fr/a-louer/boitsfort/bureaux-de-221-m2/1004/';
		const { fetcher } = deploy('b.example', { property: { 1004: fact(current) }, project: {} });
		const res = await answer('/fr/a-vendre/watermael-boitsfort/bureaux-de-221-m2/1004/', 'b.example', fetcher);
		expect([res.status, res.headers.get('location')]).toEqual([301, current]);
	});

	test('under the projects list a project comes first, then a unit', async () => {
		const { fetcher } = deploy('c.example', { property: { 1004: fact('/fr/projects/x/unit/1004/') }, project: { 1004: fact('/fr/projects/x/project/1004/') } });
		expect((await answer('/api/moved/fr/projects/1004', 'c.example', fetcher)).headers.get('location')).toBe('/fr/projects/x/project/1004/');
		const units = deploy('d.example', { property: { 1004: fact('/fr/a-vendre/x/y/1004/') }, project: {} });
		expect((await answer('/api/moved/fr/projects/1004', 'd.example', units.fetcher)).headers.get('location')).toBe('/fr/a-vendre/x/y/1004/');
	});

	test('an id no longer exported answers 404 with the language\'s "Property not found" page', async () => {
		const { fetcher } = deploy('e.example', { property: {}, project: {} });
		const res = await answer('/api/moved/fr/property/1004', 'e.example', fetcher);
		expect(res.status).toBe(404);
		expect(res.headers.get('content-type')).toContain('text/html');
		expect(await res.text()).toContain('<title>Bien introuvable</title>');
	});

	test.each([
		{ path: '/fr/property/1004/?utm_source=x', kind: 'property', location: '/fr/a-vendre/boitsfort/bureaux-de-221-m2/1004/?utm_source=x' },
		{ path: '/fr/project/1004/', kind: 'project', location: '/fr/projects/x/project/1004/' },
	] as const)('the Dutch record path under /fr/, as asked ($path), answers 301 to the record\'s French path', async ({ path, kind, location }) => {
		const { fetcher } = deploy(`${kind}.dutch.example`, { property: { 1004: fact('/fr/a-vendre/boitsfort/bureaux-de-221-m2/1004/') }, project: kind === 'project' ? { 1004: fact('/fr/projects/x/project/1004/') } : {} });
		const res = await answer(path, `${kind}.dutch.example`, fetcher);
		expect([res.status, res.headers.get('location')]).toEqual([301, location]);
	});

	test('a switched-off language is answered in Dutch', async () => {
		const { fetcher } = deploy('f.example', { property: { 1004: fact('/property/1004/') }, project: {} });
		const res = await answer('/de/zu-verkaufen/x/y/1004/', 'f.example', fetcher);
		expect([res.status, res.headers.get('location')]).toEqual([301, '/property/1004/']);
	});

	test('a bad id answers 404 in the path language', async () => {
		const { fetcher } = deploy('g.example', null);
		const res = await answer('/fr/a-vendre/x/y/abc/', 'g.example', fetcher);
		expect(res.status).toBe(404);
		expect(await res.text()).toContain('Bien introuvable');
	});

	test('facts that cannot be read give 503, never a 404 for a listing that may be online', async () => {
		const { fetcher } = deploy('h.example', null);
		const res = await answer('/api/moved/fr/property/1004', 'h.example', fetcher);
		expect(res.status).toBe(503);
		expect(res.headers.get('retry-after')).toBe('60');
	});
});
