import { describe, expect, test, vi } from 'vitest';
import { addSlot } from '../../src/lib/requests/bookings.ts';
import { getPool, type Db } from '../../src/lib/requests/db.ts';
import { browsersPerAddress, handleVisit } from '../../src/lib/owners/beacon.ts';
import { handleLogin } from '../../src/lib/owners/handlers-auth.ts';
import { handleOwnerStats, type OwnerStatsAnswer } from '../../src/lib/owners/handlers-portal.ts';
import { propertyActivity } from '../../src/lib/owners/history.ts';
import { pruneSeenVisits, recordVisit } from '../../src/lib/owners/visits.ts';
import { startFactsServer } from './support/facts.ts';
import { freePort } from './support/platform.ts';
import { makeOwner, ownerRequest, ownerSettings, tokenOf } from './support/owners.ts';
import { answer, post, rows, siteOrigin, validBody } from './support/requests.ts';
import { usePlatformWithMail } from './support/lifecycle.ts';

/**
 * The owner's figures (issue 6): 403 for another owner's property, the anonymous visit beacon
 * (counting per property, day and source; bad input 4xx, never 500), the 30-day series with empty
 * days as zeros, the week and month sums, and the history built from the stored requests.
 */

// Logins cost real scrypt work: on a loaded machine a test with twenty of them takes a while.
vi.setConfig({ testTimeout: 60_000 });

usePlatformWithMail();

/** Logs an owner in and returns the session token. */
async function sessionOf(owner: { email: string; password: string }, now?: Date): Promise<string> {
	return tokenOf(await handleLogin(ownerRequest('/api/login', { body: { email: owner.email, password: owner.password } }), { ip: '198.51.100.40' }, ownerSettings(), now));
}

/** Reads the stats of a property with a session at a time. */
const stats = (token: string | null, property: string | number, now?: Date, options: { origin?: string; headers?: Record<string, string> } = {}) =>
	handleOwnerStats(ownerRequest(`/api/owner/stats?property=${property}`, { token, ...options }), ownerSettings(), now);

/** Sends a beacon as navigator.sendBeacon does (a text/plain JSON string from the site's origin). */
const beacon = (body: unknown, options: { origin?: string | null; contentType?: string; ip?: string; userAgent?: string; method?: string } = {}, now?: Date) =>
	handleVisit(
		ownerRequest('/api/visit', {
			method: options.method ?? 'POST',
			body: options.method === 'GET' ? undefined : body,
			origin: options.origin === undefined ? siteOrigin : options.origin,
			contentType: options.contentType ?? 'text/plain;charset=UTF-8',
			headers: { 'user-agent': options.userAgent ?? 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36' },
		}),
		{ ip: options.ip ?? '198.51.100.41' },
		ownerSettings(),
		now,
	);

describe('one owner never sees another owner’s property', () => {
	test('own property 200, another owner’s property 403, a bad id 422, no session 401; a foreign Origin or cross-site fetch 403', async () => {
		const anna = await makeOwner([2101, 2102]);
		await makeOwner([2201]);
		const token = await sessionOf(anna);
		expect((await stats(token, 2101)).status).toBe(200);
		expect(await answer(await stats(token, 2201))).toEqual({ status: 403, body: { ok: false, error: 'portal.error.forbidden' } });
		expect((await stats(token, 9999)).status).toBe(403);
		for (const bad of ['abc', '0', '-5', '1.5', '99999999999', '']) expect((await stats(token, bad)).status, bad).toBe(422);
		expect((await stats(null, 2101)).status).toBe(401);
		expect((await stats(token, 2101, undefined, { origin: 'https://evil.example' })).status).toBe(403);
		expect((await stats(token, 2101, undefined, { headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
		expect((await stats(token, 2101, undefined, { headers: { 'sec-fetch-site': 'same-origin' }, origin: siteOrigin })).status).toBe(200);
	});
});

describe('visit beacon', () => {
	test('each beacon counts one visit of the property today under the source of its referrer and campaign; nothing else is stored', async () => {
		const owner = await makeOwner([3001]);
		const token = await sessionOf(owner);
		const visits = [
			{ property: 3001 },
			{ property: 3001, referrer: 'www.google.be' },
			{ property: 3001, referrer: 'https://www.immoweb.be/nl/zoeken' },
			{ property: 3001, referrer: 'l.facebook.com' },
			{ property: 3001, referrer: 'www.immo-drieland.example' },
			{ property: 3001, utmSource: 'newsletter', utmMedium: 'email' },
			{ property: 3001, referrer: 'zimmo.be' },
			{ property: 3001, referrer: 'blog.example.org' },
			{ property: 3002, referrer: 'www.google.be' },
		];
		// Each from its own client: one client's second beacon of a listing on a day is no new visit.
		for (const [i, visit] of visits.entries()) expect((await beacon(visit, { ip: `198.51.100.${60 + i}` })).status).toBe(204);
		const { body } = await answer(await stats(token, 3001));
		const { stats: figures } = body as unknown as OwnerStatsAnswer;
		expect(figures.today).toBe(8);
		expect(figures.total).toBe(8);
		expect(Object.fromEntries(figures.sources.map((s) => [s.source, s.visits]))).toEqual({ direct: 1, search: 1, social: 1, portal: 2, email: 1, internal: 1, other: 1 });
		const columns = await rows<{ column_name: string }>("SELECT column_name FROM information_schema.columns WHERE table_name = 'property_visits' ORDER BY column_name");
		expect(columns.map((c) => c.column_name)).toEqual(['day', 'property_id', 'source', 'visits']);
	});

	test('bad input gets a 4xx and is not counted; crawlers are answered but not counted; never a 500', async () => {
		const before = await rows<{ n: string }>('SELECT coalesce(sum(visits), 0)::text AS n FROM property_visits');
		const cases: [string, Promise<Response>, number][] = [
			['GET', beacon(null, { method: 'GET' }), 405],
			['no Origin', beacon({ property: 3001 }, { origin: null }), 403],
			['foreign Origin', beacon({ property: 3001 }, { origin: 'https://evil.example' }), 403],
			['form body', beacon('property=3001', { contentType: 'application/x-www-form-urlencoded' }), 415],
			['not JSON', beacon('{"property":', {}), 400],
			['an array', beacon([3001]), 400],
			['no property', beacon({ referrer: 'google.be' }), 422],
			['property 0', beacon({ property: 0 }), 422],
			['property as text', beacon({ property: '3001' }), 422],
			['huge property', beacon({ property: 2 ** 40 }), 422],
			['long referrer', beacon({ property: 3001, referrer: 'x'.repeat(2100) }), 413],
			['huge body', beacon(JSON.stringify({ property: 3001, pad: 'x'.repeat(5000) })), 413],
			['bad click id', beacon({ property: 3001, clickId: 'msclkid' }), 422],
		];
		for (const [name, res, status] of cases) expect((await res).status, name).toBe(status);
		// Field issues are message keys, as in the request functions; unknown fields are refused.
		const issuesOf = async (body: unknown) => (await answer(await beacon(body))).body.issues;
		expect(await issuesOf({ property: 'abc' })).toEqual({ property: ['form.error.propertyRequired'] });
		expect(await issuesOf({ referrer: 'google.be' })).toEqual({ property: ['form.error.propertyRequired'] });
		expect(await issuesOf({ property: 3001, referrer: 5, clickId: 'msclkid' })).toEqual({ referrer: ['form.error.invalid'], clickId: ['form.error.invalid'] });
		expect(await issuesOf({ property: 3001, visitor: 'x' })).toEqual({ visitor: ['form.error.unknownField'] });
		expect((await beacon({ property: 3001 }, { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })).status).toBe(204);
		const afterwards = await rows<{ n: string }>('SELECT coalesce(sum(visits), 0)::text AS n FROM property_visits');
		expect(afterwards).toEqual(before);
	});

	test('a flood from one client is cut off after 20 beacons a minute; other clients still count', async () => {
		const now = new Date('2026-12-01T10:00:30Z');
		let refused = 0;
		for (let i = 0; i < 22; i++) if ((await beacon({ property: 3100 + i }, { ip: '192.0.2.99' }, now)).status === 429) refused++;
		expect(refused).toBe(2);
		expect((await beacon({ property: 3100 }, { ip: '192.0.2.100' }, now)).status).toBe(204);
		expect(await rows('SELECT sum(visits)::int AS n FROM property_visits WHERE property_id BETWEEN 3100 AND 3121')).toEqual([{ n: 21 }]);
	});

	test('an IPv6 client counts by its /64: its addresses share one beacon budget and one address\'s three browsers', async () => {
		const total = async (property: number) => (await rows<{ n: number }>('SELECT coalesce(sum(visits), 0)::int AS n FROM property_visits WHERE property_id = $1', [property]))[0]!.n;
		const now = new Date('2026-12-06T10:00:30Z');
		let refused = 0;
		for (let i = 0; i < 22; i++) if ((await beacon({ property: 3400 + i }, { ip: `2001:db8:40:1:${i + 1}::${i + 7}` }, now)).status === 429) refused++;
		expect(refused).toBe(2);
		expect((await beacon({ property: 3400 }, { ip: '2001:db8:40:2::1' }, now)).status).toBe(204);
		for (let i = 0; i < 8; i++) expect((await beacon({ property: 3501 }, { ip: `2001:db8:41:1::${i + 1}`, userAgent: `Mozilla/5.0 Browser/${i}` }, now)).status).toBe(204);
		expect(await total(3501)).toBe(browsersPerAddress);
		// One browser that takes a new address of its /64 for each beacon is one visit.
		for (let i = 0; i < 3; i++) await beacon({ property: 3502 }, { ip: `2001:db8:41:2::${i + 1}` }, now);
		expect(await total(3502)).toBe(1);
	});

	test('a reload or a second look the same day counts once per client and listing; another browser, another listing or the next day counts', async () => {
		const total = async (property: number) => (await rows<{ n: number }>('SELECT coalesce(sum(visits), 0)::int AS n FROM property_visits WHERE property_id = $1', [property]))[0]!.n;
		const day = new Date('2026-12-02T09:00:00Z');
		for (let i = 0; i < 3; i++) expect((await beacon({ property: 3201, referrer: i ? 'www.google.be' : '' }, { ip: '192.0.2.120' }, day)).status).toBe(204);
		expect(await total(3201)).toBe(1);
		await beacon({ property: 3201 }, { ip: '192.0.2.120', userAgent: 'Mozilla/5.0 (iPhone) Safari/604.1' }, day);
		await beacon({ property: 3202 }, { ip: '192.0.2.120' }, day);
		expect([await total(3201), await total(3202)]).toEqual([2, 1]);
		// 23:30 in Brussels is still the same day; 00:30 is the next one.
		await beacon({ property: 3201 }, { ip: '192.0.2.120' }, new Date('2026-12-02T22:30:00Z'));
		expect(await total(3201)).toBe(2);
		await beacon({ property: 3201 }, { ip: '192.0.2.120' }, new Date('2026-12-02T23:30:00Z'));
		expect(await total(3201)).toBe(3);
		// The marks hold no address in clear, and those of past days go.
		const marks = await rows<{ seen_key: string }>('SELECT seen_key FROM visit_seen');
		expect(marks.some((m) => m.seen_key.includes('192.0.2.120'))).toBe(false);
		expect(await pruneSeenVisits(getPool(), new Date('2026-12-03T09:00:00Z'))).toBeGreaterThanOrEqual(3);
		expect(await rows("SELECT count(*)::int AS n FROM visit_seen WHERE day < '2026-12-03'")).toEqual([{ n: 0 }]);
	});

	test('one address counts at most three browsers a listing and day: a script changing its User-Agent cannot raise the figures past that', async () => {
		const total = async (property: number) => (await rows<{ n: number }>('SELECT coalesce(sum(visits), 0)::int AS n FROM property_visits WHERE property_id = $1', [property]))[0]!.n;
		const day = new Date('2026-12-04T09:00:00Z');
		for (let i = 0; i < 8; i++) expect((await beacon({ property: 3301 }, { ip: '192.0.2.130', userAgent: `Mozilla/5.0 Browser/${i}` }, day)).status).toBe(204);
		expect(await total(3301)).toBe(browsersPerAddress);
		// Another listing, another address and the next day each have places of their own.
		await beacon({ property: 3302 }, { ip: '192.0.2.130', userAgent: 'Mozilla/5.0 Browser/7' }, day);
		await beacon({ property: 3301 }, { ip: '192.0.2.131', userAgent: 'Mozilla/5.0 Browser/7' }, day);
		await beacon({ property: 3301 }, { ip: '192.0.2.130', userAgent: 'Mozilla/5.0 Browser/7' }, new Date('2026-12-05T09:00:00Z'));
		expect([await total(3301), await total(3302)]).toEqual([browsersPerAddress + 2, 1]);
		// Eight browsers of one address at once, twice each: still three places, each counted once.
		const at = Array.from({ length: 16 }, (_, i) => beacon({ property: 3303 }, { ip: '192.0.2.132', userAgent: `Mozilla/5.0 Browser/${i % 8}` }, day));
		expect((await Promise.all(at)).map((answer) => answer.status)).toEqual(Array(16).fill(204));
		expect(await total(3303)).toBe(browsersPerAddress);
	});

	test('only listings of the deploy are counted: another id gets 422 and stores nothing; when the facts cannot be read, the visit counts', async () => {
		const facts = await startFactsServer();
		try {
			process.env.SITE_FILES_URL = facts.url;
			expect((await beacon({ property: 1004 }, { ip: '192.0.2.130' })).status).toBe(204);
			expect(await answer(await beacon({ property: 987654 }, { ip: '192.0.2.130' }))).toEqual({ status: 422, body: { ok: false, error: 'request.error.checkFields', issues: { property: ['form.error.propertyRequired'] } } });
			expect(await rows('SELECT count(*)::int AS n FROM property_visits WHERE property_id = 987654')).toEqual([{ n: 0 }]);
			process.env.SITE_FILES_URL = `http://127.0.0.1:${await freePort()}/`;
			expect((await beacon({ property: 987655 }, { ip: '192.0.2.130' })).status).toBe(204);
			expect(await rows('SELECT sum(visits)::int AS n FROM property_visits WHERE property_id = 987655')).toEqual([{ n: 1 }]);
		} finally {
			delete process.env.SITE_FILES_URL;
			await facts.stop();
		}
	});
});

describe('figures', () => {
	test('30 days oldest first with empty days as zeros; today, this week from Monday, this month and total (Brussels days)', async () => {
		const owner = await makeOwner([4001]);
		const db = getPool();
		// Wednesday 25 November 2026, 10:00 in Brussels.
		const now = new Date('2026-11-25T09:00:00Z');
		const at = (iso: string) => new Date(iso);
		await recordVisit(db, 4001, 'direct', at('2026-11-25T08:00:00Z'));
		await recordVisit(db, 4001, 'search', at('2026-11-25T08:30:00Z'));
		await recordVisit(db, 4001, 'portal', at('2026-11-22T23:30:00Z')); // Monday 23rd, 00:30 in Brussels
		await recordVisit(db, 4001, 'portal', at('2026-11-22T12:00:00Z')); // Sunday 22nd
		await recordVisit(db, 4001, 'social', at('2026-11-01T09:00:00Z'));
		await recordVisit(db, 4001, 'email', at('2026-10-27T09:00:00Z')); // 29 days before: first day of the chart
		await recordVisit(db, 4001, 'other', at('2026-10-26T09:00:00Z')); // 30 days before: outside the chart
		await recordVisit(db, 4001, 'direct', at('2026-11-26T09:00:00Z')); // tomorrow: not yet
		const token = await sessionOf(owner, now);
		const { body } = await answer(await stats(token, 4001, now));
		const { stats: figures } = body as unknown as OwnerStatsAnswer;
		expect({ today: figures.today, week: figures.week, month: figures.month, total: figures.total }).toEqual({ today: 2, week: 3, month: 5, total: 7 });
		expect(figures.series).toHaveLength(30);
		expect(figures.series[0]).toEqual({ day: '2026-10-27', visits: 1 });
		expect(figures.series.at(-1)).toEqual({ day: '2026-11-25', visits: 2 });
		const nonZero = figures.series.filter((d) => d.visits > 0);
		expect(nonZero).toEqual([
			{ day: '2026-10-27', visits: 1 },
			{ day: '2026-11-01', visits: 1 },
			{ day: '2026-11-22', visits: 1 },
			{ day: '2026-11-23', visits: 1 },
			{ day: '2026-11-25', visits: 2 },
		]);
		expect(figures.series.filter((d) => d.visits === 0)).toHaveLength(25);
	});
});

/** Requests of other properties made for the query plan test. */
const planRequests = 10_000;

/** A node of a query plan (EXPLAIN FORMAT JSON), with the fields the plan test reads. */
type PlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; 'Index Cond'?: string; 'Recheck Cond'?: string; Plans?: PlanNode[] };

/** A plan node and all the nodes below it. */
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

describe('history', () => {
	test('every request about the property appears with date, type, contact, subject, comment, status and source; appointments and documents fill their blocks', async () => {
		const owner = await makeOwner([1042]);
		const hour = 3600_000;
		const slotId = await addSlot(getPool(), { propertyId: 1042, startsAt: new Date(Date.now() + 72 * hour), endsAt: new Date(Date.now() + 73 * hour), capacity: 2 });
		expect((await post('contact-property', await validBody('contact-property', { propertyId: 1042, remark: 'Is de tuin op het zuiden?' }))).status).toBe(200);
		expect((await post('documents', await validBody('documents', { propertyId: 1042 }))).status).toBe(200);
		expect((await post('appointment', await validBody('appointment', { slotId, propertyId: 1042, remark: 'Graag met parkeerplaats.' }))).status).toBe(200);
		expect((await post('offer', await validBody('offer', { propertyId: 1042, amount: 410000 }))).status).toBe(200);
		expect((await post('contact-property', await validBody('contact-property', { propertyId: 1043 }))).status).toBe(200);
		const token = await sessionOf(owner);
		const { body } = await answer(await stats(token, 1042));
		const { activity } = body as unknown as OwnerStatsAnswer;
		expect(activity.history.map((i) => i.type)).toEqual(['offer', 'appointment', 'documents', 'contact-property']);
		const question = activity.history.find((i) => i.type === 'contact-property')!;
		expect(question).toMatchObject({ contact: 'Sofie Claes', subject: { reason: 'visit' }, comment: 'Is de tuin op het zuiden?', status: 'received', source: 'website' });
		expect(Date.parse(question.date)).toBeGreaterThan(Date.now() - 60_000);
		expect(activity.history.find((i) => i.type === 'offer')!.subject).toEqual({ amount: 410000 });
		const booked = activity.history.find((i) => i.type === 'appointment')!;
		expect(activity.appointments).toEqual([{ reference: booked.reference, start: expect.any(String) as unknown, end: expect.any(String) as unknown, contact: 'Sofie Claes', status: 'confirmed' }]);
		expect(activity.documents).toHaveLength(1);
		expect(activity.documents[0]).toMatchObject({ type: 'documents', status: 'withAgency', contact: 'Sofie Claes' });
		expect(activity.communications).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'offer', count: 1 }), expect.objectContaining({ type: 'contact-property', count: 1 })]));
		// The owner never gets the visitor's email address or phone number.
		expect(JSON.stringify(body)).not.toMatch(/sofie\.claes@example\.be|0475/);
		expect(activity.totals).toEqual({ history: 4, appointments: 1, documents: 1 });
	});

	test('an appointment at the office booked from the property’s page shows in the history as at the office, never among the calendar visits nor in their count', async () => {
		const owner = await makeOwner([1044]);
		const hour = 3600_000;
		const at = (hours: number) => new Date(Date.now() + hours * hour);
		const [visitStart, visitEnd, officeStart, officeEnd] = [at(72), at(73), at(74), at(74.5)];
		const visitSlot = await addSlot(getPool(), { propertyId: 1044, startsAt: visitStart, endsAt: visitEnd, capacity: 2 });
		// An office slot (property_id NULL) is offered on every listing's page and booked with that listing's id.
		const officeSlot = await addSlot(getPool(), { startsAt: officeStart, endsAt: officeEnd, capacity: 2 });
		expect((await post('appointment', await validBody('appointment', { slotId: visitSlot, propertyId: 1044, email: 'visit-1044@example.be' }))).status).toBe(200);
		expect((await post('appointment', await validBody('appointment', { slotId: officeSlot, propertyId: 1044, email: 'office-1044@example.be', firstName: 'Lotte', lastName: 'Maes' }))).status).toBe(200);
		const token = await sessionOf(owner);
		const { status, body } = await answer(await stats(token, 1044));
		expect(status).toBe(200);
		const { activity } = body as unknown as OwnerStatsAnswer;
		// The owner still learns that someone made an appointment about the property, at the office.
		expect(activity.history.map(({ type, contact, subject, status: itemStatus }) => ({ type, contact, subject, status: itemStatus }))).toEqual([
			{ type: 'office-appointment', contact: 'Lotte Maes', subject: { slotStart: officeStart.toISOString(), slotEnd: officeEnd.toISOString(), office: true }, status: 'confirmed' },
			{ type: 'appointment', contact: 'Sofie Claes', subject: { slotStart: visitStart.toISOString(), slotEnd: visitEnd.toISOString() }, status: 'confirmed' },
		]);
		// Only the visit of the property is a calendar visit, and only it is counted as one.
		const visit = activity.history.find((i) => i.type === 'appointment')!;
		expect(activity.appointments).toEqual([{ reference: visit.reference, start: visitStart.toISOString(), end: visitEnd.toISOString(), contact: 'Sofie Claes', status: 'confirmed' }]);
		expect(activity.totals).toEqual({ history: 2, appointments: 1, documents: 0 });
		expect(activity.communications.map(({ type, count }) => ({ type, count }))).toEqual([
			{ type: 'appointment', count: 1 },
			{ type: 'office-appointment', count: 1 },
		]);
		expect(JSON.stringify(body)).not.toContain('office-1044@example.be');
	});

	test('two bookings of one slot under the same name are two calendar visits, each with its own request reference (the list is keyed by it)', async () => {
		const owner = await makeOwner([1045]);
		const hour = 3600_000;
		const slot = await addSlot(getPool(), { propertyId: 1045, startsAt: new Date(Date.now() + 80 * hour), endsAt: new Date(Date.now() + 81 * hour), capacity: 2 });
		for (const email of ['first-1045@example.be', 'second-1045@example.be']) {
			expect((await post('appointment', await validBody('appointment', { slotId: slot, propertyId: 1045, email }))).status).toBe(200);
		}
		const { body } = await answer(await stats(await sessionOf(owner), 1045));
		const { activity } = body as unknown as OwnerStatsAnswer;
		expect(activity.appointments.map((a) => [a.start, a.contact])).toEqual([
			[activity.appointments[0]!.start, 'Sofie Claes'],
			[activity.appointments[0]!.start, 'Sofie Claes'],
		]);
		const references = activity.appointments.map((a) => a.reference);
		expect(new Set(references).size).toBe(2);
		expect(references.toSorted()).toEqual(activity.history.map((i) => i.reference).toSorted());
	});

	test('a contact request sent from favourites shows for each of its listings, as a favourites item without the visitor\'s words; not for a listing it leaves out', async () => {
		const remark = 'Ik twijfel tussen dit huis en dat in Gent.';
		const { status } = await answer(await post('contact', await validBody('contact', { propertyIds: [1047, 1048], remark })));
		expect(status).toBe(200);
		for (const property of [1047, 1048]) {
			const activity = await propertyActivity(getPool(), property, new Date());
			expect(activity.history).toEqual([expect.objectContaining({ type: 'favourites', contact: 'Sofie Claes', comment: '', status: 'received' })]);
			expect(activity.communications.map(({ type, count }) => ({ type, count }))).toEqual([{ type: 'favourites', count: 1 }]);
			expect(JSON.stringify(activity)).not.toContain('Gent');
		}
		expect((await propertyActivity(getPool(), 1049, new Date())).history).toEqual([]);
		// The owner portal finds them through the payload's index, not by reading every request.
		const [index] = await rows<{ indexdef: string }>("SELECT indexdef FROM pg_indexes WHERE indexname = 'requests_property_ids_idx'");
		expect(index?.indexdef).toContain('gin');
	});

	test('communications count every request of the property, not only the listed ones; the lists keep the newest and their totals say when they are cut', async () => {
		const property = 1046;
		for (let i = 0; i < 4; i++) expect((await post('contact-property', await validBody('contact-property', { propertyId: property }))).status).toBe(200);
		for (let i = 0; i < 3; i++) expect((await post('documents', await validBody('documents', { propertyId: property, email: `docs-${i}@example.be` }))).status).toBe(200);
		expect((await post('offer', await validBody('offer', { propertyId: property, amount: 395000 }))).status).toBe(200);
		// A list limit of 2 stands for the 200 of a busy property.
		const activity = await propertyActivity(getPool(), property, new Date(), 2);
		expect(activity.history.map((i) => i.type)).toEqual(['offer', 'documents']);
		expect(activity.documents).toHaveLength(2);
		expect(activity.totals).toEqual({ history: 8, appointments: 0, documents: 3 });
		expect(activity.communications.map(({ type, count }) => ({ type, count }))).toEqual([
			{ type: 'contact-property', count: 4 },
			{ type: 'documents', count: 3 },
			{ type: 'offer', count: 1 },
		]);
		const full = await propertyActivity(getPool(), property, new Date());
		expect(full.communications).toEqual(activity.communications);
		expect(full.history).toHaveLength(8);
		expect(full.communications.find((c) => c.type === 'offer')!.last).toBe(full.history[0]!.date);
	});

	test('the history queries find a property\'s requests through indexes, never by reading every request or slot; the results stay the same', async () => {
		// Enough requests, bookings and slots of other properties for the planner to prefer the indexes,
		// made and analysed in a transaction that is rolled back, so the other tests never see them.
		const client = await getPool().connect();
		try {
			await client.query('BEGIN');
			await client.query(
				`INSERT INTO requests (reference, kind, locale, property_id, email, payload, idempotency_key, payload_hash, response, created_at)
				 SELECT 'PLAN-' || g, (ARRAY['contact-property', 'documents', 'offer', 'appointment', 'contact'])[1 + g % 5], 'nl',
				   CASE WHEN g % 5 = 4 THEN NULL ELSE 800000 + g % 499 END, 'bulk@example.be',
				   CASE WHEN g % 5 = 4 THEN jsonb_build_object('firstName', 'Bulk', 'propertyIds', jsonb_build_array(800000 + g % 499)) ELSE '{"firstName": "Bulk"}' END,
				   gen_random_uuid(), 'hash', '{}', now() - g * interval '1 minute'
				 FROM generate_series(1, $1::int) g`,
				[planRequests],
			);
			await client.query(
				`INSERT INTO appointment_slots (property_id, starts_at, ends_at, capacity)
				 SELECT 800000 + g % 499, now() + g * interval '1 hour', now() + g * interval '1 hour' + interval '30 minutes', 5 FROM generate_series(1, $1::int) g`,
				[planRequests / 10],
			);
			await client.query(`INSERT INTO appointment_bookings (slot_id, request_id) SELECT (SELECT min(id) FROM appointment_slots WHERE property_id >= 800000) + r.id % $1::int, r.id FROM requests r WHERE r.reference LIKE 'PLAN-%' AND r.kind = 'appointment'`, [planRequests / 10]);
			// The property's own requests, one through each way a request can be about it: its id, a visit booked in one of its slots, and the favourites.
			const property = 800007;
			await client.query(
				`INSERT INTO requests (reference, kind, locale, property_id, email, payload, idempotency_key, payload_hash, response)
				 VALUES ('PLAN-offer', 'offer', 'nl', $1, 'a@example.be', '{"firstName": "An", "amount": 300000}', gen_random_uuid(), 'hash', '{}'),
				        ('PLAN-visit', 'appointment', 'nl', NULL, 'b@example.be', '{"firstName": "Bo"}', gen_random_uuid(), 'hash', '{}'),
				        ('PLAN-favourites', 'contact', 'nl', NULL, 'c@example.be', '{"firstName": "Cas", "propertyIds": [800007, 1004]}', gen_random_uuid(), 'hash', '{}')`,
				[property],
			);
			await client.query(
				`INSERT INTO appointment_bookings (slot_id, request_id)
				 SELECT (SELECT id FROM appointment_slots WHERE property_id = $1 ORDER BY id LIMIT 1), id FROM requests WHERE reference = 'PLAN-visit'`,
				[property],
			);
			await client.query('ANALYZE requests, appointment_bookings, appointment_slots');

			const queries: { text: string; params: unknown[] }[] = [];
			const recording: Db = {
				query: (text, params = []) => {
					queries.push({ text, params });
					return client.query(text, params);
				},
			};
			const activity = await propertyActivity(recording, property, new Date());
			// The same requests as the plain definition finds (an OR over the joined tables), newest first.
			const { rows: expected } = await client.query<{ reference: string }>(
				`SELECT r.reference FROM requests r
				 LEFT JOIN appointment_bookings b ON b.request_id = r.id
				 LEFT JOIN appointment_slots s ON s.id = b.slot_id
				 WHERE r.kind <> 'construction' AND (r.property_id = $1 OR s.property_id = $1 OR r.payload -> 'propertyIds' @> to_jsonb($1::int))
				 ORDER BY r.created_at DESC, r.id DESC`,
				[property],
			);
			expect(activity.history.map((i) => i.reference)).toEqual(expected.map((r) => r.reference));
			expect(activity.history.map((i) => i.reference)).toEqual(expect.arrayContaining(['PLAN-offer', 'PLAN-visit', 'PLAN-favourites']));
			expect(new Set(activity.history.map((i) => i.type))).toEqual(new Set(['contact-property', 'documents', 'offer', 'appointment', 'favourites']));
			expect(activity.appointments.length).toBeGreaterThan(1);

			expect(queries).toHaveLength(4);
			for (const { text, params } of queries) {
				const { rows: plan } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`EXPLAIN (FORMAT JSON) ${text}`, params);
				const nodes = nodesOf(plan[0]!['QUERY PLAN'][0].Plan);
				// Every read of the requests and the slots is narrowed by an index condition: no Seq Scan, no
				// walk of a whole index. (The planner may still merge with all the bookings of a small table.)
				const reads = nodes.filter((n) => ['requests', 'appointment_slots'].includes(n['Relation Name'] ?? ''));
				expect(reads.filter((n) => n['Node Type'] === 'Seq Scan' || !(n['Index Cond'] ?? n['Recheck Cond'])).map((n) => `${n['Node Type']} on ${n['Relation Name']}`), text).toEqual([]);
				expect(nodes.map((n) => n['Index Name']).filter(Boolean), text).toEqual(expect.arrayContaining(['requests_property_idx', 'appointment_slots_property_idx', 'requests_property_ids_idx']));
			}
		} finally {
			await client.query('ROLLBACK');
			client.release();
		}
	});
});
