import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { isIslandPrescripts, withoutIslandStyle } from '../lib/security/island-style.ts';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { contentSecurityPolicy, type TrackingIds } from '../lib/security/csp.ts';
import { formatHeaders, headerRules } from '../lib/security/headers-file.ts';
import { inlineScriptHashes } from '../lib/security/script-hashes.ts';
import { takeBuildFile } from './build-file.ts';

/**
 * Writes Netlify's _headers into the build output: the Content-Security-Policy with the hashes of
 * every inline script the build emitted (noted as each page rendered: `page-bytes.ts`), for all pages, and the map tile host when the build has the
 * map frame page, and the other hosts the export's photos and logos name (`image-origins.json`,
 * written by its route and removed here), and, with the map frame, the host of the map's custom
 * marker when site.json gives it as an https URL, and `X-Robots-Tag: noindex` on the preview paths
 * (`headerRules`). The other security headers live in netlify.toml.
 */
export function securityHeaders(options: { tracking: TrackingIds; imageHost?: string | null; map?: { customMarker?: string | null | undefined } | null | undefined }): AstroIntegration {
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
				const hashes = inlineScriptHashes();
				if (hashes.size === 0) throw new Error('No inline script was noted while the pages rendered: is the prerender-pages integration in place?');
				const mapTiles = existsSync(join(root, 'map-frame', 'index.html'));
				const imageOrigins = await takeBuildFile<string[]>(dir, 'image-origins.json');
				const csp = contentSecurityPolicy({ scriptHashes: [...hashes], tracking: options.tracking, imageHost: options.imageHost, imageOrigins, mapTiles, customMarker: options.map?.customMarker });
				await writeFile(join(root, '_headers'), formatHeaders(headerRules(csp)));
			},
		},
	};
}
