/** The site's languages; nl is the original and has no path prefix. */
export const locales = ['nl', 'fr', 'en', 'de'] as const;

/** One of the site's language codes. */
export type Locale = (typeof locales)[number];

/** The language whose paths carry no prefix and whose strings are the source. */
export const defaultLocale: Locale = 'nl';

/** Human label and BCP-47 tag per language. */
export const localeInfo = {
	nl: { label: 'Nederlands', lang: 'nl-BE' },
	fr: { label: 'Français', lang: 'fr-BE' },
	en: { label: 'English', lang: 'en' },
	de: { label: 'Deutsch', lang: 'de-BE' },
} as const satisfies Record<Locale, { label: string; lang: string }>;

/** Whether a string is one of the site's language codes. */
export function isLocale(value: string): value is Locale {
	return (locales as readonly string[]).includes(value);
}
