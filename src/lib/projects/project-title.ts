/**
 * The title a project shows in a language. The export may leave a French, English or German title
 * blank (only a blank Dutch one is refused): the Dutch title then stands in for it, marked as such
 * so the page can give it its language (`lang="nl-BE"`), as a listing's fallback title is marked.
 */
import type { Locale } from '../../../i18n/locales.ts';

/** A project's shown title and whether it is the Dutch one standing in for the page language's. */
export type ProjectTitle = { text: string; fallback: boolean };

/**
 * Picks a project's title from its record in the page language and its Dutch record: its own when
 * not blank, else the Dutch one (a fallback on any page but a Dutch one); null when both are blank
 * or missing.
 * @example projectTitleOf({ Title: '' }, { Title: 'Residentie Parkzicht' }, 'de') // => { text: 'Residentie Parkzicht', fallback: true }
 */
export function projectTitleOf(own: { Title: string } | undefined, dutch: { Title: string } | undefined, locale: Locale): ProjectTitle | null {
	const text = own?.Title.trim();
	if (text) return { text, fallback: false };
	const nl = dutch?.Title.trim();
	return nl ? { text: nl, fallback: locale !== 'nl' } : null;
}
