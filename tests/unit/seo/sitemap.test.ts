import { describe, expect, test } from 'vitest';
import { robotsTxt, sitemapIndexXml, sitemapXml, withLastmod } from '../../../src/lib/seo/sitemap.ts';
import { headLinks } from '../../../src/lib/seo/alternates.ts';

const routes = [
	{ locale: 'nl', path: '/for-sale/', alternates: { nl: '/for-sale/', fr: '/fr/a-vendre/' } },
	{ locale: 'fr', path: '/fr/a-vendre/', alternates: { nl: '/for-sale/', fr: '/fr/a-vendre/' } },
] as const;

describe('findability: sitemap per language, robots.txt, canonical and hreflang', () => {
	test('a language sitemap lists only its own URLs, each with hreflang alternates', () => {
		const xml = sitemapXml('https://x.be', 'fr', routes);
		expect(xml).toContain('<loc>https://x.be/fr/a-vendre/</loc>');
		expect(xml).not.toContain('<loc>https://x.be/for-sale/</loc>');
		expect(xml).toContain('hreflang="nl-BE" href="https://x.be/for-sale/"');
	});

	test('a sitemap URL names the same alternates as its page\'s head, x-default (the Dutch original) included', () => {
		const xml = sitemapXml('https://x.be', 'fr', routes);
		const inSitemap = [...xml.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, hreflang, href]) => ({ hreflang, href }));
		const inHead = headLinks('https://x.be', 'fr', routes[1].alternates).flatMap((l) => (l.hreflang ? [{ hreflang: l.hreflang, href: l.href }] : []));
		expect(inSitemap).toEqual(inHead);
	});

	test('the index names every language sitemap', () => {
		expect(sitemapIndexXml('https://x.be', ['/sitemap-nl.xml', '/sitemap-fr.xml'])).toContain('<loc>https://x.be/sitemap-fr.xml</loc>');
	});

	test('robots.txt names the sitemap and keeps the functions out', () => {
		expect(robotsTxt('https://x.be', '/sitemap.xml')).toMatch(/Disallow: \/api\/[\s\S]*Sitemap: https:\/\/x\.be\/sitemap\.xml/);
	});

	test('head links: canonical to itself, one alternate per language and x-default to the Dutch original', () => {
		expect(headLinks('https://x.be', 'fr', routes[1].alternates)).toEqual([
			{ rel: 'canonical', href: 'https://x.be/fr/a-vendre/' },
			{ rel: 'alternate', hreflang: 'nl-BE', href: 'https://x.be/for-sale/' },
			{ rel: 'alternate', hreflang: 'fr-BE', href: 'https://x.be/fr/a-vendre/' },
			{ rel: 'alternate', hreflang: 'x-default', href: 'https://x.be/for-sale/' },
		]);
	});

	const records = [
		{ kind: 'property', id: 1004, locale: 'fr', path: '/fr/a-vendre/uccle/villa/1004/', alternates: { nl: '/property/1004/', fr: '/fr/a-vendre/uccle/villa/1004/' } },
		{ kind: 'property', id: 1004, locale: 'nl', path: '/property/1004/', alternates: { nl: '/property/1004/', fr: '/fr/a-vendre/uccle/villa/1004/' } },
		{ kind: 'project', id: 501, locale: 'fr', path: '/fr/projects/leuven/parkzicht/501/', alternates: { fr: '/fr/projects/leuven/parkzicht/501/' } },
		{ kind: 'page', locale: 'fr', path: '/fr/a-vendre/', alternates: { fr: '/fr/a-vendre/' } },
	] as const;
	const dates = new Map([['1004:fr', '2026-07-07'], ['1004:nl', '2026-07-06']]);
	test.each([
		{ rule: 'a listing URL carries the update date of its listing in that language', locale: 'fr', path: '/fr/a-vendre/uccle/villa/1004/', lastmod: '2026-07-07' },
		{ rule: 'the same listing in another language carries that language\'s date', locale: 'nl', path: '/property/1004/', lastmod: '2026-07-06' },
		{ rule: 'a project has no date in the export: no lastmod', locale: 'fr', path: '/fr/projects/leuven/parkzicht/501/', lastmod: null },
		{ rule: 'a table page: no lastmod', locale: 'fr', path: '/fr/a-vendre/', lastmod: null },
	] as const)('lastmod: $rule', ({ locale, path, lastmod }) => {
		const xml = sitemapXml('https://x.be', locale, withLastmod(records, dates));
		const entry = xml.split('\n').find((line) => line.includes(`<loc>https://x.be${path}</loc>`)) ?? '';
		expect(entry.match(/<lastmod>([^<]*)<\/lastmod>/)?.[1] ?? null).toBe(lastmod);
		if (lastmod) expect(entry).toMatch(/^<url><loc>[^<]*<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><xhtml:link/);
	});
});
