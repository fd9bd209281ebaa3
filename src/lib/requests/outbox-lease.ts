import type { Db } from './db.ts';

/**
 * Leases of claimed outbox rows. A claimed row is reserved for its sender until `next_attempt_at`,
 * which the claim moves `leaseSeconds` ahead; while a sender still holds rows (the one it is
 * sending, and those of a request's batch that wait behind it) it renews their lease every quarter
 * of it, so a send slower than the lease (a stalled SMTP server on a host without a time limit)
 * never lets another run claim, and send again, a mail that is still being sent.
 */

/** How long a claimed row is reserved for the sender that claimed it, in seconds. */
export const leaseSeconds = 120;

/** Rows a sender holds: renewed until each is released. */
export type HeldLeases = {
	/** Stops renewing a row's lease; resolves once no renewal of it is under way, so its outcome can be written. */
	release(id: number): Promise<void>;
	/** Stops renewing every lease. */
	stop(): Promise<void>;
};

/** Renews the lease of `ids` every quarter of `seconds` until each is released. */
export function holdLeases(db: Db, ids: number[], seconds: number = leaseSeconds): HeldLeases {
	const held = new Set(ids);
	let renewal: Promise<unknown> = Promise.resolve();
	const timer = setInterval(() => {
		if (held.size === 0) return;
		renewal = renewal.then(() =>
			db
				.query("UPDATE outbox SET next_attempt_at = now() + make_interval(secs => $2) WHERE id = ANY($1::bigint[]) AND status = 'pending'", [[...held], seconds])
				.catch((error: unknown) => console.error('could not renew an outbox lease', error)),
		);
	}, (seconds * 1000) / 4);
	timer.unref();
	return {
		async release(id) {
			held.delete(id);
			await renewal;
		},
		async stop() {
			clearInterval(timer);
			held.clear();
			await renewal;
		},
	};
}
