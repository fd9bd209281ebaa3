import { createServer, type Server, type Socket } from 'node:net';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { outboxTool } from '../../src/cli/outbox.ts';
import { claimWindowMs, deliverOutbox, maxAttempts, retryDelaySeconds } from '../../src/lib/requests/outbox.ts';
import { cliProcess, runTool } from './support/cli.ts';
import { freePort, startPlatform, startSmtp, type Platform, type SmtpSink } from './support/platform.ts';
import { useMailDir } from './support/lifecycle.ts';
import { answer, currentSettings, handlerOf, post, rows, setTestEnv, validBody } from './support/requests.ts';

/**
 * The outbox (issue 5): a mail is stored with its request; a send that fails stays pending and is
 * retried with backoff by the scheduled function; permanent 5xx answers and 20 failed attempts end
 * in 'dead', counted by /api/health and queued again with `npm run outbox`; without SMTP settings
 * mails stay in the outbox and are written as .eml files.
 */

let platform: Platform;
let smtp: SmtpSink;
const mailDir = useMailDir();

beforeAll(async () => {
	platform = await startPlatform();
}, 120_000);

afterAll(async () => {
	await smtp?.stop();
	await platform?.stop();
});

beforeEach(async () => {
	if (smtp) smtp.mails.length = 0;
	await rows("UPDATE outbox SET status = 'sent' WHERE status = 'pending'");
});

type OutboxRow = { id: string; status: string; attempts: number; last_error: string | null; message_id: string; to_address: string; due_in: number };

/** The outbox rows of a request reference. */
async function outboxOf(reference: unknown): Promise<OutboxRow[]> {
	return rows<OutboxRow>(
		`SELECT o.id, o.status, o.attempts, o.last_error, o.message_id, o.to_address, extract(epoch FROM o.next_attempt_at - now())::float AS due_in
		 FROM outbox o JOIN requests r ON r.id = o.request_id WHERE r.reference = $1 ORDER BY o.id`,
		[reference],
	);
}

/** Runs the scheduled retry function and returns its report. */
async function runRetry(): Promise<Record<string, unknown>> {
	const handler = await handlerOf('outbox-retry');
	return (await (await handler(new Request('http://localhost/.netlify/functions/outbox-retry', { method: 'POST' }), {} as never)).json()) as Record<string, unknown>;
}

/** The outbox counts `/api/health` reports. */
async function healthCounts(): Promise<{ pending: number; dead: number }> {
	const handler = await handlerOf('health');
	const response = await handler(new Request('http://localhost/api/health'), {} as never);
	expect(response.status).toBe(200);
	const { pending, dead } = ((await response.json()) as { outbox: { pending: number; dead: number } }).outbox;
	return { pending, dead };
}

/** Runs `npm run outbox -- ...args` (the listing in its own process, as the agency runs it); returns its exit code and output. */
const outboxCli = (...args: string[]) => (args[0] === 'list' ? cliProcess('src/cli/outbox.ts', args) : runTool(outboxTool, args));

/** Makes every pending row due now. */
const makeDue = () => rows("UPDATE outbox SET next_attempt_at = now() - interval '1 second' WHERE status = 'pending'");

test('backoff doubles from 60 s, is capped at 6 hours and jittered between 0.5x and 1.5x', () => {
	expect([1, 2, 3, 4].map((n) => retryDelaySeconds(n, () => 0.5))).toEqual([60, 120, 240, 480]);
	expect(retryDelaySeconds(30, () => 0.5)).toBe(6 * 3600);
	expect(retryDelaySeconds(1, () => 0)).toBe(30);
	expect(retryDelaySeconds(1, () => 0.999999)).toBe(90);
});

describe('SMTP down, then up', () => {
	test('the visitor gets the reference; the agency mail and the receipt wait in the outbox and are delivered on retry; nothing is lost', async () => {
		const port = await freePort();
		setTestEnv(port, mailDir());
		const { status, body } = await answer(await post('contact', await validBody('contact')));
		expect(status).toBe(200);
		const pending = await outboxOf(body.reference);
		expect(pending).toMatchObject([
			{ status: 'pending', attempts: 1, to_address: 'agency@immo-drieland.example' },
			{ status: 'pending', attempts: 1, to_address: 'sofie.claes@example.be' },
		]);
		for (const row of pending) {
			expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
			expect(row.due_in).toBeGreaterThan(20);
			expect(row.due_in).toBeLessThan(100);
		}

		expect(await runRetry()).toMatchObject({ sent: 0 });
		smtp = await startSmtp(port);
		expect(await runRetry()).toMatchObject({ sent: 0 });
		await makeDue();
		expect(await runRetry()).toMatchObject({ ok: true, smtp: true, sent: 2, dead: 0 });
		expect(smtp.mails.map((m) => m.headers['message-id'])).toEqual(pending.map((row) => row.message_id));
		expect(smtp.mails.map((m) => m.envelope.to)).toEqual([['agency@immo-drieland.example'], ['sofie.claes@example.be']]);
		for (const mail of smtp.mails) expect(mail.headers.subject).toContain(String(body.reference));
		expect(await outboxOf(body.reference)).toMatchObject([
			{ status: 'sent', attempts: 2, last_error: null },
			{ status: 'sent', attempts: 2, last_error: null },
		]);
		expect(await runRetry()).toMatchObject({ sent: 0 });
		expect(smtp.mails).toHaveLength(2);
	});
});

describe('failures', () => {
	test('a permanent 5xx answer is not retried: the mail is dead after one attempt', async () => {
		setTestEnv(smtp.port, mailDir());
		smtp.failWith = 550;
		try {
			const { body } = await answer(await post('testimonial', await validBody('testimonial')));
			const outbox = await outboxOf(body.reference);
			expect(outbox).toMatchObject([{ status: 'dead', attempts: 1 }, { status: 'dead', attempts: 1 }]);
			for (const row of outbox) expect(row.last_error).toContain('550');
			await makeDue();
			expect(await runRetry()).toMatchObject({ sent: 0, dead: 0 });
		} finally {
			smtp.failWith = null;
		}
	});

	test.each([
		{ code: 530, what: 'a server that wants a login (SMTP_USER not set)' },
		{ code: 550, what: 'a refused sender (MAIL_FROM not allowed)' },
	])('a $code answer to MAIL FROM, $what, is a setting to fix: the mails wait and are sent once it is fixed', async ({ code }) => {
		setTestEnv(smtp.port, mailDir());
		smtp.failSenderWith = code;
		let reference = '';
		try {
			reference = String((await answer(await post('testimonial', await validBody('testimonial')))).body.reference);
			const outbox = await outboxOf(reference);
			expect(outbox).toMatchObject([{ status: 'pending', attempts: 1 }, { status: 'pending', attempts: 1 }]);
			for (const row of outbox) expect(row.last_error).toContain(String(code));
		} finally {
			smtp.failSenderWith = null;
		}
		await makeDue();
		expect(await runRetry()).toMatchObject({ sent: 2, dead: 0 });
		expect(smtp.mails.filter((mail) => mail.headers.subject?.includes(reference))).toHaveLength(2);
	});

	test('a 552 answer to MAIL FROM (the message is too large) is the mail\'s own: dead after one attempt', async () => {
		setTestEnv(smtp.port, mailDir());
		smtp.failSenderWith = 552;
		try {
			const { body } = await answer(await post('testimonial', await validBody('testimonial')));
			expect(await outboxOf(body.reference)).toMatchObject([{ status: 'dead', attempts: 1 }, { status: 'dead', attempts: 1 }]);
		} finally {
			smtp.failSenderWith = null;
		}
	});

	test(`a temporary 4xx answer is retried, and the mail is dead after ${maxAttempts} attempts`, async () => {
		setTestEnv(smtp.port, mailDir());
		smtp.failWith = 451;
		try {
			const { body } = await answer(await post('testimonial', await validBody('testimonial')));
			expect(await outboxOf(body.reference)).toMatchObject([{ status: 'pending', attempts: 1 }, { status: 'pending', attempts: 1 }]);
			for (let attempt = 2; attempt <= maxAttempts; attempt++) {
				await makeDue();
				await runRetry();
			}
			const outbox = await outboxOf(body.reference);
			expect(outbox).toMatchObject([{ status: 'dead', attempts: maxAttempts }, { status: 'dead', attempts: maxAttempts }]);
			for (const row of outbox) expect(row.last_error).toContain('451');
		} finally {
			smtp.failWith = null;
		}
		expect(smtp.mails).toEqual([]);
	});

	test('two retry runs at once send every due mail exactly once (FOR UPDATE SKIP LOCKED and lease)', async () => {
		setTestEnv(await freePort(), mailDir());
		const references = [];
		for (let i = 0; i < 6; i++) references.push((await answer(await post('testimonial', await validBody('testimonial')))).body.reference);
		setTestEnv(smtp.port, mailDir());
		await makeDue();
		const reports = await Promise.all([deliverOutbox(currentSettings()), deliverOutbox(currentSettings()), deliverOutbox(currentSettings())]);
		// Six requests, each with the agency's mail and the visitor's receipt.
		expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBe(12);
		expect(smtp.mails).toHaveLength(12);
		expect(new Set(smtp.mails.map((m) => m.headers['message-id'])).size).toBe(12);
		for (const reference of references) expect(await outboxOf(reference)).toMatchObject([{ status: 'sent', attempts: 2 }, { status: 'sent', attempts: 2 }]);
	});
});

/** A TCP server that accepts connections and never answers (a stalled SMTP provider). */
async function startSilentServer(): Promise<{ port: number; stop(): Promise<void> }> {
	const sockets = new Set<Socket>();
	const server: Server = createServer((socket) => {
		sockets.add(socket);
		socket.on('close', () => sockets.delete(socket));
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	return {
		port: (server.address() as { port: number }).port,
		stop: () => {
			for (const socket of sockets) socket.destroy();
			return new Promise<void>((resolve) => server.close(() => resolve()));
		},
	};
}

describe('a stalled SMTP server (accepts, never answers)', () => {
	test('a scheduled run tries only the mails it has time for, ends within 30 s and counts an attempt only on a mail it tried', async () => {
		setTestEnv(null, mailDir());
		const references = [];
		for (let i = 0; i < 3; i++) references.push((await answer(await post('testimonial', await validBody('testimonial')))).body.reference);
		const silent = await startSilentServer();
		try {
			setTestEnv(silent.port, mailDir());
			await makeDue();
			const started = Date.now();
			const report = await runRetry();
			expect(Date.now() - started).toBeLessThan(30_000);
			const outbox = (await Promise.all(references.map(outboxOf))).flat();
			const tried = outbox.filter((row) => row.attempts === 1);
			// A try lasts the 10 s greeting timeout: only what begins within the claim window is tried.
			expect(tried.length).toBeGreaterThanOrEqual(1);
			expect(tried.length).toBeLessThanOrEqual(Math.ceil(claimWindowMs / 10_000));
			expect(report).toMatchObject({ sent: 0, dead: 0, retrying: tried.length });
			for (const row of tried) {
				expect(row.last_error).toMatch(/timeout|greeting/i);
				expect(row.due_in).toBeGreaterThan(20);
			}
			const untried = outbox.filter((row) => row.attempts !== 1);
			expect(untried.length).toBe(6 - tried.length);
			for (const row of untried) expect(row).toMatchObject({ status: 'pending', attempts: 0, last_error: null });
			for (const row of untried) expect(row.due_in).toBeLessThanOrEqual(0);
		} finally {
			await silent.stop();
		}
	}, 60_000);

	test('a send slower than the lease keeps its row: a second run neither claims nor sends it again', async () => {
		setTestEnv(null, mailDir());
		const { body } = await answer(await post('testimonial', await validBody('testimonial')));
		const [first] = await outboxOf(body.reference);
		const id = Number(first!.id);
		const silent = await startSilentServer();
		try {
			setTestEnv(silent.port, mailDir());
			await makeDue();
			// A lease of 1 s, far shorter than the 10 s the stalled send lasts.
			const slow = deliverOutbox(currentSettings(), { ids: [id], lease: 1 });
			await new Promise((resolve) => setTimeout(resolve, 3_000));
			setTestEnv(smtp.port, mailDir());
			expect(await deliverOutbox(currentSettings(), { ids: [id] })).toMatchObject({ sent: 0, retrying: 0, dead: 0 });
			expect(smtp.mails).toEqual([]);
			expect(await slow).toMatchObject({ sent: 0, retrying: 1 });
			expect(await rows('SELECT attempts, status FROM outbox WHERE id = $1', [id])).toEqual([{ attempts: 1, status: 'pending' }]);
		} finally {
			await silent.stop();
		}
	}, 60_000);
});

describe('given-up mails: counted by /api/health, listed and queued again by `npm run outbox`', () => {
	test('two mails refused for good are counted and listed; queued again, the next run sends them', async () => {
		setTestEnv(smtp.port, mailDir());
		const before = await healthCounts();
		smtp.failWith = 550;
		let ids: number[];
		try {
			const { body } = await answer(await post('testimonial', await validBody('testimonial')));
			ids = (await outboxOf(body.reference)).map((row) => Number(row.id));
		} finally {
			smtp.failWith = null;
		}
		expect(await healthCounts()).toEqual({ pending: before.pending, dead: before.dead + 2 });
		const listed = await outboxCli('list');
		expect(listed.code).toBe(0);
		expect(listed.out).toContain(`mail(s) waiting, ${before.dead + 2} given up.`);
		for (const id of ids) expect(listed.out).toMatch(new RegExp(`^${id}\\t\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d\\t\\S+@\\S+\\t.+\\tattempts 1\\t.*550`, 'm'));

		expect(await outboxCli('resend', ...ids.map(String))).toEqual({ code: 0, out: `Queued again: ${ids.join(', ')}.\n` });
		expect(await rows('SELECT status, attempts, last_error FROM outbox WHERE id = ANY($1::bigint[]) ORDER BY id', [ids])).toEqual([
			{ status: 'pending', attempts: 0, last_error: null },
			{ status: 'pending', attempts: 0, last_error: null },
		]);
		expect(await healthCounts()).toEqual({ pending: before.pending + 2, dead: before.dead });
		expect(await runRetry()).toMatchObject({ sent: 2, dead: 0 });
		expect(smtp.mails.map((m) => m.headers['message-id']).sort()).toEqual(ids.map((id) => `<outbox-${id}@www.immo-drieland.example>`).sort());
		expect(await healthCounts()).toEqual(before);
	}, 120_000);

	test('resend refuses what is not a given-up mail and bad arguments, and changes nothing', async () => {
		const sent = await rows<{ id: string }>("SELECT id FROM outbox WHERE status = 'sent' ORDER BY id LIMIT 1");
		const id = sent[0]!.id;
		expect(await outboxCli('resend', id)).toEqual({ code: 1, out: `No given-up mail to queue.\nNot a given-up mail: ${id}.\n` });
		expect(await rows('SELECT status FROM outbox WHERE id = $1', [id])).toEqual([{ status: 'sent' }]);
		for (const args of [['resend'], ['resend', 'abc'], ['resend', '-3'], ['purge']]) {
			const result = await outboxCli(...args);
			expect(result.code, args.join(' ')).toBe(1);
			expect(result.out, args.join(' ')).toContain('usage: npm run outbox');
		}
	}, 120_000);
});

describe('a mail that keeps failing is visible to the operator (a wrong SMTP password, retried for days)', () => {
	/** Calls /api/health with a method; returns the status, the body as text and the JSON (GET). */
	async function health(method = 'GET'): Promise<{ status: number; text: string; headers: Headers }> {
		const handler = await handlerOf('health');
		const response = await handler(new Request('http://localhost/api/health', { method }), {} as never);
		return { status: response.status, text: await response.text(), headers: response.headers };
	}

	test('each failed try is logged without addresses; `outbox list` shows the waiting mails; /api/health reports their age and error and fails past the threshold', async () => {
		setTestEnv(smtp.port, mailDir());
		Object.assign(process.env, { SMTP_USER: 'agency', SMTP_PASS: 'wrong' });
		smtp.password = 'right';
		const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
		let ids: number[] = [];
		try {
			const { status, body } = await answer(await post('contact', await validBody('contact')));
			expect(status).toBe(200);
			const outbox = await outboxOf(body.reference);
			ids = outbox.map((row) => Number(row.id));
			expect(outbox).toMatchObject([{ status: 'pending', attempts: 1 }, { status: 'pending', attempts: 1 }]);
			for (const row of outbox) expect(row.last_error).toMatch(/535/);
			const lines = logged.mock.calls.map((args) => args.map(String).join(' '));
			for (const id of ids) expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^outbox ${id} \\(contact\\): attempt 1 of ${maxAttempts} failed, next try in about \\d+ min: .*535`)));
			for (const line of lines) expect(line).not.toMatch(/sofie|claes|@/i);

			// Fresh: reported, not yet an alert.
			const fresh = await health();
			expect(fresh.status).toBe(200);
			expect(JSON.parse(fresh.text)).toMatchObject({ ok: true, outbox: { pending: 2, oldestPendingMinutes: 0, lastError: expect.stringMatching(/535/) as unknown, alertAfterMinutes: 60, waitingTooLong: false } });

			// 75 minutes later: /api/health fails, GET and HEAD alike.
			await rows("UPDATE outbox SET created_at = created_at - interval '75 minutes' WHERE id = ANY($1::bigint[])", [ids]);
			const late = await health();
			expect(late.status).toBe(503);
			expect(JSON.parse(late.text)).toMatchObject({ ok: false, database: 'up', outbox: { pending: 2, oldestPendingMinutes: 75, lastError: expect.stringMatching(/535/) as unknown, waitingTooLong: true } });
			const head = await health('HEAD');
			expect({ status: head.status, text: head.text, type: head.headers.get('content-type') }).toEqual({ status: 503, text: '', type: 'application/json' });
			process.env.OUTBOX_ALERT_MINUTES = '90';
			expect((await health()).status).toBe(200);
			delete process.env.OUTBOX_ALERT_MINUTES;
			expect((await health('POST')).status).toBe(405);

			const listed = await outboxCli('list');
			expect(listed.code).toBe(0);
			expect(listed.out).toMatch(/^2 mail\(s\) waiting, \d+ given up\. Times are Brussels time \(Europe\/Brussels\)\.$/m);
			expect(listed.out).toContain('id\tstored\twaiting for\tkind\tto\tsubject\tattempts\tnext try\tlast error');
			for (const id of ids) expect(listed.out).toMatch(new RegExp(`^${id}\\t\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d\\t1 h 1[56] min\\tcontact\\t\\S+@\\S+\\t.+\\tattempts 1\\tnext \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d\\t.*535`, 'm'));
			const [stored] = await rows<{ created_at: Date }>('SELECT created_at FROM outbox WHERE id = $1', [ids[0]]);
			const brussels = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels', dateStyle: 'short', timeStyle: 'short', hourCycle: 'h23' }).format(stored!.created_at).replace(',', '');
			expect(listed.out).toContain(`${ids[0]}\t${brussels}\t`);
		} finally {
			logged.mockRestore();
			delete smtp.password;
			delete process.env.SMTP_USER;
			delete process.env.SMTP_PASS;
			if (ids.length > 0) await rows("UPDATE outbox SET status = 'sent' WHERE id = ANY($1::bigint[])", [ids]);
		}
		expect(smtp.mails).toEqual([]);
	}, 120_000);
});

describe('without SMTP settings', () => {
	test('the mail stays pending in the outbox and is written as an .eml file; once SMTP is set it is sent', async () => {
		setTestEnv(null, mailDir());
		const { status, body } = await answer(await post('send-to-friend', await validBody('send-to-friend')));
		expect(status).toBe(200);
		const outbox = await outboxOf(body.reference);
		expect(outbox).toMatchObject([{ status: 'pending', attempts: 0 }, { status: 'pending', attempts: 0 }]);
		const files = await readdir(mailDir());
		for (const row of outbox) {
			expect(files).toContain(`outbox-${row.id}.eml`);
		}
		const eml = await readFile(join(mailDir(), `outbox-${outbox[0]!.id}.eml`), 'utf8');
		expect(eml).toMatch(/^Reply-To: "?Sofie Claes"? <sofie\.claes@example\.be>$/m);
		expect(eml).toMatch(/^To: agency@immo-drieland\.example$/m);
		expect(eml).toContain(`Message-ID: ${outbox[0]!.message_id}`);
		expect(await runRetry()).toMatchObject({ smtp: false, sent: 0 });

		setTestEnv(smtp.port, mailDir());
		expect(await runRetry()).toMatchObject({ smtp: true, sent: 2 });
		expect(smtp.mails.map((m) => m.envelope.to[0]).sort()).toEqual(['agency@immo-drieland.example', 'pieter@example.be']);
	});
});

test('the scheduled run prunes old rate-limit counters and expired captcha challenges', async () => {
	await rows("INSERT INTO rate_limits VALUES ('old', now() - interval '2 hours', 5), ('new', now(), 1)");
	await rows("INSERT INTO captcha_challenges (challenge_id, expires_at) VALUES ('gone', now() - interval '1 minute'), ('kept', now() + interval '5 minutes')");
	await runRetry();
	expect(await rows("SELECT client_hash FROM rate_limits WHERE client_hash IN ('old', 'new')")).toEqual([{ client_hash: 'new' }]);
	expect(await rows("SELECT challenge_id FROM captcha_challenges WHERE challenge_id IN ('gone', 'kept')")).toEqual([{ challenge_id: 'kept' }]);
});

describe('mails to one visitor address are bounded (VISITOR_MAILS_PER_DAY): a stranger cannot flood an inbox through the forms', () => {
	test('over the limit the request is stored and the agency mailed, the receipt and the friend mail left out; a day later they go again', async () => {
		// No SMTP: the mails stay in the outbox, where the test counts them.
		setTestEnv(null, mailDir());
		process.env.VISITOR_MAILS_PER_DAY = '2';
		const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
		try {
			const email = `flooded-${Date.now()}@example.be`;
			const friendEmail = `friend-${Date.now()}@example.be`;
			const addressesOf = async (reference: unknown) => (await outboxOf(reference)).map((row) => row.to_address);
			const references = [];
			for (let i = 0; i < 3; i++) {
				const { status, body } = await answer(await post('contact', await validBody('contact', { email })));
				expect(status).toBe(200);
				references.push(body.reference);
			}
			expect(await addressesOf(references[0])).toEqual(['agency@immo-drieland.example', email]);
			expect(await addressesOf(references[1])).toEqual(['agency@immo-drieland.example', email]);
			expect(await addressesOf(references[2])).toEqual(['agency@immo-drieland.example']);
			expect(logged.mock.calls.flat().join('\n')).toContain(`request ${String(references[2])}: a mail to the visitor's or friend's address left out`);
			expect(logged.mock.calls.flat().join('\n')).not.toContain(email);
			// The friend's address counts apart from the sender's.
			const friends = [];
			for (let i = 0; i < 3; i++) friends.push((await answer(await post('send-to-friend', await validBody('send-to-friend', { email: `sender-${i}-${Date.now()}@example.be`, friendEmail })))).body.reference);
			expect((await Promise.all(friends.map(addressesOf))).map((addresses) => addresses.includes(friendEmail))).toEqual([true, true, false]);
			// A day later the address gets its mails again.
			await rows("UPDATE outbox SET created_at = created_at - interval '25 hours' WHERE lower(to_address) = $1", [email]);
			const { body } = await answer(await post('contact', await validBody('contact', { email })));
			expect(await addressesOf(body.reference)).toEqual(['agency@immo-drieland.example', email]);
		} finally {
			process.env.VISITOR_MAILS_PER_DAY = '100000';
			logged.mockRestore();
		}
	});
});
