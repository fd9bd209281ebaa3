import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { isIslandPrescripts, withoutIslandStyle } from '../lib/security/island-style.ts';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { contentSecurityPolicy, inlineScripts, scriptHash, type TrackingIds } from '../lib/security/csp.ts';

/** How many pages the post-build pass reads at once. */
const filesAtOnce = 16;

/** Every HTML file under a folder. */
async function htmlFiles(dir: string): Promise<string[]> {
	const entries = await readdir(dir, { recursive: true, withFileTypes: true });
	return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
}

/**
 * Writes Netlify's _headers into the build output: the Content-Security-Policy with the hashes of
 * every inline script the build emitted, for all pages, and the map tile host when the build has the
 * map frame page. The other security headers live in netlify.toml.
 */
export function securityHeaders(options: { tracking: TrackingIds; imageHost?: string | null }): AstroIntegration {
	return {
		name: 'agency-security-headers',
		hooks: {
			'astro:config:setup': ({ updateConfig }) => {
				updateConfig({
					vite: {
						plugins: [
							{
								name: 'agency-island-style',
								transform: (code, id) => (isIslandPrescripts(id) ? withoutIslandStyle(code) : undefined),
							},
						],
					},
				});
			},
			'astro:build:done': async ({ dir }) => {
				const root = fileURLToPath(dir);
				const hashes = new Set<string>();
				const files = await htmlFiles(root);
				// A few files at a time: reading the next ones overlaps with scanning this one.
				for (let i = 0; i < files.length; i += filesAtOnce) {
					const pages = await Promise.all(files.slice(i, i + filesAtOnce).map((file) => readFile(file)));
					for (const page of pages) for (const code of inlineScripts(page)) hashes.add(scriptHash(code));
				}
				const mapTiles = existsSync(join(root, 'map-frame', 'index.html'));
				const csp = contentSecurityPolicy({ scriptHashes: [...hashes], tracking: options.tracking, imageHost: options.imageHost, mapTiles });
				await writeFile(join(root, '_headers'), `/*\n  Content-Security-Policy: ${csp}\n`);
			},
		},
	};
}
