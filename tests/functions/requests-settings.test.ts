import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { NetlifyDB } from '@netlify/database-dev';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { noDelayOn } from '../../src/server/db-sockets.ts';
import { smtp, usePlatformWithMail } from './support/lifecycle.ts';
import { waitFor } from './support/platform.ts';
import { agencyInbox, answer, handlerOf, mailTo, post, postMultipart, rows, setTestEnv, validBody } from './support/requests.ts';

/**
 * Settings the functions cannot read, an unmigrated database and a Netlify deploy without a mail
 * folder: a malformed `SITE_URL`, `SMTP_PORT`, `SMTP_SECURE` or `MAIL_LOCALE` never fails a
 * request (its default serves, one log line per instance names it) and `/api/health` answers 503
 * naming it; a database without the migrations' tables reads `migrated: false`, not "down"; a
 * Netlify deploy without SMTP and `MAIL_DIR` writes no `.eml` file. Against the emulated Postgres
 * and a real SMTP server.
 */

const mailDir = usePlatformWithMail();
const deployNames = ['CONTEXT', 'SITE_ID', 'MAIL_LOCALE'];

beforeEach(() => {
	setTestEnv(smtp.port, mailDir());
	smtp.mails.length = 0;
});

afterEach(() => {
	for (const name of deployNames) delete process.env[name];
	vi.restoreAllMocks();
});

/** The health answer as an uptime monitor reads it. */
async function health(): Promise<{ status: number; body: Record<string, unknown>; retryAfter: string | null }> {
	const handler = await handlerOf('health');
	const response = await handler(new Request('http://localhost/api/health'), {} as never);
	return { ...(await answer(response)), retryAfter: response.headers.get('retry-after') };
}

/** Runs a scheduled function and answers its status. */
async function runScheduled(name: string): Promise<number> {
	const handler = await handlerOf(name);
	return (await handler(new Request(`http://localhost/.netlify/functions/${name}`, { method: 'POST' }), {} as never)).status;
}

describe('a setting the functions cannot read: its default serves, one log line names it, /api/health answers 503', () => {
	test.each([
		{ name: 'SITE_URL', value: 'www.immo-drieland.example', line: 'setting ignored: SITE_URL takes an http or https address such as https://www.example.be; https://www.immo-drieland.example/ is used instead' },
		{ name: 'SMTP_PORT', value: 'smtp', line: 'setting ignored: SMTP_PORT takes a port number from 1 to 65535; 587 is used instead' },
		{ name: 'SMTP_SECURE', value: 'starttls', line: 'setting ignored: SMTP_SECURE takes true, 1 or yes, or false, 0 or no (in any letter case); false is used instead' },
		{ name: 'MAIL_LOCALE', value: 'fr-BE', line: 'setting ignored: MAIL_LOCALE takes nl, fr, en, de (in any letter case); nl is used instead' },
	])('$name=$value', async ({ name, value, line }) => {
		const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
		process.env[name] = value;
		for (let i = 0; i < 2; i++) expect((await answer(await post('contact', await validBody('contact')))).status).toBe(200);
		const captcha = await handlerOf('captcha');
		expect((await captcha(new Request('https://www.immo-drieland.example/api/captcha'), {} as never)).status).toBe(200);
		expect(await runScheduled('outbox-retry')).toBe(200);
		expect(await runScheduled('owner-cleanup')).toBe(200);
		const { status, body } = await health();
		expect(status).toBe(503);
		expect(body).toMatchObject({ ok: false, database: 'up', migrated: true, badSettings: [name] });
		expect(JSON.stringify(body)).not.toContain(value);
		const lines = log.mock.calls.map((call) => String(call[0])).filter((text) => text.startsWith('setting ignored'));
		expect(lines).toEqual([line]);
		await rows("UPDATE outbox SET status = 'sent' WHERE status = 'pending'");
	}, 60_000);

	test('accepted spellings are read as meant and /api/health names nothing', async () => {
		Object.assign(process.env, { SMTP_SECURE: 'No', MAIL_LOCALE: ' FR ' });
		const log = vi.spyOn(console, 'error');
		expect((await answer(await post('contact', await validBody('contact')))).status).toBe(200);
		await waitFor(() => smtp.mails.length === 2);
		expect(mailTo(smtp, agencyInbox)?.headers.subject).toMatch(/^Demande/);
		const { status, body } = await health();
		expect({ status, body }).toMatchObject({ status: 200, body: { ok: true } });
		expect(body).not.toHaveProperty('badSettings');
		expect(log).not.toHaveBeenCalled();
	}, 30_000);
});

describe('an unmigrated database reads migrated: false, not "database down"', () => {
	test.each([
		{ database: 'no table at all', target: null },
		{ database: 'schema_info only', target: '20261122000000' },
	])('$database: 503 with migrated false and no Retry-After', async ({ target }) => {
		const migrated = process.env.NETLIFY_DB_URL;
		const bare = new NetlifyDB({ logger: () => undefined });
		process.env.NETLIFY_DB_URL = await bare.start();
		noDelayOn(bare);
		try {
			if (target) await bare.applyMigrations(join(import.meta.dirname, '../../src/db/migrations'), target);
			expect(await health()).toEqual({ status: 503, body: { ok: false, database: 'up', migrated: false }, retryAfter: null });
		} finally {
			process.env.NETLIFY_DB_URL = migrated;
			await bare.stop();
		}
	}, 60_000);
});

describe('without SMTP on a Netlify deploy', () => {
	/** The outbox ids of a request reference. */
	const outboxIdsOf = async (reference: unknown) =>
		(await rows<{ id: string; status: string }>('SELECT o.id, o.status FROM outbox o JOIN requests r ON r.id = o.request_id WHERE r.reference = $1 ORDER BY o.id', [reference])).map((row) => ({ id: Number(row.id), status: row.status }));
	const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n%'), Buffer.from(Array.from({ length: 200 }, (_, i) => 255 - i)), Buffer.from('\n%%EOF\n')]);

	test.each([
		{ deploy: 'CONTEXT=production', env: { CONTEXT: 'production' } },
		{ deploy: 'SITE_ID set', env: { SITE_ID: '1d01c0c0-4554-4747-93b8-34ce3448ab95' } },
	])('$deploy without MAIL_DIR: no .eml file is written, the mails wait in the outbox', async ({ env }) => {
		setTestEnv(null, mailDir());
		delete process.env.MAIL_DIR;
		Object.assign(process.env, env);
		const warned = vi.spyOn(console, 'warn');
		const { status, body } = await answer(await postMultipart('contact', await validBody('contact'), new File([pdf], 'cv.pdf')));
		expect(status).toBe(200);
		const outbox = await outboxIdsOf(body.reference);
		expect(outbox.map((row) => row.status)).toEqual(['pending', 'pending']);
		// The default folder, in the function's (read-only on Netlify) working directory.
		for (const { id } of outbox) expect(existsSync(join('.mail', `outbox-${id}.eml`))).toBe(false);
		expect(warned).not.toHaveBeenCalled();
		await rows("UPDATE outbox SET status = 'sent' WHERE status = 'pending'");
	}, 30_000);

	test('with MAIL_DIR set, the deploy writes them there as a local run does', async () => {
		setTestEnv(null, mailDir());
		process.env.CONTEXT = 'production';
		const { body } = await answer(await post('contact', await validBody('contact')));
		const files = await readdir(mailDir());
		for (const { id } of await outboxIdsOf(body.reference)) expect(files).toContain(`outbox-${id}.eml`);
		await rows("UPDATE outbox SET status = 'sent' WHERE status = 'pending'");
	}, 30_000);
});
