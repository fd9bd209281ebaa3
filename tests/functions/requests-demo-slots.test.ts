import { join } from 'node:path';
import { NetlifyDB } from '@netlify/database-dev';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { addSlot, bookSlot, listOpenSlots, slotPlanning } from '../../src/lib/requests/bookings.ts';
import type { Db } from '../../src/lib/requests/db.ts';
import { demoSlotPropertyIds, demoSlots, seedDemoSlots } from '../../src/lib/requests/demo-slots.ts';
import { defaultBookingLeadMinutes as lead } from '../../src/lib/requests/settings.ts';

/**
 * The demo appointment slots the local server seeds, on the emulated database the way the server
 * talks to it (NetlifyDB's own query, not the functions' pg pool): added once, kept when booked,
 * topped up with the days that come into reach, listed and bookable like the agency's own slots.
 */

let db: NetlifyDB;
/** NetlifyDB as the `Db` of the booking functions. */
const asDb = (): Db => ({ query: async <T>(text: string, params?: unknown[]) => ({ rows: (await db.query<T>(text, params)).rows, rowCount: null }) });

beforeAll(async () => {
	db = new NetlifyDB({ logger: () => undefined });
	await db.start();
	await db.applyMigrations(join(import.meta.dirname, '../../src/db/migrations'));
}, 120_000);

afterAll(async () => {
	await db?.stop();
});

/** Stores an appointment request about a property; returns its id, for `bookSlot`. */
async function requestFor(propertyId: number, reference: string): Promise<number> {
	const { rows } = await db.query<{ id: string }>(
		"INSERT INTO requests (reference, kind, locale, property_id, email, payload, idempotency_key, payload_hash, response, client_hash) VALUES ($2, 'appointment', 'nl', $1, 'a@example.be', '{}', gen_random_uuid(), 'h', '{}', 'c') RETURNING id",
		[propertyId, reference],
	);
	return Number(rows[0]!.id);
}

test('seeded once per slot: a second run adds nothing, a later day adds only the new day', async () => {
	const now = new Date();
	expect(await seedDemoSlots(db, now)).toBe(demoSlots(now).length);
	expect(await seedDemoSlots(db, now)).toBe(0);
	const later = new Date(now.getTime() + 7 * 24 * 3600_000);
	const known = new Set(demoSlots(now).map((slot) => `${slot.propertyId} ${slot.startsAt.toISOString()}`));
	const fresh = demoSlots(later).filter((slot) => !known.has(`${slot.propertyId} ${slot.startsAt.toISOString()}`));
	expect(fresh.length).toBeGreaterThan(0);
	expect(await seedDemoSlots(db, later)).toBe(fresh.length);
}, 60_000);

test('each demo property lists its open slots; a booked slot stays booked after another seed', async () => {
	const [propertyId] = demoSlotPropertyIds as [number];
	const open = await listOpenSlots(asDb(), propertyId, lead);
	expect(open.length).toBeGreaterThanOrEqual(20);
	expect(open.every((slot) => slot.propertyId === propertyId && slot.remaining === 1)).toBe(true);
	expect(await bookSlot(asDb(), open[0]!.id, propertyId, await requestFor(propertyId, 'REQ-DEMO0001'), lead)).toMatchObject({ booked: true });
	expect(await seedDemoSlots(db)).toBe(0);
	const after = await listOpenSlots(asDb(), propertyId, lead);
	expect(after.map((slot) => slot.id)).not.toContain(open[0]!.id);
	expect(after).toHaveLength(open.length - 1);
}, 60_000);

test('a property never given a future slot has no visit planned; one whose slots are all booked is full; one with a free place is open', async () => {
	const hour = 3600_000;
	const [never, booked, free] = [9_101, 9_102, 9_103];
	await addSlot(asDb(), { propertyId: never, startsAt: new Date(Date.now() - 48 * hour), endsAt: new Date(Date.now() - 47 * hour), capacity: 1 });
	const full = await addSlot(asDb(), { propertyId: booked, startsAt: new Date(Date.now() + 48 * hour), endsAt: new Date(Date.now() + 49 * hour), capacity: 1 });
	await db.query('UPDATE appointment_slots SET booked = capacity WHERE id = $1', [full]);
	await addSlot(asDb(), { propertyId: free, startsAt: new Date(Date.now() + 48 * hour), endsAt: new Date(Date.now() + 49 * hour), capacity: 2 });
	expect(await slotPlanning(asDb(), never, lead)).toBe('none');
	expect(await slotPlanning(asDb(), booked, lead)).toBe('full');
	expect(await slotPlanning(asDb(), free, lead)).toBe('open');
	expect(await listOpenSlots(asDb(), booked, lead)).toEqual([]);
}, 60_000);

test('a slot starting within the booking lead time is neither listed, planned nor booked; one just after it is', async () => {
	const minute = 60_000;
	const [soon, later] = [9_104, 9_105];
	const startingIn = (minutes: number) => ({ startsAt: new Date(Date.now() + minutes * minute), endsAt: new Date(Date.now() + (minutes + 30) * minute), capacity: 1 });
	const within = await addSlot(asDb(), { propertyId: soon, ...startingIn(lead - 5) });
	const after = await addSlot(asDb(), { propertyId: later, ...startingIn(lead + 5) });
	expect(await listOpenSlots(asDb(), soon, lead)).toEqual([]);
	expect(await slotPlanning(asDb(), soon, lead)).toBe('none');
	expect(await bookSlot(asDb(), within, soon, await requestFor(soon, 'REQ-LEAD0001'), lead)).toEqual({ booked: false, reason: 'unknown' });
	expect((await listOpenSlots(asDb(), later, lead)).map((slot) => slot.id)).toEqual([after]);
	expect(await slotPlanning(asDb(), later, lead)).toBe('open');
	expect(await bookSlot(asDb(), after, later, await requestFor(later, 'REQ-LEAD0002'), lead)).toMatchObject({ booked: true });
}, 60_000);
