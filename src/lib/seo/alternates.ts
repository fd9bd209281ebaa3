import { localeInfo, type Locale } from '../../../i18n/locales.ts';

/** A link element of the head: canonical or an hreflang alternate. */
export type HeadLink = { rel: 'canonical' | 'alternate'; href: string; hreflang?: string };

/**
 * Canonical and hreflang links of a page from its alternates (x-default points at the Dutch original).
 * @example headLinks('https://x.be', 'fr', { nl: '/a/', fr: '/fr/a/' })[0] // => { rel: 'canonical', href: 'https://x.be/fr/a/' }
 */
export function headLinks(site: string, locale: Locale, alternates: Partial<Record<Locale, string>>): HeadLink[] {
	const absolute = (path: string) => new URL(path, site).href;
	const own = alternates[locale];
	const links: HeadLink[] = own ? [{ rel: 'canonical', href: absolute(own) }] : [];
	for (const [lang, path] of Object.entries(alternates) as [Locale, string][]) {
		links.push({ rel: 'alternate', hreflang: localeInfo[lang].lang, href: absolute(path) });
	}
	const original = alternates.nl;
	if (original) links.push({ rel: 'alternate', hreflang: 'x-default', href: absolute(original) });
	return links;
}
