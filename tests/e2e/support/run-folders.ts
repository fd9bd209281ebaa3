import { mkdtempSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

/**
 * The folders of one browser-test run (the emulated database's, the mails'): the config makes each
 * one unless the environment names it, and notes the ones it made in `E2E_MADE_DIRS` (the workers
 * and the global teardown read the same environment); the global teardown removes those, never a
 * folder the environment gave.
 */

/** The environment variable that lists the folders this run made. */
const madeVariable = 'E2E_MADE_DIRS';

/**
 * The folder named by `variable`, or a new one under the system's temp folder, noted as made by this run.
 * @example runFolder(process.env, 'E2E_DB_DIR', 'e2e-db-') // => '/tmp/e2e-db-Ab12Cd'
 */
export function runFolder(env: NodeJS.ProcessEnv, variable: string, prefix: string): string {
	const given = env[variable];
	if (given) return given;
	const made = mkdtempSync(join(tmpdir(), prefix));
	env[variable] = made;
	env[madeVariable] = [...madeFolders(env), made].join(delimiter);
	return made;
}

/** The folders this run made. */
export function madeFolders(env: NodeJS.ProcessEnv): string[] {
	return (env[madeVariable] ?? '').split(delimiter).filter((dir) => dir !== '');
}

/**
 * Removes the folders this run made, and returns them. `force` and retries: the web server may still
 * have files open in them (it is stopped after the global teardown), which Linux lets go.
 */
export async function removeMadeFolders(env: NodeJS.ProcessEnv): Promise<string[]> {
	const made = madeFolders(env);
	await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true, maxRetries: 3 })));
	return made;
}

/** Removes the folders again, at once (for the runner's `exit`, after the web server was stopped). */
export function removeMadeFoldersNow(folders: readonly string[]): void {
	for (const dir of folders) rmSync(dir, { recursive: true, force: true });
}
