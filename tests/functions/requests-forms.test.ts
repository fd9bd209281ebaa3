import { getStore } from '@netlify/blobs';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { requestKinds, type RequestKind } from '../../src/schemas/requests/index.ts';
import { addSlot } from '../../src/lib/requests/bookings.ts';
import { getPool } from '../../src/lib/requests/db.ts';
import { startPlatform, startSmtp, waitFor, type Platform, type SmtpSink } from './support/platform.ts';
import { useMailDir } from './support/lifecycle.ts';
import { dayLabel } from '../../src/lib/requests/slot-time.ts';
import { agencyInbox, call, count, currentSettings, moveInDate, moveOutDate, offerValidUntil, post, rows, siteSender, validBody } from './support/requests.ts';
import { setTestEnv } from './support/requests.ts';

/** Each form's happy path: row stored, mail received with the right fields and Reply-To (issue 5). */

let platform: Platform;
let smtp: SmtpSink;
let slotId: number;

const mailDir = useMailDir();

beforeAll(async () => {
	platform = await startPlatform();
	smtp = await startSmtp();
	setTestEnv(smtp.port, mailDir());
	const hour = 3600_000;
	slotId = await addSlot(getPool(), { startsAt: new Date(Date.now() + 48 * hour), endsAt: new Date(Date.now() + 49 * hour), capacity: 50 });
}, 60_000);

afterAll(async () => {
	await smtp?.stop();
	await platform?.stop();
});

beforeEach(() => {
	smtp.mails.length = 0;
});

/** What each kind's agency mail must show, besides the visitor's name and the reference. */
const expectedInMail: Record<RequestKind, string[]> = {
	contact: ['Mevrouw', 'Kerkstraat 12', '9000', 'Gent', 'Kopen', '0475 12 34 56', 'Liefst rustig gelegen.', 'Voormiddag (10:00–13:00)', 'Avond (16:00–19:00)', 'Cv: –'],
	'contact-property': ['Een bezoek', 'https://www.immo-drieland.example/property/1042/', 'Namiddag (14:00–16:00)', 'Zaterdag past best.'],
	valuation: ['Veldstraat 3', '1050', 'Elsene', 'Woning', 'Ik wil mijn eigendom: Verkopen', 'Rijwoning uit 1930.'],
	// The zones the form offers by their name in the mail's language, a zone typed as text as given.
	'demand-register': ['Huren', 'Appartement/Loft, Woning', 'Regio’s: Brussel, Vlaanderen, 9050', '€\u00a0800', '€\u00a01.200'],
	'send-to-friend': ['E-mailadres van de vriend: pieter@example.be', 'Naam van de vriend: Pieter', 'Kijk eens, iets voor jou?'],
	testimonial: ['Vlotte verkoop, duidelijke communicatie en een eerlijke prijs.', 'Score: 5', 'Akkoord met publicatie (voornaam, eerste letter familienaam, gemeente): Ja'],
	appointment: ['Graag met parkeerplaats.'],
	documents: ['https://www.immo-drieland.example/property/104'],
	offer: ['€\u00a0350.000', 'Voorschot (10\u00a0%): €\u00a035.000', 'Onder opschortende voorwaarde van financiering: Ja', `Bod geldig tot: ${dayLabel(offerValidUntil, 'nl')}`],
	'rental-application': ['€\u00a0950', 'Huurwaarborg: €\u00a02.850', '€\u00a03.200', 'Aantal bewoners: 2', dayLabel(moveInDate, 'nl'), dayLabel(moveOutDate, 'nl')],
	newsletter: ['sofie.claes@example.be'],
	construction: ['https://www.immo-drieland.example/project/501/', 'tweede verdieping'],
};

/** The thank-you path of each kind in French (null: answered in the form). */
const frenchRedirects: Record<RequestKind, string | null> = {
	contact: '/fr/merci/site-contact/',
	'contact-property': '/fr/merci/contact-me/',
	valuation: '/fr/merci/contact-demand/',
	'demand-register': '/fr/merci/demand-register/',
	'send-to-friend': '/fr/merci/send-to-friend/',
	testimonial: null,
	appointment: '/fr/merci/contact-appointment/',
	documents: null,
	offer: '/fr/merci/contact-me/',
	'rental-application': '/fr/merci/contact-me/',
	newsletter: '/fr/merci/sign-newsletter/',
	construction: '/fr/merci/contact-construction/',
};

/** A tiny PDF. */
const cvBytes = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** Sends a valid request of a kind (multipart for the rental application). */
async function submit(kind: RequestKind, locale: string): Promise<Response> {
	// One document request per email and property: the second language asks for another property.
	const overrides = kind === 'appointment' ? { slotId } : kind === 'documents' ? { propertyId: locale === 'nl' ? 1042 : 1043 } : {};
	const body = await validBody(kind, overrides, locale);
	if (kind !== 'rental-application') return post(kind, body);
	const form = new FormData();
	form.set('data', JSON.stringify(body));
	form.set('cv', new File([cvBytes], 'mijn cv.pdf', { type: 'application/pdf' }));
	return call(kind, form, { contentType: null });
}

describe.each(requestKinds.map((kind) => ({ kind })))('$kind: happy path', ({ kind }) => {
	test.each(['nl', 'fr'])('in %s: one row, the agency mail with the fields and Reply-To, the thank-you path', async (locale) => {
		const before = await count('requests');
		const res = await submit(kind, locale);
		const body = (await res.json()) as { ok: boolean; reference: string; redirect: string | null; message: string };
		expect(res.status, JSON.stringify(body)).toBe(200);
		expect(res.headers.get('cache-control')).toBe('no-store');
		expect(res.headers.get('x-content-type-options')).toBe('nosniff');
		expect(body.ok).toBe(true);
		expect(body.reference).toMatch(/^REQ-[0-9A-Z]{8}$/);
		expect(body.redirect).toBe(locale === 'fr' ? frenchRedirects[kind] : frenchRedirects[kind]?.replace('/fr/merci/', '/feedback/') ?? null);

		expect(await count('requests')).toBe(before + 1);
		const [row] = await rows<{ kind: string; locale: string; payload: Record<string, unknown>; response: unknown; id: string }>(
			'SELECT id, kind, locale, payload, response FROM requests WHERE reference = $1',
			[body.reference],
		);
		expect(row).toMatchObject({ kind, locale, response: body });
		expect(row!.payload).not.toHaveProperty('captcha');
		expect(row!.payload.email).toBe('sofie.claes@example.be');

		// The agency's mail, and the friend's mail or the visitor's receipt. A newsletter sign-up
		// mails only its confirmation link to the visitor; the agency's mail waits for the
		// confirmation (double opt-in, requests-newsletter.test.ts).
		const expectedMails = kind === 'newsletter' ? 1 : 2;
		await waitFor(() => smtp.mails.length >= expectedMails);
		const outbox = await rows<{ status: string; attempts: number }>('SELECT status, attempts FROM outbox WHERE request_id = $1', [row!.id]);
		expect(outbox).toEqual(Array(expectedMails).fill({ status: 'sent', attempts: 1 }));
		if (kind === 'newsletter') {
			expect(smtp.mails.map((m) => m.envelope.to)).toEqual([['sofie.claes@example.be']]);
			expect(smtp.mails[0]!.headers.from).toBe(siteSender);
			expect(smtp.mails[0]!.headers['reply-to']).toContain(agencyInbox);
			return;
		}
		const agency = smtp.mails.find((m) => m.envelope.to.includes(agencyInbox))!;
		expect(agency.envelope.to).toEqual([agencyInbox]);
		expect(agency.headers.from).toBe(siteSender);
		expect(agency.headers['reply-to']).toContain('sofie.claes@example.be');
		expect(agency.headers['reply-to']).not.toBe(agency.headers.from);
		expect(agency.headers.subject).toContain(body.reference);
		expect(agency.headers['message-id']).toMatch(/^<outbox-\d+@www\.immo-drieland\.example>$/);
		for (const text of [...expectedInMail[kind], 'Sofie', body.reference]) expect(agency.text, text).toContain(text);
		expect(agency.html).toContain(body.reference);
		if (kind === 'appointment') {
			// The booked slot by its day and hours in Brussels time, never by its id; this file's slot
			// is the office's (no property), so the mail says the appointment is at the office.
			expect(agency.text).toMatch(/^Afspraak: \w+ \d{1,2} \w+ \d{4}, \d\d:\d\d–\d\d:\d\d – op ons kantoor$/m);
			expect(agency.text).not.toMatch(/^Afspraak: \d+$/m);
		}

		if (kind !== 'send-to-friend') {
			const receipt = smtp.mails.find((m) => m.envelope.to.includes('sofie.claes@example.be'))!;
			expect(receipt.headers.from).toBe(siteSender);
			expect(receipt.headers['reply-to']).toContain(agencyInbox);
			expect(receipt.headers.subject).toContain(body.reference);
		}
		if (kind === 'send-to-friend') {
			expect(smtp.mails.filter((m) => m.envelope.to.includes('sofie.claes@example.be'))).toEqual([]);
			const friend = smtp.mails.find((m) => m.envelope.to.includes('pieter@example.be'))!;
			expect(friend.headers.from).toBe(siteSender);
			// An agency mail: a reply reaches the agency, never an address the sender typed.
			expect(friend.headers['reply-to']).toContain(agencyInbox);
			expect(friend.text).toContain('https://www.immo-drieland.example/property/1042/');
			expect(friend.text).toContain(locale === 'fr' ? 'Bonjour Pieter,' : 'Beste Pieter,');
		}
		if (kind === 'rental-application') {
			expect(agency.attachments).toEqual([{ contentType: 'application/pdf', filename: `cv-${body.reference}.pdf`, size: cvBytes.length }]);
			const [file] = await rows<{ blob_key: string; content_type: string; size_bytes: number }>(
				'SELECT blob_key, content_type, size_bytes FROM uploaded_files WHERE request_id = $1',
				[row!.id],
			);
			expect(file).toMatchObject({ content_type: 'application/pdf', size_bytes: cvBytes.length });
			expect(file!.blob_key).not.toContain('mijn cv');
			const blob = await getStore('cv').get(file!.blob_key, { type: 'arrayBuffer' });
			expect(Buffer.from(blob).toString('latin1')).toMatch(/^%PDF-1\.7/);
		}
	});
});

describe('kind rules', () => {
	test('testimonial (GDPR art. 6(1)(a), 7): the consent to publish is stored in the payload beside the privacy agreement, and the agency mail says it was given', async () => {
		const res = await post('testimonial', await validBody('testimonial', {}, 'fr'));
		const body = (await res.json()) as { ok: boolean; reference: string };
		expect(res.status, JSON.stringify(body)).toBe(200);
		const [row] = await rows<{ payload: Record<string, unknown> }>('SELECT payload FROM requests WHERE reference = $1', [body.reference]);
		expect(row!.payload).toMatchObject({ privacy: true, publication: true });
		await waitFor(() => smtp.mails.length >= 2);
		const agency = smtp.mails.find((m) => m.envelope.to.includes(agencyInbox))!;
		// In the agency's language (nl), whatever the language of the form.
		expect(agency.text).toMatch(/^Akkoord met publicatie \(voornaam, eerste letter familienaam, gemeente\): Ja\r?$/m);
		expect(agency.html).toContain('Akkoord met publicatie (voornaam, eerste letter familienaam, gemeente)');
	});

	test('documents: a second request for the same email and property is "already requested", another property is fine', async () => {
		const first = await post('documents', await validBody('documents', { propertyId: 777, email: 'Jan@Example.be' }));
		expect(await first.json()).toMatchObject({ ok: true, message: 'request.documents.willBeSent', redirect: null });
		const again = await post('documents', await validBody('documents', { propertyId: 777, email: 'jan@example.be' }));
		expect(again.status).toBe(409);
		expect(await again.json()).toEqual({ ok: false, error: 'request.documents.alreadyRequested' });
		const other = await post('documents', await validBody('documents', { propertyId: 778, email: 'jan@example.be' }));
		expect(other.status).toBe(200);
		expect(await rows('SELECT property_id FROM document_requests WHERE email = $1 ORDER BY property_id', ['jan@example.be'])).toEqual([{ property_id: 777 }, { property_id: 778 }]);
	});

	test('appointment: a full slot answers "appointments are full", an unknown or past slot is a field error', async () => {
		const hour = 3600_000;
		const full = await addSlot(getPool(), { startsAt: new Date(Date.now() + 5 * hour), endsAt: new Date(Date.now() + 6 * hour), capacity: 1 });
		expect((await post('appointment', await validBody('appointment', { slotId: full }))).status).toBe(200);
		const refused = await post('appointment', await validBody('appointment', { slotId: full }));
		expect(refused.status).toBe(409);
		expect(await refused.json()).toEqual({ ok: false, error: 'request.appointment.full' });
		const past = await addSlot(getPool(), { startsAt: new Date(Date.now() - 5 * hour), endsAt: new Date(Date.now() - 4 * hour), capacity: 3 });
		for (const id of [past, 999_999]) {
			const res = await post('appointment', await validBody('appointment', { slotId: id }));
			expect(res.status).toBe(422);
			expect(await res.json()).toEqual({ ok: false, error: 'request.error.checkFields', issues: { slotId: ['form.error.slotRequired'] } });
		}
		expect(await rows('SELECT booked, capacity FROM appointment_slots WHERE id = $1', [full])).toEqual([{ booked: 1, capacity: 1 }]);
	});

	test('appointment: a slot starting within the booking lead time is neither listed nor booked, one just after it is; a listed slot whose lead time began is refused', async () => {
		const minute = 60_000;
		const lead = currentSettings().bookingLeadMinutes;
		const startingIn = (minutes: number) => ({ startsAt: new Date(Date.now() + minutes * minute), endsAt: new Date(Date.now() + (minutes + 30) * minute), capacity: 2 });
		const within = await addSlot(getPool(), startingIn(lead - 5));
		const after = await addSlot(getPool(), startingIn(lead + 5));
		const listed = await call('appointment-slots', null, { method: 'GET', contentType: null });
		const ids = ((await listed.json()) as { slots: { id: number }[] }).slots.map((slot) => slot.id);
		expect(ids).toContain(after);
		expect(ids).not.toContain(within);
		// The answer of a past slot: the form reads the slots again and asks for another one.
		const gone = { ok: false, error: 'request.error.checkFields', issues: { slotId: ['form.error.slotRequired'] } };
		const refused = await post('appointment', await validBody('appointment', { slotId: within }));
		expect({ status: refused.status, body: (await refused.json()) as unknown }).toEqual({ status: 422, body: gone });
		expect((await post('appointment', await validBody('appointment', { slotId: after }))).status).toBe(200);
		// Listed a moment ago with a place left, the slot entered the lead time before the booking came in.
		await getPool().query("UPDATE appointment_slots SET starts_at = now() + make_interval(mins => $2) - interval '1 minute' WHERE id = $1", [after, lead]);
		const late = await post('appointment', await validBody('appointment', { slotId: after }));
		expect({ status: late.status, body: (await late.json()) as unknown }).toEqual({ status: 422, body: gone });
		expect(await rows('SELECT booked FROM appointment_slots WHERE id = ANY($1) ORDER BY id', [[within, after]])).toEqual([{ booked: 0 }, { booked: 1 }]);
	});

	test('send to a friend: the link opens the page the visitor sent, in its language; any other path is not followed', async () => {
		const french = '/fr/a-vendre/gent/ruime-woning-met-tuin/1042/';
		const cases = [
			{ pagePath: french, status: 200, link: `https://www.immo-drieland.example${french}` },
			{ pagePath: '/fr/a-vendre/gent/autre-bien/1043/', status: 200, link: 'https://www.immo-drieland.example/property/1042/' },
			{ pagePath: '//evil.example/1042/', status: 422, link: null },
			{ pagePath: 'https://evil.example/fr/1042/', status: 422, link: null },
		];
		for (const c of cases) {
			const friendEmail = `friend-${cases.indexOf(c)}@example.be`;
			const res = await post('send-to-friend', await validBody('send-to-friend', { pagePath: c.pagePath, friendEmail }, 'fr'));
			expect(res.status, c.pagePath).toBe(c.status);
			if (c.link === null) {
				expect(await res.json()).toMatchObject({ ok: false, issues: { pagePath: ['form.error.invalid'] } });
				continue;
			}
			await waitFor(() => smtp.mails.some((m) => m.envelope.to.includes(friendEmail)));
			const friend = smtp.mails.find((m) => m.envelope.to.includes(friendEmail))!;
			expect(friend.html).toContain(`href="${c.link}"`);
			expect(friend.text).toContain(c.link);
			expect(friend.text).not.toContain('autre-bien');
		}
	});

	test('appointment slots: GET lists future slots with free places for a property and the office', async () => {
		const hour = 3600_000;
		const forProperty = await addSlot(getPool(), { propertyId: 4242, startsAt: new Date(Date.now() + 72 * hour), endsAt: new Date(Date.now() + 73 * hour), capacity: 2 });
		const otherProperty = await addSlot(getPool(), { propertyId: 4343, startsAt: new Date(Date.now() + 72 * hour), endsAt: new Date(Date.now() + 73 * hour), capacity: 2 });
		const res = await call('appointment-slots?propertyId=4242', null, { method: 'GET', contentType: null });
		expect(res.headers.get('cache-control')).toBe('no-store');
		const { slots, state } = (await res.json()) as { slots: { id: number; remaining: number }[]; state: string };
		expect(state).toBe('open');
		const ids = slots.map((s) => s.id);
		expect(ids).toContain(forProperty);
		expect(ids).toContain(slotId);
		expect(ids).not.toContain(otherProperty);
		expect(slots.find((s) => s.id === forProperty)?.remaining).toBe(2);
		expect((await call('appointment-slots?propertyId=abc', null, { method: 'GET', contentType: null })).status).toBe(422);
	});

	// A property id is written in plain digits (as `?property=` of the owner stats): Number() alone
	// read 1e3, 0x10, " 7" and 1.0 as the slots of properties 1000, 16, 7 and 1.
	test.each(['abc', '1e3', '0x10', '%207', '1.0', '07', '%2B7', '0', '-7', '2147483648', ''])('appointment slots: ?propertyId=%s is refused like abc', async (raw) => {
		const res = await call(`appointment-slots?propertyId=${raw}`, null, { method: 'GET', contentType: null });
		expect({ status: res.status, body: (await res.json()) as unknown }).toEqual({
			status: 422,
			body: { ok: false, error: 'request.error.checkFields', issues: { propertyId: ['form.error.propertyRequired'] } },
		});
	});

	test.each([
		{ query: '', state: 'open' },
		{ query: '?propertyId=2147483647', state: 'open' },
	])('appointment slots: "$query" is read (the office slots are open)', async ({ query, state }) => {
		const res = await call(`appointment-slots${query}`, null, { method: 'GET', contentType: null });
		expect(res.status).toBe(200);
		expect(((await res.json()) as { state: string }).state).toBe(state);
	});
});
