import type { Db } from './db.ts';

/**
 * Appointment slots and document requests: the two requests that can be refused for a reason of
 * their own (spec §4 appointments full, one open visit per address and listing; spec §8 documents
 * already requested).
 */

/**
 * The one rule of a slot that can still be listed, counted as planned and booked: it starts the
 * lead time (`bookingLeadMinutes`, in the query parameter `param`) or more after now. A slot inside
 * the lead time answers as a past one.
 */
const bookable = (param: string) => `starts_at >= now() + make_interval(mins => ${param}::integer)`;

/** A slot as the appointment form shows it. */
export type OpenSlot = { id: number; propertyId: number | null; startsAt: string; endsAt: string; remaining: number };

/** Slots with a free place starting after the lead time, for one property (and the office slots valid for any property). */
export async function listOpenSlots(db: Db, propertyId: number | null, leadMinutes: number, limit = 50): Promise<OpenSlot[]> {
	const { rows } = await db.query<{ id: string; property_id: number | null; starts_at: Date; ends_at: Date; remaining: number }>(
		`SELECT id, property_id, starts_at, ends_at, capacity - booked AS remaining FROM appointment_slots
		 WHERE ${bookable('$3')} AND booked < capacity AND (property_id IS NULL OR property_id = $1)
		 ORDER BY starts_at LIMIT $2`,
		[propertyId, limit, leadMinutes],
	);
	return rows.map((r) => ({ id: Number(r.id), propertyId: r.property_id, startsAt: r.starts_at.toISOString(), endsAt: r.ends_at.toISOString(), remaining: Number(r.remaining) }));
}

/**
 * Whether a property's visits are planned: 'open' with a free place in a future slot, 'full' when
 * future slots exist and are all booked, 'none' when no future slot was set for it (nor for the office).
 * A future slot is one after the lead time, as in the listing.
 */
export type SlotPlanning = 'open' | 'full' | 'none';

/** The planning of a property's future appointment slots (and the office slots valid for any property). */
export async function slotPlanning(db: Db, propertyId: number | null, leadMinutes: number): Promise<SlotPlanning> {
	const { rows } = await db.query<{ planned: string | number; open: string | number }>(
		`SELECT count(*) AS planned, count(*) FILTER (WHERE booked < capacity) AS open FROM appointment_slots
		 WHERE ${bookable('$2')} AND (property_id IS NULL OR property_id = $1)`,
		[propertyId, leadMinutes],
	);
	const row = rows[0];
	return Number(row?.open ?? 0) > 0 ? 'open' : Number(row?.planned ?? 0) > 0 ? 'full' : 'none';
}

/**
 * A booked slot: its hours, and whether it is one of the office's (`property_id` NULL), which takes
 * place at the agency rather than at the listing the booking was made from.
 */
export type BookedSlot = { startsAt: Date; endsAt: Date; office: boolean };

/** The outcome of taking a place in a slot. */
export type BookingOutcome = ({ booked: true } & BookedSlot) | { booked: false; reason: 'full' | 'unknown' };

/**
 * Takes one place in a slot with a conditional update (booked < capacity): of concurrent bookings of
 * the last place exactly one gets the row, the others find it full. Past slots and those within the
 * lead time (listed a moment earlier), slots of another property and unknown ids are 'unknown'. A
 * booked office slot says so (`office`): offered on every listing's page, it still takes place at
 * the agency.
 */
export async function bookSlot(tx: Db, slotId: number, propertyId: number | null, requestId: number, leadMinutes: number): Promise<BookingOutcome> {
	const { rows } = await tx.query<{ starts_at: Date; ends_at: Date; property_id: number | null }>(
		`UPDATE appointment_slots SET booked = booked + 1
		 WHERE id = $1 AND booked < capacity AND ${bookable('$3')} AND (property_id IS NULL OR property_id = $2)
		 RETURNING starts_at, ends_at, property_id`,
		[slotId, propertyId, leadMinutes],
	);
	const slot = rows[0];
	if (slot) {
		await tx.query('INSERT INTO appointment_bookings (slot_id, request_id) VALUES ($1, $2)', [slotId, requestId]);
		return { booked: true, startsAt: slot.starts_at, endsAt: slot.ends_at, office: slot.property_id === null };
	}
	const { rows: known } = await tx.query(
		`SELECT 1 FROM appointment_slots WHERE id = $1 AND ${bookable('$3')} AND (property_id IS NULL OR property_id = $2)`,
		[slotId, propertyId, leadMinutes],
	);
	return { booked: false, reason: known.length > 0 ? 'full' : 'unknown' };
}

/**
 * The open (future) visit an address has booked for a listing (its slot's start and end, whether it
 * is an office slot, and the request that booked it), or null: one visitor
 * holds at most one open booking per listing, so an address cannot take every slot of a listing.
 * It first takes a transaction lock on the address and listing, so two bookings sent at once are
 * checked one after the other. The address is compared in any letter case. (A booking about no
 * listing is not limited: the listing's page is where the booking form is.)
 */
export async function openBookingOf(tx: Db, email: string, propertyId: number): Promise<OpenBooking | null> {
	const address = email.toLowerCase();
	await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`booking:${propertyId}:${address}`]);
	const { rows } = await tx.query<{ starts_at: Date; ends_at: Date; office: boolean; request_id: string; email: string }>(
		`SELECT s.starts_at, s.ends_at, s.property_id IS NULL AS office, b.request_id, r.email FROM appointment_bookings b
		 JOIN appointment_slots s ON s.id = b.slot_id
		 JOIN requests r ON r.id = b.request_id
		 WHERE lower(r.email) = $1 AND r.property_id = $2 AND s.starts_at > now()
		 ORDER BY s.starts_at LIMIT 1`,
		[address, propertyId],
	);
	const row = rows[0];
	return row ? { startsAt: row.starts_at, endsAt: row.ends_at, office: row.office, requestId: Number(row.request_id), email: row.email } : null;
}

/**
 * An open booking of an address for a listing: the slot's hours and place (`office`: one of the
 * office's slots, booked from the listing's page), and the request that booked it and its address
 * as typed then.
 */
export type OpenBooking = BookedSlot & { requestId: number; email: string };

/** Adds a slot (for the agency's tools and the tests); returns its id. */
export async function addSlot(db: Db, slot: { propertyId?: number | null; startsAt: Date; endsAt: Date; capacity: number }): Promise<number> {
	const { rows } = await db.query<{ id: string }>(
		'INSERT INTO appointment_slots (property_id, starts_at, ends_at, capacity) VALUES ($1, $2, $3, $4) RETURNING id',
		[slot.propertyId ?? null, slot.startsAt, slot.endsAt, slot.capacity],
	);
	return Number(rows[0]!.id);
}

/** Records a document request; false when this email already asked for this property's documents. */
export async function recordDocumentRequest(tx: Db, propertyId: number, email: string, requestId: number): Promise<boolean> {
	const { rowCount } = await tx.query(
		'INSERT INTO document_requests (property_id, email, request_id) VALUES ($1, $2, $3) ON CONFLICT (property_id, email) DO NOTHING',
		[propertyId, email.toLowerCase(), requestId],
	);
	return rowCount === 1;
}
