import { execFile } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { distDir, templateSamples } from './support/site-info.ts';

/**
 * HTML validation with the Nu Html Checker: one built page of each template in each language (and
 * the 404 page), checked in one run of vnu.jar, must have no errors. Needs Java (CI installs it).
 */

/** The path of vnu.jar (the vnu-jar package's main export). */
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

/** One message of vnu's JSON output. */
type VnuMessage = { type: string; subType?: string; url?: string; message: string; lastLine?: number; firstColumn?: number; extract?: string };

/** Runs vnu once over the files and returns its messages by file. */
async function validate(files: string[]): Promise<Map<string, VnuMessage[]>> {
	const java = process.env.JAVA_HOME ? `${process.env.JAVA_HOME}/bin/java` : 'java';
	const args = ['-jar', vnuJar, '--errors-only', '--no-langdetect', '--format', 'json', ...files];
	// vnu exits 1 when it finds errors; its report is on stderr either way.
	const { stdout, stderr } = await promisify(execFile)(java, args, { maxBuffer: 64 * 1024 * 1024 }).catch(
		(error: { code?: unknown; stdout?: string; stderr?: string }) => {
			if (typeof error.code === 'string' || !error.stderr?.trimStart().startsWith('{')) throw error;
			return { stdout: error.stdout ?? '', stderr: error.stderr };
		},
	);
	const byFile = new Map<string, VnuMessage[]>(files.map((f) => [f, []]));
	for (const message of (JSON.parse(stderr.trim() || stdout) as { messages: VnuMessage[] }).messages) {
		const file = message.url?.startsWith('file:') ? fileURLToPath(message.url) : (message.url ?? '');
		byFile.set(file, [...(byFile.get(file) ?? []), message]);
	}
	return byFile;
}

/**
 * Markup the HTML Standard allows that vnu 26.9 still refuses, each by its message and the exact
 * markup, so nothing else of the same kind slips through: the render-blocking wait for the main
 * content (`link rel=expect`, HTML Standard #link-type-expect, in Chrome since 124), which vnu
 * knows only on style sheets.
 */
const checkerLag: readonly { message: string; markup: string }[] = [
	{ message: 'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.', markup: '<link rel="expect" href="#main" blocking="render">' },
];
const lagging = (m: VnuMessage) => checkerLag.some((lag) => m.message === lag.message && (m.extract ?? '').includes(lag.markup));

test('one page of each template in each language is valid HTML (Nu Html Checker)', async ({ request }) => {
	test.setTimeout(180_000);
	const samples = templateSamples();
	// The not-found page is whatever the server answers for an unknown path: save it to check it.
	for (const s of samples.filter((x) => x.status === 404)) {
		s.file = test.info().outputPath(`not-found-${s.locale}.html`);
		writeFileSync(s.file, await (await request.get(s.path)).body());
	}
	const missing = samples.filter((s) => !s.file || !existsSync(s.file));
	const present = samples.filter((s) => !missing.includes(s));
	const results = await validate(present.map((s) => s.file));

	for (const s of missing) expect.soft(false, `${s.locale} ${s.template}: no built page for ${s.path || '(no route)'}`).toBe(true);
	for (const s of present) {
		const errors = (results.get(s.file) ?? []).filter((m) => m.type !== 'info' && !lagging(m));
		const lines = errors.map((m) => `  line ${m.lastLine ?? '?'}:${m.firstColumn ?? '?'} ${m.message}${m.extract ? `\n      ${m.extract.replace(/\s+/g, ' ').trim()}` : ''}`);
		expect.soft(errors.length, `${s.locale} ${s.template} (${s.status === 404 ? s.path : relative(distDir, s.file)}): ${errors.length} error(s)\n${lines.join('\n')}`).toBe(0);
	}
	const stray = [...results.keys()].filter((f) => !present.some((s) => s.file === f));
	expect(stray.flatMap((f) => results.get(f)!.map((m) => `${f}: ${m.message}`))).toEqual([]);
});
