import { filesUrlFor, type RequestContext } from './http.ts';
import { readSiteFacts, siteFactsPath, type SiteFacts } from './site-facts.ts';
import { deployFilesOf } from './deploy-files.ts';

/**
 * The site settings a function uses: those the build published with its deploy
 * (`/listing-facts/site.json`, from the `site.json` of the export the pages were built from,
 * `DATA_DIR` included), read from the deploy as the listing facts are (`filesUrlOf`: on Netlify
 * the permalink of the function's own deploy; 3 s timeout) and kept
 * ten minutes by a warm instance. When the file cannot be read (no address, a timeout, a build
 * before it was published), the function uses the `site.json` bundled with it (`data/site.json`)
 * and logs it once per instance; a failed read is tried again after a minute.
 */

const timeoutMs = 3_000;
const keepMs = 10 * 60_000;
const retryMs = 60_000;

const kept = new Map<string, { site: Promise<SiteFacts | null>; until: number }>();
let warned = false;

/** Fetches and reads the published settings; null when they cannot be had. */
async function fetchSite(url: string, fetcher: typeof fetch): Promise<SiteFacts | null> {
	try {
		const res = await fetcher(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
		return res.ok ? readSiteFacts(await res.json()) : null;
	} catch {
		return null;
	}
}

/**
 * The site settings of the deploy at `filesUrl`, else `bundled`.
 * @example await siteAt(null, bundled) // => bundled
 */
export async function siteAt(filesUrl: URL | null, bundled: SiteFacts, fetcher: typeof fetch = fetch): Promise<SiteFacts> {
	if (!filesUrl || !/^https?:$/.test(filesUrl.protocol)) return bundled;
	const url = new URL(siteFactsPath, filesUrl).href;
	const now = Date.now();
	let entry = kept.get(url);
	if (!entry || entry.until < now) {
		const read = { site: fetchSite(url, fetcher), until: now + keepMs };
		kept.set(url, read);
		void read.site.then((site) => {
			if (!site) read.until = Date.now() + retryMs;
		});
		entry = read;
	}
	const site = await entry.site;
	if (!site && !warned) {
		warned = true;
		console.error(`could not read ${url}: the functions use the bundled data/site.json`);
	}
	return site ?? bundled;
}

/** The site settings of the deploy a function runs in (see the module), else `bundled`. */
export function siteOfDeploy(env: Record<string, string | undefined>, context: RequestContext | undefined, bundled: SiteFacts): Promise<SiteFacts> {
	return siteAt(filesUrlFor({ deployFiles: deployFilesOf(env) }, context), bundled);
}
