import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { locales } from '../../i18n/locales.ts';
import { hiddenCitySegment, pathTable } from '../../i18n/paths.ts';
import { missingDutyItems } from '../../src/lib/detail/information-duty.ts';
import { slugify } from '../../src/lib/domain/text.ts';
import { answerMoved } from '../../src/lib/seo/moved-listing.ts';
import { oldPathLists, recordLists } from '../../src/lib/seo/moved-records.ts';
import type { Property } from '../../src/schemas/property.ts';

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

/** Builds the export of `dir` for real into `dir`/dist, with Astro's own command line on this Node (no npx in between). */
const build = (dir: string) =>
	run(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], {
		env: { ...process.env, DATA_DIR: join(dir, 'data'), OUT_DIR: join(dir, 'dist'), ASTRO_TELEMETRY_DISABLED: '1' },
		maxBuffer: 16 * 1024 * 1024,
	});

/** The pages of an earlier build, put in `dir`/dist before a build that must fail. */
const earlierSite = [
	['index.html', '<!doctype html><title>Immo Drieland</title><p>The site as it stood</p>'],
	['property/1001/index.html', '<!doctype html><title>Appartement</title><p>A listing as it stood</p>'],
	['_astro/site.Ab12Cd34.js', 'export {};'],
] as const;

/**
 * Builds the export of `dir` for real; the build must fail, and its output is returned. The
 * output folder holds an earlier build's pages, which the failed build must leave as they were.
 */
async function failedBuildOutput(dir: string): Promise<string> {
	const dist = join(dir, 'dist');
	for (const [file, text] of earlierSite) {
		await mkdir(dirname(join(dist, file)), { recursive: true });
		await writeFile(join(dist, file), text);
	}
	const failure = await build(dir).then(
		() => null,
		(error: { code: number; stdout: string; stderr: string }) => error,
	);
	expect(failure, 'the build must fail').not.toBeNull();
	expect(failure!.code).not.toBe(0);
	for (const [file, text] of earlierSite) expect(await readFile(join(dist, file), 'utf8'), `the earlier build's ${file} stays`).toBe(text);
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

/**
 * One export built for the tests of an export that builds, with four changes none of the others
 * looks at (one build instead of four): its photos and logo on hosts of their own, a Flemish
 * listing for sale without its summons item, a site.json without register, insurance and dispute
 * body, and hideCity. Built when the first of them asks.
 */
let variantBuild: Promise<{ dir: string; log: string; summonsless: number }> | undefined;
function buildVariant() {
	variantBuild ??= (async () => {
		const properties = JSON.parse(await readFile('data/properties.json', 'utf8')) as Property[];
		// A complete Belgian sale in 9000-9999 (East Flanders) on offer, whose summons item goes.
		const summonsless = properties.find(
			(p) => p.Language === 'nl' && p.CountryID === 10 && p.Goal === 0 && p.Availability.Status === 'for_sale' && p.Zip.startsWith('9') && p.Planning?.Summons != null && missingDutyItems(p, new Date()).length === 0,
		)!.ID;
		const dir = await damagedExport('variant', async (data) => {
			const sitePath = join(data, 'site.json');
			const site = JSON.parse(await readFile(sitePath, 'utf8')) as { imageHost?: string; hideCity?: boolean; map?: RawRecord; agency: RawRecord & { logo: string } };
			site.imageHost = 'https://img.example.be';
			site.map = { customMarker: 'https://pins.example.net/agency/pin.png' };
			site.agency.logo = 'https://brand.example.com/logo.svg';
			delete site.agency['register'];
			delete site.agency['insurance'];
			delete site.agency['disputeBody'];
			site.hideCity = true;
			await writeFile(sitePath, JSON.stringify(site));
			await editRecords(data, 'properties.json', (records) =>
				records.map((r) => {
					if (r['ID'] === 1004) return { ...r, Photos: [{ ...(r['Photos'] as RawRecord[])[0], Url: 'https://cdn.crm.example/1004/front.jpg' }] };
					if (r['ID'] === summonsless) return { ...r, Planning: { ...(r['Planning'] as RawRecord), Summons: undefined } };
					return r;
				}),
			);
		});
		// An earlier build's output, for the test of what a build that succeeds leaves of it.
		for (const [file, text] of [...earlierSite, ...goneFromExport]) {
			await mkdir(dirname(join(dir, 'dist', file)), { recursive: true });
			await writeFile(join(dir, 'dist', file), text);
		}
		const { stdout, stderr } = await build(dir);
		return { dir, log: stdout + stderr, summonsless };
	})();
	return variantBuild;
}

/** Pages of an earlier build whose listing, language or article the export no longer has. */
const goneFromExport = [
	['property/999999/index.html', '<!doctype html><title>Sold long ago</title>'],
	['fr/a-vendre/nulle-part/maison/999999/index.html', '<!doctype html><title>Vendu</title>'],
] as const;

test('a build that succeeds over an earlier one replaces its pages and removes those of listings the export no longer has', async () => {
	const { dir, log } = await buildVariant();
	const dist = join(dir, 'dist');
	// Gone: those two pages and the earlier build's script; its two other pages are the build's own.
	for (const file of [...goneFromExport.map(([f]) => f), '_astro/site.Ab12Cd34.js']) await expect(readFile(join(dist, file), 'utf8'), file).rejects.toThrow('ENOENT');
	await expect(readdir(join(dist, 'fr', 'a-vendre', 'nulle-part')), 'its emptied folders go too').rejects.toThrow('ENOENT');
	expect(await readFile(join(dist, 'index.html'), 'utf8')).toContain('<html lang="nl-BE">');
	expect(await readFile(join(dist, 'property', '1001', 'index.html'), 'utf8')).toContain('<html lang="nl-BE">');
	expect(log).toContain('Removed 3 files of an earlier build that this build did not write');
}, 180_000);

test('photos and logos on a host of their own load: the Content-Security-Policy names each host the export uses besides the image host', async () => {
	const { dir } = await buildVariant();
	const headers = await readFile(join(dir, 'dist', '_headers'), 'utf8');
	const imgSrc = headers.split(/;\s*/).find((d) => d.startsWith('img-src ')) ?? '';
	expect(imgSrc.split(' ')).toEqual(expect.arrayContaining(['https://img.example.be', 'https://brand.example.com', 'https://cdn.crm.example']));
	const page = await readFile(join(dir, 'dist', 'property', '1004', 'index.html'), 'utf8');
	expect(page).toContain('https://cdn.crm.example/1004/front.jpg?w=');
	await expect(readFile(join(dir, 'dist', 'image-origins.json'), 'utf8'), 'the list is not published').rejects.toThrow('ENOENT');
}, 180_000);

test('spec §7 map frames receive the custom marker: a marker on an https host of its own is an image source of the pages', async () => {
	const { dir } = await buildVariant();
	const headers = await readFile(join(dir, 'dist', '_headers'), 'utf8');
	const imgSrc = headers.split(/;\s*/).find((d) => d.startsWith('img-src ')) ?? '';
	expect(imgSrc.split(' ')).toEqual(expect.arrayContaining(['https://tile.openstreetmap.org', 'https://pins.example.net']));
}, 180_000);

test('a Flemish sale without its summons item builds, and the build names it among the listings the information duty finds incomplete', async () => {
	const { dir, log, summonsless } = await buildVariant();
	expect(log).toMatch(/\d+ Flemish listings? on offer lacks? items an advert must carry under the Flemish information duty/);
	expect(log).toContain(`  ${summonsless}: summons\n`);
	const page = await readFile(join(dir, 'dist', 'property', String(summonsless), 'index.html'), 'utf8');
	expect(page).not.toContain('Stedenbouwkundige dagvaarding');
	await expect(readFile(join(dir, 'dist', 'information-duty.json'), 'utf8'), 'the list is not published').rejects.toThrow('ENOENT');
}, 180_000);

test('a site.json without register, insurance and dispute body builds, and its footer names none of them, with no empty label', async () => {
	const { dir } = await buildVariant();
	for (const [path, gone] of [
		['contact/index.html', ['RPR Brussel', 'Beroepsaansprakelijkheid', 'consumentengeschillen', 'ombudsimmo']],
		['fr/contact/index.html', ['RPM Bruxelles', 'Responsabilité civile professionnelle', 'litiges de consommation', 'ombudsimmo']],
	] as const) {
		const page = await readFile(join(dir, 'dist', path), 'utf8');
		const registration = /<p class="registration"[^>]*>([\s\S]*?)<\/p>/.exec(page)?.[1] ?? '';
		expect(registration).toContain('BE 0765.432.146<br');
		for (const text of gone) expect(registration, `${path}: ${text}`).not.toContain(text);
	}
}, 180_000);

/** Every text file a build writes (pages, card and fact files, sitemaps, redirects), with its text. */
async function builtTexts(dist: string): Promise<{ file: string; text: string }[]> {
	const names = (await readdir(dist, { recursive: true, withFileTypes: true })).filter((e) => e.isFile() && /\.(html|json|xml|txt)$|^_redirects$/.test(e.name));
	return Promise.all(names.map(async (e) => ({ file: join(e.parentPath, e.name), text: await readFile(join(e.parentPath, e.name), 'utf8') })));
}

test('spec §5 with hideCity: no path of a listing or project whose address is not published names its city; old city paths still answer 301', async () => {
	const { dir } = await buildVariant();
	const dist = join(dir, 'dist');
	type Rec = { ID: number; Language: 'nl' | 'fr' | 'en' | 'de'; City: string; PublishAddress?: boolean; PublicAddress?: boolean };
	const records = [
		...(JSON.parse(await readFile('data/properties.json', 'utf8')) as Rec[]).filter((r) => r.PublishAddress === false),
		...(JSON.parse(await readFile('data/projects.json', 'utf8')) as Rec[]).filter((r) => r.PublicAddress === false),
	].filter((r) => r.Language !== 'nl');
	expect(records.length).toBeGreaterThan(20);
	const texts = await builtTexts(dist);
	// A path of the record that names its city, in any built file: page links, hreflang, switcher, sitemaps, cards, facts.
	const leaks = records.flatMap((r) => {
		const old = new RegExp(`/${r.Language}/[^"\\s]*/${slugify(r.City)}/[^/"\\s]+/${r.ID}/`);
		return texts.filter((t) => old.test(t.text)).map((t) => `${r.ID} (${r.Language}) in ${t.file.slice(dist.length)}`);
	});
	expect(leaks).toEqual([]);
	const fr1003 = (await readdir(join(dist, 'fr', 'a-louer', hiddenCitySegment.fr))).length;
	expect(fr1003, 'the fr rent listings with a hidden address live under the neutral segment').toBeGreaterThan(0);
	const sitemap = await readFile(join(dist, 'sitemap-en.xml'), 'utf8');
	expect(sitemap).toMatch(new RegExp(`/en/for-rent/${hiddenCitySegment.en}/[^/]+/1003/`));
	const facts = texts.filter((t) => /listing-facts\/de\//.test(t.file)).map((t) => t.text).join('');
	expect(facts).toMatch(new RegExp(`/de/projekte/${hiddenCitySegment.de}/[^/]+/503/`));

	// Nor do named nearby places give the town away: the section is left out.
	const page1003 = await readFile(join(dist, 'property', '1003', 'index.html'), 'utf8');
	expect(page1003).not.toContain('id="detail-nearby"');

	// The old city path of listing 1003 (Huy) is sent on to its new path by the moved-listing function.
	const fetcher = (async (url: string | URL | Request) => {
		const path = new URL(url instanceof Request ? url.url : String(url)).pathname;
		return readFile(join(dist, path)).then((body) => new Response(body, { status: 200 }), () => new Response('', { status: 404 }));
	}) as typeof fetch;
	const options = { filesUrl: new URL('https://files.test/'), oldPaths: oldPathLists(pathTable, locales, locales, recordLists), fetcher };
	const res = await answerMoved(new Request('https://files.test/fr/a-louer/huy/remise-de-commerce/1003/?utm_source=mail'), options);
	expect(res.status).toBe(301);
	expect(res.headers.get('Location')).toMatch(new RegExp(`^/fr/a-louer/${hiddenCitySegment.fr}/[^/]+/1003/\\?utm_source=mail$`));
}, 180_000);
