import { addDays, agencyDay, agencyWallClock } from '../owners/calendar.ts';
import { demoOwner, type RowQuery } from '../owners/demo.ts';

/**
 * Open appointment slots of local runs (`npm start`, the browser tests), so the booking form works
 * end to end there: visits of the demo owner's properties on the coming working days. Seeded by the
 * local server into its emulated database, like the demo owner, never by a migration: on Netlify
 * the agency adds its own slots.
 */

/** The properties that get demo slots: the demo owner's, so the portal shows their booked visits. */
export const demoSlotPropertyIds: readonly number[] = demoOwner.propertyIds;

/** Working days ahead that get slots. */
const demoDays = 5;
/** Start times of the slots of a day (Brussels time); each visit takes 30 minutes. */
const demoTimes = ['10:00', '11:00', '14:00', '16:30'] as const;
const visitMinutes = 30;

/** A slot to seed. */
export type DemoSlot = { propertyId: number; startsAt: Date; endsAt: Date; capacity: number };

/** The Brussels wall-clock time of an instant, read as if it were UTC (for offset arithmetic). */
function wallClockAsUtc(instant: Date): number {
	const c = agencyWallClock(instant);
	return Date.UTC(Number(c.year), Number(c.month) - 1, Number(c.day), Number(c.hour), Number(c.minute), Number(c.second));
}

/**
 * The instant of a Brussels wall-clock time on an ISO date (winter UTC+1, summer UTC+2).
 * @example brusselsInstant('2026-12-01', '10:00') // => new Date('2026-12-01T09:00:00Z')
 */
export function brusselsInstant(day: string, time: string): Date {
	const guess = new Date(`${day}T${time}:00Z`);
	return new Date(guess.getTime() - (wallClockAsUtc(guess) - guess.getTime()));
}

/** Tells whether an ISO date is a Monday to Friday. */
const isWorkingDay = (day: string) => ![0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay());

/**
 * The demo slots from the working day after `now` (Brussels days): each demo property, each
 * working day, each start time, one place. The first starts ten hours or more after `now`, beyond
 * the booking lead time (`defaultBookingLeadMinutes`), so all are listed when seeded.
 * @example demoSlots(new Date('2026-12-04T18:00:00Z'))[0]?.startsAt // => 2026-12-07T09:00:00.000Z (Monday, 10:00 in Brussels)
 */
export function demoSlots(now: Date): DemoSlot[] {
	const days: string[] = [];
	for (let day = addDays(agencyDay(now), 1); days.length < demoDays; day = addDays(day, 1)) if (isWorkingDay(day)) days.push(day);
	return demoSlotPropertyIds.flatMap((propertyId) =>
		days.flatMap((day) =>
			demoTimes.map((time) => {
				const startsAt = brusselsInstant(day, time);
				return { propertyId, startsAt, endsAt: new Date(startsAt.getTime() + visitMinutes * 60_000), capacity: 1 };
			}),
		),
	);
}

/**
 * Adds the demo slots that are not there yet (same property and start); a slot added by an earlier
 * run, booked or not, stays as it is. Returns how many were added.
 */
export async function seedDemoSlots(db: RowQuery, now: Date = new Date()): Promise<number> {
	const slots = demoSlots(now);
	const { rows } = await db.query(
		`INSERT INTO appointment_slots (property_id, starts_at, ends_at, capacity)
		 SELECT s.property_id, s.starts_at, s.ends_at, s.capacity
		 FROM unnest($1::integer[], $2::timestamptz[], $3::timestamptz[], $4::integer[]) AS s (property_id, starts_at, ends_at, capacity)
		 WHERE NOT EXISTS (SELECT 1 FROM appointment_slots a WHERE a.property_id = s.property_id AND a.starts_at = s.starts_at)
		 RETURNING id`,
		[slots.map((s) => s.propertyId), slots.map((s) => s.startsAt.toISOString()), slots.map((s) => s.endsAt.toISOString()), slots.map((s) => s.capacity)],
	);
	return rows.length;
}
