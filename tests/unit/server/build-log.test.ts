import { stripVTControlCharacters } from 'node:util';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { AstroLoggerMessage } from 'astro';
import buildLog from '../../../src/integrations/build-log.ts';

/** What the destination wrote to standard output, in order, without colour codes. */
let written: string[] = [];

beforeEach(() => {
	written = [];
	vi.useFakeTimers();
	vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
		written.push(stripVTControlCharacters(String(chunk)));
		return true;
	});
});

afterEach(() => {
	vi.useRealTimers();
	vi.restoreAllMocks();
});

const page = (path: string): AstroLoggerMessage[] => [
	{ level: 'info', label: null, message: `  ├─ ${path}`, newLine: false },
	{ level: 'info', label: 'SKIP_FORMAT', message: ' (+2ms)', newLine: true },
];
const heading: AstroLoggerMessage = { level: 'info', label: 'build', message: '2 page(s) built in 1s', newLine: true };
const warning: AstroLoggerMessage = { level: 'warn', label: 'build', message: 'a warning', newLine: true };

/** A time stamp as Astro prints it (colours taken out), then the page line. */
const stampAndPath = (path: string) => new RegExp(`^\\d{2}:\\d{2}:\\d{2}   ├─ ${path} \\(\\+2ms\\)\\n`);

describe('the build log writes the page lines in blocks, with the same text and order', () => {
	test('page lines wait for the next block, then come out in one write', () => {
		const log = buildLog();
		for (const event of [...page('/a/'), ...page('/b/')]) log.write(event);
		expect(written).toEqual([]);
		vi.advanceTimersByTime(250);
		expect(written).toHaveLength(1);
		const [block] = written;
		expect(block).toMatch(stampAndPath('/a/'));
		expect(block!.split('\n').filter(Boolean)).toHaveLength(2);
		expect(block).toContain('   ├─ /b/ (+2ms)\n');
	});

	test.each([
		{ name: 'a heading', event: heading, text: '[build] 2 page(s) built in 1s' },
		{ name: 'a warning', event: warning, text: '[WARN] [build] a warning' },
	])('$name writes the waiting page lines first, then itself', ({ event, text }) => {
		const log = buildLog();
		for (const line of page('/a/')) log.write(line);
		log.write(event);
		expect(written).toHaveLength(2);
		expect(written[0]).toMatch(stampAndPath('/a/'));
		expect(written[1]).toContain(text);
	});

	test('a level above info leaves page lines out', async () => {
		const log = buildLog({ level: 'warn' });
		for (const line of page('/a/')) log.write(line);
		log.write(warning);
		await log.flush?.();
		expect(written).toHaveLength(1);
		expect(written[0]).toContain('a warning');
	});

	test('flush writes what waits, and nothing when nothing waits', async () => {
		const log = buildLog();
		await log.flush?.();
		expect(written).toEqual([]);
		for (const line of page('/a/')) log.write(line);
		await log.flush?.();
		expect(written).toHaveLength(1);
	});
});

describe('every destination shares one queue, so lines keep their order across them', () => {
	test('a heading through a second destination comes after the first one\'s page lines', () => {
		const pages = buildLog();
		const integration = buildLog();
		for (const line of page('/a/')) pages.write(line);
		integration.write(heading);
		expect(written).toHaveLength(2);
		expect(written[0]).toMatch(stampAndPath('/a/'));
		expect(written[1]).toContain('2 page(s) built');
	});
});
