import type { Locale } from '../../../i18n/locales.ts';
import { factFilePath, factIn, readFactsFile, type FactRecord, type FactsFile, type ListingFact } from './listing-facts.ts';

/**
 * Reads the listing facts a receipt names (`listing-facts.ts`) from the static files of the site's
 * own deploy (`filesUrlOf`: `SITE_FILES_URL`, else the function's own deploy on Netlify): the facts always match the build
 * that served the form. A file is kept for ten minutes by the function instance that read it.
 * A file that cannot be had (missing, a timeout, a bad answer) must never stop a request: the
 * receipt then names the listing by its id and its original link. A file that was read but lacks
 * the record tells that the listing is none of the build's (`FactLookup.missing`).
 */

/** How long a function waits for a facts file. */
export const factsTimeoutMs = 3_000;
/** How long a function instance keeps a facts file it read. */
const keepMs = 10 * 60_000;
/** At most this many files are kept (64 per language). */
const keepFiles = 256;

/** The files read or being read, by URL: lookups of one file at the same time share one fetch. */
const kept = new Map<string, { file: Promise<FactsFile | null>; until: number }>();

/** Fetches and reads one facts file; null when it cannot be had. */
async function fetchFile(url: string, fetcher: typeof fetch): Promise<FactsFile | null> {
	try {
		const res = await fetcher(url, { signal: AbortSignal.timeout(factsTimeoutMs), headers: { accept: 'application/json' } });
		if (!res.ok) return null;
		return readFactsFile(await res.json());
	} catch {
		return null;
	}
}

/**
 * What a lookup found: the record's facts; or `missing` when the deploy's file was read and has no
 * such record (no listing or project of the build); or neither when the file could not be read.
 */
export type FactLookup = { fact: ListingFact | null; missing: boolean };

/** Looks up the facts of a listing or project in a language in the deploy at `filesUrl` (`FactLookup`). */
export async function findFact(filesUrl: URL | null, locale: Locale, record: FactRecord, id: number, fetcher: typeof fetch = fetch): Promise<FactLookup> {
	const file = await factFileFor(filesUrl, locale, id, fetcher);
	if (!file) return { fact: null, missing: false };
	const fact = factIn(file, record, id);
	return { fact, missing: fact === null };
}

/**
 * The facts of a listing or project in a language, read from the deploy at `filesUrl`; null
 * without a `filesUrl`, or when the deploy has no such file or record.
 */
export async function lookupFact(filesUrl: URL | null, locale: Locale, record: FactRecord, id: number, fetcher: typeof fetch = fetch): Promise<ListingFact | null> {
	return (await findFact(filesUrl, locale, record, id, fetcher)).fact;
}

/**
 * Whether a listing id is one of the deploy's listings (its Dutch facts, which every listing has):
 * true or false as its facts file says, null when that file cannot be read.
 */
export async function isListingOfBuild(filesUrl: URL | null, id: number, fetcher: typeof fetch = fetch): Promise<boolean | null> {
	const { fact, missing } = await findFact(filesUrl, 'nl', 'property', id, fetcher);
	return fact ? true : missing ? false : null;
}

/**
 * The facts file of a language that holds an id, read from the deploy at `filesUrl` (kept like
 * every file read here); null without a `filesUrl` or when the file cannot be had.
 */
export async function factFileFor(filesUrl: URL | null, locale: Locale, id: number, fetcher: typeof fetch = fetch): Promise<FactsFile | null> {
	if (!filesUrl || !/^https?:$/.test(filesUrl.protocol)) return null;
	const url = new URL(factFilePath(locale, id), filesUrl).href;
	const now = Date.now();
	let entry = kept.get(url);
	if (!entry || entry.until < now) {
		if (kept.size >= keepFiles) kept.delete(kept.keys().next().value!);
		const read = { file: fetchFile(url, fetcher), until: now + keepMs };
		kept.set(url, read);
		// A file that could not be had is asked for again by the next request.
		void read.file.then((file) => {
			if (!file && kept.get(url) === read) kept.delete(url);
		});
		entry = read;
	}
	return entry.file;
}

/**
 * The facts of the listings a contact request sent from the visitor's favourites is about, in its
 * order (null for one the build's facts lack); none for other requests.
 */
export async function requestListings(payload: Record<string, unknown>, filesUrl: URL | null): Promise<(ListingFact | null)[]> {
	const ids = Array.isArray(payload.propertyIds) ? payload.propertyIds.filter((id): id is number => typeof id === 'number') : [];
	return Promise.all(ids.map((id) => lookupFact(filesUrl, payload.locale as Locale, 'property', id)));
}

/**
 * The facts of the listing or project a request is about, for the checks, the agency's mail and
 * the receipt; no fact and not missing for a request about neither.
 */
export async function requestListing(payload: Record<string, unknown>, filesUrl: URL | null): Promise<FactLookup> {
	const locale = payload.locale as Locale;
	if (typeof payload.propertyId === 'number') return findFact(filesUrl, locale, 'property', payload.propertyId);
	if (typeof payload.projectId === 'number') return findFact(filesUrl, locale, 'project', payload.projectId);
	return { fact: null, missing: false };
}
