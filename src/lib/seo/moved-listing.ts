import type { Locale } from '../../../i18n/locales.ts';
import { pathTable } from '../../../i18n/paths.ts';
import { localizePath } from '../../routing/build-routes.ts';
import { factFileFor, factsTimeoutMs } from '../requests/facts-source.ts';
import { factIn } from '../requests/listing-facts.ts';
import { answerLocaleOf, lookupOrder, readDutchRecordPath, readMoved, readOldPath, type OldPathList } from './moved-records.ts';

/**
 * The `moved-listing` function's answer to an old listing or project path (`moved-records.ts`):
 * 301 to the record's current path in the language, with the visitor's query kept, when the
 * build's listing facts hold the id; otherwise 404 with the language's "Property not found" page,
 * read from the same deploy; 503 when the facts cannot be read (never a 404 for a listing that
 * may be online). The facts are the small static files the request receipts read
 * (`facts-source.ts`: one file of 64 per language, kept ten minutes by the instance), so a
 * look-up costs the same at 10,000 listings as at 100.
 */

/** Where the facts and pages are read and with what (tests pass their own fetch). */
export type MovedOptions = {
	filesUrl: URL | null;
	/** The lists whose old paths reach the function (`oldPathLists`), to read a request that kept its original URL. */
	oldPaths: readonly OldPathList[];
	fetcher?: typeof fetch;
};

/** How long an instance keeps a not-found page it read. */
const keepMs = 10 * 60_000;
const keptPages = new Map<string, { page: Promise<string | null>; until: number }>();

/** The HTML of a page of the deploy, or null when it cannot be had. */
async function fetchPage(url: string, fetcher: typeof fetch): Promise<string | null> {
	try {
		const res = await fetcher(url, { signal: AbortSignal.timeout(factsTimeoutMs), headers: { accept: 'text/html' } });
		return res.ok ? await res.text() : null;
	} catch {
		return null;
	}
}

/** The "Property not found" page of a language, kept a while; null when the deploy cannot be read. */
function notFoundPage(options: MovedOptions, locale: Locale): Promise<string | null> {
	if (!options.filesUrl) return Promise.resolve(null);
	const url = new URL(localizePath(pathTable, '/property-not-found/', locale), options.filesUrl).href;
	const now = Date.now();
	const entry = keptPages.get(url);
	if (entry && entry.until >= now) return entry.page;
	const page = fetchPage(url, options.fetcher ?? fetch);
	keptPages.set(url, { page, until: now + keepMs });
	void page.then((html) => html === null && keptPages.delete(url));
	return page;
}

/** The 404 answer in a language: its not-found page, or a line of text when the page cannot be read. */
async function notFound(options: MovedOptions, locale: Locale): Promise<Response> {
	const html = await notFoundPage(options, locale);
	const headers = { 'Content-Type': html === null ? 'text/plain; charset=utf-8' : 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=300', 'X-Robots-Tag': 'noindex' };
	return new Response(html ?? 'Not found', { status: 404, headers });
}

/**
 * Answers an old record path rewritten to `/api/moved/{locale}/{kind}/{id}`.
 * @example await answerMoved(new Request('https://x/api/moved/fr/property/1004?utm_source=mail'), options)
 * // => 301, Location: /fr/a-vendre/boitsfort/bureaux-de-221-m2/1004/?utm_source=mail
 */
export async function answerMoved(req: Request, options: MovedOptions): Promise<Response> {
	const url = new URL(req.url);
	const moved = readMoved(url.pathname) ?? readOldPath(url.pathname, options.oldPaths) ?? readDutchRecordPath(url.pathname, options.oldPaths);
	if (!moved) return notFound(options, answerLocaleOf(url.pathname, options.oldPaths));
	const file = await factFileFor(options.filesUrl, moved.locale, moved.id, options.fetcher);
	// Facts that cannot be read say nothing about the listing: a 404 would make search engines drop a page that may be online.
	if (!file) return new Response('The listing facts cannot be read; try again in a minute.', { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '60', 'Cache-Control': 'no-store' } });
	for (const record of lookupOrder[moved.kind]) {
		const fact = factIn(file, record, moved.id);
		if (fact) return new Response(null, { status: 301, headers: { Location: `${fact.path}${url.search}`, 'Cache-Control': 'public, max-age=3600' } });
	}
	return notFound(options, moved.locale);
}
