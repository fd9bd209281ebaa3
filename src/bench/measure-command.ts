/**
 * Runs a command in a child process and measures it: wall time, peak memory of its process tree
 * (polled from /proc or `ps`) and, where `/usr/bin/time` exists, the largest single process's
 * maximum resident set as the kernel counted it.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseTimeVerbose, watchTreeRss } from './proc-tree.ts';

/** What a measured command did and cost. */
export type CommandMeasure = {
	exitCode: number;
	wallMs: number;
	/** Peak of the summed resident memory of the process tree, in bytes (sampled every 250 ms). */
	peakTreeRssBytes: number;
	/** Maximum resident set of the largest single process (from /usr/bin/time -v), in bytes. */
	maxProcessRssBytes?: number;
	/** The last lines the command printed. */
	outputTail: string;
};

const timeBinary = '/usr/bin/time';

/** Runs `command args` in `cwd` with extra environment variables and measures it. */
export async function measureCommand(
	command: string,
	args: readonly string[],
	options: { cwd: string; env?: Record<string, string> },
): Promise<CommandMeasure> {
	const timeFile = join(tmpdir(), `bench-time-${process.pid}-${Date.now()}.txt`);
	const useTime = existsSync(timeBinary);
	const [file, argv] = useTime
		? [timeBinary, ['-v', '-o', timeFile, command, ...args]]
		: [command, [...args]];
	const started = performance.now();
	const child = spawn(file, argv, {
		cwd: options.cwd,
		env: { ...process.env, ...options.env },
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	const watcher = watchTreeRss(child.pid!);
	let output = '';
	const keep = (chunk: Buffer) => {
		output = (output + chunk.toString('utf8')).slice(-20_000);
	};
	child.stdout.on('data', keep);
	child.stderr.on('data', keep);
	const exitCode = await new Promise<number>((resolve, reject) => {
		child.on('error', reject);
		child.on('close', (code) => resolve(code ?? 1));
	});
	const wallMs = performance.now() - started;
	const peakKb = await watcher.stop();
	const timed = useTime ? parseTimeVerbose(await readFile(timeFile, 'utf8').catch(() => '')) : {};
	await rm(timeFile, { force: true });
	return {
		exitCode,
		wallMs,
		peakTreeRssBytes: Math.max(peakKb, timed.maxRssKb ?? 0) * 1024,
		...(timed.maxRssKb !== undefined ? { maxProcessRssBytes: timed.maxRssKb * 1024 } : {}),
		outputTail: output.split('\n').slice(-15).join('\n'),
	};
}
