import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { DataError } from '../../../src/lib/data/parse-data.ts';
import { readSiteFile } from '../../../src/lib/data/site-file.ts';

let dir: string;

beforeEach(async () => {
	dir = await mkdtemp(join(tmpdir(), 'site-file-'));
	await cp('data/site.json', join(dir, 'site.json'));
});

afterEach(async () => {
	await rm(dir, { recursive: true, force: true });
});

/** The DataError that reading the site file of `dir` throws. */
function errorOf(): DataError {
	try {
		readSiteFile(dir);
	} catch (error) {
		if (error instanceof DataError) return error;
		throw error;
	}
	throw new Error('readSiteFile accepted a bad site.json');
}

test('the demo site.json gives the Astro config its origin, tracking ids and image host', () => {
	const settings = readSiteFile(dir);
	expect(settings.siteUrl).toMatch(/^https:\/\//);
	expect(settings.tracking).toBeTypeOf('object');
});

test.each([
	{ rule: 'an https marker on another host reaches the security headers', map: { customMarker: 'https://cdn.agency.be/pin.png' }, expected: { customMarker: 'https://cdn.agency.be/pin.png' } },
	{ rule: 'a path of the site is kept as well', map: { type: 'plain', customMarker: '/images/pin.svg' }, expected: { type: 'plain', customMarker: '/images/pin.svg' } },
])('spec §7 map frames receive the custom marker: the Astro config reads site.json\'s map ($rule)', async ({ map, expected }) => {
	const json = JSON.parse(await readFile(join(dir, 'site.json'), 'utf8')) as Record<string, unknown>;
	await writeFile(join(dir, 'site.json'), JSON.stringify({ ...json, map }));
	expect(readSiteFile(dir).map).toEqual(expected);
});

test('a bad map.customMarker stops the build before the security headers are written', async () => {
	await writeFile(join(dir, 'site.json'), '{"siteUrl": "https://www.example.be", "tracking": {}, "map": {"customMarker": "http://cdn.agency.be/pin.png"}}');
	expect(errorOf().message).toContain('map.customMarker must be an https URL');
});

test('a site.json with a UTF-8 byte order mark reads as without it (the Astro config read it as "Not valid JSON")', async () => {
	const text = await readFile(join(dir, 'site.json'), 'utf8');
	const plain = readSiteFile(dir);
	await writeFile(join(dir, 'site.json'), `\uFEFF${text}`);
	expect(readSiteFile(dir)).toEqual(plain);
});

test.each([
	{ name: 'not JSON', write: () => writeFile(join(dir, 'site.json'), '{"agency": '), line: 'site.json: (file): (file): Not valid JSON' },
	{ name: 'missing', write: () => rm(join(dir, 'site.json')), line: 'site.json: (file): (file): File is missing' },
	{ name: 'saved as Windows-1252', write: () => writeFile(join(dir, 'site.json'), Buffer.from('{"siteUrl": "https://www.example.be",\n "agency": {"name": "Immo L\xe9on"}}', 'latin1')), line: 'site.json: (file): (file): Not UTF-8 text at byte 65 (line 2): save the export as UTF-8' },
	{ name: 'a list', write: () => writeFile(join(dir, 'site.json'), '[]'), line: 'site.json: site config: siteUrl: Missing field' },
	{ name: 'a siteUrl that is no URL', write: () => writeFile(join(dir, 'site.json'), '{"siteUrl": "nope", "tracking": {}}'), line: 'site.json: site config: siteUrl: siteUrl must be an https address of the site' },
	// A scheme the URL parser takes but no site has: the pages' canonicals would carry it.
	{ name: 'a javascript: siteUrl', write: () => writeFile(join(dir, 'site.json'), '{"siteUrl": "javascript:alert(1)", "tracking": {}}'), line: 'site.json: site config: siteUrl: siteUrl must be an https address of the site' },
	{ name: 'a javascript: imageHost', write: () => writeFile(join(dir, 'site.json'), '{"siteUrl": "https://www.example.be", "imageHost": "javascript:alert(1)//", "tracking": {}}'), line: 'site.json: site config: imageHost: imageHost must be an https address' },
	{ name: 'an ftp: siteUrl', write: () => writeFile(join(dir, 'site.json'), '{"siteUrl": "ftp://www.example.be", "tracking": {}}'), line: 'site.json: site config: siteUrl: siteUrl must be an https address of the site' },
])('a site.json that is $name stops the build with a DataError naming the file', async ({ write, line }) => {
	await write();
	const error = errorOf();
	expect(error.message).toContain(`${dir}/${line}`);
	expect(error.stack).not.toMatch(/\n\s+at /);
});
