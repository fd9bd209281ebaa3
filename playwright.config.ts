import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { runFolder } from './tests/e2e/support/run-folders.ts';
import { writeSiteInfo } from './tests/e2e/support/site-info.ts';

/** A free loopback port, asked of the OS once when the config loads. */
function freePort(): number {
	const script = "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
	return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim());
}

/**
 * The system Chromium: CHROMIUM_PATH, else Debian's headless shell, else its full Chromium;
 * undefined lets Playwright use its own browser. The headless shell is the same engine without the
 * desktop browser around it, what Playwright itself runs headless tests in: the same accessibility
 * pages took 2.3 min in it against 3.6 min in the full Chromium (README, Checks).
 */
const executablePath = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));

const port = Number(process.env.E2E_PORT ?? freePort());
process.env.E2E_PORT = String(port);
const isRoot = process.getuid?.() === 0;
// A fresh emulated database per run: parallel runs never share one PGlite folder. The tests read
// it through the server's database gateway on a port of its own, and the mails the server writes
// (no SMTP in the tests) land in a folder of the run. The global teardown removes the folders the
// run made (the database's is about 28 MB), never ones given through E2E_DB_DIR or E2E_MAIL_DIR.
const dbDir = runFolder(process.env, 'E2E_DB_DIR', 'e2e-db-');
process.env.E2E_DB_PORT ??= String(freePort());
const mailDir = runFolder(process.env, 'E2E_MAIL_DIR', 'e2e-mail-');
// Origin, languages and routes of the build, written once here and read by every worker.
process.env.E2E_SITE_INFO ??= writeSiteInfo();

export default defineConfig({
	testDir: 'tests/e2e',
	globalTeardown: './tests/e2e/support/global-teardown.ts',
	fullyParallel: true,
	workers: 2,
	// One retry in CI: a test that fails twice is red; one that passes on retry is reported as flaky.
	retries: process.env.CI ? 1 : 0,
	reporter: process.env.CI ? [['list']] : [['list']],
	timeout: 30_000,
	use: {
		baseURL: `http://localhost:${port}`,
		trace: 'off',
		// A failed test keeps a picture of its page in test-results/: the evidence for a rare failure.
		screenshot: 'only-on-failure',
		launchOptions: {
			...(executablePath ? { executablePath } : {}),
			args: [
				...(isRoot ? ['--no-sandbox'] : []),
				'--disable-gpu',
				'--disable-quic',
				'--no-first-run',
				'--disable-background-networking',
				'--disable-component-update',
				'--disable-sync',
			],
		},
	},
	projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
	webServer: {
		command: 'node src/server/serve.ts',
		url: `http://localhost:${port}/api/health`,
		// The tests send many requests from the same few addresses over a run: no limit on the mails to one address (its own function test has one).
		env: { PORT: String(port), DB_DIR: dbDir, DB_PORT: process.env.E2E_DB_PORT, MAIL_DIR: mailDir, VISITOR_MAILS_PER_DAY: '100000' },
		reuseExistingServer: false,
		// The server starts the database and bundles the functions before it answers; on a loaded 2-core machine that takes a while.
		timeout: 240_000,
		stdout: 'ignore',
		stderr: 'pipe',
	},
});
