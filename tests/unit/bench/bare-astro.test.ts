import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { barePad, barePage, paddedBarePage } from '../../../src/bench/bare-astro.ts';

const dir = await mkdtemp(join(tmpdir(), 'bare-pad-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The constant block the bare project's pad module makes for a number of bytes. */
async function padFor(bytes: string | undefined, name: string): Promise<string> {
	const file = join(dir, `${name}.mjs`);
	await writeFile(file, barePad);
	const before = process.env.BARE_PAD_BYTES;
	if (bytes === undefined) delete process.env.BARE_PAD_BYTES;
	else process.env.BARE_PAD_BYTES = bytes;
	try {
		return ((await import(pathToFileURL(file).href)) as { pad: string }).pad;
	} finally {
		if (before === undefined) delete process.env.BARE_PAD_BYTES;
		else process.env.BARE_PAD_BYTES = before;
	}
}

describe('benchmark: the bare pages padded to our page size', () => {
	test.each([
		{ bytes: undefined, length: 0 },
		{ bytes: '0', length: 0 },
		{ bytes: '100', length: 100 },
		{ bytes: '41472', length: 41_472 },
	])('BARE_PAD_BYTES=$bytes gives $length bytes of plain ASCII HTML', async ({ bytes, length }) => {
		const pad = await padFor(bytes, `pad-${bytes ?? 'unset'}`);
		expect(pad).toHaveLength(length);
		expect(Buffer.byteLength(pad)).toBe(length);
		if (length > 0) expect(pad.startsWith('<p>Lorem ipsum')).toBe(true);
	});

	test('the padded page is the one-line page plus the block; the one-line page is unchanged', () => {
		expect(barePage).not.toContain('pad');
		expect(paddedBarePage).toContain("import { pad } from '../pad.mjs';");
		expect(paddedBarePage.endsWith('<p>Page {n}</p>\n<Fragment set:html={pad} />\n')).toBe(true);
	});
});
