import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';

const run = promisify(execFile);
let dir: string;

beforeAll(async () => {
	dir = await mkdtemp(join(tmpdir(), 'bad-export-'));
	await cp('data', join(dir, 'data'), { recursive: true });
	const file = join(dir, 'data', 'properties.json');
	const records = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>[];
	const victim = records[0] as { ID: number; Language: string; Details: Record<string, unknown> };
	victim.Details['Bedrooms'] = 'three';
	await writeFile(file, JSON.stringify(records));
});

afterAll(async () => {
	await rm(dir, { recursive: true, force: true });
});

test('the real build stops on a bad record and names the file, the record and the field path (issue 2)', async () => {
	const records = JSON.parse(await readFile(join(dir, 'data', 'properties.json'), 'utf8')) as { ID: number; Language: string }[];
	const victim = records[0]!;
	const failure = await run('npx', ['astro', 'build'], {
		env: { ...process.env, DATA_DIR: join(dir, 'data'), OUT_DIR: join(dir, 'dist'), ASTRO_TELEMETRY_DISABLED: '1' },
		maxBuffer: 16 * 1024 * 1024,
	}).then(
		() => null,
		(error: { code: number; stdout: string; stderr: string }) => error,
	);
	expect(failure, 'the build must fail').not.toBeNull();
	expect(failure!.code).not.toBe(0);
	const output = failure!.stdout + failure!.stderr;
	expect(output).toContain(`properties.json: record ${victim.ID} (${victim.Language}): Details.Bedrooms:`);
}, 180_000);
