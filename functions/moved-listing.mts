import type { Config } from '@netlify/functions';
import site from '../data/site.json' with { type: 'json' };
import { locales } from '../i18n/locales.ts';
import { pathTable } from '../i18n/paths.ts';
import { enabledLocalesOf } from '../src/lib/intl/enabled-locales.ts';
import { readSettings } from '../src/lib/requests/settings.ts';
import { answerMoved } from '../src/lib/seo/moved-listing.ts';
import { oldPathLists, recordLists } from '../src/lib/seo/moved-records.ts';

/** The lists whose old paths `_redirects` sends here, as the build wrote the rules. */
const oldPaths = oldPathLists(pathTable, locales, enabledLocalesOf(site.languages), recordLists);

/**
 * Old French, English and German listing and project paths (a renamed city or title, a listing
 * moved between sale, rent and a project): `_redirects` rewrites each one that has no page to this
 * function, which answers 301 to the current path, or 404 "Property not found" for an id that is
 * no longer exported (`src/lib/seo/moved-listing.ts`).
 */
export default (req: Request): Promise<Response> => answerMoved(req, { filesUrl: readSettings(process.env, site).filesUrl, oldPaths });

export const config: Config = { path: '/api/moved/*' };
