/**
 * The benchmark's scratch space: one temp folder per run holding the generated data sets, and one
 * under `.bench/` (git-ignored) for the builds, each made once and shared by the parts that need
 * it, both removed at the end. Builds stay inside the repository on purpose: Astro keeps a
 * build's prerender chunks beside its outDir only when outDir is inside the working directory,
 * else in the shared `.astro/.prerender/`, where concurrent builds overwrite each other's chunks.
 */
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { measureCommand, type CommandMeasure } from './measure-command.ts';

/** The repository root (src/bench/../..). */
export const repoRoot = resolve(import.meta.dirname, '../..');
/** Astro's command-line entry, run with this Node. */
export const astroBin = join(repoRoot, 'node_modules/astro/bin/astro.mjs');

/** A generated data set and how long it took to write. */
export type DataSetDir = { dir: string; size: number; generateMs: number };
/** A build of this site into a temp folder. */
export type SiteBuild = { outDir: string; dataDir: string; pages: number; htmlBytes: number; measure: CommandMeasure };

/** Scratch folders of one benchmark run. */
export type Workspace = {
	/** Temp folder outside the repository (data sets, bare Astro projects). */
	root: string;
	/** Temp folder inside the repository's `.bench/` (site builds). */
	buildRoot: string;
	/** The generated data set of `size` listings (made on first use). */
	dataSet: (size: number) => Promise<DataSetDir>;
	/** A build of this site from a data folder into a fresh temp folder. */
	buildSite: (dataDir: string, name: string) => Promise<SiteBuild>;
	/** The folder `buildSite` writes the build called `name` into. */
	siteOutDir: (name: string) => string;
	/** The build of the demo data in data/ (made on first use). */
	demoSite: () => Promise<SiteBuild>;
	remove: () => Promise<void>;
};

/** Opens a scratch space under the system temp folder. */
export async function openWorkspace(): Promise<Workspace> {
	const root = await mkdtemp(join(tmpdir(), 'agency-bench-'));
	await mkdir(join(repoRoot, '.bench'), { recursive: true });
	const buildRoot = await mkdtemp(join(repoRoot, '.bench', 'builds-'));
	const dataSets = new Map<number, Promise<DataSetDir>>();
	let demo: Promise<SiteBuild> | undefined;

	const dataSet = (size: number) => {
		const existing = dataSets.get(size);
		if (existing) return existing;
		const made = generateDataSet(join(root, `data-${size}`), size);
		dataSets.set(size, made);
		return made;
	};
	const siteOutDir = (name: string) => join(buildRoot, `site-${name}`);
	const buildSite = async (dataDir: string, name: string): Promise<SiteBuild> => {
		const outDir = siteOutDir(name);
		const measure = await measureCommand(process.execPath, [astroBin, 'build'], {
			cwd: repoRoot,
			env: { OUT_DIR: outDir, DATA_DIR: dataDir, ASTRO_TELEMETRY_DISABLED: '1' },
		});
		if (measure.exitCode !== 0)
			throw new Error(
				`astro build of ${name} failed (exit ${measure.exitCode}):\n${measure.outputTail}`,
			);
		return { outDir, dataDir, ...(await htmlOutput(outDir)), measure };
	};
	return {
		root,
		buildRoot,
		dataSet,
		buildSite,
		siteOutDir,
		demoSite: () => (demo ??= buildSite(join(repoRoot, 'data'), 'demo')),
		remove: async () => {
			await rm(root, { recursive: true, force: true });
			await rm(buildRoot, { recursive: true, force: true });
		},
	};
}

/** Writes a data set with the project's generator (`src/cli/generate-data.ts`). */
async function generateDataSet(dir: string, size: number): Promise<DataSetDir> {
	const measure = await measureCommand(
		process.execPath,
		['src/cli/generate-data.ts', '--properties', String(size), '--out', dir],
		{ cwd: repoRoot },
	);
	if (measure.exitCode !== 0)
		throw new Error(`generating ${size} listings failed:\n${measure.outputTail}`);
	return { dir, size, generateMs: measure.wallMs };
}

/** Counts the HTML files under a folder and their bytes: the pages a static build wrote. */
export async function htmlOutput(dir: string): Promise<{ pages: number; htmlBytes: number }> {
	const entries = await readdir(dir, { recursive: true, withFileTypes: true });
	const files = entries.filter((e) => e.isFile() && e.name.endsWith('.html'));
	const sizes = await Promise.all(files.map(async (e) => (await stat(join(e.parentPath, e.name))).size));
	return { pages: files.length, htmlBytes: sizes.reduce((sum, size) => sum + size, 0) };
}
