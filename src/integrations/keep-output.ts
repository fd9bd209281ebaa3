import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { lstat, readdir, rm, rmdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * A build that fails leaves the site it replaces whole: Astro empties its output folder before it
 * bundles, and a bad export stops the build later, when its validation answers, so a failed
 * `npm run build` on a server of the agency's own left a site without pages. Astro no longer
 * empties the folder (`emptyOutDir: false`); the build writes every file it makes over the old
 * one, and only once it has succeeded are the files of earlier builds it did not write removed
 * (`removeOlderFiles`). A build into an empty folder (Netlify, the benchmark) has nothing to remove.
 */
export function keepOutput(): AstroIntegration {
	let outDir = '';
	let startedAt: number | null = null;
	return {
		name: 'agency-keep-output',
		hooks: {
			'astro:config:setup': ({ updateConfig }) => {
				updateConfig({ vite: { build: { emptyOutDir: false } } });
			},
			'astro:config:done': ({ config }) => {
				outDir = fileURLToPath(config.outDir);
			},
			'astro:build:start': () => {
				startedAt = hasEntries(outDir) ? fileClockNow() : null;
			},
			'astro:build:done': async ({ logger }) => {
				if (startedAt === null) return;
				const removed = await removeOlderFiles(outDir, startedAt);
				if (removed > 0) logger.info(`Removed ${removed} file${removed === 1 ? '' : 's'} of an earlier build that this build did not write`);
			},
		},
	};
}

/** Whether `dir` exists and holds anything. */
function hasEntries(dir: string): boolean {
	try {
		return readdirSync(dir).length > 0;
	} catch {
		return false;
	}
}

/**
 * The time the file system gives a file written now, in milliseconds: the kernel stamps files with
 * a clock that may lag `Date.now()` by a tick, so a file this build writes at once could otherwise
 * look older than the build.
 */
function fileClockNow(): number {
	const dir = mkdtempSync(join(tmpdir(), 'build-start-'));
	try {
		const marker = join(dir, 'marker');
		writeFileSync(marker, '');
		return statSync(marker).mtimeMs;
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
}

/**
 * Removes every file under `dir` last written before `since` (milliseconds, as `mtimeMs`), then the
 * folders left empty, and returns the count of files removed. A `.git` folder at the top is left alone.
 * @example await removeOlderFiles('/site/dist', startedAt) // => 3
 */
export async function removeOlderFiles(dir: string, since: number): Promise<number> {
	let removed = 0;
	const sweep = async (folder: string, top: boolean): Promise<boolean> => {
		let left = 0;
		for (const entry of await readdir(folder, { withFileTypes: true })) {
			const path = join(folder, entry.name);
			if (top && entry.name === '.git') left++;
			else if (entry.isDirectory()) {
				if (await sweep(path, false)) left++;
			} else if ((await lstat(path)).mtimeMs < since) {
				await rm(path, { force: true });
				removed++;
			} else left++;
		}
		if (left === 0 && !top) await rmdir(folder);
		return left > 0;
	};
	await sweep(dir, true);
	return removed;
}
