import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import {
	listProcesses,
	listTree,
	parseChildren,
	parseProcStat,
	parsePs,
	parseTimeVerbose,
	parseVmRss,
	treeRssKb,
} from '../../../src/bench/proc-tree.ts';

describe('process tree memory', () => {
	test.each([
		{ text: '42 (node) S 7 42 42 0 -1', expected: { pid: 42, ppid: 7 } },
		{ text: '43 (my (odd) name) R 42 43 1', expected: { pid: 43, ppid: 42 } },
		{ text: '44 (Web Content) S 1 44', expected: { pid: 44, ppid: 1 } },
	])('reads pid and ppid of $text', ({ text, expected }) => {
		expect(parseProcStat(text)).toEqual(expected);
	});
	test('a stat line without a command name is not read', () => {
		expect(parseProcStat('garbage')).toBeUndefined();
	});
	test('VmRSS in KiB; none for a kernel thread', () => {
		expect(parseVmRss('Name:\tnode\nVmPeak:\t 9000 kB\nVmRSS:\t  5120 kB\n')).toBe(5120);
		expect(parseVmRss('Name:\tkthreadd\nState:\tS\n')).toBe(0);
	});
	test('ps lines become entries; headers and blank lines are skipped', () => {
		expect(parsePs('  PID  PPID   RSS\n   10     1  2048\n   11    10   512\n\n')).toEqual([
			{ pid: 10, ppid: 1, rssKb: 2048 },
			{ pid: 11, ppid: 10, rssKb: 512 },
		]);
	});
	test('a tree sums its root and every descendant, not its siblings', () => {
		const entries = [
			{ pid: 1, ppid: 0, rssKb: 1000 },
			{ pid: 10, ppid: 1, rssKb: 100 },
			{ pid: 11, ppid: 10, rssKb: 20 },
			{ pid: 12, ppid: 11, rssKb: 3 },
			{ pid: 20, ppid: 1, rssKb: 400 },
		];
		expect(treeRssKb(entries, 10)).toBe(123);
		expect(treeRssKb(entries, 12)).toBe(3);
		expect(treeRssKb(entries, 99)).toBe(0);
	});
	test('a children file lists process ids', () => {
		expect(parseChildren('29909 29910 ')).toEqual([29909, 29910]);
		expect(parseChildren('')).toEqual([]);
	});
	test.runIf(existsSync('/proc/self/task'))('walking down from the root finds the processes a scan of all of /proc finds', async () => {
		const shell = spawn('sh', ['-c', 'sleep 30 & sleep 30 & sh -c "sleep 30; true" & wait'], { stdio: 'ignore', detached: true });
		const root = shell.pid!;
		try {
			await expect.poll(async () => (await listTree(root))?.length).toBe(5);
			const walked = (await listTree(root))!;
			const all = await listProcesses();
			const below = (pid: number): number[] => [pid, ...all.filter((e) => e.ppid === pid).flatMap((e) => below(e.pid))];
			expect(walked.map((e) => e.pid).sort()).toEqual(below(root).sort());
			expect(walked.every((e) => e.rssKb > 0)).toBe(true);
		} finally {
			process.kill(-root);
		}
		expect(await listTree(2 ** 22 + 1)).toBeUndefined();
	});
	test('/usr/bin/time -v: maximum resident set and wall time', () => {
		const text =
			'\tCommand being timed: "node astro build"\n\tElapsed (wall clock) time (h:mm:ss or m:ss): 1:02.50\n\tMaximum resident set size (kbytes): 582384\n';
		expect(parseTimeVerbose(text)).toEqual({ maxRssKb: 582384, elapsedS: 62.5 });
		expect(
			parseTimeVerbose('\tElapsed (wall clock) time (h:mm:ss or m:ss): 1:00:03\n').elapsedS,
		).toBe(3603);
		expect(parseTimeVerbose('nothing')).toEqual({});
	});
});
