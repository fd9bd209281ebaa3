import * as v from 'valibot';
import { dataFiles, type DataSet } from '../../schemas/index.ts';
import { emptyArticlePage, viewNotFound } from '../modules/relations.ts';
import { locales } from '../../../i18n/locales.ts';
import { pagesWithoutRecord, pathTable, type PageKey } from '../../../i18n/paths.ts';
import { demoImageFolder, imageUrl } from '../images/image-url.ts';
import { eachPhoto, placeName, type PhotoHolders } from '../images/photo-fields.ts';
import { familyIssues, listingSharedFields, projectSharedFields, projectUnitIssues, propertyTypeSharedFields, referenceIssues } from './record-families.ts';

/** One thing wrong in the export: which file, which record, which field, and why. */
export type DataIssue = { file: string; record: string; path: string; message: string };

/** Thrown when the export does not match the schemas; its message lists every issue found. */
export class DataError extends Error {
	readonly issues: DataIssue[];
	constructor(issues: DataIssue[], dir: string) {
		const shown = issues.slice(0, 25).map((i) => `  ${dir}/${i.file}: ${i.record}: ${i.path}: ${i.message}`);
		const more = issues.length > 25 ? [`  … and ${issues.length - 25} more`] : [];
		super([`The data export has ${issues.length} error(s):`, ...shown, ...more].join('\n'));
		this.name = 'DataError';
		this.issues = issues;
		// The message says everything: where in the export, not where in the build's code.
		this.stack = `${this.name}: ${this.message}`;
	}
}

/** Turns valibot issues into field paths such as "Details.Bedrooms" or "Photos[2].Url". */
export function toDataIssues(file: string, record: string, issues: v.BaseIssue<unknown>[]): DataIssue[] {
	return issues.map((issue) => {
		const path = (issue.path ?? [])
			.map((item) => (typeof item.key === 'number' ? `[${item.key}]` : `.${String(item.key)}`))
			.join('')
			.replace(/^\./, '');
		return { file, record, path: path || '(record)', message: isMissingKey(issue) ? 'Missing field' : issue.message };
	});
}

/** Whether an issue is a required field that is not there (valibot: 'Invalid key: Expected "Zip" but received undefined'). */
const isMissingKey = (issue: v.BaseIssue<unknown>) => issue.kind === 'schema' && issue.type === 'object' && issue.input === undefined && (issue.path?.length ?? 0) > 0;

/**
 * What no text of the export may hold: a control character other than tab and line breaks (a NUL
 * makes the page invalid HTML), a direction embedding, override or isolate (U+202A–202E,
 * U+2066–2069: a right-to-left override in a title turned the site's own name round in the
 * head's title, as the request forms refuse them). Half a surrogate pair is let through: a page
 * writes it as U+FFFD, and testing every text of a large export for it costs a tenth of a second more.
 */
const unsafeChar = /[\0-\x08\x0B\x0C\x0E-\x1F\x7F\u202A-\u202E\u2066-\u2069]/;

/** Whether any text in a value holds such a character (a walk that builds no field paths). */
function holdsUnsafeText(value: unknown): boolean {
	if (typeof value === 'string') return unsafeChar.test(value);
	if (Array.isArray(value)) {
		for (const item of value) if (holdsUnsafeText(item)) return true;
		return false;
	}
	if (typeof value !== 'object' || value === null) return false;
	for (const key in value) if (holdsUnsafeText((value as Record<string, unknown>)[key])) return true;
	return false;
}

/**
 * The texts of a record that hold such a character, each named by its field path and the
 * character's code point.
 * @example textIssues('properties.json', 'record 1 (nl)', { Title: 'A\u202Eb' })[0].message // => 'Holds U+202E, a control or direction character no text of the site may hold'
 */
export function textIssues(file: string, record: string, value: unknown): DataIssue[] {
	if (!holdsUnsafeText(value)) return [];
	const found: DataIssue[] = [];
	const walk = (item: unknown, path: string): void => {
		if (typeof item === 'string') {
			const bad = unsafeChar.exec(item);
			if (bad === null) return;
			const code = bad[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
			found.push({ file, record, path: path || '(record)', message: `Holds U+${code}, a control or direction character no text of the site may hold` });
		} else if (Array.isArray(item)) {
			for (let i = 0; i < item.length; i++) walk(item[i], `${path}[${i}]`);
		} else if (typeof item === 'object' && item !== null) {
			for (const key in item) walk((item as Record<string, unknown>)[key], path ? `${path}.${key}` : key);
		}
	};
	walk(value, '');
	return found;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

/** The parsed JSON of each data file of the export, not yet validated (a missing file has none). */
export type RawExport = Partial<Record<keyof typeof dataFiles, unknown>>;

/** What validation keeps of a valid record or single file: valibot's output, or the JSON as read. */
type Keep = (input: unknown, output: unknown) => unknown;

/**
 * Validates every file of the export, record by record, then the links between files.
 * `raw` maps each data key to the parsed JSON (or undefined when the file is missing).
 * Throws a DataError naming file, record and field path for everything wrong.
 */
export function parseDataSet(raw: RawExport, dir = 'data'): DataSet {
	return validateExport(raw, dir, (_input, output) => output);
}

/**
 * Validates as `parseDataSet` does without keeping valibot's copy of each record, and says whether
 * that copy would be the JSON as read: the schemas only check values, so it differs only where
 * they drop a field they do not know (equal counts of keys and items mean nothing was dropped).
 */
export function checkDataSet(raw: RawExport, dir = 'data'): { asRead: boolean } {
	let asRead = true;
	validateExport(raw, dir, (input, output) => {
		if (asRead && keyCount(input) !== keyCount(output)) asRead = false;
		return input;
	});
	return { asRead };
}

/** Keys and items counted through a JSON value. */
export function keyCount(value: unknown): number {
	if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + 1 + keyCount(item), 0);
	if (typeof value !== 'object' || value === null) return 0;
	let count = 0;
	for (const key in value) count += 1 + keyCount((value as Record<string, unknown>)[key]);
	return count;
}

function validateExport(raw: RawExport, dir: string, keep: Keep): DataSet {
	const issues: DataIssue[] = [];
	const out: Record<string, unknown> = {};
	for (const [key, spec] of Object.entries(dataFiles)) {
		const json = raw[key as keyof typeof dataFiles];
		if (json === undefined) {
			issues.push({ file: spec.file, record: '(file)', path: '(file)', message: 'File is missing' });
			continue;
		}
		if ('single' in spec) {
			const result = v.safeParse(spec.record, json);
			const name = spec.nameRecord({}, 0);
			const found = result.success ? textIssues(spec.file, name, json) : toDataIssues(spec.file, name, result.issues);
			if (found.length > 0) issues.push(...found);
			else if (result.success) out[key] = keep(json, result.output);
			continue;
		}
		if (!Array.isArray(json)) {
			issues.push({ file: spec.file, record: '(file)', path: '(file)', message: 'Expected a list of records' });
			continue;
		}
		const records: unknown[] = [];
		json.forEach((item: unknown, index) => {
			const name = spec.nameRecord(isObject(item) ? item : {}, index);
			const result = v.safeParse(spec.record, item);
			const found = result.success ? textIssues(spec.file, name, item) : toDataIssues(spec.file, name, result.issues);
			if (found.length > 0) issues.push(...found);
			else if (result.success) records.push(keep(item, result.output));
		});
		out[key] = records;
	}
	if (issues.length > 0) throw new DataError(issues, dir);
	const data = out as DataSet;
	const links = checkLinks(data);
	if (links.length > 0) throw new DataError(links, dir);
	return data;
}

/**
 * The path-table pages without their record in pages.json, and the records of no page of the table:
 * a missing record (or one whose path was changed to another) left the page titled with its
 * bare path ("/services/") and without modules, and a menu still linking to it.
 * @example pageRecordIssues([{ id: 'services', path: '//evil.example/' }]) // => [issue for '/services/' …, issue for record services …]
 */
export function pageRecordIssues(pages: readonly { id: string; path: string }[]): DataIssue[] {
	const paths = new Set(pages.map((page) => page.path));
	const withoutRecord: ReadonlySet<string> = new Set(pagesWithoutRecord);
	const missing = (Object.keys(pathTable) as PageKey[])
		.filter((key) => !withoutRecord.has(key) && !paths.has(key))
		.map((key) => ({ file: dataFiles.pages.file, record: `(page ${key})`, path: 'path', message: `No page record for ${key}: its title, SEO texts and modules come from one` }));
	const unknown = pages
		.filter((page) => !(page.path in pathTable) || withoutRecord.has(page.path))
		.map((page) => ({ file: dataFiles.pages.file, record: `record ${page.id}`, path: 'path', message: `${page.path} is no page of the site that takes a record: expected one of ${Object.keys(pathTable).filter((key) => !withoutRecord.has(key)).join(', ')}` }));
	return [...missing, ...unknown];
}

/** How a photo's URL begins when it is one of the local demo images, the only photos a site without `imageHost` has. */
const demoPhotoPrefix = `${demoImageFolder}/`;

/**
 * Photos that need an image host while site.json has none. Without `imageHost` every photo is a
 * local demo image named after its URL's file (`src/lib/images/image-url.ts`), so:
 * - an absolute `http(s)` URL: https://cdn.example.be/foto1.jpg became the broken
 *   /demo-images/foto1-600.jpg on every page. With `imageHost` set it keeps its own host and the
 *   Content-Security-Policy names it.
 * - a path outside /demo-images/: /uploads/front.jpg became the broken /demo-images/front-600.jpg.
 *   Served as-is it would be no better: `image-url.ts` takes a path as one on the image host (the
 *   build copies no photo of the export into the site, so the site has no /uploads/front.jpg),
 *   and the pages ask for five widths of each photo, which only the image host makes.
 * Named once per file and kind, at its first such photo, with how many the file has. One pass over
 * the photos (some 300,000 at 10,000 listings) that tests one character, or a prefix for a path.
 */
export function hostlessPhotoIssues(data: PhotoHolders): DataIssue[] {
	if (data.site.imageHost != null) return [];
	const byKind = { absolute: new Map<string, FirstPhoto>(), path: new Map<string, FirstPhoto>() };
	eachPhoto(data, (photo, place) => {
		const url = photo.Url;
		// A URL of the export is an http(s) URL or a path of the site, which starts with "/" (UrlSchema).
		const kind = url.charCodeAt(0) !== 0x2f ? byKind.absolute : url.startsWith(demoPhotoPrefix) ? null : byKind.path;
		if (kind === null) return;
		const seen = kind.get(place.file);
		if (seen) seen.count++;
		else kind.set(place.file, { url, ...placeName(place), count: 1 });
	});
	const setHost = "Set imageHost in site.json (the https address of the agency's image host";
	const issue = ({ url, file, record, path }: FirstPhoto, why: string, fix: string): DataIssue => ({
		file,
		record,
		path,
		message: `${url} ${why}, and this photo would be the broken ${imageUrl({ Url: url }, 600, { host: null })}. ${fix}`,
	});
	const many = (count: number, file: string, what: string) => (count > 1 ? `; ${count} photos of ${file} ${what}` : '');
	return [
		...[...byKind.absolute.values()].map((first) =>
			issue(first, 'is an absolute URL, but site.json has no imageHost: without one the site shows its local demo images', `${setHost})${many(first.count, first.file, 'have absolute URLs')}`),
		),
		...[...byKind.path.values()].map((first) =>
			issue(
				first,
				`is a path outside ${demoPhotoPrefix}, but site.json has no imageHost: a photo given as a path is fetched from the image host; without one the site shows only its local demo images (${demoPhotoPrefix}<name>.jpg)`,
				`${setHost}, which serves the photos given as paths)${many(first.count, first.file, `are paths outside ${demoPhotoPrefix}`)}`,
			),
		),
	];
}

/** The first photo of a file that needs an image host, where it is, and how many the file has. */
type FirstPhoto = { url: string; file: string; record: string; path: string; count: number };

/**
 * Checks references across files: project units and ProjectIDs point at existing records, and each
 * Published module of a Published page names an article or list the export has (`viewNotFound`),
 * and a page of articles only has text to show (`emptyArticlePage`).
 * Then the language records of each listing, project and property type (`record-families.ts`):
 * one in each language the site uses, none twice, the same language-independent values, and
 * projects and units that name each other. Last, photos with absolute URLs, or paths outside the
 * demo images, need an image host.
 */
function checkLinks(data: DataSet): DataIssue[] {
	const issues: DataIssue[] = [];
	const propertyIds = new Set(data.properties.map((p) => p.ID));
	const projectIds = new Set(data.projects.map((p) => p.ID));
	for (const project of data.projects) {
		project.Units.forEach((unit, index) => {
			if (!propertyIds.has(unit.PropertyID)) {
				issues.push({
					file: dataFiles.projects.file,
					record: `record ${project.ID} (${project.Language})`,
					path: `Units[${index}].PropertyID`,
					message: `No property with ID ${unit.PropertyID} in ${dataFiles.properties.file}`,
				});
			}
		});
	}
	// A type a listing has, without its record, is on no list filter and in no search dropdown.
	const typeIds = new Set<number>(data.propertyTypes.map((t) => t.WebID));
	const untyped = new Map<number, { first: (typeof data.properties)[number]; count: number }>();
	for (const property of data.properties) {
		for (const webId of new Set(property.WebIDs.split(',').map(Number))) {
			if (typeIds.has(webId)) continue;
			const seen = untyped.get(webId);
			if (seen) seen.count++;
			else untyped.set(webId, { first: property, count: 1 });
		}
	}
	for (const [webId, { first, count }] of untyped) {
		issues.push({
			file: dataFiles.properties.file,
			record: `record ${first.ID} (${first.Language})`,
			path: 'WebIDs',
			message: `No property type with WebID ${webId} in ${dataFiles.propertyTypes.file} (${count} listing record${count === 1 ? '' : 's'} of that type): no list filter or search offers it`,
		});
	}
	for (const property of data.properties) {
		if (property.ProjectID != null && !projectIds.has(property.ProjectID)) {
			issues.push({
				file: dataFiles.properties.file,
				record: `record ${property.ID} (${property.Language})`,
				path: 'ProjectID',
				message: `No project with ID ${property.ProjectID} in ${dataFiles.projects.file}`,
			});
		}
	}
	issues.push(...pageRecordIssues(data.pages.map((page) => ({ id: page.id, path: page.path }))));
	// Only what is shown: a Draft module, or a module of a page that is not Published, may still name nothing.
	const dutchArticles = data.articles.filter((a) => a.Language === 'nl');
	for (const page of data.pages.filter((p) => p.status === 'Published')) {
		const before = issues.length;
		page.modules.forEach((module, index) => {
			const message = module.status === 'Published' ? viewNotFound(module, data.articles) : null;
			if (message !== null) issues.push({ file: dataFiles.pages.file, record: `record ${page.id}`, path: `modules[${index}].relation`, message });
		});
		const empty = issues.length === before ? emptyArticlePage(page.modules, dutchArticles) : null;
		if (empty !== null) issues.push({ file: dataFiles.pages.file, record: `record ${page.id}`, path: 'modules', message: empty });
	}
	const used = new Set(data.site.languages.filter((l) => l.use).map((l) => l.code));
	const required = locales.filter((l) => used.has(l));
	const byId = (record: { ID: number }) => record.ID;
	issues.push(
		...familyIssues({ file: dataFiles.properties.file, noun: 'listing', records: data.properties, idField: 'ID', idOf: byId, required, shared: listingSharedFields }),
		...familyIssues({ file: dataFiles.projects.file, noun: 'project', records: data.projects, idField: 'ID', idOf: byId, required, shared: projectSharedFields }),
		...familyIssues({ file: dataFiles.propertyTypes.file, noun: 'property type', records: data.propertyTypes, idField: 'WebID', idOf: (t) => t.WebID, required, shared: propertyTypeSharedFields }),
		...familyIssues({ file: dataFiles.articles.file, noun: 'article', records: data.articles, idField: 'ID', idOf: byId, required: [], shared: [] }),
		...familyIssues({ file: dataFiles.testimonials.file, noun: 'testimonial', records: data.testimonials, idField: 'ID', idOf: byId, required: [], shared: [] }),
		...projectUnitIssues(data.properties, data.projects, { properties: dataFiles.properties.file, projects: dataFiles.projects.file }),
		...referenceIssues(data.properties, dataFiles.properties.file),
		...hostlessPhotoIssues(data),
	);
	return issues;
}
