import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
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
	{ name: 'not JSON', write: () => writeFile(join(dir, 'site.json'), '{"agency": '), line: 'site.json: (file): (file): Not valid JSON' },
	{ name: 'missing', write: () => rm(join(dir, 'site.json')), line: 'site.json: (file): (file): File is missing' },
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
