import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startPlatform, startSmtp, type Platform, type SmtpSink } from './platform.ts';
import { setTestEnv } from './requests.ts';

/** The emulated platform (database, blobs) of the current test file, set by usePlatformWithMail(). */
export let platform: Platform;
/** The real SMTP server of the current test file, set by usePlatformWithMail(). */
export let smtp: SmtpSink;

/** Starts the emulated platform and a real SMTP server before the file's tests and stops them after. */
export function usePlatformWithMail(): void {
	beforeAll(async () => {
		platform = await startPlatform();
		smtp = await startSmtp();
		setTestEnv(smtp.port, await mkdtemp(join(tmpdir(), 'mail-')));
	}, 120_000);

	afterAll(async () => {
		await smtp?.stop();
		await platform?.stop();
	});
}
