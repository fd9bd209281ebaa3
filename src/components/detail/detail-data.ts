/**
 * Binds the detail rules of `src/lib/detail/` to the data set: a listing's record in the page
 * language with its Dutch record for fallback texts, the title of its project, and its head title.
 */
import type { Locale } from '../../../i18n/locales.ts';
import { dataSet } from '../../data-set.ts';
import type { Property } from '../../schemas/property.ts';
import { useTranslations } from '../../i18n/t.ts';
import { contentIn } from '../../lib/detail/content.ts';
import { isForSale } from '../../lib/domain/goal.ts';
import { headTitles, headTitleState } from '../../lib/seo/head-title.ts';
import { projectTitleOf, type ProjectTitle } from '../../lib/projects/project-title.ts';

/** Where photos come from (image host, or the local demo images). */
export const imageBase = { host: dataSet.site.imageHost ?? null };

const byKey = new Map(dataSet.properties.map((p) => [`${p.ID}:${p.Language}`, p]));
const projects = new Map(dataSet.projects.map((p) => [`${p.ID}:${p.Language}`, p]));

/** The record of a listing in a language, looked up in one map (pages ask for thousands). */
export function propertyRecord(id: number, locale: Locale): Property | undefined {
	return byKey.get(`${id}:${locale}`);
}

/** A listing in the page language (the Dutch record when that language has none) and its Dutch record. */
export function propertyRecords(id: number, locale: Locale): { own: Property; dutch: Property } {
	const dutch = byKey.get(`${id}:nl`);
	const own = byKey.get(`${id}:${locale}`) ?? dutch;
	if (!own || !dutch) throw new Error(`No listing ${id} in ${locale} or nl`);
	return { own, dutch };
}

/** The title of a project in a language (Dutch when empty), or null when the project is unknown. */
export function projectTitle(id: number, locale: Locale): string | null {
	return projectTitleIn(id, locale)?.text ?? null;
}

/** A project's title in a language and whether it is the Dutch one standing in for it; null when it has none. */
export function projectTitleIn(id: number, locale: Locale): ProjectTitle | null {
	return projectTitleOf(projects.get(`${id}:${locale}`), projects.get(`${id}:nl`), locale);
}


const headTitlesByLocale = new Map<Locale, Map<number, string>>();

/**
 * The head `<title>` of a listing page (`headTitles`): its title (Dutch when the language has
 * none), goal (or sold, rented) and municipality where the address rule shows it, and its reference when another
 * listing of the language would have the same; worked out once per language.
 */
export function listingHeadTitle(id: number, locale: Locale): string {
	let titles = headTitlesByLocale.get(locale);
	if (!titles) {
		const t = useTranslations(locale);
		const ids = dataSet.properties.filter((p) => p.Language === 'nl').map((p) => p.ID);
		titles = headTitles(
			ids.map((listingId) => {
				const { own, dutch } = propertyRecords(listingId, locale);
				const city = own.PublishAddress || !dataSet.site.hideCity ? own.City : null;
				return { id: listingId, title: contentIn(own.Title, dutch.Title).text, state: headTitleState(isForSale(own.Goal), own.Availability.Status), city, reference: own.RecordFile };
			}),
			(key, vars) => t(key, vars),
		);
		headTitlesByLocale.set(locale, titles);
	}
	const title = titles.get(id);
	if (title === undefined) throw new Error(`No listing ${id} for a head title in ${locale}`);
	return title;
}
