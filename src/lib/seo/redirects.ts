import type { Locale } from '../../../i18n/locales.ts';
import type { OtherLocale, PageKey, SlashPath } from '../../../i18n/paths.ts';
import { dutchRecordKinds, movedTarget, oldPathLists, type RecordList } from './moved-records.ts';

/** One Netlify redirect rule: from, to, status. */
export type RedirectRule = { from: string; to: string; status: 200 | 301 | 404 };

type Table = Record<PageKey, Record<OtherLocale, SlashPath>>;

/** The path of a table page in a language. */
const pathIn = (table: Table, key: PageKey, locale: Locale) => (locale === 'nl' ? key : table[key][locale]);

/** The language prefix of a locale: '' for Dutch, '/fr' for French. */
const prefixOf = (locale: Locale) => (locale === 'nl' ? '' : `/${locale}`);


/** The last segment of a path: '/fr/a-vendre/' → 'a-vendre'. */
const lastSegment = (path: string) => path.split('/').filter(Boolean).at(-1) ?? '';

/**
 * The redirect rules of the site, from the path table (spec §2):
 * - legacy CRM paths (capitals, punctuation) → their slug-rule path (301);
 * - a `/nl/` prefix: Dutch is enabled and has no prefix, so `/nl/{path}` goes to `/{path}` on the
 *   site's origin (301): an absolute target, since the splat may start with a slash or what a
 *   browser reads as one (`/nl//evil.example/`, `/nl/%2Fevil.example`, `/nl/%5Cevil.example`),
 *   and a relative `/:splat` would then be `//evil.example/`, another site; no 3xx rule starts its
 *   target with a splat or placeholder; before it, the `/nl/` form of every unprefixed 301 below
 *   goes straight to that rule's target, on the same origin, in one 301 (`dutchPrefixedForms`);
 * - list fallback: a for-sale or for-rent segment of any language under any language prefix goes to
 *   that language's list, matching on the last original segment, a page number kept
 *   (`/fr/for-sale/2/` → `/fr/a-vendre/2/`) (301);
 * - the Dutch record paths under another language's prefix (`/fr/property/{id}/`,
 *   `/en/project/{id}/`) are rewritten to the `moved-listing` function, which answers 301 to the
 *   record's path in that language (in Dutch when it is switched off), as for old record paths;
 * - preview: /preview/... serves the page itself, which then runs in preview mode (200);
 * - the folders above article pages with no page of their own go to the page that lists their
 *   articles (301, `articleFolders`, see `article-folders.ts`);
 * - a French, English or German record path with no page (`{list}:city/:slug/:id/`: a renamed city
 *   or title, a listing moved between sale, rent and a project) is rewritten to the `moved-listing`
 *   function, which answers 301 to the record's current path, or 404 for an id no longer exported;
 *   these rules and the ones below apply only where no page exists (Netlify's shadowing);
 * - another single segment under a list (a list page number past the last) answers the language's
 *   404 page, as in Dutch; deeper unknown paths under a list answer 'Property Not Found' in their
 *   language, other unknown paths the language's 404 page (404);
 * - a language switched off in site.json has no pages: its table pages and list pages go to their
 *   Dutch path (301), its record paths through the function to the Dutch page, and anything else
 *   gets the Dutch 404 page (Netlify's 404.html), never a rule to a page that was not built;
 * - a table page that is not built (Draft, `hidden`) is the target of no rule: its legacy path and
 *   its path in a switched-off language answer the 404 page as any unknown path does, instead of a
 *   301 to a page that is not there.
 */
export function buildRedirects(input: {
	/** The site's public origin (`https://www.agency.be`), which the `/nl/` rule's target starts with. */
	origin: string;
	table: Table;
	/** Every language of the site. */
	locales: readonly Locale[];
	/** The languages switched on in site.json (Dutch among them). */
	enabled: readonly Locale[];
	legacy: Record<string, PageKey>;
	lists: readonly PageKey[];
	propertyNotFound: PageKey;
	/** The lists whose record paths carry city and title outside Dutch. */
	recordLists: readonly RecordList[];
	/** The Dutch record paths (`/property/`, `/project/`): stable, by id only. */
	dutchRecordPrefixes: readonly string[];
	/** The folders above the article pages, each to the page that lists its articles (`articleFolderRules`). */
	articleFolders?: readonly RedirectRule[];
	/** The table pages that are not built (Draft in pages.json). */
	hidden?: ReadonlySet<PageKey>;
}): RedirectRule[] {
	const { table, locales } = input;
	const isOn = (locale: Locale) => input.enabled.includes(locale);
	/** The language a path of `locale` is answered in: its own, or Dutch when it is switched off. */
	const servedIn = (locale: Locale): Locale => (isOn(locale) ? locale : 'nl');
	const rules: RedirectRule[] = [];
	for (const [from, key] of Object.entries(input.legacy)) rules.push({ from, to: key, status: 301 });
	const siteOrigin = new URL(input.origin).origin;
	rules.push({ from: '/nl/*', to: `${siteOrigin}/:splat`, status: 301 });

	for (const locale of locales) {
		for (const key of input.lists) {
			const target = pathIn(table, key, servedIn(locale));
			const segments = new Set(locales.map((l) => lastSegment(pathIn(table, key, l))));
			for (const segment of segments) {
				const from = `${prefixOf(locale)}/${segment}/`;
				if (from !== target) rules.push({ from, to: target, status: 301 }, { from: `${from}:page/`, to: `${target}:page/`, status: 301 });
			}
		}
	}

	rules.push({ from: '/preview/*', to: '/:splat', status: 200 });
	rules.push(...(input.articleFolders ?? []));

	for (const locale of locales.filter((l) => l !== 'nl')) {
		for (const { prefix, kind } of dutchRecordKinds) rules.push({ from: `/${locale}${prefix}:id/`, to: movedTarget(servedIn(locale), kind, ':id'), status: 200 });
	}

	const oldPaths = oldPathLists(table, locales, input.enabled, input.recordLists);
	const oldPathRule = ({ list, answerIn, kind }: (typeof oldPaths)[number]): RedirectRule => ({ from: `${list}:city/:slug/:id/`, to: movedTarget(answerIn, kind, ':id'), status: 200 });
	for (const locale of locales.filter((l) => l !== 'nl' && !isOn(l))) {
		for (const old of oldPaths.filter((o) => o.list.startsWith(`/${locale}/`))) rules.push(oldPathRule(old));
		for (const key of input.lists) rules.push({ from: `${pathIn(table, key, locale)}:page/`, to: `${key}:page/`, status: 301 });
		for (const key of Object.keys(table) as PageKey[]) rules.push({ from: pathIn(table, key, locale), to: key, status: 301 });
	}

	for (const locale of input.enabled) {
		const notFound = pathIn(table, input.propertyNotFound, locale);
		if (locale === 'nl') {
			for (const prefix of input.dutchRecordPrefixes) rules.push({ from: `${prefix}*`, to: notFound, status: 404 });
			continue;
		}
		for (const old of oldPaths.filter((o) => o.list.startsWith(`/${locale}/`))) {
			const { list } = old;
			rules.push(oldPathRule(old));
			rules.push({ from: `${list}:page/`, to: `/${locale}/404/`, status: 404 });
			rules.push({ from: `${list}*`, to: notFound, status: 404 });
		}
		rules.push({ from: `/${locale}/*`, to: `/${locale}/404/`, status: 404 });
	}
	const hiddenPaths = new Set<string>([...(input.hidden ?? [])].flatMap((key) => locales.map((locale) => pathIn(table, key, locale))));
	const leadsToHidden = (rule: RedirectRule) => rule.status === 301 && hiddenPaths.has(rule.to.replace(/:page\/$/, ''));
	const kept = rules.filter((rule) => !leadsToHidden(rule));
	const nlCatchAll = kept.findIndex((rule) => rule.from === '/nl/*');
	kept.splice(nlCatchAll, 0, ...dutchPrefixedForms(kept, locales, siteOrigin));
	return dedupe(kept);
}

/**
 * The `/nl/` form of each unprefixed 301 with a fixed target (a legacy path, another language's list
 * segment and its `:page/` form, a Dutch article folder), straight to that target: through the
 * `/nl/*` rule it took two 301s (`/nl/Privacy-statement/` → `/Privacy-statement/` →
 * `/privacy-statement/`). The target is on the site's origin, as the `/nl/*` rule's is.
 * @example dutchPrefixedForms([{ from: '/a-vendre/', to: '/for-sale/', status: 301 }], ['nl', 'fr'], 'https://www.agency.be') // => [{ from: '/nl/a-vendre/', to: 'https://www.agency.be/for-sale/', status: 301 }]
 */
function dutchPrefixedForms(rules: readonly RedirectRule[], locales: readonly Locale[], origin: string): RedirectRule[] {
	const isPrefixed = (from: string) => locales.some((locale) => from.startsWith(`/${locale}/`));
	/** A target that starts with a fixed segment, its placeholders all named in the source (so never `//host`). */
	const isFixed = (rule: RedirectRule) => /^\/[^/:*]/.test(rule.to) && (rule.to.match(/:[A-Za-z]+/g) ?? []).every((name) => rule.from.split('/').includes(name));
	return rules
		.filter((rule) => rule.status === 301 && rule.from.startsWith('/') && !rule.from.includes('*') && !isPrefixed(rule.from) && isFixed(rule))
		.map((rule) => ({ from: `/nl${rule.from}`, to: `${origin}${rule.to}`, status: 301 }));
}

/** Keeps the first rule for each source path (Netlify applies the first match). */
function dedupe(rules: RedirectRule[]): RedirectRule[] {
	const seen = new Set<string>();
	return rules.filter((rule) => !seen.has(rule.from) && seen.add(rule.from));
}

/**
 * Writes rules in Netlify's _redirects format.
 * @example formatRedirects([{ from: '/a/', to: '/b/', status: 301 }]) // => '/a/  /b/  301\n'
 */
export function formatRedirects(rules: readonly RedirectRule[]): string {
	return rules.map((r) => `${r.from}  ${r.to}  ${r.status}\n`).join('');
}

/** Reads rules back from Netlify's _redirects format (the subset formatRedirects writes). */
export function parseRedirects(text: string): RedirectRule[] {
	return text
		.split('\n')
		.map((line) => line.trim().split(/\s+/))
		.filter((parts) => parts.length === 3 && parts[0]!.startsWith('/'))
		.map(([from, to, status]) => ({ from: from!, to: to!, status: Number(status) as RedirectRule['status'] }));
}

/** The segments of a path, without the empty ones a leading or trailing slash makes. */
const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** Whether a rule's source (exact, with `:placeholder` segments, or a prefix ending in `*`) matches a path; a trailing slash does not count, as on Netlify. */
function matches(from: string, pathname: string): boolean {
	if (from.endsWith('*')) return pathname.startsWith(from.slice(0, -1));
	const want = segmentsOf(from);
	const got = segmentsOf(pathname);
	return want.length === got.length && want.every((segment, i) => (segment.startsWith(':') ? got[i] !== '' : segment === got[i]));
}

/**
 * The first rule whose source matches a path, Netlify-style: exact, `:placeholder` segments, or a prefix ending in `*`.
 * @example matchRedirect([{ from: '/fr/*', to: '/fr/404/', status: 404 }], '/fr/x/')?.status // => 404
 */
export function matchRedirect(rules: readonly RedirectRule[], pathname: string): RedirectRule | undefined {
	return rules.find((rule) => matches(rule.from, pathname));
}

/**
 * The target of a rule for a path it matches, placeholders and splat filled in as Netlify does.
 * @example targetOf({ from: '/fr/a-vendre/:city/:slug/:id/', to: '/api/moved/fr/property/:id', status: 200 }, '/fr/a-vendre/uccle/villa/1004/') // => '/api/moved/fr/property/1004'
 */
export function targetOf(rule: RedirectRule, pathname: string): string {
	if (rule.from.endsWith('*')) return rule.to.replace(':splat', pathname.slice(rule.from.length - 1));
	const got = segmentsOf(pathname);
	const values = new Map(segmentsOf(rule.from).flatMap((segment, i) => (segment.startsWith(':') ? [[segment, got[i] ?? ''] as const] : [])));
	return rule.to.replace(/:[A-Za-z]+/g, (name) => values.get(name) ?? name);
}
