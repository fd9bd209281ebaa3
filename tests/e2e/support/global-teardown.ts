import { removeMadeFolders, removeMadeFoldersNow } from './run-folders.ts';

/**
 * Removes the database and mail folders this run made (`run-folders.ts`; a folder given through
 * `E2E_DB_DIR` or `E2E_MAIL_DIR` stays). Playwright runs the global teardown before it stops the
 * web server: its tasks are torn down in the reverse order of their setup, and the web server is set
 * up first. So the folders are removed now, with the server idle but still running, and once more
 * when the runner exits, after the server was killed, in case a late write (a mail sent after its
 * request was answered) made one again.
 */
export default async function globalTeardown(): Promise<void> {
	const made = await removeMadeFolders(process.env);
	process.once('exit', () => removeMadeFoldersNow(made));
}
