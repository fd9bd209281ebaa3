import { describe, expect, test } from 'vitest';
import { robotsTxt, sitemapIndexXml, sitemapXml } from '../../../src/lib/seo/sitemap.ts';
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
});
