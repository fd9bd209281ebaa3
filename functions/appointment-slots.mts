import type { Config } from '@netlify/functions';
import { idParam } from '../src/lib/id-param.ts';
import { listOpenSlots, slotPlanning } from '../src/lib/requests/bookings.ts';
import { getPool, isDatabaseUnavailable } from '../src/lib/requests/db.ts';
import { failure, json } from '../src/lib/requests/http.ts';
import { bookingLeadMinutesOf } from '../src/lib/requests/settings.ts';

/**
 * Lists the appointment slots with a free place that start after the booking lead time (the
 * booking applies the same, `BOOKING_LEAD_MINUTES`), for `?propertyId=N` (and office slots):
 * `{ ok, slots, state }`, where `state` tells an empty list apart: 'full' when every planned slot is
 * booked, 'none' when no visit was planned ('open' with slots). Older readers see `slots` as before.
 */
export default async (req: Request): Promise<Response> => {
	if (req.method !== 'GET') return failure(405, 'request.error.methodNotAllowed', { headers: { Allow: 'GET' } });
	// Without propertyId, only the office slots; with one, it must be an id written in plain digits (`idParam`).
	const given = new URL(req.url).searchParams.has('propertyId');
	const propertyId = given ? idParam(req.url, 'propertyId') : null;
	if (given && propertyId === null) {
		return failure(422, 'request.error.checkFields', { issues: { propertyId: ['form.error.propertyRequired'] } });
	}
	try {
		const lead = bookingLeadMinutesOf(process.env);
		const slots = await listOpenSlots(getPool(), propertyId, lead);
		return json({ ok: true, slots, state: slots.length > 0 ? 'open' : await slotPlanning(getPool(), propertyId, lead) });
	} catch (error) {
		if (!isDatabaseUnavailable(error)) console.error('appointment slots failed', error);
		return failure(503, 'request.error.mailNotSent', { headers: { 'Retry-After': '30' } });
	}
};

export const config: Config = { path: '/api/appointment-slots' };
