import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startPlatform, startSmtp, type Platform, type SmtpSink } from './platform.ts';
import { setTestEnv } from './requests.ts';

/** The emulated platform (database, blobs) of the current test file, set by usePlatformWithMail(). */
export let platform: Platform;
/** The real SMTP server of the current test file, set by usePlatformWithMail(). */
export let smtp: SmtpSink;

/**
 * A folder for the `.eml` copies of the current file's mails: made before the file's tests (call it
 * before the hooks that use it), removed after them. Answers a getter of its path.
 */
export function useMailDir(): () => string {
	let dir: string | undefined;
	beforeAll(async () => {
		dir = await mkdtemp(join(tmpdir(), 'mail-'));
	});
	afterAll(async () => {
		if (dir) await rm(dir, { recursive: true, force: true });
	});
	return () => {
		if (!dir) throw new Error('the mail folder is made before the tests');
		return dir;
	};
}

/**
 * Starts the emulated platform and a real SMTP server before the file's tests and stops them after.
 * Answers the getter of the file's mail folder, for tests that set their environment again.
 */
export function usePlatformWithMail(): () => string {
	const mailDir = useMailDir();
	beforeAll(async () => {
		platform = await startPlatform();
		smtp = await startSmtp();
		setTestEnv(smtp.port, mailDir());
	}, 120_000);

	afterAll(async () => {
		await smtp?.stop();
		await platform?.stop();
	});
	return mailDir;
}
