import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { runCommand, type CommandTool } from '../../../src/cli/command.ts';

/** What a command printed (standard output and error, in order) and its exit code. */
export type CliResult = { code: number; out: string };

/**
 * Runs a command of a tool in the test's process, as `npm run <tool> -- ...args` runs it, against
 * the test's database (NETLIFY_DB_URL, its pools left open for the test), with the test's
 * environment and `env` over it. The tool's own program file starts the same `runCommand`; one
 * test per tool starts it as a process (`cliProcess`).
 */
export async function runTool(tool: CommandTool, args: string[], env: Record<string, string> = {}): Promise<CliResult> {
	let out = '';
	const write = (line: string) => void (out += `${line}\n`);
	const code = await runCommand(tool, args, { env: { ...process.env, ...env }, log: write, warn: write }, () => Promise.resolve(() => Promise.resolve()));
	return { code, out };
}

/**
 * Runs a tool's program (`src/cli/<name>.ts`) as a process of its own with the test's environment,
 * `input` piped to it (none: its input ends at once); returns its exit code and output.
 */
export async function cliProcess(program: string, args: string[], input = ''): Promise<CliResult> {
	try {
		const running = promisify(execFile)(process.execPath, [program, ...args], { env: process.env, timeout: 60_000 });
		running.child.stdin?.end(input);
		const { stdout, stderr } = await running;
		return { code: 0, out: stdout + stderr };
	} catch (error) {
		const e = error as { code: number; stdout: string; stderr: string };
		return { code: e.code, out: e.stdout + e.stderr };
	}
}
