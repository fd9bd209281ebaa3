/**
 * The form submission under load: the contact function with real checks (Origin, schema, captcha
 * solved ahead for each request, idempotency key), a real SMTP sink that is down during the middle
 * third of the answers, then the outbox retried with its own scheduled function and everything
 * counted: answers accepted, rows stored, mails in the outbox and mails the sink received.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import site from '../../data/site.json' with { type: 'json' };
import type { SmtpSink } from './smtp-sink.ts';

/**
 * What happened to every accepted request: `accepted` counts the function's 200 answers,
 * `received` those autocannon read before its time bound closed the connections.
 */
export type FormIntegrity = {
	sent: number;
	accepted: number;
	received: number;
	rows: number;
	outbox: Record<string, number>;
	mailsReceived: number;
	retryRounds: number;
	lostRequests: number;
	lostMails: number;
	duplicateMails: number;
};

/** The environment the request functions read during the run: SMTP sink, cheap captcha, no per-client cap. */
export function formEnv(smtpPort: number, mailDir: string): Record<string, string> {
	return {
		SMTP_HOST: '127.0.0.1',
		SMTP_PORT: String(smtpPort),
		SMTP_SECURE: 'false',
		MAIL_TO: 'agency@bench.example',
		MAIL_FROM: 'website@bench.example',
		MAIL_DIR: mailDir,
		CAPTCHA_HMAC_KEY: 'bench-captcha-key',
		CAPTCHA_MIN_COUNTER: '1',
		CAPTCHA_MAX_COUNTER: '40',
		REQUEST_RATE_LIMIT: '1000000',
		VISITOR_MAILS_PER_DAY: '1000000',
	};
}

/** A scratch folder for .eml copies the mailer may write. */
export const mailScratch = () => mkdtemp(join(tmpdir(), 'bench-mail-'));
export const removeScratch = (dir: string) => rm(dir, { recursive: true, force: true });

/** `count` valid contact bodies, each with its own solved captcha and idempotency key. */
export async function contactBodies(count: number): Promise<string[]> {
	// Imported here, not at the top: a request module Node cannot load fails this part, not the whole run.
	const { issueChallenge } = await import('../lib/requests/captcha.ts');
	const { readSettings } = await import('../lib/requests/settings.ts');
	const settings = readSettings(process.env, site).captcha;
	const bodies: string[] = [];
	for (let i = 0; i < count; i++) {
		const challenge = await issueChallenge(settings);
		const solution = await solveChallenge({ challenge, deriveKey });
		if (!solution) throw new Error('captcha not solved');
		const { codeChallenge: _unused, ...rest } = challenge as typeof challenge & {
			codeChallenge?: unknown;
		};
		bodies.push(
			JSON.stringify({
				title: 'ms',
				firstName: 'Sofie',
				lastName: `Claes ${i}`,
				email: `sofie.${i}@example.be`,
				phone: '0475 12 34 56',
				street: 'Kerkstraat 12',
				zip: '9000',
				city: 'Gent',
				goal: 'sale',
				remark: 'Ik zoek een huis met tuin.',
				contactSlots: ['morning'],
				newsletter: false,
				locale: 'nl',
				idempotencyKey: crypto.randomUUID(),
				captcha: Buffer.from(JSON.stringify({ challenge: rest, solution })).toString('base64'),
				website: '',
				privacy: true,
			}),
		);
	}
	return bodies;
}

/**
 * Takes SMTP down after a third of the run and brings it back after two thirds, by answers or by
 * time, whichever comes first (the run is bounded by both).
 */
export function outageBy(
	total: number,
	seconds: number,
	sink: SmtpSink,
	now = () => performance.now(),
): (answered: number) => void {
	let state: 'up' | 'down' | 'back' = 'up';
	let started: number | undefined;
	return (answered) => {
		started ??= now();
		const share = Math.max(answered / total, (now() - started) / (seconds * 1000));
		if (state === 'up' && share >= 1 / 3) {
			state = 'down';
			void sink.down();
		} else if (state === 'down' && share >= 2 / 3) {
			state = 'back';
			void sink.up();
		}
	};
}

/** Query access to the database for the counts. */
type Query = <T>(sql: string) => Promise<{ rows: T[] }>;

/**
 * Runs the outbox retry function until nothing is pending (at most 5 rounds). Between rounds the
 * pending mails are made due now: the backoff's waiting is skipped, not the sending.
 */
export async function drainOutbox(query: Query, retry: () => Promise<Response>): Promise<number> {
	let rounds = 0;
	for (; rounds < 5; rounds++) {
		const [pending] = (
			await query<{ n: number }>("SELECT count(*)::int AS n FROM outbox WHERE status = 'pending'")
		).rows;
		if (!pending || pending.n === 0) break;
		await query("UPDATE outbox SET next_attempt_at = now() WHERE status = 'pending'");
		await retry();
	}
	return rounds;
}

/** Counts rows, outbox states and received mails after the run. */
export async function countIntegrity(
	query: Query,
	sent: number,
	answers: { accepted: number; received: number },
	sink: SmtpSink,
	retryRounds: number,
): Promise<FormIntegrity> {
	const { accepted, received } = answers;
	const [rows] = (
		await query<{ n: number }>("SELECT count(*)::int AS n FROM requests WHERE kind = 'contact'")
	).rows;
	const outboxRows = (
		await query<{ status: string; n: number }>(
			'SELECT status, count(*)::int AS n FROM outbox GROUP BY status',
		)
	).rows;
	const outbox = Object.fromEntries(outboxRows.map((r) => [r.status, r.n]));
	const stored = rows?.n ?? 0;
	return {
		sent,
		accepted,
		received,
		rows: stored,
		outbox,
		mailsReceived: sink.received(),
		retryRounds,
		lostRequests: Math.max(0, accepted - stored),
		lostMails: Math.max(0, (outbox['sent'] ?? 0) - sink.received()) + (outbox['dead'] ?? 0),
		duplicateMails: Math.max(0, sink.received() - (outbox['sent'] ?? 0)),
	};
}
