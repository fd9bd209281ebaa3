import { getStore } from '@netlify/blobs';
import type { Db } from './db.ts';
import { getPool } from './db.ts';
import type { AttachmentRef, MailDraft } from './mail-content.ts';
import { createSmtpTransport, sendMail, smtpTimeoutMs, toAddressHeader, writeEml, type OutgoingMail, type Transport } from './mailer.ts';
import { failedTryLine } from './outbox-health.ts';
import { holdLeases, leaseSeconds } from './outbox-lease.ts';
import type { RequestSettings } from './settings.ts';

/**
 * The mail outbox: a mail is a row before it is a send. A sender claims one row at a time, right
 * before it tries it (FOR UPDATE SKIP LOCKED; the claim counts the attempt), and leases it
 * (next_attempt_at moves 2 minutes ahead, renewed while the send lasts: `outbox-lease.ts`), so the
 * send right after a request and the scheduled retries never send the same row twice and a row is
 * counted only when it is tried; a request's own mails are enqueued already claimed for the send
 * after its COMMIT. A failed send waits with jittered
 * exponential backoff; after 20 attempts, or a permanent 5xx answer, the row is dead: kept, counted
 * by /api/health and sent again on the agency's word (`outbox-admin.ts`, `npm run outbox`).
 */

/**
 * Attempts before a mail is given up (marked dead): with the backoff below, the twentieth comes
 * some three days after the first (about 8.5 hours to the tenth, then every 6 hours), so a
 * request's mail outlives an SMTP outage of a long weekend.
 */
export const maxAttempts = 20;

/**
 * How long after its start a scheduled run still claims a mail, in ms. The run must end within
 * Netlify's 30 s limit for scheduled functions, and one try against a stalled SMTP server lasts
 * up to its 10 s timeouts (`smtpTimeoutMs`, connection then greeting): a try begun at 10 s ends in
 * time. A working server sends a mail in milliseconds, so this still empties a backlog of hundreds
 * of mails a run.
 */
export const claimWindowMs = 30_000 - 2 * smtpTimeoutMs;

/** An outbox row as the sender reads it. */
export type OutboxRow = {
	id: number;
	to_address: string;
	reply_to: string | null;
	subject: string;
	text_body: string;
	html_body: string;
	attachments: AttachmentRef[];
	message_id: string;
	attempts: number;
	/** The kind of request the mail belongs to (`contact`, ...), or `owner` for an owner's login or password notice. */
	kind: string;
};

/**
 * Seconds to wait before attempt `attempts + 1`: 60 s doubled per attempt, capped at 6 hours, times
 * a random factor between 0.5 and 1.5 so that many failed mails do not all retry at once.
 * @example retryDelaySeconds(3, () => 0.5) // => 240
 */
export function retryDelaySeconds(attempts: number, random: () => number = Math.random): number {
	const base = Math.min(60 * 2 ** Math.max(0, attempts - 1), 6 * 3600);
	return Math.round(base * (0.5 + random()));
}

/** The columns the sender reads of an outbox row. */
const rowColumns = `id, to_address, reply_to, subject, text_body, html_body, attachments, message_id, attempts,
	coalesce((SELECT r.kind FROM requests r WHERE r.id = outbox.request_id), 'owner') AS kind`;

/** Mails a transaction put in the outbox, and whether they are claimed for the send after its COMMIT. */
export type Enqueued = { rows: OutboxRow[]; claimed: boolean };

/**
 * Puts mails in the outbox (inside the caller's transaction). With SMTP set they start claimed for
 * `deliverEnqueued` after COMMIT (attempt 1, leased as `claimRows` would), which so needs no claim
 * query; should that send never run, the scheduled retry takes them when the lease ends. Without
 * SMTP they stay pending and due. `requestId` is the visitor request the mails belong to, or null
 * for a mail of no request (the owner login notice).
 */
export async function enqueueMails(tx: Db, requestId: number | null, drafts: MailDraft[], settings: RequestSettings): Promise<Enqueued> {
	const claimed = settings.mail.smtp !== null;
	const rows: OutboxRow[] = [];
	for (const mail of drafts) {
		const { rows: inserted } = await tx.query<OutboxRow>(
			`WITH n AS (SELECT nextval(pg_get_serial_sequence('outbox', 'id')) AS id)
			 INSERT INTO outbox (id, request_id, to_address, reply_to, subject, text_body, html_body, attachments, message_id, attempts, next_attempt_at)
			 SELECT n.id, $1, $2, $3, $4, $5, $6, $7, '<outbox-' || n.id || '@' || $8 || '>', $9::int, now() + make_interval(secs => $10::int) FROM n
			 RETURNING ${rowColumns}`,
			[requestId, mail.to, mail.replyTo ? toAddressHeader(mail.replyTo.name, mail.replyTo.address) : null, mail.subject, mail.text, mail.html, JSON.stringify(mail.attachments), settings.siteUrl.hostname, claimed ? 1 : 0, claimed ? leaseSeconds : 0],
		);
		rows.push(...inserted.map((row) => ({ ...row, id: Number(row.id) })));
	}
	return { rows, claimed };
}

/**
 * The drafts of a request that may go: every mail to the agency's inbox, and a mail to another
 * address (a receipt, a newsletter confirmation, a friend mail) while that address got fewer than
 * `limit` mails in the last 24 hours (`VISITOR_MAILS_PER_DAY`, default 10). Anyone can type anyone's
 * address in a form: without a bound a stranger could have the agency's server mail an address for
 * every request it sends (some 14,400 a day from one client within the rate limit, more from many).
 * A visitor who sends more requests in a day still has them stored and sent to the agency, and sees
 * each accepted on the page; a line without the address says in the function's log what was left out.
 */
export async function withinVisitorLimit(db: Db, drafts: MailDraft[], settings: RequestSettings, reference: string): Promise<MailDraft[]> {
	const agency = settings.mail.to.toLowerCase();
	const limit = settings.visitorMailsPerDay;
	const addresses = [...new Set(drafts.map((draft) => draft.to.toLowerCase()).filter((address) => address !== agency))];
	if (addresses.length === 0) return drafts;
	const { rows } = await db.query<{ address: string; mails: string }>(
		"SELECT lower(to_address) AS address, count(*) AS mails FROM outbox WHERE lower(to_address) = ANY($1::text[]) AND created_at > now() - interval '1 day' GROUP BY 1",
		[addresses],
	);
	const sent = new Map(rows.map((row) => [row.address, Number(row.mails)]));
	return drafts.filter((draft) => {
		const address = draft.to.toLowerCase();
		if (address === agency) return true;
		const count = sent.get(address) ?? 0;
		sent.set(address, count + 1);
		if (count < limit) return true;
		console.error(`request ${reference}: a mail to the visitor's or friend's address left out: that address got ${limit} mails in 24 hours`);
		return false;
	});
}

/** Claims the next due pending row (of `ids`, when given), counts its attempt and leases it to this sender. */
async function claimRow(db: Db, ids: number[] | undefined, lease: number): Promise<OutboxRow | undefined> {
	const { rows } = await db.query<OutboxRow>(
		`UPDATE outbox SET attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $2)
		 WHERE id = (
		   SELECT id FROM outbox
		   WHERE status = 'pending' AND next_attempt_at <= now() AND ($1::bigint[] IS NULL OR id = ANY($1::bigint[]))
		   ORDER BY next_attempt_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
		 RETURNING ${rowColumns}`,
		[ids ?? null, lease],
	);
	return rows.map((row) => ({ ...row, id: Number(row.id) }))[0];
}

/** Loads a row's attachments: those kept in the row as they are, the others from Netlify Blobs. */
async function loadMail(row: OutboxRow): Promise<OutgoingMail> {
	const attachments = [];
	for (const ref of row.attachments) {
		if ('content' in ref) {
			attachments.push({ filename: ref.filename, contentType: ref.contentType, content: Buffer.from(ref.content, 'utf8') });
			continue;
		}
		const data = await getStore(ref.store).get(ref.key, { type: 'arrayBuffer' });
		if (!data) throw new Error(`attachment ${ref.store}/${ref.key} not found`);
		attachments.push({ filename: ref.filename, contentType: ref.contentType, content: Buffer.from(data) });
	}
	return {
		messageId: row.message_id,
		to: row.to_address,
		replyTo: row.reply_to,
		subject: row.subject,
		text: row.text_body,
		html: row.html_body,
		attachments,
	};
}

/**
 * Whether a mail of this subject went into the outbox for this address and request within the last
 * day. A notice sent for a refused request (the reminder of a booked visit) goes at most once a day
 * in each language, so a stranger retrying with someone's address cannot fill that inbox.
 */
export async function mailedWithinDay(db: Db, requestId: number, draft: Pick<MailDraft, 'to' | 'subject'>): Promise<boolean> {
	const { rows } = await db.query(
		"SELECT 1 FROM outbox WHERE request_id = $1 AND lower(to_address) = lower($2) AND subject = $3 AND created_at > now() - interval '1 day' LIMIT 1",
		[requestId, draft.to, draft.subject],
	);
	return rows.length > 0;
}

/** What one delivery round did. */
export type DeliveryReport = { sent: number; retrying: number; dead: number; written: number };

const noDelivery = (): DeliveryReport => ({ sent: 0, retrying: 0, dead: 0, written: 0 });

/** Options of a delivery run. */
export type DeliveryOptions = {
	/** Only these rows (when due). */
	ids?: number[];
	/** At most this many tries (default 50). */
	limit?: number;
	/** Claims no further row from this time on (ms since the epoch): the run's time budget. */
	claimUntil?: number;
	/** The lease of a claimed row in seconds (default `leaseSeconds`). */
	lease?: number;
	transport?: Transport;
};

/**
 * Sends due outbox mails (only `ids` when given), claiming each right before its try, until none
 * is due, `limit` were tried or `claimUntil` has come. Without SMTP settings it writes those
 * mails as `.eml` files (where a folder is set) and leaves them pending for when SMTP is configured.
 */
export async function deliverOutbox(settings: RequestSettings, options: DeliveryOptions = {}): Promise<DeliveryReport> {
	const db = getPool();
	if (!settings.mail.smtp && !options.transport) {
		if (!options.ids?.length || settings.mail.directory === null) return noDelivery();
		const { rows } = await db.query<OutboxRow>(`SELECT ${rowColumns} FROM outbox WHERE id = ANY($1::bigint[])`, [options.ids]);
		return writeEmls(rows, settings);
	}
	const report = noDelivery();
	const lease = options.lease ?? leaseSeconds;
	let transport = options.transport;
	try {
		for (let tried = 0; tried < (options.limit ?? 50); tried++) {
			if (options.claimUntil !== undefined && Date.now() >= options.claimUntil) break;
			const row = await claimRow(db, options.ids, lease);
			if (!row) break;
			transport ??= createSmtpTransport(settings.mail.smtp!);
			addReport(report, await sendRows(db, [row], settings, transport, lease));
		}
	} finally {
		if (transport && !options.transport) transport.close();
	}
	return report;
}

/** Adds one report's counts to another. */
function addReport(total: DeliveryReport, part: DeliveryReport): void {
	for (const key of ['sent', 'retrying', 'dead', 'written'] as const) total[key] += part[key];
}

/** Sends the mails a transaction just enqueued, after its COMMIT: claimed ones through SMTP, the others as `.eml` files (`writeEmls`). */
export async function deliverEnqueued(settings: RequestSettings, enqueued: Enqueued): Promise<DeliveryReport> {
	return enqueued.claimed ? sendRows(getPool(), enqueued.rows, settings) : writeEmls(enqueued.rows, settings);
}

/** What sending after the answer uses of a function's context: Netlify's `waitUntil`, when there. */
export type AfterAnswer = { waitUntil?: (promise: Promise<unknown>) => void };

/**
 * Sends a transaction's mails after its COMMIT (`deliverEnqueued`) while the function answers: on
 * Netlify the send goes on after the answer (`waitUntil`), elsewhere it is awaited. A failed send
 * is logged and never fails the answer: the mail stays in the outbox for the retry.
 */
export async function sendAfterAnswer(settings: RequestSettings, enqueued: Enqueued, context: AfterAnswer): Promise<void> {
	const delivery = deliverEnqueued(settings, enqueued).then(
		() => undefined,
		(error: unknown) => console.error('mail delivery failed; it stays in the outbox', error),
	);
	if (context.waitUntil) context.waitUntil(delivery);
	else await delivery;
}

/**
 * Writes rows as `.eml` files (attachments left out when they cannot be loaded); they stay pending.
 * Without a folder (a Netlify deploy without `MAIL_DIR`) it neither writes nor loads anything: the CVs
 * would be read from Blobs for nothing.
 */
async function writeEmls(rows: OutboxRow[], settings: RequestSettings): Promise<DeliveryReport> {
	const report = noDelivery();
	if (settings.mail.directory === null) return report;
	for (const row of rows) {
		const inline = row.attachments.filter((ref) => 'content' in ref);
		if (await writeEml(Number(row.id), await loadMail(row).catch(() => loadMail({ ...row, attachments: inline })), settings.mail)) report.written++;
	}
	return report;
}

/**
 * Sends claimed rows over one SMTP transport and records each outcome: sent, retried later, or
 * dead. The rows it has not finished keep their lease while it works.
 */
async function sendRows(db: Db, rows: OutboxRow[], settings: RequestSettings, given?: Transport, lease = leaseSeconds): Promise<DeliveryReport> {
	const report = noDelivery();
	if (rows.length === 0) return report;
	const transport = given ?? createSmtpTransport(settings.mail.smtp!);
	const leases = holdLeases(db, rows.map((row) => row.id), lease);
	try {
		for (const row of rows) {
			const outcome = await loadMail(row).then(
				(mail) => sendMail(transport, mail, settings.mail),
				(error: unknown) => ({ ok: false as const, permanent: false, error: error instanceof Error ? error.message : String(error) }),
			);
			await leases.release(row.id);
			if (outcome.ok) {
				await db.query("UPDATE outbox SET status = 'sent', sent_at = now(), last_error = NULL WHERE id = $1", [row.id]);
				report.sent++;
			} else if (outcome.permanent || row.attempts >= maxAttempts) {
				await db.query("UPDATE outbox SET status = 'dead', last_error = $2 WHERE id = $1", [row.id, outcome.error]);
				report.dead++;
				console.error(failedTryLine({ id: row.id, kind: row.kind, attempt: row.attempts, maxAttempts, error: outcome.error, retryInSeconds: null }));
			} else {
				const delay = retryDelaySeconds(row.attempts);
				await db.query('UPDATE outbox SET next_attempt_at = now() + make_interval(secs => $2), last_error = $3 WHERE id = $1', [row.id, delay, outcome.error]);
				report.retrying++;
				console.error(failedTryLine({ id: row.id, kind: row.kind, attempt: row.attempts, maxAttempts, error: outcome.error, retryInSeconds: delay }));
			}
		}
	} finally {
		await leases.stop();
		if (!given) transport.close();
	}
	return report;
}
