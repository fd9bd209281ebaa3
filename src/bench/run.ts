/**
 * `npm run bench`: measures build scale, page weight, Lighthouse, search and the functions under
 * load, each figure beside a reference measured in the same run, and writes `.bench/report.md`
 * and `.bench/report.json` (rewritten after each part, so a stopped run still leaves its figures).
 * Options: see `usage` in options.ts.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { runBuildScale } from './build-scale.ts';
import { runFunctionsLoad } from './functions-load.ts';
import { runLighthouse } from './lighthouse.ts';
import { machineFacts } from './machine.ts';
import { parseBenchArgs, usage, type BenchOptions } from './options.ts';
import { runPageWeight } from './page-weight.ts';
import { renderReport } from './report.ts';
import type { BenchReport, Section } from './report-types.ts';
import { runSearch } from './search-bench.ts';
import { loopbackCertificate, startStaticServer } from './static-server.ts';
import {
	checkBuild,
	checkFunctions,
	checkLighthouse,
	checkSearch,
	checkWeight,
} from './targets.ts';
import { listBuiltPages, pickTemplatePages, templateSpecs } from './templates.ts';
import { openWorkspace, repoRoot, type SiteBuild } from './workspace.ts';

let options: BenchOptions;
try {
	options = parseBenchArgs(process.argv.slice(2));
} catch (error) {
	console.error(`${(error as Error).message}\n${usage}`);
	process.exit(2);
}

const started = Date.now();
const log = (line: string) =>
	console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);
const astroVersion = (
	JSON.parse(await readFile(join(repoRoot, 'node_modules/astro/package.json'), 'utf8')) as {
		version: string;
	}
).version;
const report: BenchReport = {
	startedAt: new Date(started).toISOString(),
	finishedAt: '',
	durationS: 0,
	options,
	machine: machineFacts(astroVersion),
	targets: [],
};
const outDir = resolve(repoRoot, options.outDir);
const wants = (part: BenchOptions['parts'][number]) => options.parts.includes(part);

/** Writes both report files with what has been measured so far. */
async function save(): Promise<void> {
	report.finishedAt = new Date().toISOString();
	report.durationS = (Date.now() - started) / 1000;
	report.targets = [
		...checkBuild(report.build?.data?.rows ?? []),
		...checkWeight(report.weight?.data?.rows ?? []),
		...checkLighthouse(report.lighthouse?.data?.rows ?? []),
		...checkSearch(report.search?.data?.timingRows ?? []),
		...checkFunctions(
			report.functions?.data?.rows ?? [],
			report.functions?.data?.form,
			report.functions?.data?.beacon,
		),
	];
	await mkdir(outDir, { recursive: true });
	await writeFile(join(outDir, 'report.json'), `${JSON.stringify(report, null, '\t')}\n`);
	await writeFile(join(outDir, 'report.md'), renderReport(report));
}

/** Runs one part; a failure is recorded in its section and the run goes on. */
async function part<T>(name: string, run: (notes: string[]) => Promise<T>): Promise<Section<T>> {
	const t0 = Date.now();
	const notes: string[] = [];
	log(`${name}: start`);
	try {
		const data = await run(notes);
		return { status: 'ok', durationS: (Date.now() - t0) / 1000, notes, data };
	} catch (error) {
		const message = error instanceof Error ? error.message : String(error);
		log(`${name}: FAILED ${message.split('\n')[0]}`);
		return { status: 'failed', durationS: (Date.now() - t0) / 1000, notes, error: message };
	}
}

const workspace = await openWorkspace();
try {
	let builds = new Map<number, SiteBuild>();
	if (wants('build')) {
		report.build = await part('build', async () => {
			const result = await runBuildScale(workspace, options.sizes, options.buildRounds, log);
			builds = result.builds;
			return { rows: result.rows };
		});
		await save();
	}
	if (wants('weight') || wants('lighthouse')) {
		const demo = await part('demo build', async (notes) => {
			const site = await workspace.demoSite();
			notes.push(
				`Demo site (data/) built in ${(site.measure.wallMs / 1000).toFixed(1)} s: ${site.pages} pages.`,
			);
			return site;
		});
		const site = demo.data;
		const pages = site ? pickTemplatePages(templateSpecs, await listBuiltPages(site.outDir)) : [];
		const missing = pages.filter((p) => !p.path).map((p) => p.name);
		const server = site ? await startStaticServer(site.outDir) : undefined;
		const unavailable = (): Section<never> => ({
			status: 'failed',
			durationS: 0,
			notes: demo.notes,
			error: `demo build failed: ${demo.error ?? ''}`,
		});
		try {
			if (wants('weight')) {
				report.weight =
					site && server
						? await part('weight', async (notes) => {
								notes.push(
									...demo.notes,
									...missing.map(
										(name) => `${name}: no page of this template in the build yet; skipped.`,
									),
								);
								return {
									rows: await runPageWeight(site.outDir, server.origin, pages),
									missing,
									site: 'data/ (demo export)',
								};
							})
						: unavailable();
				await save();
			}
			if (wants('lighthouse')) {
				report.lighthouse =
					site && server
						? await part('lighthouse', async (notes) => {
								// Over HTTP/2 and TLS, as Netlify serves the site (a throw-away loopback certificate).
								const secure = await startStaticServer(site.outDir, await loopbackCertificate(workspace.root));
								notes.push(`Served over HTTP/2 and TLS at ${secure.origin} (self-signed loopback certificate).`);
								try {
									return { rows: await runLighthouse(secure.origin, pages, options.lighthouseRuns, log), runs: options.lighthouseRuns };
								} finally {
									await secure.close();
								}
							})
						: unavailable();
				if (report.lighthouse.status === 'failed')
					report.lighthouse.notes.push('Lighthouse could not run here; the error above says why.');
				await save();
			}
		} finally {
			await server?.close();
		}
	}
	if (wants('search')) {
		report.search = await part('search', async () =>
			runSearch(workspace, options.sizes, builds, log),
		);
		await save();
	}
	if (wants('functions')) {
		report.functions = await part('functions', async (notes) => {
			const result = await runFunctionsLoad(
				{ seconds: options.loadSeconds, requests: options.loadRequests },
				log,
			);
			notes.push(...result.notes);
			return result;
		});
		await save();
	}
} finally {
	await workspace.remove();
}
await save();
const failed = report.targets.filter((t) => !t.pass).length;
log(
	`done: ${report.targets.length - failed} target(s) met, ${failed} missed; report in ${join(options.outDir, 'report.md')}`,
);
process.exit(0);
