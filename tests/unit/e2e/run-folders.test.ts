import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { madeFolders, removeMadeFolders, runFolder } from '../../e2e/support/run-folders.ts';

/** The database and mail folders of a browser-test run: the run removes what it made, never what it was given. */

const leftovers: string[] = [];
afterEach(() => {
	for (const dir of leftovers.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the folders of a browser-test run', () => {
	test('a folder the environment names is used as given and not noted as made', () => {
		const given = mkdtempSync(join(tmpdir(), 'run-folders-given-'));
		leftovers.push(given);
		const env: NodeJS.ProcessEnv = { E2E_DB_DIR: given };
		expect(runFolder(env, 'E2E_DB_DIR', 'run-folders-db-')).toBe(given);
		expect(madeFolders(env)).toEqual([]);
	});

	test('a folder the environment does not name is made, set in the environment and noted as made', () => {
		const env: NodeJS.ProcessEnv = {};
		const db = runFolder(env, 'E2E_DB_DIR', 'run-folders-db-');
		const mail = runFolder(env, 'E2E_MAIL_DIR', 'run-folders-mail-');
		leftovers.push(db, mail);
		expect([existsSync(db), existsSync(mail)]).toEqual([true, true]);
		expect({ db: env.E2E_DB_DIR, mail: env.E2E_MAIL_DIR }).toEqual({ db, mail });
		expect(madeFolders(env)).toEqual([db, mail]);
		// A worker loads the config again with the same environment: nothing new is made.
		expect(runFolder(env, 'E2E_DB_DIR', 'run-folders-db-')).toBe(db);
		expect(madeFolders(env)).toEqual([db, mail]);
	});

	test('the teardown removes the folders the run made, with their files, and keeps a given one', async () => {
		const given = mkdtempSync(join(tmpdir(), 'run-folders-given-'));
		leftovers.push(given);
		const env: NodeJS.ProcessEnv = { E2E_MAIL_DIR: given };
		const db = runFolder(env, 'E2E_DB_DIR', 'run-folders-db-');
		runFolder(env, 'E2E_MAIL_DIR', 'run-folders-mail-');
		leftovers.push(db);
		mkdtempSync(join(db, 'base-'));
		expect(await removeMadeFolders(env)).toEqual([db]);
		expect(existsSync(db)).toBe(false);
		expect(existsSync(given)).toBe(true);
	});
});
