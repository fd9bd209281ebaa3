// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';

/** Static output: every page of every language is HTML on the CDN (design: Shape). */
export default defineConfig({
	site: process.env.SITE_URL ?? 'https://www.immo-demo.be',
	output: 'static',
	outDir: process.env.OUT_DIR ?? 'dist',
	trailingSlash: 'always',
	build: { format: 'directory' },
	integrations: [react()],
});
