import type { Db } from './db.ts';
import { asciiEmail } from '../../schemas/requests/fields.ts';

/**
 * Erasure and retention of visitors' data (GDPR art. 17 and 5(1)(e)): what every receipt promises
 * ("reply and we will delete it") and the agency honours with `npm run requests -- erase <email>`.
 *
 * Erasing an address deletes, in one transaction: every request sent with it (any letter case),
 * and every "send to a friend" request that names it as the friend (the friend never consented to
 * be stored); with them their outbox mails (sent or not, their bodies hold the same data), their
 * newsletter confirmations, booked visits (the slot's place is freed when the visit is still to
 * come), document requests and CV rows; and every other outbox mail addressed to it. The CVs'
 * blobs are returned for the caller to delete from Netlify Blobs after COMMIT.
 *
 * An unconfirmed newsletter sign-up goes once its confirmation link has expired (`pruneExpiredSignUps`,
 * run by the hourly `owner-cleanup`): the sign-up request and its confirmation mail; a request of
 * another kind whose newsletter box was ticked and never confirmed keeps its request, and only the
 * confirmation row (the token's hash) goes.
 */

/** A CV's blob, to delete from its store. */
export type CvBlob = { store: string; key: string };

/** What `eraseAddress` deleted. */
export type Erased = { requests: { reference: string; kind: string }[]; outbox: number; newsletter: number; visitsFreed: number; cvs: CvBlob[] };

/**
 * Deletes what the site stores of an email address (in a transaction the caller opens).
 * @example (await eraseAddress(tx, 'An@Example.be')).requests // => [{ reference: 'REQ-…', kind: 'contact' }]
 */
export async function eraseAddress(tx: Db, email: string): Promise<Erased> {
	// The forms store a domain in ASCII (`asciiEmail`: jose@xn--exmple-cua.be); the address may be
	// given as its owner writes it (jose@exämple.be), so both forms are looked for.
	const addresses = [...new Set([email.trim(), asciiEmail(email.trim())].map((a) => a.toLowerCase()))];
	const { rows: found } = await tx.query<{ id: string; reference: string; kind: string }>(
		`SELECT id, reference, kind FROM requests
		 WHERE lower(email) = ANY($1::text[]) OR (kind = 'send-to-friend' AND lower(payload->>'friendEmail') = ANY($1::text[]))
		 ORDER BY created_at, id`,
		[addresses],
	);
	const ids = found.map((row) => row.id);
	const { rowCount: outbox } = await tx.query('DELETE FROM outbox WHERE request_id = ANY($1::bigint[]) OR lower(to_address) = ANY($2::text[])', [ids, addresses]);
	const { rowCount: newsletter } = await tx.query('DELETE FROM newsletter_confirmations WHERE request_id = ANY($1::bigint[])', [ids]);
	// One row a slot; its `n` is the bookings freed in it (two visits of one address may share a slot).
	const { rows: freedSlots } = await tx.query<{ n: number }>(
		`UPDATE appointment_slots s SET booked = s.booked - freed.n
		 FROM (SELECT b.slot_id, count(*)::int AS n FROM appointment_bookings b WHERE b.request_id = ANY($1::bigint[]) GROUP BY b.slot_id) freed
		 WHERE s.id = freed.slot_id AND s.starts_at > now()
		 RETURNING freed.n`,
		[ids],
	);
	const { rows: cvs } = await tx.query<{ store: string; blob_key: string }>('SELECT store, blob_key FROM uploaded_files WHERE request_id = ANY($1::bigint[]) ORDER BY id', [ids]);
	// Bookings, document requests and CV rows go with their request (ON DELETE CASCADE).
	await tx.query('DELETE FROM requests WHERE id = ANY($1::bigint[])', [ids]);
	return {
		requests: found.map(({ reference, kind }) => ({ reference, kind })),
		outbox: outbox ?? 0,
		newsletter: newsletter ?? 0,
		visitsFreed: freedSlots.reduce((sum, slot) => sum + slot.n, 0),
		cvs: cvs.map((row) => ({ store: row.store, key: row.blob_key })),
	};
}

/**
 * Deletes the newsletter sign-ups never confirmed whose link has expired (with their confirmation
 * mails), and the expired, unconfirmed confirmations of other requests; returns how many sign-ups went.
 */
export async function pruneExpiredSignUps(db: Db, now: Date): Promise<number> {
	const { rows } = await db.query<{ id: string }>(
		`SELECT r.id FROM requests r JOIN newsletter_confirmations c ON c.request_id = r.id
		 WHERE r.kind = 'newsletter' AND c.confirmed_at IS NULL AND c.expires_at < $1`,
		[now],
	);
	const ids = rows.map((row) => row.id);
	await db.query('DELETE FROM outbox WHERE request_id = ANY($1::bigint[])', [ids]);
	await db.query('DELETE FROM requests WHERE id = ANY($1::bigint[])', [ids]);
	await db.query('DELETE FROM newsletter_confirmations WHERE confirmed_at IS NULL AND expires_at < $1', [now]);
	return ids.length;
}
