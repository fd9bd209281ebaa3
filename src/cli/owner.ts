/**
 * Owner accounts from the command line (issue 6):
 *
 *   npm run owner -- add <email> <name> <lang> <propertyId...> [--password <password>]
 *   npm run owner -- reset <email> [--password <password>]
 *   npm run owner -- list
 *   npm run owner -- remove <email>
 *
 * The password is asked for (twice, not echoed) unless --password gives it. The database is the one
 * of NETLIFY_DB_URL; without it, the local emulated database: the running `npm start` server's (from
 * .netlify/state.json) or else the folder .netlify/db, opened here with the migrations applied.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Socket } from 'node:net';
import { NetlifyDB } from '@netlify/database-dev';
import { isLocale } from '../../i18n/locales.ts';
import { createOwner, findOwnerByEmail, listOwners, removeOwner, setPasswordHash } from '../lib/owners/accounts.ts';
import { hashPassword } from '../lib/owners/password.ts';
import { endOtherSessions } from '../lib/owners/sessions.ts';
import { closePools, getPool } from '../lib/requests/db.ts';
import { passwordLength } from '../schemas/owners.ts';

const usage = `usage: npm run owner -- add <email> <name> <nl|fr|en|de> <propertyId...> [--password <password>]
       npm run owner -- reset <email> [--password <password>]
       npm run owner -- list
       npm run owner -- remove <email>`;

/** A failure the operator can act on: printed without a stack trace. */
class UsageError extends Error {}

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
async function openDatabase(): Promise<() => Promise<void>> {
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

/** Reads one line from the terminal without echoing it (or from piped input). */
function askHidden(question: string): Promise<string> {
	return new Promise((resolve) => {
		const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
		const output = rl as unknown as { _writeToOutput?: (text: string) => void };
		if (process.stdin.isTTY) output._writeToOutput = (text) => void process.stdout.write(text.startsWith(question) ? question : '');
		rl.question(question, (answer) => {
			rl.close();
			if (process.stdin.isTTY) process.stdout.write('\n');
			resolve(answer);
		});
	});
}

/** The password from --password, or asked twice. */
async function passwordFrom(args: string[]): Promise<string> {
	const at = args.indexOf('--password');
	const password = at >= 0 ? (args[at + 1] ?? '') : await askHidden('Password: ');
	if (at < 0 && (await askHidden('Password again: ')) !== password) throw new UsageError('The passwords must match.');
	const length = [...password].length;
	if (length < passwordLength.min || length > passwordLength.max) throw new UsageError(`The password must have ${passwordLength.min} to ${passwordLength.max} characters.`);
	return password;
}

/** The arguments without --password and its value. */
const positional = (args: string[]) => args.filter((_, i) => args[i] !== '--password' && args[i - 1] !== '--password');

/** Runs one command. */
async function run(command: string | undefined, args: string[]): Promise<void> {
	const [email, ...rest] = positional(args);
	if (command === 'list') {
		const owners = await listOwners(getPool());
		if (owners.length === 0) return console.log('No owner accounts.');
		for (const o of owners) console.log(`${o.email}\t${o.name}\t${o.language}\tproperties ${o.propertyIds.join(', ') || '–'}\tsessions ${o.sessions}\tcreated ${o.createdAt.toISOString().slice(0, 10)}`);
		return;
	}
	if (!email || !email.includes('@')) throw new UsageError(usage);
	if (command === 'add') {
		const [name, lang, ...ids] = rest;
		const propertyIds = ids.map(Number);
		if (!name || !lang || !isLocale(lang) || ids.length === 0 || !propertyIds.every((id) => Number.isInteger(id) && id > 0 && id < 2 ** 31)) throw new UsageError(usage);
		const id = await createOwner(getPool(), { email, name, language: lang, password: await passwordFrom(args), propertyIds });
		if (id === null) throw new UsageError(`An account with ${email} already exists (use reset).`);
		return console.log(`Added ${email} (${name}, ${lang}) with properties ${propertyIds.join(', ')}.`);
	}
	if (command === 'reset') {
		const owner = await findOwnerByEmail(getPool(), email);
		if (!owner) throw new UsageError(`User not found: ${email}`);
		await setPasswordHash(getPool(), owner.id, await hashPassword(await passwordFrom(args)));
		const ended = await endOtherSessions(getPool(), owner.id);
		return console.log(`New password set for ${owner.email}; ${ended} session(s) ended.`);
	}
	if (command === 'remove') {
		if (!(await removeOwner(getPool(), email))) throw new UsageError(`User not found: ${email}`);
		return console.log(`Removed ${email} and its sessions.`);
	}
	throw new UsageError(usage);
}

const [command, ...args] = process.argv.slice(2);
if (!command || command === '--help' || command === '-h') {
	console.log(usage);
} else {
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
