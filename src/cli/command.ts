/**
 * What the command-line tools (`npm run owner`, `npm run outbox`) share: their database, the one of
 * NETLIFY_DB_URL or else the local emulated database (the running `npm start` server's, from
 * .netlify/state.json, or else the folder .netlify/db, opened here with the migrations applied), and
 * how a command runs: the usage for no command or --help, a failure the operator can act on
 * printed without a stack trace, exit code 1 on any failure, the database let go in the end.
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

/** Runs the command of the process's arguments with `run` against the database, or prints `usage`. */
export async function runCommand(usage: string, run: (command: string, args: string[]) => Promise<void>): Promise<void> {
	const [command, ...args] = process.argv.slice(2);
	if (!command || command === '--help' || command === '-h') return console.log(usage);
	const close = await openDatabase();
	try {
		await run(command, args);
	} catch (error) {
		console.error(error instanceof UsageError ? error.message : error);
		process.exitCode = 1;
	} finally {
		await close();
	}
}
