/**
 * The reference build: a bare Astro project in a temp folder with one `[n].astro` page and
 * getStaticPaths for N one-line pages, using this repository's node_modules (same Astro, same
 * Node), built the same way as the site, so "our time / bare time" holds on a noisy machine.
 */
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { measureCommand, type CommandMeasure } from './measure-command.ts';
import { astroBin, htmlOutput, repoRoot } from './workspace.ts';

/** The bare project's config: static, directory format, its caches kept inside its own folder. */
export const bareConfig = `export default {
	output: 'static',
	outDir: process.env.OUT_DIR ?? 'dist',
	trailingSlash: 'always',
	build: { format: 'directory' },
	cacheDir: './.astro-cache',
	vite: { cacheDir: './.vite-cache' },
};
`;

/** The one page: BARE_PAGES one-line pages /1/ to /N/. */
export const barePage = `---
export function getStaticPaths() {
	const count = Number(process.env.BARE_PAGES ?? 1);
	return Array.from({ length: count }, (_, i) => ({ params: { n: String(i + 1) } }));
}
const { n } = Astro.params;
---
<p>Page {n}</p>
`;

/** A bare build's measure and the pages it wrote. */
export type BareBuild = { pages: number; htmlBytes: number; measure: CommandMeasure };

/** Writes the bare project into `dir` and builds `pages` pages. */
export async function buildBareAstro(dir: string, pages: number): Promise<BareBuild> {
	await mkdir(join(dir, 'src/pages'), { recursive: true });
	await writeFile(
		join(dir, 'package.json'),
		JSON.stringify({ name: 'bare-astro', private: true, type: 'module' }),
	);
	await writeFile(join(dir, 'astro.config.mjs'), bareConfig);
	await writeFile(join(dir, 'src/pages/[n].astro'), barePage);
	await symlink(join(repoRoot, 'node_modules'), join(dir, 'node_modules'), 'dir').catch(
		(error: NodeJS.ErrnoException) => {
			if (error.code !== 'EEXIST') throw error;
		},
	);
	const outDir = join(dir, 'dist');
	const measure = await measureCommand(process.execPath, [astroBin, 'build'], {
		cwd: dir,
		env: { OUT_DIR: outDir, BARE_PAGES: String(pages), ASTRO_TELEMETRY_DISABLED: '1' },
	});
	if (measure.exitCode !== 0)
		throw new Error(`bare astro build failed (exit ${measure.exitCode}):\n${measure.outputTail}`);
	return { ...(await htmlOutput(outDir)), measure };
}
