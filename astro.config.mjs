// @ts-check
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { redirects } from './src/integrations/redirects.ts';
import { securityHeaders } from './src/integrations/security-headers.ts';
import { cardShards } from './src/integrations/card-shards.ts';
import { listingFactFiles } from './src/integrations/listing-facts.ts';
import { prerenderPages } from './src/integrations/prerender-pages.ts';
import { earlyExport } from './src/integrations/early-export.ts';
import { informationDuty } from './src/integrations/information-duty.ts';
import { interactionDirective } from './src/integrations/interaction-directive.ts';
import { keepOutput } from './src/integrations/keep-output.ts';
import { readSiteFile } from './src/lib/data/site-file.ts';

/** The public origin: SITE_URL, else the siteUrl of the export's site.json. */
const dataDir = process.env.DATA_DIR ?? 'data';
// A missing or unreadable site.json stops the build here with a DataError naming the file.
const siteConfig = readSiteFile(dataDir);
const site = process.env.SITE_URL ?? siteConfig.siteUrl;

/** Static output: every page of every language is HTML on the CDN (design: Shape). */
export default defineConfig({
	site,
	output: 'static',
	outDir: process.env.OUT_DIR ?? 'dist',
	trailingSlash: 'always',
	// Several pages at once: some render while the files of others are written. At 10,000 listings
	// on 2 cores, 8 measured about 5% faster than 4, and 16 about 5% faster than 8 (three
	// alternating pairs of builds, either order first; same peak memory).
	// Stylesheets are always files, never inlined: the forms' and the portal's rules (about 7 KB)
	// were copied into the head of every page; as files the browser caches them once for the site.
	build: { format: 'directory', concurrency: 16, inlineStylesheets: 'never' },
	// Scoped styles mark elements with a class rather than a data attribute: same specificity,
	// about 5 KB less HTML on a listing page, written tens of thousands of times per build.
	// The components of every listing page (header, breadcrumbs, detail, photos, location, embeds,
	// documents, requests, contact card, print button) go further: their rules are global, each
	// under the component's own root class (`<style is:global>`), so their elements carry no scope
	// class at all, about 2.9 KB less on each listing page. Such a rule has the specificity of its
	// scoped form when it has one part (`.detail .badge`); where fewer would let a site-wide rule
	// win, it names the element's own classes twice over (`.btn.print-button`).
	scopedStyleStrategy: 'class',
	// Astro's log, its page lines written in blocks rather than two writes per page (see the module).
	logger: { entrypoint: fileURLToPath(new URL('./src/integrations/build-log.ts', import.meta.url)) },
	// Islands render to a string (React's renderToString) instead of a web stream read back into a
	// string: no island waits on data, and a listing page renders several.
	// The small modules the site-wide scripts share (stores, languages, the translator, the viewport
	// watch, the retry loop, the once-per-page JSON fetch, the dynamic-import helper) go into one file instead of eight tiny ones: a listing page
	// asked for 12 JavaScript files of 15 KB in all, a legal page for 8 of 5 KB. So do the consent and
	// favourites modules the favourites page's island shares with the site script (every page loads
	// them anyway); the cookie dialog (`consent-dialog.ts`) stays apart, loaded when first wanted.
	vite: {
		environments: {
			client: {
				build: {
					rolldownOptions: {
						output: {
							codeSplitting: {
								groups: [{ name: 'site', test: /node_modules[\\/]nanostores[\\/]|[\\/]i18n[\\/](locales|create-t)\.ts$|[\\/]src[\\/]lib[\\/](when-near|fetch-retry|fetch-once|owners[\\/]visit-source|favourites[\\/]favourites|consent[\\/](options|storage|scripts|tracking|strings))\.ts$|[\\/]src[\\/](stores|scripts)[\\/](consent|favourites)\.ts$|vite[\\/]preload-helper/ }],
							},
						},
					},
				},
			},
		},
	},
	integrations: [earlyExport(dataDir), react({ experimentalDisableStreaming: true }), redirects({ languages: siteConfig.languages }), cardShards(), listingFactFiles(), securityHeaders({ tracking: siteConfig.tracking ?? {}, imageHost: siteConfig.imageHost, map: siteConfig.map }), prerenderPages(), informationDuty(), interactionDirective(), keepOutput()],
});
