import type { Config, Context } from '@netlify/functions';
import site from '../data/site.json' with { type: 'json' };
import { locales } from '../i18n/locales.ts';
import { pathTable } from '../i18n/paths.ts';
import { enabledLocalesOf } from '../src/lib/intl/enabled-locales.ts';
import { filesUrlFor } from '../src/lib/requests/http.ts';
import { readSettings } from '../src/lib/requests/settings.ts';
import { siteOfDeploy } from '../src/lib/requests/site-source.ts';
import { answerMoved } from '../src/lib/seo/moved-listing.ts';
import { oldPathLists, recordLists } from '../src/lib/seo/moved-records.ts';

/** The lists whose old paths `_redirects` sends here, as the build wrote the rules (for the deploy's languages, made once per set). */
const oldPathsByLanguages = new Map<string, ReturnType<typeof oldPathLists>>();
function oldPathsOf(languages: Parameters<typeof enabledLocalesOf>[0]): ReturnType<typeof oldPathLists> {
	const enabled = enabledLocalesOf(languages);
	const key = enabled.join(',');
	let lists = oldPathsByLanguages.get(key);
	if (!lists) oldPathsByLanguages.set(key, (lists = oldPathLists(pathTable, locales, enabled, recordLists)));
	return lists;
}

/**
 * Old French, English and German listing and project paths (a renamed city or title, a listing
 * moved between sale, rent and a project): `_redirects` rewrites each one that has no page to this
 * function, which answers 301 to the current path, or 404 "Property not found" for an id that is
 * no longer exported (`src/lib/seo/moved-listing.ts`).
 */
export default async (req: Request, context: Context): Promise<Response> => {
	const deploySite = await siteOfDeploy(process.env, context, site);
	return answerMoved(req, { filesUrl: filesUrlFor(readSettings(process.env, deploySite), context), oldPaths: oldPathsOf(deploySite.languages) });
};

export const config: Config = { path: '/api/moved/*' };
