/**
 * The Flemish listings on offer whose export lacks items of the information duty
 * (`src/lib/detail/information-duty.ts`), each listing once. Written here, where the export is at
 * hand, and read and removed by the information-duty integration, which names them in the build's log.
 */
import type { APIRoute } from 'astro';
import { buildNow } from '../build-time.ts';
import { dataSet } from '../data-set.ts';
import { missingDutyItems, type DutyGap } from '../lib/detail/information-duty.ts';

export const GET: APIRoute = () => {
	const now = buildNow;
	const seen = new Set<number>();
	const gaps: DutyGap[] = [];
	for (const p of dataSet.properties) {
		if (seen.has(p.ID)) continue;
		seen.add(p.ID);
		const items = missingDutyItems(p, now);
		if (items.length > 0) gaps.push({ id: p.ID, items });
	}
	return new Response(JSON.stringify(gaps), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
