/**
 * Memory of a process tree: entries from /proc (or `ps` where there is no /proc), the tree's
 * summed resident memory, and the figures of `/usr/bin/time -v`. The tree is walked down from its
 * root through each thread's `children` file, so a sample reads the few processes of the build
 * and not every process of the machine: reading all of /proc took 20 ms of the benchmark's
 * processor every 250 ms, some 8 % of a core taken from the builds it measured.
 */
import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { promisify } from 'node:util';

/** One process: its id, its parent's id and its resident memory in KiB. */
export type ProcEntry = { pid: number; ppid: number; rssKb: number };

/**
 * Reads pid and ppid from the text of /proc/<pid>/stat (the command name may hold spaces and brackets).
 * @example parseProcStat('42 (node (x)) S 7 42 ...') // => { pid: 42, ppid: 7 }
 */
export function parseProcStat(text: string): { pid: number; ppid: number } | undefined {
	const close = text.lastIndexOf(')');
	if (close < 0) return undefined;
	const pid = Number.parseInt(text, 10);
	const ppid = Number(text.slice(close + 2).split(' ')[1]);
	return Number.isInteger(pid) && Number.isInteger(ppid) ? { pid, ppid } : undefined;
}

/**
 * Reads VmRSS (KiB) from the text of /proc/<pid>/status; 0 for a process without memory (a zombie, a kernel thread).
 * @example parseVmRss('Name:\tnode\nVmRSS:\t  5120 kB\n') // => 5120
 */
export function parseVmRss(text: string): number {
	const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(text);
	return match ? Number(match[1]) : 0;
}

/**
 * Reads the process ids of a `/proc/<pid>/task/<tid>/children` file.
 * @example parseChildren('29909 29910 ') // => [29909, 29910]
 */
export function parseChildren(text: string): number[] {
	return text
		.split(' ')
		.filter((part) => /^\d+$/.test(part))
		.map(Number);
}

/**
 * Reads the lines of `ps -e -o pid=,ppid=,rss=`.
 * @example parsePs('  10     1  2048\n') // => [{ pid: 10, ppid: 1, rssKb: 2048 }]
 */
export function parsePs(text: string): ProcEntry[] {
	return text
		.split('\n')
		.map((line) => line.trim().split(/\s+/).map(Number))
		.filter((cols) => cols.length === 3 && cols.every(Number.isInteger))
		.map(([pid, ppid, rssKb]) => ({ pid: pid!, ppid: ppid!, rssKb: rssKb! }));
}

/**
 * The summed resident memory (KiB) of a process and all its descendants.
 * @example treeRssKb([{ pid: 1, ppid: 0, rssKb: 10 }, { pid: 2, ppid: 1, rssKb: 5 }, { pid: 3, ppid: 0, rssKb: 99 }], 1) // => 15
 */
export function treeRssKb(entries: readonly ProcEntry[], root: number): number {
	const children = new Map<number, ProcEntry[]>();
	for (const e of entries) children.set(e.ppid, [...(children.get(e.ppid) ?? []), e]);
	let total = entries.find((e) => e.pid === root)?.rssKb ?? 0;
	const queue = [...(children.get(root) ?? [])];
	const seen = new Set<number>([root]);
	while (queue.length > 0) {
		const e = queue.shift()!;
		if (seen.has(e.pid)) continue;
		seen.add(e.pid);
		total += e.rssKb;
		queue.push(...(children.get(e.pid) ?? []));
	}
	return total;
}

/**
 * Reads the maximum resident set (KiB, of the largest single process) and the wall time from `/usr/bin/time -v`.
 * @example parseTimeVerbose('\tElapsed (wall clock) time (h:mm:ss or m:ss): 1:02.50\n\tMaximum resident set size (kbytes): 582384\n') // => { maxRssKb: 582384, elapsedS: 62.5 }
 */
export function parseTimeVerbose(text: string): { maxRssKb?: number; elapsedS?: number } {
	const rss = /Maximum resident set size \(kbytes\):\s*(\d+)/.exec(text);
	const wall = /Elapsed \(wall clock\) time[^:]*:\s*([\d:.]+)/.exec(
		text.replace('(h:mm:ss or m:ss)', ''),
	);
	const elapsedS = wall
		? wall[1]!.split(':').reduce((acc, part) => acc * 60 + Number(part), 0)
		: undefined;
	return {
		...(rss ? { maxRssKb: Number(rss[1]) } : {}),
		...(elapsedS !== undefined ? { elapsedS } : {}),
	};
}

/** Every process of the machine, from /proc, else from `ps`. */
export async function listProcesses(): Promise<ProcEntry[]> {
	let names: string[];
	try {
		names = (await readdir('/proc')).filter((n) => /^\d+$/.test(n));
	} catch {
		const { stdout } = await promisify(execFile)('ps', ['-e', '-o', 'pid=,ppid=,rss=']);
		return parsePs(stdout);
	}
	const entries = await Promise.all(
		names.map(async (name) => {
			try {
				const [stat, status] = await Promise.all([
					readFile(`/proc/${name}/stat`, 'utf8'),
					readFile(`/proc/${name}/status`, 'utf8'),
				]);
				const ids = parseProcStat(stat);
				return ids ? { ...ids, rssKb: parseVmRss(status) } : undefined;
			} catch {
				return undefined; // the process ended while we read it
			}
		}),
	);
	return entries.filter((e): e is ProcEntry => e !== undefined);
}

/**
 * A process and its descendants, walked down from `root` through the `children` file of each of
 * their threads; `undefined` where the kernel has no such file (then `listProcesses` serves). A
 * process that ends during the walk is left out.
 */
export async function listTree(root: number): Promise<ProcEntry[] | undefined> {
	try {
		await readFile(`/proc/${root}/task/${root}/children`, 'utf8');
	} catch {
		return undefined;
	}
	const entries: ProcEntry[] = [];
	let level: { pid: number; ppid: number }[] = [{ pid: root, ppid: 0 }];
	const seen = new Set<number>();
	while (level.length > 0) {
		const read = await Promise.all(level.filter(({ pid }) => !seen.has(pid)).map(readBranch));
		level = [];
		for (const branch of read) {
			if (!branch) continue;
			seen.add(branch.entry.pid);
			entries.push(branch.entry);
			level.push(...branch.children.map((pid) => ({ pid, ppid: branch.entry.pid })));
		}
	}
	return entries;
}

/** One process's memory and its children's ids, or `undefined` when it has ended. */
async function readBranch({ pid, ppid }: { pid: number; ppid: number }): Promise<{ entry: ProcEntry; children: number[] } | undefined> {
	try {
		const [status, threads] = await Promise.all([readFile(`/proc/${pid}/status`, 'utf8'), readdir(`/proc/${pid}/task`)]);
		const lists = await Promise.all(threads.map((tid) => readFile(`/proc/${pid}/task/${tid}/children`, 'utf8').catch(() => '')));
		return { entry: { pid, ppid, rssKb: parseVmRss(status) }, children: lists.flatMap(parseChildren) };
	} catch {
		return undefined;
	}
}

/** Polls the summed memory of a process tree until stopped; `stop()` answers the peak in KiB. */
export function watchTreeRss(root: number, intervalMs = 250): { stop: () => Promise<number> } {
	let peak = 0;
	let running = true;
	const loop = (async () => {
		while (running) {
			peak = Math.max(peak, treeRssKb((await listTree(root)) ?? (await listProcesses()), root));
			await new Promise((resolve) => setTimeout(resolve, intervalMs));
		}
	})();
	return {
		stop: async () => {
			running = false;
			await loop;
			return peak;
		},
	};
}
