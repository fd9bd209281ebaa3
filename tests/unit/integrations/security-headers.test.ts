import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, test } from 'vitest';
import { securityHeaders } from '../../../src/integrations/security-headers.ts';
import { inlineScriptHashes } from '../../../src/lib/security/script-hashes.ts';

const noted = "'sha256-test-security-headers'";
const dirs: string[] = [];

afterEach(async () => {
	inlineScriptHashes().delete(noted);
	await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** The `img-src` of the `_headers` the integration writes into a build output with or without the map frame. */
async function imageSources(options: Parameters<typeof securityHeaders>[0], withMapFrame: boolean): Promise<string[]> {
	const root = await mkdtemp(join(tmpdir(), 'security-headers-'));
	dirs.push(root);
	if (withMapFrame) {
		await mkdir(join(root, 'map-frame'));
		await writeFile(join(root, 'map-frame', 'index.html'), '<!DOCTYPE html>');
	}
	await writeFile(join(root, 'image-origins.json'), '[]');
	inlineScriptHashes().add(noted);
	const done = securityHeaders(options).hooks['astro:build:done'] as (input: { dir: URL }) => Promise<void>;
	await done({ dir: pathToFileURL(`${root}/`) });
	const headers = await readFile(join(root, '_headers'), 'utf8');
	return /img-src ([^;\n]*)/.exec(headers)?.[1]?.split(' ') ?? [];
}

describe('_headers: the image sources the site.json settings bring in', () => {
	test.each([
		{ customMarker: 'https://cdn.agency.be/pin.png', origin: 'https://cdn.agency.be' },
		{ customMarker: 'https://pins.example.com:8443/agency/pin.svg', origin: 'https://pins.example.com:8443' },
	])('spec §7 map frames receive the custom marker: $customMarker is an image source with the map frame page, and only then', async ({ customMarker, origin }) => {
		const options = { tracking: {}, imageHost: 'https://img.crm.be', map: { type: 'roadmap' as const, customMarker } };
		const withFrame = await imageSources(options, true);
		expect(withFrame).toEqual(["'self'", 'data:', 'https://img.crm.be', 'https://tile.openstreetmap.org', origin]);
		const withoutFrame = await imageSources(options, false);
		expect(withoutFrame).toEqual(["'self'", 'data:', 'https://img.crm.be']);
	});
});
