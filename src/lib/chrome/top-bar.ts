import type { Locale } from '../../../i18n/locales.ts';
import { pickText, type PickedText, type TextPerLocale } from './localized-text.ts';
import { siteLinkIn, type PagePathIn } from './site-link.ts';

/**
 * Links of the top bar (spec §2 page chrome, §3 header link): only Published links, on their side.
 * A link with an empty label in every language is left out (it would be an unnamed link).
 */

/** What the top bar needs of a header link of the site config. */
export type HeaderLinkSource = {
	label: TextPerLocale;
	link: string;
	icon?: string | null | undefined;
	color?: string | null | undefined;
	side: 'left' | 'right';
	status: string;
};

/** A top bar link ready to render. */
export type TopBarLink = { href: string; label: PickedText; icon: string | undefined; color: string | undefined };

/**
 * The Published links of each side, in their order, with labels in the page language and a link
 * to a page of the site leading to it in that language (`siteLinkIn`).
 * @example topBarLinks(links, 'fr', pathIn).right.map((l) => l.label.text) // => ['Facebook', 'Instagram']
 */
export function topBarLinks(links: readonly HeaderLinkSource[], locale: Locale, pathIn: PagePathIn): Record<'left' | 'right', TopBarLink[]> {
	const sides: Record<'left' | 'right', TopBarLink[]> = { left: [], right: [] };
	for (const link of links) {
		if (link.status !== 'Published') continue;
		const label = pickText(link.label, locale);
		if (label.text.trim() === '') continue;
		sides[link.side].push({ href: siteLinkIn(link.link, pathIn), label, icon: link.icon ?? undefined, color: link.color ?? undefined });
	}
	return sides;
}
