/**
 * The site config that `astro.config.mjs` needs before the export is read (the public origin, the
 * tracking ids, the image host and the map settings, whose custom marker may be on another host, for
 * the security headers, the languages for the redirects). It reads `site.json` on its own, so a
 * missing file or one that is not JSON stops the build here, with the same DataError as any other
 * file of the export (`data/site.json: (file): (file): Not valid JSON: ...`), instead of Astro's
 * "Unable to load your Astro config" and a JSON.parse stack trace. The five settings it reads are
 * validated here with the site schema's own rules; the rest of the file is validated with the
 * export (`parse-data.ts`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { dataFiles, SiteConfigSchema } from '../../schemas/index.ts';
import { parseJsonBytes, readProblem } from './json-bytes.ts';
import { DataError, toDataIssues } from './parse-data.ts';

/** The settings of site.json that the Astro config reads. */
const SiteFileSettingsSchema = v.pick(SiteConfigSchema, ['siteUrl', 'imageHost', 'tracking', 'languages', 'map']);

/** What the Astro config reads of site.json. */
export type SiteFileSettings = v.InferOutput<typeof SiteFileSettingsSchema>;

const fileError = (dir: string, message: string) =>
	new DataError([{ file: dataFiles.site.file, record: '(file)', path: '(file)', message }], dir);

/**
 * The settings the Astro config reads from the site.json of the export in `dir`; throws DataError
 * when the file is missing, is not UTF-8 or not JSON, or one of these settings is wrong.
 */
export function readSiteFile(dir: string): SiteFileSettings {
	let bytes: Uint8Array;
	try {
		bytes = readFileSync(join(dir, dataFiles.site.file));
	} catch {
		throw fileError(dir, 'File is missing');
	}
	let json: unknown;
	try {
		// As every file of the export: UTF-8, a leading byte order mark skipped.
		json = parseJsonBytes(bytes);
	} catch (error) {
		throw fileError(dir, readProblem(error));
	}
	const result = v.safeParse(SiteFileSettingsSchema, json);
	if (!result.success) throw new DataError(toDataIssues(dataFiles.site.file, dataFiles.site.nameRecord({}, 0), result.issues), dir);
	return result.output;
}
