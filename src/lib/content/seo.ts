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
import { dataText } from '../intl/punctuation.ts';
import { textIn } from './localize.ts';

/** The fields of a configured page the SEO texts come from. */
export type PageSeoFields = {
	title: Readonly<Record<Locale, string>>;
	seo: Readonly<Record<Locale, { title: string; description: string }>>;
};

/**
 * A page's own SEO title and description in a language, as the language writes them (`dataText`:
 * a French text's no-break spaces), the title without the agency suffix the layout appends; each
 * '' when the export leaves it empty.
 * @example ownSeo({ nl: …, fr: { title: 'Qui sommes-nous ? | Immo', description: '' }, … }, 'fr', 'Immo') // => { title: 'Qui sommes-nous\u00a0?', description: '' }
 */
export function ownSeo(seo: PageSeoFields['seo'], locale: Locale, agencyName: string): { title: string; description: string } {
	const suffix = ` | ${agencyName}`;
	const title = seo[locale].title.trim();
	return {
		title: dataText((title.endsWith(suffix) ? title.slice(0, -suffix.length) : title).trim(), locale),
		description: dataText(seo[locale].description.trim(), locale),
	};
}

/**
 * The head title (without the agency suffix) and description of a page in a language.
 * @example pageSeo({ title: { nl: 'Home', … }, seo: { nl: { title: 'Home | Immo', description: 'Woningen' }, … } }, 'nl', 'Immo')
 * // => { title: 'Home', description: 'Woningen' }
 */
export function pageSeo(page: PageSeoFields, locale: Locale, agencyName: string): { title: string; description: string } {
	const own = ownSeo(page.seo, locale, agencyName);
	const title = own.title !== '' ? own.title : textIn(page.title, locale).text;
	const description = [own.description, page.seo.nl.description.trim(), title].find((d) => d !== '') ?? '';
	return { title, description };
}
