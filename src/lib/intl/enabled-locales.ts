import { locales, type Locale } from '../../../i18n/locales.ts';

/** A language entry of site.json (spec §3: code and use flag). */
export type LanguageSwitch = { code: string; use: boolean };

/**
 * The languages switched on in site.json, in the site's order (spec §2: a language is used when
 * enabled). The one rule for the routes, `_redirects` and the owner login.
 * @example enabledLocalesOf([{ code: 'nl', use: true }, { code: 'fr', use: false }, { code: 'en', use: true }]) // => ['nl', 'en']
 */
export function enabledLocalesOf(languages: readonly LanguageSwitch[]): Locale[] {
	return locales.filter((l) => languages.find((entry) => entry.code === l)?.use ?? false);
}
