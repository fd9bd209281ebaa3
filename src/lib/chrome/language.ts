import { defaultLocale, localeInfo, type Locale } from '../../../i18n/locales.ts';

/**
 * Language switcher and remembered language (spec §2, §4).
 *
 * Choices where the spec is silent:
 * - A path's code is its first two characters after the leading slash, and counts only when a
 *   slash follows and the language is enabled; any other path is Dutch (the unprefixed original).
 * - A page without alternates (404) links each language to that language's home.
 * - The remembered language is the language of the page read last (the site script stores it on
 *   every page, not only after a choice in the switcher), so it follows the language in use.
 * - The remembered language only sends a visitor from the Dutch home to another enabled home;
 *   remembering Dutch, or an unknown code, keeps the visitor where they are. The Dutch home does
 *   this in a small inline script at the top of its head (`homeRedirectScript`), before anything
 *   is drawn, so a returning French visitor never sees the Dutch home flash first.
 */

/** Storage key of the remembered language (spec §4: language persists in browser storage). */
export const languageStorageKey = 'lang';

/** A link of the language switcher. */
export type SwitcherLink = { code: Locale; href: string; label: string; lang: string; current: boolean };

/**
 * The language of a path: its first two characters when they are an enabled code, else Dutch.
 * @example localeOfPath('/fr/a-vendre/', ['nl', 'fr']) // => 'fr'
 */
export function localeOfPath(path: string, enabled: readonly string[]): Locale {
	const code = path.slice(1, 3);
	const isCode = path.charAt(3) === '/' && enabled.includes(code) && code in localeInfo;
	return isCode ? (code as Locale) : defaultLocale;
}

/**
 * The switcher's links: each enabled language to the same page, or to its home when the page has
 * no equivalent.
 * @example switcherLinks({ nl: '/for-sale/', fr: '/fr/a-vendre/' }, ['nl', 'fr'], 'nl', homeOf)[1].href // => '/fr/a-vendre/'
 */
export function switcherLinks(
	alternates: Partial<Record<Locale, string>>,
	enabled: readonly Locale[],
	current: Locale,
	homeOf: (code: Locale) => string,
): SwitcherLink[] {
	return enabled.map((code) => ({
		code,
		href: alternates[code] ?? homeOf(code),
		label: localeInfo[code].label,
		lang: localeInfo[code].lang,
		current: code === current,
	}));
}

/**
 * Where a visit to the Dutch home goes when another language was remembered, or null to stay.
 * @example homeRedirect('/', 'fr', { nl: '/', fr: '/fr/' }) // => '/fr/'
 */
export function homeRedirect(
	path: string,
	stored: string | null,
	homes: Readonly<Partial<Record<string, string>>>,
): string | null {
	if (stored === null || stored === defaultLocale || path !== homes[defaultLocale] || !Object.hasOwn(homes, stored)) return null;
	const target = homes[stored];
	return target !== undefined && target !== path ? target : null;
}

/**
 * The inline script of the Dutch home that applies `homeRedirect` before the first paint: the
 * same rule over `localStorage` and `location`, keeping the query and the hash.
 * @example homeRedirectScript({ nl: '/', fr: '/fr/' }) // => 'try{var h={"nl":"/","fr":"/fr/"},…'
 */
export function homeRedirectScript(homes: Readonly<Partial<Record<string, string>>>): string {
	const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
	return (
		`try{var h=${json(homes)},s=localStorage.getItem(${json(languageStorageKey)}),p=location.pathname;` +
		`if(s&&s!==${json(defaultLocale)}&&p===h[${json(defaultLocale)}]&&Object.prototype.hasOwnProperty.call(h,s)&&h[s]!==p)` +
		`location.replace(h[s]+location.search+location.hash)}catch(e){}`
	);
}
