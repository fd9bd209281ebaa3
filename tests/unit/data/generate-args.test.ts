import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parseGenerateArgs, refusalOf } from '../../../src/lib/data/generate-args.ts';

/**
 * README "Data": `npm run data:generate -- --properties N --out DIR [--seed S]` writes a data set;
 * it never replaces an export without `--force`, and a bad argument is one line naming it.
 */

describe('parseGenerateArgs reads the command line', () => {
	test.each([
		{ argv: [], expected: { properties: 150, out: 'data', seed: 2026, force: false } },
		{ argv: ['--properties', '10', '--out', '/tmp/x', '--seed', 'abc'], expected: { properties: 10, out: '/tmp/x', seed: 'abc', force: false } },
		{ argv: ['--properties=3', '--force'], expected: { properties: 3, out: 'data', force: true } },
	])('$argv', ({ argv, expected }) => {
		expect(parseGenerateArgs(argv)).toMatchObject(expected);
	});
	test.each([
		{ argv: ['--properties', 'abc'], message: "--properties must be a whole number of at least 1, got 'abc'" },
		{ argv: ['--properties', '0'], message: "--properties must be a whole number of at least 1, got '0'" },
		{ argv: ['--properties', '2.5'], message: "got '2.5'" },
		{ argv: ['--propertis', '10'], message: "Unknown option '--propertis'" },
		{ argv: ['10'], message: "Unexpected argument '10'" },
		{ argv: ['--out'], message: "Option '--out <value>' argument missing" },
		{ argv: ['--out', ' '], message: '--out must name a folder' },
	])('refuses $argv with one line naming it', ({ argv, message }) => {
		expect(() => parseGenerateArgs(argv)).toThrow(message);
		try {
			parseGenerateArgs(argv);
		} catch (error) {
			expect((error as Error).message).not.toContain('\n');
			expect((error as Error).message).toContain('usage: npm run data:generate');
		}
	});
});

describe('refusalOf: a folder holding an export is written only with --force', () => {
	const exportFiles = ['properties.json', 'site.json'];
	test.each([
		{ present: [], force: false, refused: false },
		{ present: ['README.md'], force: false, refused: false },
		{ present: ['site.json'], force: false, refused: true },
		{ present: ['properties.json', 'site.json'], force: true, refused: false },
	])('$present, force $force: refused $refused', ({ present, force, refused }) => {
		const refusal = refusalOf('data', present, exportFiles, force);
		expect(refusal !== null).toBe(refused);
		if (refusal) expect(refusal).toBe(`data already holds an export (${present.join(', ')}): nothing was written. Give another --out, or add --force to replace it.`);
	});
});

describe('npm run data:generate', () => {
	let dir: string;
	beforeAll(async () => {
		dir = await mkdtemp(join(tmpdir(), 'generate-args-'));
	});
	afterAll(() => rm(dir, { recursive: true, force: true }));

	/** Runs the CLI; returns its exit code and output. */
	async function generate(...args: string[]): Promise<{ code: number; out: string; err: string }> {
		try {
			const { stdout, stderr } = await promisify(execFile)(process.execPath, ['src/cli/generate-data.ts', ...args], { timeout: 60_000 });
			return { code: 0, out: stdout, err: stderr };
		} catch (error) {
			const e = error as { code: number; stdout: string; stderr: string };
			return { code: e.code, out: e.stdout, err: e.stderr };
		}
	}

	test('writes into a new folder, then refuses to overwrite it unless --force; bad arguments give one line and exit 1', async () => {
		const out = join(dir, 'set');
		expect(await generate('--properties', '2', '--out', out)).toMatchObject({ code: 0, err: '' });
		await writeFile(join(out, 'site.json'), '{"kept":true}\n');
		const refused = await generate('--properties', '2', '--out', out);
		expect(refused).toEqual({ code: 1, out: '', err: `${out} already holds an export (properties.json, projects.json, property-types.json, cities.json, tree.json, site.json, pages.json, articles.json, testimonials.json): nothing was written. Give another --out, or add --force to replace it.\n` });
		expect(await readFile(join(out, 'site.json'), 'utf8')).toBe('{"kept":true}\n');
		expect(await generate('--properties', '2', '--out', out, '--force')).toMatchObject({ code: 0 });
		expect(await readFile(join(out, 'site.json'), 'utf8')).not.toContain('kept');
		for (const args of [['--properties', 'abc', '--out', out], ['--propertis', '10']]) {
			const bad = await generate(...args);
			expect(bad.code, args.join(' ')).toBe(1);
			expect(bad.err.trimEnd().split('\n'), args.join(' ')).toHaveLength(1);
			expect(bad.err).not.toMatch(/\n\s+at /);
		}
	}, 120_000);
});
