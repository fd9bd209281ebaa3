/**
 * The reference builds: a bare Astro project in a temp folder with one `[n].astro` page and
 * getStaticPaths for N one-line pages, using this repository's node_modules (same Astro, same
 * Node), built the same way as the site, so "our time / bare time" holds on a noisy machine. The
 * same page can carry a constant block of HTML (`BARE_PAD_BYTES`) so that each page weighs as much
 * as one of ours: that build has Astro's cost for our bytes without any of our components.
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

/** The same page followed by the constant block of `pad.mjs`. */
export const paddedBarePage = barePage.replace('---\n', "---\nimport { pad } from '../pad.mjs';\n") + '<Fragment set:html={pad} />\n';

/** The constant block: BARE_PAD_BYTES bytes of paragraphs of plain text (empty by default), made once. */
export const barePad = `const bytes = Number(process.env.BARE_PAD_BYTES ?? 0);
const paragraph = '<p>' + 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(8) + '</p>';
export const pad = paragraph.repeat(Math.ceil(bytes / paragraph.length)).slice(0, bytes);
`;

/** A bare build's measure and the pages it wrote. */
export type BareBuild = { pages: number; htmlBytes: number; measure: CommandMeasure };

/** The folder the bare project in `dir` is built into. */
export const bareOutDir = (dir: string) => join(dir, 'dist');

/** Writes the bare project into `dir` and builds `pages` pages, each with `padBytes` more bytes of HTML. */
export async function buildBareAstro(dir: string, pages: number, padBytes = 0): Promise<BareBuild> {
	await mkdir(join(dir, 'src/pages'), { recursive: true });
	await writeFile(
		join(dir, 'package.json'),
		JSON.stringify({ name: 'bare-astro', private: true, type: 'module' }),
	);
	await writeFile(join(dir, 'astro.config.mjs'), bareConfig);
	await writeFile(join(dir, 'src/pages/[n].astro'), padBytes > 0 ? paddedBarePage : barePage);
	await writeFile(join(dir, 'src/pad.mjs'), barePad);
	await symlink(join(repoRoot, 'node_modules'), join(dir, 'node_modules'), 'dir').catch(
		(error: NodeJS.ErrnoException) => {
			if (error.code !== 'EEXIST') throw error;
		},
	);
	const outDir = bareOutDir(dir);
	const measure = await measureCommand(process.execPath, [astroBin, 'build'], {
		cwd: dir,
		env: { OUT_DIR: outDir, BARE_PAGES: String(pages), BARE_PAD_BYTES: String(Math.max(0, Math.round(padBytes))), ASTRO_TELEMETRY_DISABLED: '1' },
	});
	if (measure.exitCode !== 0)
		throw new Error(`bare astro build failed (exit ${measure.exitCode}):\n${measure.outputTail}`);
	return { ...(await htmlOutput(outDir)), measure };
}
