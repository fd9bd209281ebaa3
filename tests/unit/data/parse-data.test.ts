import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile, cp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { dataFiles } from '../../../src/schemas/index.ts';
import { DataError, parseDataSet } from '../../../src/lib/data/parse-data.ts';
import { readDataSet } from '../../../src/lib/data/read-data.ts';

type Raw = Record<keyof typeof dataFiles, unknown>;
type RawRecord = Record<string, unknown>;

/** A fresh copy of the demo export as plain JSON, ready to be damaged. */
function demoExport(): Raw {
	const entries = Object.entries(dataFiles).map(([key, spec]) => [
		key,
		JSON.parse(readFileSync(join('data', spec.file), 'utf8')) as unknown,
	]);
	return Object.fromEntries(entries) as Raw;
}

function errorOf(raw: Raw): DataError {
	try {
		parseDataSet(raw);
	} catch (error) {
		if (error instanceof DataError) return error;
		throw error;
	}
	throw new Error('parseDataSet accepted a damaged export');
}

const firstProperty = (raw: Raw) => (raw.properties as RawRecord[])[0]!;

const damages: { damage: string; apply: (p: RawRecord) => void; path: string; message: RegExp }[] = [
	{ damage: 'missing field', apply: (p) => delete p['Title'], path: 'Title', message: /^Missing field$/ },
	{ damage: 'wrong type', apply: (p) => (p['Price'] = 'cheap'), path: 'Price', message: /Expected number/ },
	{ damage: 'unknown WebID', apply: (p) => (p['WebID'] = 9), path: 'WebID', message: /Unknown WebID/ },
	{ damage: 'unknown WebID in WebIDs', apply: (p) => (p['WebIDs'] = '1,12'), path: 'WebIDs', message: /unknown WebID/ },
	{ damage: 'Goal not a number', apply: (p) => (p['Goal'] = 'sale'), path: 'Goal', message: /Goal must be a number/ },
	{
		damage: 'broken photo entry',
		apply: (p) => ((p['Photos'] as unknown[])[0] = { ID: 1, Url: 42, Width: 'wide' }),
		path: 'Photos[0].Url',
		message: /Expected string/,
	},
	{ damage: 'nested wrong type', apply: (p) => ((p['Details'] as RawRecord)['Bedrooms'] = '3'), path: 'Details.Bedrooms', message: /Expected number/ },
];

describe('issue 2: a bad record fails with file, record id and field path', () => {
	test('the demo export itself is valid', () => {
		expect(() => parseDataSet(demoExport())).not.toThrow();
	});

	test.each(damages)('$damage is reported at $path', ({ apply, path, message }) => {
		const raw = demoExport();
		const victim = firstProperty(raw);
		apply(victim);
		const error = errorOf(raw);
		const issue = error.issues.find((i) => i.path === path);
		expect(issue, `issues: ${JSON.stringify(error.issues)}`).toBeDefined();
		expect(issue!.file).toBe('properties.json');
		expect(issue!.record).toBe(`record ${String(victim['ID'])} (${String(victim['Language'])})`);
		expect(issue!.message).toMatch(message);
		expect(error.message).toContain(`data/properties.json: record ${String(victim['ID'])} (${String(victim['Language'])}): ${path}:`);
	});

	test('every damaged record is listed, not only the first', () => {
		const raw = demoExport();
		const records = raw.properties as RawRecord[];
		records[0]!['Goal'] = 'rent';
		records[5]!['WebID'] = 0;
		expect(errorOf(raw).issues.map((i) => i.path)).toEqual(['Goal', 'WebID']);
	});

	test('a project unit that points at no listing is refused', () => {
		const raw = demoExport();
		const project = (raw.projects as RawRecord[])[0]!;
		(project['Units'] as RawRecord[])[0]!['PropertyID'] = 999_999_999;
		const issue = errorOf(raw).issues[0]!;
		expect(issue).toMatchObject({ file: 'projects.json', path: 'Units[0].PropertyID' });
		expect(issue.message).toContain('No property with ID 999999999');
	});

	test('spec §3 webIDs: a type the listings have, without its property-type records, is refused once, with how many listing records have it', () => {
		const raw = demoExport();
		raw.propertyTypes = (raw.propertyTypes as RawRecord[]).filter((t) => t['WebID'] !== 8);
		const typed = (raw.properties as RawRecord[]).filter((p) => String(p['WebIDs']).split(',').includes('8'));
		expect(typed.length).toBeGreaterThan(1);
		expect(errorOf(raw).issues).toEqual([
			{
				file: 'properties.json',
				record: `record ${String(typed[0]!['ID'])} (${String(typed[0]!['Language'])})`,
				path: 'WebIDs',
				message: `No property type with WebID 8 in property-types.json (${typed.length} listing records of that type): no list filter or search offers it`,
			},
		]);
	});

	test('spec §8 invalid view: a module with a view the site does not have is refused', () => {
		const raw = demoExport();
		const page = (raw.pages as RawRecord[])[0]!;
		((page['modules'] as RawRecord[])[0]!)['viewType'] = 'grid';
		expect(errorOf(raw).issues).toEqual([
			{ file: 'pages.json', record: `record ${String(page['id'])}`, path: 'modules[0].viewType', message: 'Invalid view: expected single, list, card, collapse' },
		]);
	});

	test('spec §8 view not found: a module naming an article the export lacks is refused', () => {
		const raw = demoExport();
		const page = (raw.pages as RawRecord[])[0]!;
		const module = (page['modules'] as RawRecord[])[0]!;
		module['relationType'] = 'article';
		module['relation'] = 'Home/Nobody';
		const error = errorOf(raw);
		expect(error.issues).toEqual([
			{ file: 'pages.json', record: `record ${String(page['id'])}`, path: 'modules[0].relation', message: "View not found: no article 'Home/Nobody' (Category/Name or Category/SubCategory/Name)" },
		]);
		expect(error.message).toContain(`data/pages.json: record ${String(page['id'])}: modules[0].relation: View not found`);
		module['status'] = 'Draft';
		expect(() => parseDataSet(raw)).not.toThrow();
	});

	test('spec §8 view not found: a Published contact module naming no form stops the build, naming its page and module', () => {
		const raw = demoExport();
		const page = (raw.pages as RawRecord[]).find((p) => (p['modules'] as RawRecord[]).some((m) => m['relationType'] === 'contact'))!;
		const at = (page['modules'] as RawRecord[]).findIndex((m) => m['relationType'] === 'contact');
		(page['modules'] as RawRecord[])[at]!['relation'] = 'newsletter';
		const error = errorOf(raw);
		expect(error.issues).toEqual([
			{ file: 'pages.json', record: `record ${String(page['id'])}`, path: `modules[${at}].relation`, message: "View not found: 'newsletter' is not a contact form (site-contact, demand-register, contact-demand, or empty for site-contact)" },
		]);
		expect(error.message).toContain(`data/pages.json: record ${String(page['id'])}: modules[${at}].relation: View not found`);
	});

	test('a page of the site without its record in pages.json, or a record of no page, is refused (it showed its bare path as title)', () => {
		const without = demoExport();
		without.pages = (without.pages as RawRecord[]).filter((page) => page['path'] !== '/services/');
		expect(errorOf(without).issues).toEqual([
			{ file: 'pages.json', record: '(page /services/)', path: 'path', message: 'No page record for /services/: its title, SEO texts and modules come from one' },
		]);
		const moved = demoExport();
		const services = (moved.pages as RawRecord[]).find((page) => page['path'] === '/services/')!;
		services['path'] = '/evil/';
		const issues = errorOf(moved).issues;
		expect(issues.map((issue) => [issue.record, issue.path])).toEqual([
			['(page /services/)', 'path'],
			[`record ${String(services['id'])}`, 'path'],
		]);
		expect(issues[1]!.message).toMatch(/^\/evil\/ is no page of the site that takes a record: expected one of \/, \/for-sale\/, /);
	});

	test.each([
		{ name: 'a right-to-left override in a title', file: 'properties.json', char: '\u202E', code: '202E', path: 'Title' },
		{ name: 'a NUL in a description', file: 'properties.json', char: '\u0000', code: '0000', path: 'Description' },
		{ name: 'a direction isolate in a street', file: 'properties.json', char: '\u2066', code: '2066', path: 'Street' },
	])('$name stops the build, named by file, record, field and code point (a NUL is invalid HTML; an override turned the site name round)', ({ file, char, code, path }) => {
		const raw = demoExport();
		const listing = (raw.properties as RawRecord[]).find((p) => p['ID'] === 1004 && p['Language'] === 'fr')!;
		listing[path] = `Avant${char}après`;
		expect(errorOf(raw).issues).toEqual([
			{ file, record: 'record 1004 (fr)', path, message: `Holds U+${code}, a control or direction character no text of the site may hold` },
		]);
	});

	test('a control character in the site config is named by its setting; tabs and line breaks are text', () => {
		const raw = demoExport();
		((raw.site as RawRecord)['agency'] as RawRecord)['name'] = 'Immo\u0007Drieland';
		expect(errorOf(raw).issues).toEqual([expect.objectContaining({ file: 'site.json', path: 'agency.name', message: 'Holds U+0007, a control or direction character no text of the site may hold' })]);
		const kept = demoExport();
		const listing = (kept.properties as RawRecord[]).find((p) => p['ID'] === 1004 && p['Language'] === 'nl')!;
		listing['Description'] = 'Een.\n\nTwee.\tDrie.\r\n';
		expect(() => parseDataSet(kept)).not.toThrow();
	});

	test.each([
		{ field: 'Name', value: '?!' },
		{ field: 'Category', value: '—' },
		{ field: 'SubCategory', value: '  ' },
	])('an article $field without a letter or digit ($value) stops the build: its path would have an empty segment', ({ field, value }) => {
		const raw = demoExport();
		const article = (raw.articles as RawRecord[])[0]!;
		article[field] = value;
		expect(errorOf(raw).issues).toEqual([
			{ file: 'articles.json', record: expect.stringContaining(String(article['ID'])) as unknown, path: field, message: 'Has no letter or digit for the article’s path (spec §2 slug rule)' },
		]);
	});

	test('a tracking id of the wrong kind says which kind is expected, not a regular expression', () => {
		const raw = demoExport();
		((raw.site as RawRecord)['tracking'] as RawRecord)['analyticsId'] = 'UA-123';
		expect(errorOf(raw).issues).toEqual([
			expect.objectContaining({ file: 'site.json', path: 'tracking.analyticsId', message: 'analyticsId must be a Google Analytics 4 id: G- then capitals and digits (G-ABC123XY)' }),
		]);
	});

	test.each([
		{ rule: 'a 1… number (issued since 19 September 2023) is taken', vatNumber: 'BE 1034.195.093', message: null },
		{ rule: 'without space and dots it is taken too', vatNumber: 'BE1034195093', message: null },
		{ rule: 'wrong check digits say what they should be', vatNumber: 'BE 0765.432.109', message: 'vatNumber BE 0765.432.109: the check digits do not match; a number starting 0765.432.1 ends in 46' },
		{ rule: '9 digits say which form is expected', vatNumber: 'BE 765.432.146', message: 'vatNumber must be a Belgian enterprise number: BE, then 10 digits starting with 0 or 1, space and dots optional (BE 0765.432.146)' },
	])('Belgian enterprise number in agency.vatNumber: $rule', ({ vatNumber, message }) => {
		const raw = demoExport();
		((raw.site as RawRecord)['agency'] as RawRecord)['vatNumber'] = vatNumber;
		if (message === null) {
			expect(() => parseDataSet(raw)).not.toThrow();
			return;
		}
		const error = errorOf(raw);
		expect(error.issues).toEqual([{ file: 'site.json', record: 'site config', path: 'agency.vatNumber', message }]);
		expect(error.message).toContain(`data/site.json: site config: agency.vatNumber: ${message}`);
	});

	test('a wrong site config names the setting', () => {
		const raw = demoExport();
		((raw.site as RawRecord)['agency'] as RawRecord)['email'] = 'not-an-email';
		expect(errorOf(raw).issues[0]).toMatchObject({ file: 'site.json', record: 'site config', path: 'agency.email' });
	});

	test('a missing file is named', () => {
		const raw: Partial<Raw> = demoExport();
		delete raw.tree;
		expect(errorOf(raw as Raw).issues).toEqual([
			{ file: 'tree.json', record: '(file)', path: '(file)', message: 'File is missing' },
		]);
	});

	test('a file that is not JSON is named', async () => {
		const dir = await mkdtemp(join(tmpdir(), 'export-'));
		try {
			await cp('data', dir, { recursive: true });
			await writeFile(join(dir, 'cities.json'), '[{"Name": ');
			const error = await readDataSet(dir).catch((e: unknown) => e);
			expect(error).toBeInstanceOf(DataError);
			expect((error as DataError).message).toContain('cities.json: (file): (file): Not valid JSON');
		} finally {
			await rm(dir, { recursive: true, force: true });
		}
	});
});

describe('the bytes of a data file: UTF-8, a leading byte order mark skipped', () => {
	/** The demo export in a folder of its own, one file rewritten by `rewrite` from its UTF-8 text, then read. */
	async function readRewritten(file: string, rewrite: (text: string) => Uint8Array) {
		const dir = await mkdtemp(join(tmpdir(), 'export-'));
		try {
			await cp('data', dir, { recursive: true });
			await writeFile(join(dir, file), rewrite(readFileSync(join('data', file), 'utf8')));
			return { dir, result: await readDataSet(dir).catch((e: unknown) => e) };
		} finally {
			await rm(dir, { recursive: true, force: true });
		}
	}
	/** The text as Windows-1252 bytes (Latin-1, with ’ and € at their 1252 places). */
	const windows1252 = (text: string) => new Uint8Array(Array.from(text, (c) => (c === '’' ? 0x92 : c === '€' ? 0x80 : c.codePointAt(0)!)));
	const bom = (text: string) => new TextEncoder().encode(`\uFEFF${text}`);

	// properties.json saved as Windows-1252 built silently: 587 records had U+FFFD ("68 m\uFFFD met terras").
	test.each([
		{ file: 'properties.json', at: 'byte 120 (line 8)' },
		{ file: 'cities.json', at: expect.stringMatching(/^byte \d+ \(line \d+\)$/) as unknown as string },
	])('$file saved as Windows-1252 stops the build, naming the file, the byte and its line', async ({ file, at }) => {
		const { dir, result } = await readRewritten(file, windows1252);
		expect(result).toBeInstanceOf(DataError);
		const issues = (result as DataError).issues;
		expect(issues).toEqual([{ file, record: '(file)', path: '(file)', message: expect.stringMatching(/^Not UTF-8 text at byte \d+ \(line \d+\): save the export as UTF-8$/) as unknown as string }]);
		expect(issues[0]!.message.slice('Not UTF-8 text at '.length, issues[0]!.message.indexOf(':'))).toEqual(at);
		expect((result as DataError).message).toContain(`${dir}/${file}: (file): (file): Not UTF-8 text at byte`);
	});

	test.each(['properties.json', 'projects.json', 'site.json', 'pages.json'])('%s with a UTF-8 byte order mark reads as without it', async (file) => {
		const { result } = await readRewritten(file, bom);
		expect(result).not.toBeInstanceOf(Error);
		expect(result).toEqual(await readDataSet('data'));
	});
});

describe('spec §2: Dutch is the original language (paths without a prefix)', () => {
	const cases: { name: string; languages: { code: string; use: boolean }[]; message: string | null }[] = [
		{ name: 'every language used', languages: [{ code: 'nl', use: true }, { code: 'fr', use: true }, { code: 'en', use: true }, { code: 'de', use: true }], message: null },
		{ name: 'German and English off', languages: [{ code: 'nl', use: true }, { code: 'fr', use: true }, { code: 'en', use: false }, { code: 'de', use: false }], message: null },
		{ name: 'Dutch alone', languages: [{ code: 'nl', use: true }], message: null },
		{
			name: 'Dutch off',
			languages: [{ code: 'nl', use: false }, { code: 'fr', use: true }],
			message: 'nl is the original language (paths without a prefix) and must be listed with use: true',
		},
		{
			name: 'Dutch not listed',
			languages: [{ code: 'fr', use: true }, { code: 'en', use: true }],
			message: 'nl is the original language (paths without a prefix) and must be listed with use: true',
		},
		{
			name: 'French twice',
			languages: [{ code: 'nl', use: true }, { code: 'fr', use: true }, { code: 'fr', use: false }],
			message: 'A language is listed twice: fr',
		},
	];

	test.each(cases)('$name', ({ languages, message }) => {
		const raw = demoExport();
		(raw.site as RawRecord)['languages'] = languages;
		if (message === null) {
			expect(() => parseDataSet(raw)).not.toThrow();
			return;
		}
		const error = errorOf(raw);
		expect(error.issues).toEqual([{ file: 'site.json', record: 'site config', path: 'languages', message }]);
		expect(error.message).toContain(`data/site.json: site config: languages: ${message}`);
	});
});
