import { getStore } from '@netlify/blobs';
import type { Db } from './db.ts';
import { getPool } from './db.ts';
import type { AttachmentRef, MailDraft } from './mail-content.ts';
import { createSmtpTransport, sendMail, toAddressHeader, writeEml, type OutgoingMail, type Transport } from './mailer.ts';
import type { RequestSettings } from './settings.ts';

/**
 * The mail outbox: a mail is a row before it is a send. Rows are claimed with FOR UPDATE SKIP
 * LOCKED and leased (next_attempt_at moves 2 minutes ahead) while they are sent, so the send right
 * after a request and the scheduled retry never send the same row twice. A failed send waits with
 * jittered exponential backoff; after 10 attempts, or a permanent 5xx answer, the row is dead.
 */

/** Attempts before a mail is given up (marked dead). */
export const maxAttempts = 10;
/** How long a claimed row is reserved for the sender that claimed it. */
const leaseSeconds = 120;

/** An outbox row as the sender reads it. */
type OutboxRow = {
	id: number;
	to_address: string;
	reply_to: string | null;
	subject: string;
	text_body: string;
	html_body: string;
	attachments: AttachmentRef[];
	message_id: string;
	attempts: number;
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

/**
 * Puts mails in the outbox (inside the caller's transaction); returns their ids. `requestId` is the
 * visitor request the mails belong to, or null for a mail of no request (the owner login notice).
 */
export async function enqueueMails(tx: Db, requestId: number | null, drafts: MailDraft[], siteHost: string): Promise<number[]> {
	const ids: number[] = [];
	for (const mail of drafts) {
		const { rows } = await tx.query<{ id: string }>(
			`WITH n AS (SELECT nextval(pg_get_serial_sequence('outbox', 'id')) AS id)
			 INSERT INTO outbox (id, request_id, to_address, reply_to, subject, text_body, html_body, attachments, message_id)
			 SELECT n.id, $1, $2, $3, $4, $5, $6, $7, '<outbox-' || n.id || '@' || $8 || '>' FROM n
			 RETURNING id`,
			[requestId, mail.to, mail.replyTo ? toAddressHeader(mail.replyTo.name, mail.replyTo.address) : null, mail.subject, mail.text, mail.html, JSON.stringify(mail.attachments), siteHost],
		);
		ids.push(Number(rows[0]!.id));
	}
	return ids;
}

/** Claims due pending rows (all due ones, or only `ids`) and leases them to this sender. */
async function claimRows(db: Db, limit: number, ids?: number[]): Promise<OutboxRow[]> {
	const { rows } = await db.query<OutboxRow>(
		`UPDATE outbox SET attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $3)
		 WHERE id IN (
		   SELECT id FROM outbox
		   WHERE status = 'pending' AND next_attempt_at <= now() AND ($2::bigint[] IS NULL OR id = ANY($2::bigint[]))
		   ORDER BY next_attempt_at, id LIMIT $1 FOR UPDATE SKIP LOCKED)
		 RETURNING id, to_address, reply_to, subject, text_body, html_body, attachments, message_id, attempts`,
		[limit, ids ?? null, leaseSeconds],
	);
	return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** Loads a row's attachments from Netlify Blobs. */
async function loadMail(row: OutboxRow): Promise<OutgoingMail> {
	const attachments = [];
	for (const ref of row.attachments) {
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

/** What one delivery round did. */
export type DeliveryReport = { sent: number; retrying: number; dead: number; written: number };

/**
 * Sends due outbox mails (only `ids` when given, e.g. right after a request). Without SMTP settings
 * it writes those mails as `.eml` files and leaves them pending for when SMTP is configured.
 */
export async function deliverOutbox(settings: RequestSettings, options: { ids?: number[]; limit?: number; transport?: Transport } = {}): Promise<DeliveryReport> {
	const report: DeliveryReport = { sent: 0, retrying: 0, dead: 0, written: 0 };
	const db = getPool();
	const smtp = settings.mail.smtp;
	if (!smtp && !options.transport) {
		if (!options.ids?.length) return report;
		const { rows } = await db.query<OutboxRow>(
			'SELECT id, to_address, reply_to, subject, text_body, html_body, attachments, message_id, attempts FROM outbox WHERE id = ANY($1::bigint[])',
			[options.ids],
		);
		for (const row of rows) if (await writeEml(Number(row.id), await loadMail(row).catch(() => loadMail({ ...row, attachments: [] })), settings.mail)) report.written++;
		return report;
	}
	const rows = await claimRows(db, options.limit ?? 50, options.ids);
	if (rows.length === 0) return report;
	const transport = options.transport ?? createSmtpTransport(smtp!);
	try {
		for (const row of rows) {
			const outcome = await loadMail(row).then(
				(mail) => sendMail(transport, mail, settings.mail),
				(error: unknown) => ({ ok: false as const, permanent: false, error: error instanceof Error ? error.message : String(error) }),
			);
			if (outcome.ok) {
				await db.query("UPDATE outbox SET status = 'sent', sent_at = now(), last_error = NULL WHERE id = $1", [row.id]);
				report.sent++;
			} else if (outcome.permanent || row.attempts >= maxAttempts) {
				await db.query("UPDATE outbox SET status = 'dead', last_error = $2 WHERE id = $1", [row.id, outcome.error]);
				report.dead++;
				console.error(`outbox ${row.id} is dead: ${outcome.error}`);
			} else {
				await db.query('UPDATE outbox SET next_attempt_at = now() + make_interval(secs => $2), last_error = $3 WHERE id = $1', [row.id, retryDelaySeconds(row.attempts), outcome.error]);
				report.retrying++;
			}
		}
	} finally {
		if (!options.transport) transport.close();
	}
	return report;
}
