import { expect, test } from 'vitest';
import { addSlot } from '../../src/lib/requests/bookings.ts';
import { getPool } from '../../src/lib/requests/db.ts';
import { waitFor } from './support/platform.ts';
import { answer, post, rows, validBody } from './support/requests.ts';
import { smtp, usePlatformWithMail } from './support/lifecycle.ts';

/** Concurrent bookings of the last place, and concurrent document requests (issue 5). */

usePlatformWithMail();

const hour = 3600_000;

test('20 concurrent bookings of one last place: exactly 1 confirmed, 19 "appointments are full"', async () => {
	const slotId = await addSlot(getPool(), { startsAt: new Date(Date.now() + 24 * hour), endsAt: new Date(Date.now() + 25 * hour), capacity: 3 });
	await rows('UPDATE appointment_slots SET booked = 2 WHERE id = $1', [slotId]);
	const bodies = await Promise.all(Array.from({ length: 20 }, (_, i) => validBody('appointment', { slotId, email: `visitor${i}@example.be` })));
	const answers = await Promise.all(bodies.map((body, i) => post('appointment', body, { ip: `192.0.2.${i + 1}` }).then(answer)));
	const confirmed = answers.filter((a) => a.status === 200);
	const full = answers.filter((a) => a.status === 409);
	expect(confirmed).toHaveLength(1);
	expect(confirmed[0]!.body).toMatchObject({ ok: true, message: 'request.appointment.confirmed', redirect: '/feedback/contact-appointment/' });
	expect(full).toHaveLength(19);
	for (const a of full) expect(a.body).toEqual({ ok: false, error: 'request.appointment.full' });
	expect(await rows('SELECT booked, capacity FROM appointment_slots WHERE id = $1', [slotId])).toEqual([{ booked: 3, capacity: 3 }]);
	expect(await rows('SELECT count(*)::int AS n FROM appointment_bookings WHERE slot_id = $1', [slotId])).toEqual([{ n: 1 }]);
	expect(await rows("SELECT count(*)::int AS n FROM requests WHERE kind = 'appointment'")).toEqual([{ n: 1 }]);
	// The agency's mail and the one visitor's receipt, no more.
	await waitFor(() => smtp.mails.length === 2);
	for (const mail of smtp.mails) expect(mail.text).toContain(String(confirmed[0]!.body.reference));
});

test('a slot with 5 places and 12 concurrent bookings confirms exactly 5', async () => {
	const slotId = await addSlot(getPool(), { startsAt: new Date(Date.now() + 30 * hour), endsAt: new Date(Date.now() + 31 * hour), capacity: 5 });
	const bodies = await Promise.all(Array.from({ length: 12 }, () => validBody('appointment', { slotId })));
	const statuses = (await Promise.all(bodies.map((body) => post('appointment', body)))).map((r) => r.status);
	expect(statuses.filter((s) => s === 200)).toHaveLength(5);
	expect(statuses.filter((s) => s === 409)).toHaveLength(7);
	expect(await rows('SELECT booked FROM appointment_slots WHERE id = $1', [slotId])).toEqual([{ booked: 5 }]);
});

test('10 concurrent document requests for the same email and property: one is sent, nine are "already requested"', async () => {
	const bodies = await Promise.all(Array.from({ length: 10 }, () => validBody('documents', { propertyId: 3003 })));
	const answers = await Promise.all(bodies.map((body) => post('documents', body).then(answer)));
	expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
	expect(answers.filter((a) => a.status === 409 && a.body.error === 'request.documents.alreadyRequested')).toHaveLength(9);
	expect(await rows('SELECT count(*)::int AS n FROM document_requests WHERE property_id = 3003')).toEqual([{ n: 1 }]);
});
