import type { Db } from '../requests/db.ts';

/**
 * What happened around a property, from the stored requests (issue 5's `requests` table), the
 * appointment bookings and the document requests: every request a visitor sent about the property
 * is a history item (spec §3 owner portal item: date, type, contact, subject, comment, status,
 * source). The owner sees the visitor's name, never their email address or phone number: the
 * agency stays the contact. A contact request sent from a visitor's favourites (`propertyIds`) is
 * about each of its listings: it shows as a `favourites` item, without the visitor's words, which
 * are about the other listings too. An appointment booked in an office slot from the property's page
 * (the slot's `property_id` is NULL: it takes place at the agency) is interest in the property, not a
 * visit of it: it shows as an `office-appointment` item whose subject says it is at the office, and
 * stays out of the calendar visits and their count.
 */

/**
 * The state of a history item. A document request only mails the agency, which sends the documents
 * itself: the portal cannot know they went out, so it says that the agency has the request.
 */
export type ItemStatus = 'received' | 'confirmed' | 'completed' | 'withAgency';

/** One history item; `subject` holds the facts the portal words in the owner's language. */
export type HistoryItem = {
	reference: string;
	date: string;
	type: string;
	contact: string;
	/** `office`: the booked slot is at the agency's office, not at the property. */
	subject: { reason?: string; amount?: number; slotStart?: string; slotEnd?: string; office?: true };
	comment: string;
	status: ItemStatus;
	source: 'website';
};

/** A booked visit of the property (spec §1 calendar visits); `reference` is its request's, unique (two people may book one slot under one name, or none). */
export type CalendarVisit = { reference: string; start: string; end: string; contact: string; status: 'confirmed' | 'completed' };

/** Requests per type, for the communications block. */
export type Communication = { type: string; count: number; last: string };

/**
 * Everything the portal shows besides the visit figures. The lists hold at most `historyLimit`
 * items, the newest; `totals` counts all of them, so the portal can say when a list is cut.
 */
export type PropertyActivity = {
	history: HistoryItem[];
	appointments: CalendarVisit[];
	documents: HistoryItem[];
	communications: Communication[];
	totals: { history: number; appointments: number; documents: number };
};

/** Most history items returned for one property. */
export const historyLimit = 200;
/** Longest comment returned (the rest is cut with an ellipsis). */
const commentLimit = 500;

/** A stored request as the history reads it (`kind` is its item type, `typeOfRequest`), with its booked slot when it has one. */
export type RequestRow = { reference: string; kind: string; created_at: Date; payload: Record<string, unknown>; starts_at: Date | null; ends_at: Date | null };

/** The item type of an appointment booked in one of the office's slots (`property_id` NULL): at the agency, not a visit of the property. */
export const officeAppointment = 'office-appointment';

/** The item types of a booked appointment: a visit of the property, or one at the office. */
const bookedTypes = new Set(['appointment', officeAppointment]);

/**
 * Request types whose visitor's words are not meant for the owner: a send-to-friend remark is a
 * private note to the friend (the owner sees only that the property was sent), and the remark of a
 * request about a list of favourites is about the other listings too.
 */
const privateComment = new Set(['send-to-friend', 'favourites']);

/** The visitor's name as given in a request. */
function contactOf(payload: Record<string, unknown>): string {
	return [payload.firstName, payload.lastName].filter((p): p is string => typeof p === 'string' && p.trim() !== '').join(' ');
}

/** The visitor's words in a request (remark, testimonial text), cut to the comment limit; none for a private note. */
function commentOf(kind: string, payload: Record<string, unknown>): string {
	if (privateComment.has(kind)) return '';
	const text = [payload.remark, payload.text].find((t): t is string => typeof t === 'string' && t.trim() !== '') ?? '';
	return text.length > commentLimit ? `${text.slice(0, commentLimit - 1)}…` : text;
}

/** Turns a stored request into a history item as of `now`. */
export function toItem(row: RequestRow, now: Date): HistoryItem {
	const p = row.payload;
	const subject: HistoryItem['subject'] = {};
	if (typeof p.reason === 'string') subject.reason = p.reason;
	const amount = p.amount ?? p.monthlyRent;
	if (typeof amount === 'number') subject.amount = amount;
	if (row.starts_at && row.ends_at) Object.assign(subject, { slotStart: row.starts_at.toISOString(), slotEnd: row.ends_at.toISOString() });
	if (row.kind === officeAppointment) subject.office = true;
	const status: ItemStatus =
		bookedTypes.has(row.kind) && row.ends_at ? (row.ends_at <= now ? 'completed' : 'confirmed') : row.kind === 'documents' ? 'withAgency' : 'received';
	return { reference: row.reference, date: row.created_at.toISOString(), type: row.kind, contact: contactOf(p), subject, comment: commentOf(row.kind, p), status, source: 'website' };
}

/**
 * The item type of a request: its kind, `favourites` for a contact request sent from the favourites,
 * or `office-appointment` for an appointment booked in an office slot (a booked slot whose
 * `property_id` is NULL: offered on every listing's page, it takes place at the agency).
 */
const typeOfRequest = `CASE WHEN r.kind = 'contact' AND r.payload ? 'propertyIds' THEN 'favourites'
	 WHEN r.kind = 'appointment' AND b.id IS NOT NULL AND s.property_id IS NULL THEN '${officeAppointment}' ELSE r.kind END`;

// A construction request's property_id is a project id: never one of an owner's properties. A
// contact request sent from the favourites names its listings in the payload (GIN-indexed). The
// requests are found in three parts, each through its own index, and united: one OR across the
// joined tables cannot use any index, so the database would read every request.
const aboutProperty = `FROM requests r
	 LEFT JOIN appointment_bookings b ON b.request_id = r.id
	 LEFT JOIN appointment_slots s ON s.id = b.slot_id
	 WHERE r.kind <> 'construction' AND r.id IN (
	   SELECT pr.id FROM requests pr WHERE pr.property_id = $1
	   UNION SELECT sb.request_id FROM appointment_bookings sb JOIN appointment_slots ss ON ss.id = sb.slot_id WHERE ss.property_id = $1
	   UNION SELECT fr.id FROM requests fr WHERE fr.payload -> 'propertyIds' @> to_jsonb($1::int))`;

/** The newest `limit` requests about a property, with `only` narrowing them (a fixed SQL condition). */
async function newestRows(db: Db, propertyId: number, limit: number, only = 'TRUE'): Promise<RequestRow[]> {
	const { rows } = await db.query<RequestRow>(
		`SELECT r.reference, ${typeOfRequest} AS kind, r.created_at, r.payload, s.starts_at, s.ends_at ${aboutProperty} AND ${only}
		 ORDER BY r.created_at DESC, r.id DESC LIMIT $2`,
		[propertyId, limit],
	);
	return rows;
}

/**
 * Reads the history, appointments, document requests and communications of a property. The counts
 * per type come from all its requests; the lists are the newest `limit` of each.
 */
export async function propertyActivity(db: Db, propertyId: number, now: Date, limit = historyLimit): Promise<PropertyActivity> {
	const { rows: counts } = await db.query<{ kind: string; count: number; last: Date; booked: number }>(
		`SELECT ${typeOfRequest} AS kind, count(*)::int AS count, max(r.created_at) AS last, (count(*) FILTER (WHERE s.property_id IS NOT NULL))::int AS booked
		 ${aboutProperty} GROUP BY 1`,
		[propertyId],
	);
	const [historyRows, appointmentRows, documentRows] = await Promise.all([
		newestRows(db, propertyId, limit),
		// Calendar visits: appointments in the property's own slots; an office slot is no visit of it.
		newestRows(db, propertyId, limit, `r.kind = 'appointment' AND s.property_id IS NOT NULL`),
		newestRows(db, propertyId, limit, `r.kind = 'documents'`),
	]);
	const appointments = appointmentRows
		.map((row) => toItem(row, now))
		.map((item) => ({ reference: item.reference, start: item.subject.slotStart!, end: item.subject.slotEnd!, contact: item.contact, status: item.status as CalendarVisit['status'] }))
		.sort((a, b) => a.start.localeCompare(b.start));
	const countOf = (kind: string) => counts.find((c) => c.kind === kind);
	return {
		history: historyRows.map((row) => toItem(row, now)),
		appointments,
		documents: documentRows.map((row) => toItem(row, now)),
		communications: counts
			.map((c) => ({ type: c.kind, count: Number(c.count), last: new Date(c.last).toISOString() }))
			.sort((a, b) => b.count - a.count || a.type.localeCompare(b.type)),
		totals: {
			history: counts.reduce((sum, c) => sum + Number(c.count), 0),
			appointments: Number(countOf('appointment')?.booked ?? 0),
			documents: Number(countOf('documents')?.count ?? 0),
		},
	};
}
