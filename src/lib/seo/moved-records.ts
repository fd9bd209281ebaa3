import { isLocale, type Locale } from '../../../i18n/locales.ts';
import type { OtherLocale, PageKey, SlashPath } from '../../../i18n/paths.ts';

/**
 * Old listing paths (spec §2). A French, English or German listing path holds the listing's city
 * and title (`/fr/a-vendre/{city}/{slug}/{id}/`), so it changes when the CRM renames either, or
 * when a listing moves between sale, rent and a project. `_redirects` rewrites every such path
 * that has no page of its own to the `moved-listing` function, with the language and the id in
 * the rewritten path (`/api/moved/fr/property/1004`); the function looks the id up in the build's
 * listing facts and answers 301 to the current path, or 404 when the id is no longer exported.
 * The function reads the path as it was asked as well (`readOldPath`, `readDutchRecordPath`):
 * Netlify's local emulator hands a rewritten request to a function with its original URL.
 */

/** What kind of record a list's old paths name: a listing, or (under the projects list) a project or a unit. */
export type MovedKind = 'property' | 'projects';

/** Where `_redirects` sends an old record path: the `moved-listing` function's route. */
export const movedRoute = '/api/moved/';

/** One old path as the function reads it: the language to answer in, the kind and the id. */
export type MovedRequest = { locale: Locale; kind: MovedKind; id: number };

/**
 * The rewrite target of an old record path, with the id as given (a `:id` placeholder in a rule).
 * @example movedTarget('fr', 'property', ':id') // => '/api/moved/fr/property/:id'
 */
export function movedTarget(locale: Locale, kind: MovedKind, id: string): string {
	return `${movedRoute}${locale}/${kind}/${id}`;
}

/**
 * Reads a rewritten path back; null for anything else (an id that is no positive whole number included).
 * @example readMoved('/api/moved/fr/property/1004') // => { locale: 'fr', kind: 'property', id: 1004 }
 */
export function readMoved(pathname: string): MovedRequest | null {
	if (!pathname.startsWith(movedRoute)) return null;
	const [locale, kind, id, ...rest] = pathname.slice(movedRoute.length).split('/');
	if (rest.some((part) => part !== '') || !locale || !isLocale(locale)) return null;
	if (kind !== 'property' && kind !== 'projects') return null;
	if (!id || !/^[1-9]\d{0,9}$/.test(id) || Number(id) >= 2 ** 31) return null;
	return { locale, kind, id: Number(id) };
}

/** The records to look an id up in, first match wins: under the projects list a project, else a unit. */
export const lookupOrder = { property: ['property'], projects: ['project', 'property'] } as const satisfies Record<MovedKind, readonly ('property' | 'project')[]>;

/** A list whose record pages are `{list}{city}/{slug}/{id}/` outside Dutch, and what its ids name. */
export type RecordList = { key: PageKey; kind: MovedKind };

/** The lists whose French, English and German record paths carry a city and a title (spec §2). */
export const recordLists: readonly RecordList[] = [
	{ key: '/for-sale/', kind: 'property' },
	{ key: '/for-rent/', kind: 'property' },
	{ key: '/projects/', kind: 'projects' },
];

/** One list of one language whose old record paths go to the function: its path, the language answered in, and the kind. */
export type OldPathList = { list: string; answerIn: Locale; kind: MovedKind };

/**
 * The lists of every prefixed language whose old record paths go to the function. A language
 * switched off in site.json has no pages, so its old paths are answered in Dutch.
 * @example oldPathLists(table, ['nl', 'fr'], ['nl'], [{ key: '/for-sale/', kind: 'property' }]) // => [{ list: '/fr/a-vendre/', answerIn: 'nl', kind: 'property' }]
 */
export function oldPathLists(table: Record<PageKey, Record<OtherLocale, SlashPath>>, locales: readonly Locale[], enabled: readonly Locale[], lists: readonly RecordList[]): OldPathList[] {
	return locales.flatMap((locale) =>
		locale === 'nl' ? [] : lists.map(({ key, kind }) => ({ list: table[key][locale], answerIn: enabled.includes(locale) ? locale : ('nl' as const), kind })),
	);
}

/**
 * Reads an old record path as it was asked (`{list}{city}/{slug}/{id}/`); null for any other path.
 * @example readOldPath('/fr/a-vendre/uccle/villa/1004/', [{ list: '/fr/a-vendre/', answerIn: 'fr', kind: 'property' }]) // => { locale: 'fr', kind: 'property', id: 1004 }
 */
export function readOldPath(pathname: string, lists: readonly OldPathList[]): MovedRequest | null {
	for (const { list, answerIn, kind } of lists) {
		if (!pathname.startsWith(list)) continue;
		const id = /^[^/]+\/[^/]+\/([^/]+)\/?$/.exec(pathname.slice(list.length))?.[1];
		return id === undefined ? null : readMoved(movedTarget(answerIn, kind, id));
	}
	return null;
}

/** The Dutch record paths (by id only, `/property/{id}/`) and the kind the function looks their ids up as. */
export const dutchRecordKinds: readonly { prefix: string; kind: MovedKind }[] = [
	{ prefix: '/property/', kind: 'property' },
	{ prefix: '/project/', kind: 'projects' },
];

/** The language a path's prefix is answered in (its own, or Dutch when switched off), by the old-path lists of that prefix. */
const answerInPrefix = (pathname: string, lists: readonly OldPathList[]) => lists.find(({ list }) => pathname.startsWith(list.slice(0, list.indexOf('/', 1) + 1)))?.answerIn;

/**
 * Reads a Dutch record path asked under another language's prefix (`/fr/property/1004/`), as it was
 * asked; null for any other path.
 * @example readDutchRecordPath('/fr/project/501/', [{ list: '/fr/a-vendre/', answerIn: 'fr', kind: 'property' }]) // => { locale: 'fr', kind: 'projects', id: 501 }
 */
export function readDutchRecordPath(pathname: string, lists: readonly OldPathList[]): MovedRequest | null {
	const [, prefix, rest] = /^(\/[a-z]{2}\/)(.*)$/.exec(pathname) ?? [];
	const answerIn = prefix === undefined ? undefined : answerInPrefix(prefix, lists);
	const record = rest === undefined ? undefined : dutchRecordKinds.find((r) => `/${rest}`.startsWith(r.prefix));
	if (answerIn === undefined || record === undefined) return null;
	const id = /^(\d+)\/?$/.exec(`/${rest}`.slice(record.prefix.length))?.[1];
	return id === undefined ? null : readMoved(movedTarget(answerIn, record.kind, id));
}

/**
 * The language to answer a path in when it names no record (a bad id): the language of the rewritten
 * path or of the path's prefix (its old-path lists), else Dutch.
 * @example answerLocaleOf('/api/moved/fr/property/abc', []) // => 'fr'
 */
export function answerLocaleOf(pathname: string, lists: readonly OldPathList[]): Locale {
	const rewritten = pathname.startsWith(movedRoute) ? pathname.slice(movedRoute.length).split('/')[0] ?? '' : '';
	if (isLocale(rewritten)) return rewritten;
	return answerInPrefix(pathname, lists) ?? 'nl';
}
