/**
 * What the command-line tools (`npm run owner`, `npm run outbox`) share: their database, the one of
 * NETLIFY_DB_URL or else the local emulated database (the running `npm start` server's, from
 * .netlify/state.json, or else the folder .netlify/db, opened here with the migrations applied), and
 * how a command runs: the usage for no command or --help, a failure the operator can act on
 * printed without a stack trace, exit code 1 on any failure, the database let go in the end. Each
 * tool exports its `CommandTool` and runs it when started as a program (`import.meta.main`), so
 * that tests run the same commands in their own process.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Socket } from 'node:net';
import { NetlifyDB } from '@netlify/database-dev';
import { closePools } from '../lib/requests/db.ts';

/** Tells whether something accepts connections on a local port. */
function listening(port: number): Promise<boolean> {
	return new Promise((resolve) => {
		const socket = new Socket();
		socket.setTimeout(1000);
		socket.once('connect', () => (socket.destroy(), resolve(true)));
		socket.once('error', () => resolve(false));
		socket.once('timeout', () => (socket.destroy(), resolve(false)));
		socket.connect(port, '127.0.0.1');
	});
}

/** Points NETLIFY_DB_URL at a database; returns how to let go of it. */
export async function openDatabase(): Promise<() => Promise<void>> {
	process.env.USER ??= 'postgres';
	if (process.env.NETLIFY_DB_URL) return closePools;
	const root = process.cwd();
	const state = JSON.parse(await readFile(join(root, '.netlify/state.json'), 'utf8').catch(() => '{}')) as { dbConnectionString?: string };
	const running = state.dbConnectionString ? new URL(state.dbConnectionString) : null;
	if (running && (await listening(Number(running.port)))) {
		process.env.NETLIFY_DB_URL = running.href;
		return closePools;
	}
	const db = new NetlifyDB({ directory: join(root, '.netlify/db'), logger: () => undefined });
	process.env.NETLIFY_DB_URL = await db.start();
	await db.applyMigrations(join(root, 'src/db/migrations'));
	return async () => {
		await closePools();
		await db.stop();
	};
}

/** A failure the operator can act on: printed without a stack trace. */
export class UsageError extends Error {}

/**
 * What a command reads and writes: its environment, its lines (standard output) and its warnings
 * and failures (standard error). The command line gives the process's own; a test gives its own
 * environment and collects the lines.
 */
export type CommandIo = { env: NodeJS.ProcessEnv; log: (line: string) => void; warn: (line: string) => void };

/** The process's environment and streams. */
export const processIo: CommandIo = { env: process.env, log: (line) => console.log(line), warn: (line) => console.error(line) };

/** What a command is told besides its arguments: its io, and whether the operator named a database (NETLIFY_DB_URL) rather than the local one. */
export type CommandContext = CommandIo & { givenDatabase: boolean };

/** A command-line tool: its usage, and how it runs one command with its arguments. */
export type CommandTool = { usage: string; run: (command: string, args: string[], context: CommandContext) => Promise<void> };

/**
 * Runs the command of `argv` with `tool` against the database `open` finds (`openDatabase`), or
 * prints the usage; returns the exit code, 1 on any failure.
 * @example if (import.meta.main) process.exitCode = await runCommand(ownerTool);
 */
export async function runCommand(tool: CommandTool, argv: string[] = process.argv.slice(2), io: CommandIo = processIo, open: () => Promise<() => Promise<void>> = openDatabase): Promise<number> {
	const [command, ...args] = argv;
	if (!command || command === '--help' || command === '-h') {
		io.log(tool.usage);
		return 0;
	}
	// Read before `openDatabase` points NETLIFY_DB_URL at the local database.
	const givenDatabase = Boolean(io.env.NETLIFY_DB_URL);
	const close = await open();
	try {
		await tool.run(command, args, { ...io, givenDatabase });
		return 0;
	} catch (error) {
		io.warn(error instanceof UsageError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error));
		return 1;
	} finally {
		await close();
	}
}
