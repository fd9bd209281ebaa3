/**
 * Owner accounts from the command line (issue 6):
 *
 *   npm run owner -- add <email> <name> <lang> <propertyId...> [--password <password>]
 *   npm run owner -- reset <email> [--password <password>]
 *   npm run owner -- link <email> <propertyId...>
 *   npm run owner -- unlink <email> <propertyId...>
 *   npm run owner -- list
 *   npm run owner -- remove <email>
 *
 * The password is asked for (twice, not echoed) unless --password gives it. `reset` also lifts the
 * account's login lock, so that the agency can let a locked-out owner in. `add` and `link` accept
 * only ids of listings of the export (`data/properties.json`, or DATA_DIR's, read with the site's
 * data reader); `unlink` accepts any id, so a listing that left the export can still be unlinked.
 * `add` accepts only a language switched on in site.json: another has no owner portal.
 * The database is the one `openDatabase` finds (`command.ts`).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Locale } from '../../i18n/locales.ts';
import { parseJsonBytes } from '../lib/data/json-bytes.ts';
import { readDataSet } from '../lib/data/read-data.ts';
import { createOwner, findOwnerByEmail, linkProperties, listOwners, normalizeEmail, ownerPropertyIds, removeOwner, setPasswordHash, unlinkProperties } from '../lib/owners/accounts.ts';
import { hashPassword } from '../lib/owners/password.ts';
import { endOtherSessions } from '../lib/owners/sessions.ts';
import { readOwnerSettings, type OwnerSiteDefaults } from '../lib/owners/settings.ts';
import { clearAccount, throttleKeys } from '../lib/owners/throttle.ts';
import { getPool } from '../lib/requests/db.ts';
import { addIssue, emailIssue, passwordIssue, propertyIdsIssue } from '../lib/owners/owner-args.ts';
import { agencyDay } from '../lib/owners/calendar.ts';
import { runCommand, UsageError, type CommandContext, type CommandTool } from './command.ts';

const usage = `usage: npm run owner -- add <email> <name> <nl|fr|en|de> <propertyId...> [--password <password>]
       npm run owner -- reset <email> [--password <password>]
       npm run owner -- link <email> <propertyId...>
       npm run owner -- unlink <email> <propertyId...>
       npm run owner -- list
       npm run owner -- remove <email>`;


/**
 * Asks the questions one after the other on one line reader, without echoing the answers on a
 * terminal; piped input gives one answer a line. (A reader per question lost the second line of
 * piped input to the first reader, and the second question then waited for ever.) Input that ends
 * before the last answer is a usage error.
 */
function askHidden(questions: readonly string[]): Promise<string[]> {
	const tty = process.stdin.isTTY;
	const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: tty });
	const answers: string[] = [];
	let asked = '';
	const output = rl as unknown as { _writeToOutput?: (text: string) => void };
	if (tty) output._writeToOutput = (text) => void process.stdout.write(text.startsWith(asked) ? asked : '');
	return new Promise((resolve, reject) => {
		rl.on('close', () => (answers.length < questions.length ? reject(new UsageError('The input ended before the password was given.')) : resolve(answers)));
		const askNext = () => {
			const question = questions[answers.length];
			if (question === undefined) return rl.close();
			asked = question;
			rl.question(question, (answer) => {
				if (tty) process.stdout.write('\n');
				answers.push(answer);
				askNext();
			});
		};
		askNext();
	});
}

/** The password from --password, or asked twice; refused by the portal's rules (`owner-args.ts`). */
async function passwordFrom(args: string[], email: string): Promise<string> {
	const at = args.indexOf('--password');
	const [password = '', again] = at >= 0 ? [args[at + 1] ?? ''] : await askHidden(['Password: ', 'Password again: ']);
	if (at < 0 && again !== password) throw new UsageError('The passwords must match.');
	const issue = passwordIssue(password, email);
	if (issue) throw new UsageError(issue);
	return password;
}

/** The folder of the export, as the build reads it. */
const dataDir = (env: NodeJS.ProcessEnv) => env.DATA_DIR ?? 'data';

/** Property ids from the command line: positive integers, else a message naming the wrong one. */
function propertyIdsFrom(ids: string[]): number[] {
	const issue = propertyIdsIssue(ids);
	if (issue) throw new UsageError(issue);
	return ids.map(Number);
}

/** Refuses ids that are no listing of the export: an owner could never see their page or figures. */
async function checkListed(propertyIds: number[], env: NodeJS.ProcessEnv): Promise<void> {
	const dir = dataDir(env);
	const { properties } = await readDataSet(dir);
	const listed = new Set(properties.map((p) => p.ID));
	const unknown = propertyIds.filter((id) => !listed.has(id));
	if (unknown.length > 0) throw new UsageError(`Not a listing of the export (${join(dir, 'properties.json')}): ${unknown.join(', ')}. Nothing was changed.`);
}

/** The settings the site's functions read, for the throttle key of an account. */
async function ownerSettings(env: NodeJS.ProcessEnv) {
	const site = parseJsonBytes(await readFile(join(dataDir(env), 'site.json'))) as OwnerSiteDefaults;
	return readOwnerSettings(env, site);
}

/** The arguments without --password and its value. */
const positional = (args: string[]) => args.filter((_, i) => args[i] !== '--password' && args[i - 1] !== '--password');

/** Runs one command. */
async function run(command: string, args: string[], { env, log, warn, givenDatabase }: CommandContext): Promise<void> {
	const [email, ...rest] = positional(args);
	if (command === 'list') {
		const owners = await listOwners(getPool());
		if (owners.length === 0) return log('No owner accounts.');
		for (const o of owners) log(`${o.email}\t${o.name}\t${o.language}\tproperties ${o.propertyIds.join(', ') || '–'}\tsessions ${o.sessions}\tcreated ${agencyDay(o.createdAt)}`);
		return;
	}
	if (!['add', 'reset', 'link', 'unlink', 'remove'].includes(command)) throw new UsageError(usage);
	if (!email) throw new UsageError(`The email address is missing.\n${usage}`);
	if (command === 'add') {
		const emailProblem = emailIssue(email);
		if (emailProblem) throw new UsageError(emailProblem);
		const [name, language, ...ids] = rest;
		const problem = addIssue(name, language, ids);
		if (problem) throw new UsageError(problem);
		const lang = language as Locale;
		const { locales } = await ownerSettings(env);
		if (!locales.includes(lang)) throw new UsageError(`The language ${lang} is switched off in ${join(dataDir(env), 'site.json')} (languages): its owner portal does not exist. Use one of ${locales.join(', ')}.`);
		const propertyIds = propertyIdsFrom(ids);
		await checkListed(propertyIds, env);
		const id = await createOwner(getPool(), { email, name: name!, language: lang, password: await passwordFrom(args, email), propertyIds });
		if (id === null) throw new UsageError(`An account with ${email} already exists (use reset).`);
		return log(`Added ${email} (${name}, ${lang}) with properties ${propertyIds.join(', ')}.`);
	}
	if (command === 'reset') {
		const owner = await findOwnerByEmail(getPool(), email);
		if (!owner) throw new UsageError(`User not found: ${email}`);
		const password = await passwordFrom(args, owner.email);
		// The lock keys are HMACs with the site's SESSION_SECRET: with another secret no lock is found.
		if (givenDatabase && !env.SESSION_SECRET) {
			warn('Warning: SESSION_SECRET is not set while NETLIFY_DB_URL is: the login locks are keyed with the site\'s SESSION_SECRET, so this reset cannot find them. Set SESSION_SECRET as on Netlify and run reset again to lift a lock.');
		}
		await setPasswordHash(getPool(), owner.id, await hashPassword(password));
		const ended = await endOtherSessions(getPool(), owner.id);
		// The account's failed logins go too: a locked-out owner can log in with the new password at once.
		// They are counted under the address as the login reads it (`normalizeEmail`: the domain in
		// ASCII), which an account stored before 2026-11-25 (jan@café.be) does not spell so.
		const { secret } = await ownerSettings(env);
		const { failures, locks } = await clearAccount(getPool(), throttleKeys(normalizeEmail(owner.email), '', secret).account);
		const lock = locks > 0 ? 'login lock lifted' : failures > 0 ? `no login lock was in force; ${failures} failed login(s) forgotten` : 'no login lock found';
		return log(`New password set for ${owner.email}; ${ended} session(s) ended; ${lock}.`);
	}
	if (command === 'link' || command === 'unlink') {
		const propertyIds = propertyIdsFrom(rest);
		const owner = await findOwnerByEmail(getPool(), email);
		if (!owner) throw new UsageError(`User not found: ${email}`);
		if (command === 'link') {
			await checkListed(propertyIds, env);
			await linkProperties(getPool(), owner.id, propertyIds);
		} else {
			await unlinkProperties(getPool(), owner.id, propertyIds);
		}
		const now = await ownerPropertyIds(getPool(), owner.id);
		return log(`${owner.email} now follows properties ${now.join(', ') || '–'}.`);
	}
	if (command === 'remove') {
		if (!(await removeOwner(getPool(), email))) throw new UsageError(`User not found: ${email}`);
		return log(`Removed ${email} and its sessions.`);
	}
	throw new UsageError(usage);
}

/** `npm run owner`. */
export const ownerTool: CommandTool = { usage, run };

if (import.meta.main) process.exitCode = await runCommand(ownerTool);
