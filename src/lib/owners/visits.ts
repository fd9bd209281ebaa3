import type { Db } from '../requests/db.ts';
import { agencyDay, lastDays, monthStart, weekStart } from './calendar.ts';
import { visitSources, type VisitSource } from './visit-source.ts';

/**
 * Visit counters of property pages: one row per property, Brussels day and source, incremented
 * with an upsert; and the portal's figures read from them.
 */

/** Days in the portal's chart (spec §9: statistics chart 30 days). */
export const chartDays = 30;

/** Counts one visit of a property page on the day of `now` (Brussels) under its source. */
export async function recordVisit(db: Db, propertyId: number, source: VisitSource, now: Date): Promise<void> {
	await db.query(
		`INSERT INTO property_visits (property_id, day, source, visits) VALUES ($1, $2, $3, 1)
		 ON CONFLICT (property_id, day, source) DO UPDATE SET visits = property_visits.visits + 1`,
		[propertyId, agencyDay(now), source],
	);
}

/** One beacon's visit: who saw which property, and where they came from. */
export type BeaconVisit = {
	/** Client, property and day (`visitSeenKey`). */
	seenKey: string;
	/** The places of the client's address (`addressSlotKeys`), each taken by one browser. */
	slotKeys: readonly string[];
	propertyId: number;
	source: VisitSource;
};

/**
 * Counts a client's visit of a property on the day of `now` (Brussels), once: false, and nothing
 * counted, when it was counted already or when its address has no free place left among
 * `slotKeys`. Two browsers of one address racing for the last place: one is counted.
 *
 * One statement: the client's mark, the address's place and the counter (`recordVisit`'s upsert)
 * are written together, each only when the one before it was, in one round trip to the database
 * instead of three. A mark whose address had no place left stays, as before: that client is not
 * counted again that day.
 */
export async function countFirstVisit(db: Db, visit: BeaconVisit, now: Date): Promise<boolean> {
	const { rows } = await db.query(
		`WITH seen AS (
		   INSERT INTO visit_seen (seen_key, day) VALUES ($1, $3) ON CONFLICT (seen_key) DO NOTHING RETURNING seen_key
		 ), place AS (
		   INSERT INTO visit_seen (seen_key, day)
		   SELECT slot.key, $3 FROM unnest($2::text[]) WITH ORDINALITY AS slot(key, n)
		   WHERE EXISTS (SELECT 1 FROM seen) AND NOT EXISTS (SELECT 1 FROM visit_seen taken WHERE taken.seen_key = slot.key)
		   ORDER BY slot.n LIMIT 1
		   ON CONFLICT (seen_key) DO NOTHING RETURNING seen_key
		 )
		 INSERT INTO property_visits (property_id, day, source, visits) SELECT $4, $3, $5, 1 FROM place
		 ON CONFLICT (property_id, day, source) DO UPDATE SET visits = property_visits.visits + 1
		 RETURNING property_id`,
		[visit.seenKey, visit.slotKeys, agencyDay(now), visit.propertyId, visit.source],
	);
	return rows.length > 0;
}

/** Deletes the marks of days before the day of `now` (Brussels): a new day counts every visit again. */
export async function pruneSeenVisits(db: Db, now: Date): Promise<number> {
	const { rowCount } = await db.query('DELETE FROM visit_seen WHERE day < $1::date', [agencyDay(now)]);
	return rowCount ?? 0;
}

/** The portal's visit figures of one property. */
export type VisitStats = {
	today: number;
	week: number;
	month: number;
	total: number;
	/** The last 30 days, oldest first, days without visits as 0. */
	series: { day: string; visits: number }[];
	/** Every source with its total (0 when none), in the fixed order of `visitSources`. */
	sources: { source: VisitSource; visits: number }[];
};

/** Reads the figures of a property as of `now`: today, this week (from Monday), this month, total, the 30-day series and the sources. */
export async function visitStats(db: Db, propertyId: number, now: Date): Promise<VisitStats> {
	const today = agencyDay(now);
	const days = lastDays(today, chartDays);
	const from = [days[0]!, weekStart(today), monthStart(today)].sort()[0]!;
	const { rows } = await db.query<{ day: string; visits: string }>(
		`SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(visits)::text AS visits FROM property_visits
		 WHERE property_id = $1 AND day >= $2::date AND day <= $3::date GROUP BY day`,
		[propertyId, from, today],
	);
	const byDay = new Map(rows.map((r) => [r.day, Number(r.visits)]));
	const sumFrom = (start: string) => [...byDay].reduce((sum, [day, n]) => (day >= start ? sum + n : sum), 0);
	const { rows: sourceRows } = await db.query<{ source: VisitSource; visits: string }>(
		'SELECT source, sum(visits)::text AS visits FROM property_visits WHERE property_id = $1 AND day <= $2::date GROUP BY source',
		[propertyId, today],
	);
	const bySource = new Map(sourceRows.map((r) => [r.source, Number(r.visits)]));
	return {
		today: byDay.get(today) ?? 0,
		week: sumFrom(weekStart(today)),
		month: sumFrom(monthStart(today)),
		total: [...bySource.values()].reduce((a, b) => a + b, 0),
		series: days.map((day) => ({ day, visits: byDay.get(day) ?? 0 })),
		sources: visitSources.map((source) => ({ source, visits: bySource.get(source) ?? 0 })),
	};
}
