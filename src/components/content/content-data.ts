/**
 * Binds the content rules of `src/lib/content/` and `src/lib/modules/` to the data set: configured
 * pages, articles, testimonials and projects in a language with the Dutch fallback.
 */
import { localeInfo, type Locale } from '../../../i18n/locales.ts';
import type { PageKey } from '../../../i18n/paths.ts';
import { dataSet } from '../../data-set.ts';
import { projectTitleIn, propertyRecord } from '../detail/detail-data.ts';
import { useTranslations } from '../../i18n/t.ts';
import { oneOrPerLocale, pickLocalized, textIn, typesetLocalized, type Localized } from '../../lib/content/localize.ts';
import { pageSeo } from '../../lib/content/seo.ts';
import { agentJsonLd, servedAreas, socialProfiles } from '../../lib/seo/agent-jsonld.ts';
import type { BreadcrumbItem } from '../../lib/seo/breadcrumbs.ts';
import { hasArticleText } from '../../lib/modules/relations.ts';
import { pathTo, recordPathOf, type routes } from '../../routing/routes.ts';
import type { Article, Page, Testimonial } from '../../schemas/content.ts';
import type { Project } from '../../schemas/catalogue.ts';
import type { Property } from '../../schemas/property.ts';

/** Where photos come from (image host, or the local demo images). */
export const imageBase = { host: dataSet.site.imageHost ?? null };

/** The BCP-47 tag of a language, for `lang` attributes on fallback content. */
export const langTag = (locale: Locale) => localeInfo[locale].lang;

/** The configured page of a path-table key, if the export has one. */
export function pageOf(key: PageKey): Page | undefined {
	return dataSet.pages.find((p) => p.path === key);
}

/** The head title and description of a table page in a language (fallback: the key itself). */
export function seoOf(key: PageKey, locale: Locale): { title: string; description: string } {
	const page = pageOf(key);
	return page ? pageSeo(page, locale, dataSet.site.agency.name) : { title: key, description: key };
}

/** The visible title of a table page in a language, with the language it is written in. */
export function pageTitleOf(key: PageKey, locale: Locale) {
	const page = pageOf(key);
	return page ? textIn(page.title, locale) : { text: seoOf(key, locale).title, lang: locale, fallback: false };
}

/** The breadcrumb step of a table page: its visible title (with its `lang` on a fallback) and path. */
export function pageCrumb(key: PageKey, locale: Locale): BreadcrumbItem {
	const title = pageTitleOf(key, locale);
	return { label: title.text, href: pathTo(key, locale), lang: title.fallback ? langTag(title.lang) : undefined };
}

/** Articles in Dutch, the source the relations are matched on. */
export const sourceArticles = dataSet.articles.filter((a) => a.Language === 'nl');

const hasTestimonialText = (t: Testimonial) => t.Text.trim() !== '';
const hasProjectText = (p: Project) => p.Description.trim() !== '';

/** An article in a language, falling back to its Dutch record; its texts spaced as their language writes them. */
export const localizedArticle = (id: number, locale: Locale): Localized<Article> | null =>
	typesetLocalized(pickLocalized(dataSet.articles, id, locale, hasArticleText), ['Title', 'Summary', 'Body']);

/**
 * A testimonial in a language: its text falls back to the Dutch record (spaced as its language
 * writes it), its name and town are the page language's ("Lüttich" on a German page, not "Luik").
 */
export const localizedTestimonial = (id: number, locale: Locale): Localized<Testimonial> | null =>
	typesetLocalized(pickLocalized(dataSet.testimonials, id, locale, hasTestimonialText, ['Name', 'City']), ['Text']);

/** A project's description in a language, falling back to its Dutch record. */
export const localizedProjectText = (id: number, locale: Locale): Localized<Project> | null =>
	pickLocalized(dataSet.projects, id, locale, hasProjectText);

/**
 * A project's record in a language (title, city and type are exported in every language), else
 * Dutch, with the title it shows (`projectTitleIn`: the Dutch one when its own is blank) and that
 * title's `lang` tag when it is such a fallback, for the elements that hold only the title.
 */
export function projectIn(id: number, locale: Locale): (Project & { titleLang: string | undefined }) | undefined {
	const record =
		dataSet.projects.find((p) => p.ID === id && p.Language === locale) ??
		dataSet.projects.find((p) => p.ID === id && p.Language === 'nl');
	if (!record) return undefined;
	const title = projectTitleIn(id, locale);
	return { ...record, Title: title?.text ?? record.Title, titleLang: title?.fallback ? langTag('nl') : undefined };
}

/** A listing in a language (the record of that language; Dutch when missing). */
export function listingIn(id: number, locale: Locale): Property | undefined {
	return propertyRecord(id, locale) ?? propertyRecord(id, 'nl');
}

/** The path of a record page, or null when the record has none (e.g. an article shown whole on a table page). */
export function pathOrNull(kind: Exclude<(typeof routes)[number]['kind'], 'page'>, id: number, locale: Locale): string | null {
	try {
		return recordPathOf(kind, id, locale);
	} catch {
		return null;
	}
}

/** Published testimonials, newest first, one per ID (Dutch records as the source). */
export const publishedTestimonialIds = dataSet.testimonials
	.filter((t) => t.Language === 'nl' && t.Status === 'Published')
	.sort((a, b) => b.Date.localeCompare(a.Date) || a.ID - b.ID)
	.map((t) => t.ID);

/** Project IDs in export order, one per ID. */
export const projectIds = [...new Set(dataSet.projects.map((p) => p.ID))];

/** The areas of the agency's listings (Brussels, Flanders, Wallonia, Luxembourg), worked out once. */
let agencyAreas: ReturnType<typeof servedAreas> | undefined;

/**
 * The agency as a schema.org RealEstateAgent (home and contact pages): its identity and address,
 * its home page in the language as its URL, and the areas of its listings named in the language.
 */
export function agencyJsonLd(locale: Locale, site: string) {
	const agency = dataSet.site.agency;
	const t = useTranslations(locale);
	agencyAreas ??= servedAreas(dataSet.properties.filter((p) => p.Language === 'nl'));
	return agentJsonLd({
		name: agency.name,
		legalName: oneOrPerLocale(agency.legalName, locale),
		street: oneOrPerLocale(agency.street, locale),
		houseNumber: agency.houseNumber,
		zip: agency.zip,
		city: textIn(agency.city, locale).text,
		country: 'BE',
		phone: agency.phone,
		email: agency.email,
		url: new URL(pathTo('/', locale), site).href,
		logo: new URL(agency.logo, site).href,
		areas: agencyAreas.map((area) => t(`home.area.${area}`)),
		sameAs: socialProfiles(dataSet.site.headerLinks),
	});
}
