import { mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ownerTool } from '../../src/cli/owner.ts';
import { handleLogin } from '../../src/lib/owners/handlers-auth.ts';
import { findOwnerByEmail } from '../../src/lib/owners/accounts.ts';
import { demoOwner, seedDemoOwner } from '../../src/lib/owners/demo.ts';
import { createSession, hashToken } from '../../src/lib/owners/sessions.ts';
import { getPool } from '../../src/lib/requests/db.ts';
import { cliProcess, runTool } from './support/cli.ts';
import { startPlatform, type Platform } from './support/platform.ts';
import { ownerRequest, ownerSettings } from './support/owners.ts';
import { rows, setTestEnv } from './support/requests.ts';

/**
 * The owner CLI (`npm run owner -- add|reset|link|unlink|list|remove`) against the emulated
 * database, and the demo seed. The commands run in the test's process (`runTool`); the first test
 * starts the program itself, as the agency does.
 */

let platform: Platform;

beforeAll(async () => {
	platform = await startPlatform();
	setTestEnv(null, platform.root);
}, 120_000);

afterAll(async () => {
	await platform?.stop();
});

/** Runs the CLI's command with arguments (and an environment of its own); returns its output and exit code. */
const cliIn = (env: Record<string, string>, ...args: string[]) => runTool(ownerTool, args, env);

/** Runs the CLI's command with arguments; returns its output and exit code. */
const cli = (...args: string[]) => cliIn({}, ...args);

/** The secret the test's functions key the login locks with (SESSION_SECRET unset: the captcha key). */
const siteSecret = 'test-captcha-key';

const logIn = (email: string, password: string) => handleLogin(ownerRequest('/api/login', { body: { email, password } }), { ip: '198.51.100.60' }, ownerSettings());

test('the program: --help prints the usage, a refused argument goes to standard error with exit code 1, list answers from the database', async () => {
	const help = await cliProcess('src/cli/owner.ts', ['--help']);
	expect(help.code).toBe(0);
	expect(help.out).toMatch(/^usage: npm run owner -- add <email>/);
	expect(await cliProcess('src/cli/owner.ts', ['add', 'x@example.be', 'Name', 'es', '1004', '--password', 'Lang-genoeg-123'])).toEqual({ code: 1, out: "Not a language: 'es'. Use nl, fr, en or de.\n" });
	const email = 'program@example.be';
	expect((await cli('add', email, 'Program Test', 'nl', '1004', '--password', 'Lang-genoeg-123')).code).toBe(0);
	const listed = await cliProcess('src/cli/owner.ts', ['list']);
	expect(listed.code).toBe(0);
	expect(listed.out).toMatch(/^program@example\.be\tProgram Test\tnl\tproperties 1004\tsessions 0\tcreated \d{4}-\d\d-\d\d$/m);
	await cli('remove', email);
}, 120_000);

test('the program takes the password twice from piped input (scripts, ssh without a terminal), and refuses input that ends early', async () => {
	const email = 'piped@example.be';
	const added = await cliProcess('src/cli/owner.ts', ['add', email, 'Piped Owner', 'nl', '1004'], 'Lang-genoeg-wachtwoord-9\nLang-genoeg-wachtwoord-9\n');
	expect(added).toEqual({ code: 0, out: `Password: Password again: Added ${email} (Piped Owner, nl) with properties 1004.\n` });
	expect((await logIn(email, 'Lang-genoeg-wachtwoord-9')).status).toBe(200);
	const differ = await cliProcess('src/cli/owner.ts', ['reset', email], 'Nieuw-wachtwoord-2026\nAnder-wachtwoord-2026\n');
	expect(differ).toMatchObject({ code: 1, out: expect.stringContaining('The passwords must match.') as unknown });
	const ended = await cliProcess('src/cli/owner.ts', ['reset', email], 'Nieuw-wachtwoord-2026\n');
	expect(ended).toMatchObject({ code: 1, out: expect.stringContaining('The input ended before the password was given.') as unknown });
	await cli('remove', email);
}, 120_000);

test('add, list, reset and remove an owner; the new password logs in, the old one no longer does', async () => {
	const added = await cli('add', 'Marie.Lambert@example.be', 'Marie Lambert', 'fr', '1004', '1011', '--password', 'Premier-mot-de-passe');
	expect(added).toEqual({ code: 0, out: 'Added Marie.Lambert@example.be (Marie Lambert, fr) with properties 1004, 1011.\n' });
	expect((await cli('add', 'marie.lambert@example.be', 'Marie', 'fr', '1004', '--password', 'Premier-mot-de-passe')).code).toBe(1);
	const listed = await cli('list');
	expect(listed.out).toMatch(/^marie\.lambert@example\.be\tMarie Lambert\tfr\tproperties 1004, 1011\tsessions 0\tcreated \d{4}-\d\d-\d\d$/m);
	expect((await logIn('marie.lambert@example.be', 'Premier-mot-de-passe')).status).toBe(200);
	const reset = await cliIn({ SESSION_SECRET: siteSecret }, 'reset', 'marie.lambert@example.be', '--password', 'Tweede-wachtwoord-1');
	expect(reset).toEqual({ code: 0, out: 'New password set for marie.lambert@example.be; 1 session(s) ended; no login lock found.\n' });
	expect((await logIn('marie.lambert@example.be', 'Premier-mot-de-passe')).status).toBe(401);
	expect((await logIn('marie.lambert@example.be', 'Tweede-wachtwoord-1')).status).toBe(200);
	expect(await cli('remove', 'marie.lambert@example.be')).toEqual({ code: 0, out: 'Removed marie.lambert@example.be and its sessions.\n' });
	expect(await rows('SELECT 1 FROM owners WHERE email = $1', ['marie.lambert@example.be'])).toEqual([]);
}, 120_000);

test('list counts only open sessions and reset reports only open sessions as ended: an idle or expired row awaiting the clean-up is no session, yet reset deletes it too', async () => {
	const email = 'stale.sessions@example.be';
	expect((await cli('add', email, 'Stale Sessions', 'nl', '1004', '--password', 'Eerste-wachtwoord-1')).code).toBe(0);
	const owner = (await findOwnerByEmail(getPool(), email))!;
	const settings = ownerSettings();
	const minute = 60_000;
	/** Stores two sessions that have ended but wait for the hourly clean-up: one idle for 170 minutes, one past its absolute end though used a minute ago. */
	const addEndedSessions = async () => {
		await createSession(getPool(), owner.id, settings, new Date(Date.now() - 170 * minute));
		const expired = await createSession(getPool(), owner.id, settings, new Date(Date.now() - settings.session.absoluteMs - 5 * minute));
		await getPool().query('UPDATE owner_sessions SET last_seen_at = $2 WHERE token_hash = $1', [hashToken(expired), new Date(Date.now() - minute)]);
	};
	const stored = async () => (await rows('SELECT 1 FROM owner_sessions WHERE owner_id = $1', [owner.id])).length;
	const listedLine = async () => (await cli('list')).out.split('\n').find((line) => line.startsWith(`${email}\t`));

	await addEndedSessions();
	expect(await stored()).toBe(2);
	expect(await listedLine()).toMatch(/\tsessions 0\t/);
	expect(await cliIn({ SESSION_SECRET: siteSecret }, 'reset', email, '--password', 'Tweede-wachtwoord-2')).toEqual({ code: 0, out: `New password set for ${email}; 0 session(s) ended; no login lock found.\n` });
	expect(await stored()).toBe(0);

	// With an open session beside them, that one counts, and reset still deletes all three rows.
	await addEndedSessions();
	expect((await logIn(email, 'Tweede-wachtwoord-2')).status).toBe(200);
	expect(await stored()).toBe(3);
	expect(await listedLine()).toMatch(/\tsessions 1\t/);
	expect(await cliIn({ SESSION_SECRET: siteSecret }, 'reset', email, '--password', 'Derde-wachtwoord-33')).toEqual({ code: 0, out: `New password set for ${email}; 1 session(s) ended; no login lock found.\n` });
	expect(await stored()).toBe(0);
	await cli('remove', email);
}, 120_000);

test('bad commands and arguments are refused with the usage or a reason, and change nothing', async () => {
	const frobnicate = await cli('frobnicate', 'x@example.be');
	expect(frobnicate.code).toBe(1);
	expect(frobnicate.out).toContain('usage: npm run owner');
	// Each wrong argument is named in one line, never a pg stack trace (spec §8: invalid email or password).
	const refused: [string[], string][] = [
		[['add', 'x@example.be', 'Name', 'es', '1004', '--password', 'Lang-genoeg-123'], "Not a language: 'es'. Use nl, fr, en or de."],
		[['add', 'x@example.be', 'Name', 'nl', 'abc', '--password', 'Lang-genoeg-123'], "Not a property id: 'abc'."],
		[['add', 'x@example.be', 'Name', 'nl'], 'At least one property id is needed.'],
		[['add', 'x@example.be', '', 'nl', '1004', '--password', 'Lang-genoeg-123'], 'The name is missing.'],
		[['add', 'x@example.be', 'N'.repeat(201), 'nl', '1004', '--password', 'Lang-genoeg-123'], 'The name is too long: 201 characters, at most 200.'],
		[['add', 'jan@', 'Jan', 'nl', '1004', '--password', 'Jan-pass-20266'], "Not a valid email address: 'jan@'."],
		[['add', 'a b@c.be', 'X', 'nl', '1004', '--password', 'Lang-genoeg-123'], "Not a valid email address: 'a b@c.be'."],
		[['add', 'ann@example.be', 'Ann', 'nl', '1004', '--password', 'ann@example.be'], 'The password cannot be the email address.'],
		[['add', 'ann@example.be', 'Ann', 'nl', '1004', '--password', ' ANN@example.be '], 'The password cannot be the email address.'],
		[['add', 'x@example.be', 'Name', 'nl', '1004', '--password', 'kort'], 'The password must have 10 to 128 characters.'],
	];
	for (const [args, message] of refused) expect(await cli(...args), args.join(' ')).toEqual({ code: 1, out: `${message}\n` });
	expect(await rows('SELECT 1 FROM owners WHERE email = ANY($1::text[])', [['jan@', 'a b@c.be', 'ann@example.be']])).toEqual([]);
	expect(await cli('reset', 'nobody@example.be', '--password', 'Lang-genoeg-123')).toEqual({ code: 1, out: 'User not found: nobody@example.be\n' });
	expect(await rows('SELECT 1 FROM owners WHERE email = $1', ['x@example.be'])).toEqual([]);
}, 120_000);

test('add refuses a name longer than the database takes before it asks for the password, in one line; 200 characters are taken', async () => {
	// Piped input ends at once: a command that asked for the password would fail on that instead.
	expect(await cliProcess('src/cli/owner.ts', ['add', 'long.name@example.be', 'N'.repeat(201), 'nl', '1004'])).toEqual({ code: 1, out: 'The name is too long: 201 characters, at most 200.\n' });
	expect(await rows('SELECT 1 FROM owners WHERE email = $1', ['long.name@example.be'])).toEqual([]);
	const longest = 'é'.repeat(200);
	expect(await cli('add', 'long.name@example.be', ` ${longest} `, 'nl', '1004', '--password', 'Lang-genoeg-123')).toMatchObject({ code: 0 });
	expect(await rows('SELECT name FROM owners WHERE email = $1', ['long.name@example.be'])).toEqual([{ name: longest }]);
	await cli('remove', 'long.name@example.be');
}, 120_000);

test('list gives the day an account was made in Brussels: made at 00:30 there (23:30 UTC the day before), it says that Brussels day', async () => {
	const email = 'just.after.midnight@example.be';
	expect((await cli('add', email, 'Net Na Middernacht', 'nl', '1004', '--password', 'Lang-genoeg-123')).code).toBe(0);
	for (const [stored, day] of [
		['2026-11-24T23:30:00Z', '2026-11-25'], // winter, UTC+1: 00:30 in Brussels
		['2026-07-14T22:15:00Z', '2026-07-15'], // summer, UTC+2: 00:15 in Brussels
		['2026-07-14T23:59:00Z', '2026-07-15'], // 01:59 in Brussels
	]) {
		await rows('UPDATE owners SET created_at = $2 WHERE email = $1', [email, stored]);
		const line = (await cli('list')).out.split('\n').find((l) => l.startsWith(`${email}\t`));
		expect(line, stored).toMatch(new RegExp(`\\tcreated ${day}$`));
	}
	await cli('remove', email);
}, 120_000);

/** The property ids an owner follows, ascending. */
async function followed(email: string): Promise<number[]> {
	const found = await rows<{ property_id: number }>('SELECT property_id FROM owner_properties p JOIN owners o ON o.id = p.owner_id WHERE o.email = $1 ORDER BY 1', [email]);
	return found.map((r) => Number(r.property_id));
}

test('reset lifts the login lock of an owner locked out by wrong passwords: the new password logs in at once', async () => {
	const email = 'locked.out@example.be';
	expect((await cli('add', email, 'Locked Out', 'nl', '1004', '--password', 'Eerste-wachtwoord-1')).code).toBe(0);
	for (let i = 0; i < 5; i++) expect((await logIn(email, `wrong-${i}`)).status).toBe(401);
	expect((await logIn(email, 'Eerste-wachtwoord-1')).status).toBe(429);
	// With another secret than the site's, no lock is found, and the reset says so: the owner is still locked out.
	expect(await cliIn({ SESSION_SECRET: 'not-the-site-secret' }, 'reset', email, '--password', 'Nieuw-wachtwoord-11')).toEqual({ code: 0, out: `New password set for ${email}; 0 session(s) ended; no login lock found.\n` });
	expect((await logIn(email, 'Nieuw-wachtwoord-11')).status).toBe(429);
	expect(await cliIn({ SESSION_SECRET: siteSecret }, 'reset', email, '--password', 'Nieuw-wachtwoord-22')).toEqual({ code: 0, out: `New password set for ${email}; 0 session(s) ended; login lock lifted.\n` });
	expect((await logIn(email, 'Nieuw-wachtwoord-22')).status).toBe(200);
	// NETLIFY_DB_URL given without SESSION_SECRET: a warning that a lock cannot be found.
	const unkeyed = await cli('reset', email, '--password', 'Nieuw-wachtwoord-33');
	expect(unkeyed.out).toContain('Warning: SESSION_SECRET is not set while NETLIFY_DB_URL is');
	await cli('remove', email);
}, 120_000);

test('reset lifts the lock of an account stored with its domain in Unicode (as before 2026-11-25): the login counts it under the ASCII spelling', async () => {
	const email = 'jan@café-lock.be';
	expect((await cli('add', 'jan@example.be', 'Jan Peeters', 'nl', '1004', '--password', 'Eerste-wachtwoord-1')).code).toBe(0);
	await rows('UPDATE owners SET email = $2 WHERE email = $1', ['jan@example.be', email]);
	for (let i = 0; i < 5; i++) expect((await logIn(email, `wrong-${i}`)).status).toBe(401);
	expect((await logIn(email, 'Eerste-wachtwoord-1')).status).toBe(429);
	expect(await cliIn({ SESSION_SECRET: siteSecret }, 'reset', email, '--password', 'Nieuw-wachtwoord-22')).toEqual({ code: 0, out: `New password set for ${email}; 0 session(s) ended; login lock lifted.\n` });
	expect((await logIn('jan@xn--caf-lock-d1a.be', 'Nieuw-wachtwoord-22')).status).toBe(200);
	await cli('remove', email);
}, 120_000);

test('link and unlink change the properties an owner follows; ids that are no listing of the export are refused and change nothing', async () => {
	const email = 'links@example.be';
	expect((await cli('add', email, 'Jan Peeters', 'nl', '1004', '--password', 'Lang-genoeg-123')).code).toBe(0);
	expect(await cli('link', email, '1011', '1004', '1012')).toEqual({ code: 0, out: `${email} now follows properties 1004, 1011, 1012.\n` });
	expect(await followed(email)).toEqual([1004, 1011, 1012]);
	expect(await cli('unlink', email, '1004', '1012')).toEqual({ code: 0, out: `${email} now follows properties 1011.\n` });
	expect(await followed(email)).toEqual([1011]);

	const notListed = await cli('link', email, '1005', '999999');
	expect(notListed).toEqual({ code: 1, out: 'Not a listing of the export (data/properties.json): 999999. Nothing was changed.\n' });
	expect(await followed(email)).toEqual([1011]);
	expect(await cli('add', 'new.one@example.be', 'New One', 'fr', '1004', '888888', '--password', 'Lang-genoeg-123')).toEqual({
		code: 1,
		out: 'Not a listing of the export (data/properties.json): 888888. Nothing was changed.\n',
	});
	expect(await rows('SELECT 1 FROM owners WHERE email = $1', ['new.one@example.be'])).toEqual([]);

	expect(await cli('link', email)).toEqual({ code: 1, out: 'At least one property id is needed.\n' });
	expect(await cli('unlink', email, 'abc')).toEqual({ code: 1, out: "Not a property id: 'abc'.\n" });
	expect(await cli('link', 'not-an-email', '1004')).toEqual({ code: 1, out: 'User not found: not-an-email\n' });
	expect(await cli('link', 'nobody@example.be', '1004')).toEqual({ code: 1, out: 'User not found: nobody@example.be\n' });
	await cli('remove', email);
}, 120_000);

test('the demo owner is seeded once, with the documented password', async () => {
	expect(await seedDemoOwner(getPool())).toBe(true);
	expect(await seedDemoOwner(getPool())).toBe(false);
	expect((await logIn(demoOwner.email, demoOwner.password)).status).toBe(200);
	expect(await rows<{ property_id: number }>('SELECT property_id FROM owner_properties p JOIN owners o ON o.id = p.owner_id WHERE o.email = $1 ORDER BY 1', [demoOwner.email])).toEqual(
		[...demoOwner.propertyIds].sort().map((property_id) => ({ property_id })),
	);
}, 60_000);

test('add refuses a language switched off in site.json: that owner portal does not exist (spec §2: a language is used when enabled)', async () => {
	const dir = await mkdtemp(join(tmpdir(), 'owner-cli-data-'));
	try {
		for (const file of await readdir('data')) if (file !== 'site.json') await symlink(resolve('data', file), join(dir, file));
		const site = JSON.parse(await readFile('data/site.json', 'utf8')) as { languages: { code: string; use: boolean }[] };
		site.languages = site.languages.map((l) => (l.code === 'fr' ? { ...l, use: false } : l));
		await writeFile(join(dir, 'site.json'), JSON.stringify(site));
		const email = `off-${Date.now()}@example.be`;
		expect(await cliIn({ DATA_DIR: dir }, 'add', email, 'Marie', 'fr', '1004', '--password', 'Lang-genoeg-123')).toEqual({
			code: 1,
			out: `The language fr is switched off in ${join(dir, 'site.json')} (languages): its owner portal does not exist. Use one of nl, en, de.\n`,
		});
		expect(await rows('SELECT 1 FROM owners WHERE email = $1', [email])).toEqual([]);
	} finally {
		await rm(dir, { recursive: true, force: true });
	}
}, 120_000);
