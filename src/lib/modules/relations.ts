/**
 * What a module shows, from its relation type and relation (spec §2: article, category,
 * property-list, contact).
 *
 * Choices where the spec is silent:
 * - `article` names one article as 'Category/Name' (or 'Category/SubCategory/Name').
 * - `category` names 'Category' (the articles of that category without a sub-category) or
 *   'Category/SubCategory' (the articles of that sub-category). Names compare case-insensitively,
 *   trimmed. The relation 'testimonials' is not an article category: it shows the testimonials.
 * - `property-list` is 'sale', 'rent' or 'projects'; anything else shows nothing.
 * - `contact` is 'site-contact', 'demand-register' or 'contact-demand', trimmed and compared
 *   case-insensitively like the article names; an empty relation is the site contact form, and any
 *   other relation is a view not found (the build stops rather than show a region without a form).
 * - Only Published articles are shown, ordered by Position, then ID.
 * - An article's parent page (for breadcrumbs) is the first Published page with a category module
 *   naming the article's category and sub-category, else its category alone.
 */

/** The fields of an article the relations look at. */
export type ArticleKeyFields = {
	ID: number;
	Category: string;
	SubCategory?: string | null | undefined;
	Name: string;
	Position: number;
	Status: string;
};

/** A category relation: category and optional sub-category. */
export type CategoryRef = { category: string; sub: string | null };

/** The category relation that lists the testimonials. */
export const testimonialsRelation = 'testimonials';

/** Lists a property-list module can show. */
export const propertyLists = ['sale', 'rent', 'projects'] as const;

/** One of the lists of a property-list module. */
export type PropertyListKind = (typeof propertyLists)[number];

/** Forms a contact module can show. */
export const contactForms = ['site-contact', 'demand-register', 'contact-demand'] as const;

/** One of the forms of a contact module. */
export type ContactFormKind = (typeof contactForms)[number];

const norm = (text: string | null | undefined) => (text ?? '').trim().toLowerCase();
const parts = (relation: string | null | undefined) => (relation ?? '').split('/').map((p) => p.trim());

/**
 * Reads a category relation.
 * @example parseCategoryRelation('Qui sommes-nous/Notre équipe') // => { category: 'Qui sommes-nous', sub: 'Notre équipe' }
 */
export function parseCategoryRelation(relation: string | null | undefined): CategoryRef {
	const [category = '', sub = ''] = parts(relation);
	return { category, sub: sub === '' ? null : sub };
}

/**
 * Reads an article relation: the last part is the article's name.
 * @example parseArticleRelation('Legal/Disclaimer') // => { category: 'Legal', sub: null, name: 'Disclaimer' }
 */
export function parseArticleRelation(relation: string | null | undefined): CategoryRef & { name: string } {
	const list = parts(relation);
	const name = list.length > 1 ? (list.at(-1) ?? '') : '';
	const [category = '', sub = ''] = list.length > 2 ? list : [list[0] ?? ''];
	return { category, sub: sub === '' ? null : sub, name };
}

/** Tells whether an article belongs to a category reference (a category alone excludes sub-categories). */
export function isInCategory(article: Pick<ArticleKeyFields, 'Category' | 'SubCategory'>, ref: CategoryRef): boolean {
	return norm(article.Category) === norm(ref.category) && norm(article.SubCategory) === norm(ref.sub);
}

/** Orders articles by Position, then ID. */
const byPosition = (a: ArticleKeyFields, b: ArticleKeyFields) => a.Position - b.Position || a.ID - b.ID;

/**
 * The Published articles a category module shows, in order.
 * @example articlesOfCategory(articles, 'Nos services').map((a) => a.Name) // => ['Vente', 'Location', …]
 */
export function articlesOfCategory<T extends ArticleKeyFields>(articles: readonly T[], relation: string | null | undefined): T[] {
	const ref = parseCategoryRelation(relation);
	if (ref.category === '') return [];
	return articles.filter((a) => a.Status === 'Published' && isInCategory(a, ref)).sort(byPosition);
}

/**
 * The Published article an article module shows, or null.
 * @example articleOfRelation(articles, 'Home/Welkom')?.ID // => 1
 */
export function articleOfRelation<T extends ArticleKeyFields>(articles: readonly T[], relation: string | null | undefined): T | null {
	const named = isNamedBy(relation);
	return articles.find((a) => a.Status === 'Published' && named(a)) ?? null;
}

/** Tells whether an article is the one an article relation names, in whatever state. */
function isNamedBy(relation: string | null | undefined): (article: ArticleKeyFields) => boolean {
	const ref = parseArticleRelation(relation);
	if (ref.name === '') return () => false;
	return (a) =>
		norm(a.Name) === norm(ref.name) &&
		norm(a.Category) === norm(ref.category) &&
		(ref.sub === null || norm(a.SubCategory) === norm(ref.sub));
}

/**
 * The form a contact module shows, its relation trimmed and compared case-insensitively: the site
 * contact form for an empty relation, null for a relation that names no form (a view not found).
 * @example contactFormOf(' Site-Contact ') // => 'site-contact'
 */
export function contactFormOf(relation: string | null | undefined): ContactFormKind | null {
	const key = norm(relation);
	if (key === '') return 'site-contact';
	return contactForms.find((form) => form === key) ?? null;
}

/**
 * Why a module names nothing the export has (spec §8 "view not found"), or null when it names
 * something: an article relation that matches no article in any state (an article that is not
 * Published is a good reference, just not shown), a property-list relation other than the
 * lists, or a contact relation that names no form (`contactFormOf`). A category without articles
 * is an empty list, not a missing view.
 * @example viewNotFound({ relationType: 'property-list', relation: 'sold' }, []) // => "View not found: 'sold' is not a list (sale, rent, projects)"
 */
export function viewNotFound(module: { relationType: string; relation?: string | null | undefined }, articles: readonly ArticleKeyFields[]): string | null {
	if (module.relationType === 'article' && !articles.some(isNamedBy(module.relation))) {
		return `View not found: no article '${module.relation ?? ''}' (Category/Name or Category/SubCategory/Name)`;
	}
	if (module.relationType === 'property-list' && !isPropertyListKind(module.relation)) {
		return `View not found: '${module.relation ?? ''}' is not a list (${propertyLists.join(', ')})`;
	}
	if (module.relationType === 'contact' && contactFormOf(module.relation) === null) {
		return `View not found: '${module.relation ?? ''}' is not a contact form (${contactForms.join(', ')}, or empty for site-contact)`;
	}
	return null;
}

/** The text of an article (its lead or its body), without which an article shows nothing but a heading. */
export type ArticleTextFields = { Summary: string; Body: readonly string[] };

/**
 * Tells whether an article has text to show: a lead or a paragraph that is not blank. A title
 * alone is not text: a translation with only its title falls back on the Dutch text.
 */
export function hasArticleText(article: ArticleTextFields): boolean {
	return article.Summary.trim() !== '' || article.Body.some((paragraph) => paragraph.trim() !== '');
}

/**
 * Why a page would be empty, or null: a page that shows only article modules (a legal page, say)
 * of which none shows text in Dutch, the language every other one falls back on: the article is
 * not Published, or has no text. A page without modules (the login, a thank-you page) has its
 * own content.
 * @example emptyArticlePage([{ relationType: 'article', relation: 'Legal/Privacy statement', status: 'Published' }], [])
 * // => "The page would be empty: no Published article 'Legal/Privacy statement' with text (Summary or Body) in nl"
 */
export function emptyArticlePage(
	modules: readonly { relationType: string; relation?: string | null | undefined; status: string }[],
	dutchArticles: readonly (ArticleKeyFields & ArticleTextFields)[],
): string | null {
	const shown = modules.filter((m) => m.status === 'Published');
	if (shown.length === 0 || shown.some((m) => m.relationType !== 'article')) return null;
	const withText = shown.filter((m) => {
		const article = articleOfRelation(dutchArticles, m.relation);
		return article !== null && hasArticleText(article);
	});
	if (withText.length > 0) return null;
	const names = shown.map((m) => `'${m.relation ?? ''}'`).join(', ');
	return `The page would be empty: no Published article ${names} with text (Summary or Body) in nl`;
}

/** Tells whether a relation names one of the property lists. */
export function isPropertyListKind(relation: string | null | undefined): relation is PropertyListKind {
	return (propertyLists as readonly string[]).includes(relation ?? '');
}

/** The fields of a page the parent look-up reads. */
export type PageRelationFields = {
	path: string;
	status: string;
	modules: readonly { relationType: string; relation?: string | null | undefined; status: string }[];
};

/**
 * The path of the page that lists an article's category, or null.
 * @example parentPageOf({ Category: 'Nos services', SubCategory: null }, pages) // => '/services/'
 */
export function parentPageOf(article: Pick<ArticleKeyFields, 'Category' | 'SubCategory'>, pages: readonly PageRelationFields[]): string | null {
	const refs = [{ category: article.Category, sub: article.SubCategory ?? null }, { category: article.Category, sub: null }];
	for (const ref of refs) {
		const page = pages.find(
			(p) =>
				p.status === 'Published' &&
				p.modules.some((m) => m.status === 'Published' && m.relationType === 'category' && isSameRef(parseCategoryRelation(m.relation), ref)),
		);
		if (page) return page.path;
	}
	return null;
}

/** Tells whether two category references name the same category and sub-category. */
function isSameRef(a: CategoryRef, b: CategoryRef): boolean {
	return norm(a.category) === norm(b.category) && norm(a.sub) === norm(b.sub);
}
