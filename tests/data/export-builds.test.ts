import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';

const run = promisify(execFile);
let root: string;

beforeAll(async () => {
	root = await mkdtemp(join(tmpdir(), 'bad-export-'));
});

afterAll(async () => {
	await rm(root, { recursive: true, force: true });
});

type RawRecord = Record<string, unknown>;

/** A copy of the demo export named `name`, changed by `damage`, and its folder. */
async function damagedExport(name: string, damage: (dir: string) => Promise<void>): Promise<string> {
	const dir = join(root, name);
	await cp('data', join(dir, 'data'), { recursive: true });
	await damage(join(dir, 'data'));
	return dir;
}

/** Edits the records of one data file of the export in `dataDir`. */
async function editRecords(dataDir: string, file: string, edit: (records: RawRecord[]) => RawRecord[]): Promise<void> {
	const path = join(dataDir, file);
	await writeFile(path, JSON.stringify(edit(JSON.parse(await readFile(path, 'utf8')) as RawRecord[])));
}

/** Builds the export of `dir` for real into `dir`/dist. */
const build = (dir: string) =>
	run('npx', ['astro', 'build'], {
		env: { ...process.env, DATA_DIR: join(dir, 'data'), OUT_DIR: join(dir, 'dist'), ASTRO_TELEMETRY_DISABLED: '1' },
		maxBuffer: 16 * 1024 * 1024,
	});

/** Builds the export of `dir` for real; the build must fail, and its output is returned. */
async function failedBuildOutput(dir: string): Promise<string> {
	const failure = await build(dir).then(
		() => null,
		(error: { code: number; stdout: string; stderr: string }) => error,
	);
	expect(failure, 'the build must fail').not.toBeNull();
	expect(failure!.code).not.toBe(0);
	return failure!.stdout + failure!.stderr;
}

test('the real build stops on a bad record and names the file, the record and the field path (issue 2)', async () => {
	let victim: { ID: number; Language: string } | undefined;
	const dir = await damagedExport('bad-record', (data) =>
		editRecords(data, 'properties.json', (records) => {
			const first = records[0] as { ID: number; Language: string; Details: RawRecord };
			first.Details['Bedrooms'] = 'three';
			victim = first;
			return records;
		}),
	);
	const output = await failedBuildOutput(dir);
	expect(output).toContain(`properties.json: record ${victim!.ID} (${victim!.Language}): Details.Bedrooms:`);
}, 180_000);

test('a legal page whose article has no text in Dutch stops the build, naming the page and the article', async () => {
	const dir = await damagedExport('empty-legal-page', (data) =>
		editRecords(data, 'articles.json', (records) =>
			records.map((r) => (r['Name'] === 'Privacy statement' && r['Language'] === 'nl' ? { ...r, Summary: ' ', Body: [''] } : r)),
		),
	);
	const output = await failedBuildOutput(dir);
	expect(output).toContain("pages.json: record privacy-statement: modules: The page would be empty: no Published article 'Legal/Privacy statement' with text (Summary or Body) in nl");
}, 180_000);

test('a site.json that is not JSON stops the build with a message naming data/site.json', async () => {
	const dir = await damagedExport('site-not-json', (data) => writeFile(join(data, 'site.json'), '{"agency": '));
	const output = await failedBuildOutput(dir);
	expect(output).toContain(`${join(dir, 'data')}/site.json: (file): (file): Not valid JSON`);
	expect(output).not.toContain('at JSON.parse');
}, 180_000);

test('a missing site.json stops the build with a message naming data/site.json', async () => {
	const dir = await damagedExport('site-missing', (data) => rm(join(data, 'site.json')));
	const output = await failedBuildOutput(dir);
	expect(output).toContain(`${join(dir, 'data')}/site.json: (file): (file): File is missing`);
}, 180_000);

test('spec §3 once per language: a listing without its Dutch record stops the build before any page, naming file, id and language', async () => {
	const dir = await damagedExport('no-dutch-record', (data) =>
		editRecords(data, 'properties.json', (records) => records.filter((r) => !(r['ID'] === 1004 && r['Language'] === 'nl'))),
	);
	const output = await failedBuildOutput(dir);
	expect(output).toContain('properties.json: record 1004: Language: No nl record: nl is the original language, which every listing needs');
	expect(output).not.toContain('Caught error rendering');
	expect(output).not.toMatch(/\n\s+at /);
}, 180_000);

test('photos and logos on a host of their own load: the Content-Security-Policy names each host the export uses besides the image host', async () => {
	const dir = await damagedExport('photo-hosts', async (data) => {
		const sitePath = join(data, 'site.json');
		const site = JSON.parse(await readFile(sitePath, 'utf8')) as { imageHost?: string; agency: { logo: string } };
		site.imageHost = 'https://img.example.be';
		site.agency.logo = 'https://brand.example.com/logo.svg';
		await writeFile(sitePath, JSON.stringify(site));
		await editRecords(data, 'properties.json', (records) =>
			records.map((r) => (r['ID'] === 1004 ? { ...r, Photos: [{ ...(r['Photos'] as RawRecord[])[0], Url: 'https://cdn.crm.example/1004/front.jpg' }] } : r)),
		);
	});
	await build(dir);
	const headers = await readFile(join(dir, 'dist', '_headers'), 'utf8');
	const imgSrc = headers.split(/;\s*/).find((d) => d.startsWith('img-src ')) ?? '';
	expect(imgSrc.split(' ')).toEqual(expect.arrayContaining(['https://img.example.be', 'https://brand.example.com', 'https://cdn.crm.example']));
	const page = await readFile(join(dir, 'dist', 'property', '1004', 'index.html'), 'utf8');
	expect(page).toContain('https://cdn.crm.example/1004/front.jpg?w=');
	await expect(readFile(join(dir, 'dist', 'image-origins.json'), 'utf8'), 'the list is not published').rejects.toThrow('ENOENT');
}, 180_000);
