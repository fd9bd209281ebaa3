/**
 * Title and description of a configured page (data/pages.json: titles and SEO per language).
 *
 * Choices where the spec is silent:
 * - The layout appends ' | <agency>' to every title, so an SEO title that already ends with it
 *   loses that suffix here (no doubled agency name). An empty SEO title falls back to the page
 *   title in the language, then to the Dutch one.
 * - An empty description (German) falls back to the Dutch description, then to the title.
 */
import type { Locale } from '../../../i18n/locales.ts';
import { textIn } from './localize.ts';

/** The fields of a configured page the SEO texts come from. */
export type PageSeoFields = {
	title: Readonly<Record<Locale, string>>;
	seo: Readonly<Record<Locale, { title: string; description: string }>>;
};

/**
 * The head title (without the agency suffix) and description of a page in a language.
 * @example pageSeo({ title: { nl: 'Home', … }, seo: { nl: { title: 'Home | Immo', description: 'Woningen' }, … } }, 'nl', 'Immo')
 * // => { title: 'Home', description: 'Woningen' }
 */
export function pageSeo(page: PageSeoFields, locale: Locale, agencyName: string): { title: string; description: string } {
	const suffix = ` | ${agencyName}`;
	const strip = (text: string) => (text.endsWith(suffix) ? text.slice(0, -suffix.length) : text).trim();
	const seoTitle = strip(page.seo[locale].title);
	const title = seoTitle !== '' ? seoTitle : textIn(page.title, locale).text;
	const description = [page.seo[locale].description, page.seo.nl.description, title].find((d) => d.trim() !== '') ?? '';
	return { title, description };
}
