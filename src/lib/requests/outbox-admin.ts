import type { Db } from './db.ts';

/**
 * What the agency sees of its outbox beyond the automatic retry (`outbox.ts`): how many mails wait
 * to be sent and how many were given up, for `/api/health` (an uptime monitor can watch them), and
 * the given-up mails listed and queued again (`npm run outbox`). A given-up mail is never deleted:
 * its request is stored, and the mail can be sent once the cause (a full mailbox, a rejected
 * attachment, a long SMTP outage) is mended.
 */

/** Mails waiting for a send (due or backing off) and mails given up. */
export type OutboxCounts = { pending: number; dead: number };

/** A given-up mail as the agency reads it. */
export type DeadMail = { id: number; to: string; subject: string; attempts: number; lastError: string | null; createdAt: Date };

/**
 * The select list that counts pending and given-up mails as `pending` and `dead` (over the partial
 * index of each, never the sent mails), for a query that reads more in the same round trip.
 */
export const outboxCountColumns = `(SELECT count(*) FROM outbox WHERE status = 'pending')::text AS pending,
	(SELECT count(*) FROM outbox WHERE status = 'dead')::text AS dead`;

/** The counts of a row selected with `outboxCountColumns`. */
export const outboxCountsOf = (row: { pending?: string; dead?: string } | undefined): OutboxCounts => ({ pending: Number(row?.pending ?? 0), dead: Number(row?.dead ?? 0) });

/**
 * The select list of `/api/health`: the counts (`outboxCountColumns`), the whole minutes since the
 * oldest waiting mail was stored (`oldest_pending_minutes`, null when none waits) and the error of
 * the newest waiting mail that failed (`last_error`), read with `outboxHealthOf`.
 */
export const outboxHealthColumns = `${outboxCountColumns},
	(SELECT floor(extract(epoch FROM now() - min(created_at)) / 60)::int FROM outbox WHERE status = 'pending') AS oldest_pending_minutes,
	(SELECT last_error FROM outbox WHERE status = 'pending' AND last_error IS NOT NULL ORDER BY id DESC LIMIT 1) AS last_error`;

/** A mail waiting to be sent (due, or backing off after a failed try) as the agency reads it. */
export type WaitingMail = DeadMail & { kind: string; nextAttemptAt: Date };

/** The mails waiting to be sent, oldest first. */
export async function waitingMails(db: Db): Promise<WaitingMail[]> {
	const { rows } = await db.query<{ id: string; kind: string; to_address: string; subject: string; attempts: number; last_error: string | null; created_at: Date; next_attempt_at: Date }>(
		`SELECT o.id, coalesce(r.kind, 'owner') AS kind, o.to_address, o.subject, o.attempts, o.last_error, o.created_at, o.next_attempt_at
		 FROM outbox o LEFT JOIN requests r ON r.id = o.request_id WHERE o.status = 'pending' ORDER BY o.id`,
	);
	return rows.map((row) => ({ id: Number(row.id), kind: row.kind, to: row.to_address, subject: row.subject, attempts: row.attempts, lastError: row.last_error, createdAt: row.created_at, nextAttemptAt: row.next_attempt_at }));
}

/** Counts pending and given-up mails. */
export async function outboxCounts(db: Db): Promise<OutboxCounts> {
	const { rows } = await db.query<{ pending: string; dead: string }>(`SELECT ${outboxCountColumns}`);
	return outboxCountsOf(rows[0]);
}

/** The given-up mails, oldest first. */
export async function deadMails(db: Db): Promise<DeadMail[]> {
	const { rows } = await db.query<{ id: string; to_address: string; subject: string; attempts: number; last_error: string | null; created_at: Date }>(
		"SELECT id, to_address, subject, attempts, last_error, created_at FROM outbox WHERE status = 'dead' ORDER BY id",
	);
	return rows.map((row) => ({ id: Number(row.id), to: row.to_address, subject: row.subject, attempts: row.attempts, lastError: row.last_error, createdAt: row.created_at }));
}

/**
 * Queues given-up mails again (all of them, or only those of `ids`): due at once, with their
 * attempts counted from zero, so the next scheduled run sends them and retries them as new.
 * Returns the ids queued; an id that is not a given-up mail is left as it is.
 */
export async function resendDeadMails(db: Db, ids?: readonly number[]): Promise<number[]> {
	const { rows } = await db.query<{ id: string }>(
		`UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = now(), last_error = NULL
		 WHERE status = 'dead' AND ($1::bigint[] IS NULL OR id = ANY($1::bigint[])) RETURNING id`,
		[ids ? [...ids] : null],
	);
	return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}
