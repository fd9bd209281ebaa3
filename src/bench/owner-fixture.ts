/**
 * The owner API as the benchmark's static server plays it, so the portal is audited as the demo
 * owner sees it (figures, 30-day chart, activity) instead of as an anonymous visit, which the
 * portal sends on to the login page. It answers the portal's two reads with fixed demo figures
 * when the request carries the signed-in hint (the stand-in for a session), and with the
 * function's 401 otherwise. It shares the answers' types with the functions, so it cannot drift
 * from what the portal reads.
 */
import type { OwnerSessionAnswer, OwnerStatsAnswer } from '../lib/owners/handlers-portal.ts';
import { addDays, agencyDay, lastDays } from '../lib/owners/calendar.ts';
import { demoOwner } from '../lib/owners/demo.ts';
import { hasSignedInHint } from '../lib/owners/session-hint.ts';
import { sessionAbsoluteMs } from '../lib/owners/session-end.ts';
import { visitSources } from '../lib/owners/visit-source.ts';
import { chartDays } from '../lib/owners/visits.ts';

/** An answer of the played owner API: status and JSON body. */
export type OwnerApiAnswer = { status: number; body: unknown };

/** The demo owner's session, as GET /api/owner/session answers it but for its end (a fresh login's, `ownerApiAnswer`). */
const session: Omit<OwnerSessionAnswer, 'expiresAt'> = {
	ok: true,
	owner: { name: demoOwner.name, email: demoOwner.email, language: demoOwner.language },
	properties: [...demoOwner.propertyIds].sort((a, b) => a - b),
};

/** One property's figures as of `now`, as GET /api/owner/stats answers them: a few visits a day and one request of each kind. */
export function demoStats(property: number, now: Date): OwnerStatsAnswer {
	const today = agencyDay(now);
	const series = lastDays(today, chartDays).map((day, i) => ({ day, visits: (i * 7) % 5 }));
	const total = series.reduce((sum, d) => sum + d.visits, 0);
	const at = (daysAgo: number, hour: number) => `${addDays(today, -daysAgo)}T${String(hour).padStart(2, '0')}:00:00.000Z`;
	const contact = { contact: 'An Janssens', comment: '', source: 'website' as const };
	return {
		ok: true,
		property,
		stats: {
			today: series.at(-1)!.visits,
			week: series.slice(-7).reduce((sum, d) => sum + d.visits, 0),
			month: series.slice(-30).reduce((sum, d) => sum + d.visits, 0),
			total,
			series,
			sources: visitSources.map((source, i) => ({ source, visits: Math.floor(total / (i + 2)) })),
		},
		activity: {
			history: [
				{ reference: 'R-1003', date: at(2, 9), type: 'appointment', subject: { slotStart: at(-3, 10), slotEnd: at(-3, 11) }, status: 'confirmed', ...contact },
				{ reference: 'R-1002', date: at(6, 14), type: 'documents', subject: {}, status: 'withAgency', ...contact },
				{ reference: 'R-1001', date: at(11, 8), type: 'contact-property', subject: { reason: 'information' }, status: 'received', ...contact, comment: 'Is de tuin op het zuiden?' },
			],
			appointments: [{ reference: 'R-1003', start: at(-3, 10), end: at(-3, 11), contact: contact.contact, status: 'confirmed' }],
			documents: [{ reference: 'R-1002', date: at(6, 14), type: 'documents', subject: {}, status: 'withAgency', ...contact }],
			communications: [
				{ type: 'appointment', count: 1, last: at(2, 9) },
				{ type: 'documents', count: 1, last: at(6, 14) },
				{ type: 'contact-property', count: 1, last: at(11, 8) },
			],
			totals: { history: 3, appointments: 1, documents: 1 },
		},
	};
}

/**
 * The played answer of a GET to the owner API, or undefined for any other path (`?property=`
 * must be one of the demo owner's properties, as the function requires).
 */
export function ownerApiAnswer(url: URL, cookies: string | undefined, now = new Date()): OwnerApiAnswer | undefined {
	if (url.pathname !== '/api/owner/session' && url.pathname !== '/api/owner/stats') return undefined;
	if (!hasSignedInHint(cookies ?? null)) return { status: 401, body: { ok: false, error: 'portal.error.userNotFound' } };
	if (url.pathname === '/api/owner/session') return { status: 200, body: { ...session, expiresAt: new Date(now.getTime() + sessionAbsoluteMs).toISOString() } satisfies OwnerSessionAnswer };
	const property = Number(url.searchParams.get('property'));
	if (!session.properties.includes(property)) return { status: 403, body: { ok: false, error: 'portal.error.forbidden' } };
	return { status: 200, body: demoStats(property, now) };
}
