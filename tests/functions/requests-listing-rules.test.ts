import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { oneOrPerLocale } from '../../src/lib/content/localize.ts';
import { formatEuro } from '../../src/lib/domain/price.ts';
import { formatPhone } from '../../src/lib/domain/phone.ts';
import { addSlot } from '../../src/lib/requests/bookings.ts';
import { getPool } from '../../src/lib/requests/db.ts';
import { slotLabel } from '../../src/lib/requests/slot-time.ts';
import { demoFacts, startFactsServer, type FactsServer } from './support/facts.ts';
import { useMailDir } from './support/lifecycle.ts';
import { startPlatform, startSmtp, waitFor, type Platform, type SmtpSink } from './support/platform.ts';
import { agencyInbox, answer, count, currentSettings, mailTo, post, postRental, rows, setTestEnv, validBody } from './support/requests.ts';

/**
 * Requests about a listing, checked against the build's facts as the deploy serves them: an id the
 * facts do not have is refused (spec §8 "Property Not Found"); an offer or a rental application
 * only for a listing that takes it (spec §4 states, spec §8 "Property Sold", "rented"); the
 * deposit the listing states (spec §9 otherwise); the friend mail as an agency mail about the
 * listing; one open visit per address and listing. Against the emulated Postgres and a real SMTP server.
 */

let platform: Platform;
let smtp: SmtpSink;
let facts: FactsServer;
const mailDir = useMailDir();
const hour = 3600_000;
/** The deposit 1009 states in these tests: two months of its € 2.850 rent, not three. */
const statedDeposit = 5700;

beforeAll(async () => {
	platform = await startPlatform();
	smtp = await startSmtp();
	demoFacts.nl.property['1009']!.deposit = statedDeposit;
	facts = await startFactsServer();
	setTestEnv(smtp.port, mailDir(), facts.url);
}, 120_000);

afterAll(async () => {
	await facts?.stop();
	await smtp?.stop();
	await platform?.stop();
});

beforeEach(() => {
	setTestEnv(smtp.port, mailDir(), facts.url);
	smtp.mails.length = 0;
});

describe('spec §8 "Property Not Found": an id the facts do not have', () => {
	test.each([
		{ kind: 'contact-property' as const, change: { propertyId: 999_999 }, field: 'propertyId', message: 'form.error.propertyNotFound' },
		{ kind: 'documents' as const, change: { propertyId: 999_999 }, field: 'propertyId', message: 'form.error.propertyNotFound' },
		{ kind: 'send-to-friend' as const, change: { propertyId: 999_999 }, field: 'propertyId', message: 'form.error.propertyNotFound' },
		{ kind: 'offer' as const, change: { propertyId: 999_999 }, field: 'propertyId', message: 'form.error.propertyNotFound' },
		{ kind: 'construction' as const, change: { projectId: 999 }, field: 'projectId', message: 'form.error.projectNotFound' },
	])('$kind about $change: 422 on $field, nothing stored or mailed', async ({ kind, change, field, message }) => {
		const before = await count('requests');
		const { status, body } = await answer(await post(kind, await validBody(kind, change)));
		expect(status).toBe(422);
		expect(body).toEqual({ ok: false, error: 'request.error.checkFields', issues: { [field]: [message] } });
		expect(await count('requests')).toBe(before);
		expect(smtp.mails).toEqual([]);
	});

	test('a rental application for an unknown id too', async () => {
		const { status, body } = await answer(await postRental(await validBody('rental-application', { propertyId: 999_999 })));
		expect(status).toBe(422);
		expect(body).toEqual({ ok: false, error: 'request.error.checkFields', issues: { propertyId: ['form.error.propertyNotFound'] } });
	});

	test('when the facts cannot be read at all, the request is accepted (never lost)', async () => {
		setTestEnv(smtp.port, mailDir(), null);
		const { status } = await answer(await post('contact-property', await validBody('contact-property', { propertyId: 999_999 })));
		expect(status).toBe(200);
	});
});

describe('spec §4, §8: an offer only for a listing for sale still on offer, a rental application only for one for rent not rented', () => {
	test.each([
		{ id: 1001, label: 'for rent', status: 409, error: 'request.listing.notForSale' },
		{ id: 1006, label: 'sold', status: 409, error: 'request.listing.sold' },
		{ id: 1132, label: 'sold out', status: 409, error: 'request.listing.sold' },
		{ id: 1010, label: 'under offer (a counter-offer is still taken)', status: 200, error: null },
		{ id: 1042, label: 'for sale', status: 200, error: null },
	])('an offer for $id ($label): $status', async ({ id, status, error }) => {
		const before = await count('requests');
		const res = await answer(await post('offer', await validBody('offer', { propertyId: id, email: `offer-${id}@example.be` })));
		expect(res.status, JSON.stringify(res.body)).toBe(status);
		if (error) {
			expect(res.body).toEqual({ ok: false, error });
			expect(await count('requests')).toBe(before);
		}
	});

	test.each([
		{ id: 1004, label: 'for sale', status: 409, error: 'request.listing.notForRent' },
		{ id: 1006, label: 'sold (a sale)', status: 409, error: 'request.listing.notForRent' },
		{ id: 1003, label: 'rented', status: 409, error: 'request.listing.rented' },
		{ id: 1012, label: 'for rent, under offer', status: 200, error: null },
	])('a rental application for $id ($label): $status', async ({ id, status, error }) => {
		const rent = demoFacts.nl.property[String(id)]!.rent ?? 950;
		const body = await validBody('rental-application', { propertyId: id, monthlyRent: rent, monthlyIncome: rent * 3, email: `rental-${id}@example.be` });
		const before = await count('requests');
		const res = await answer(await postRental(body));
		expect(res.status, JSON.stringify(res.body)).toBe(status);
		if (error) {
			expect(res.body).toEqual({ ok: false, error });
			expect(await count('requests')).toBe(before);
		}
	});

});

describe('spec §4, §8: no request at all about a listing sold or rented, whose page offers none', () => {
	test.each([
		{ kind: 'contact-property', id: 1006, error: 'request.listing.sold' },
		{ kind: 'documents', id: 1003, error: 'request.listing.rented' },
		{ kind: 'send-to-friend', id: 1132, error: 'request.listing.sold' },
	] as const)('$kind about $id: 409 $error, nothing stored or mailed', async ({ kind, id, error }) => {
		const before = await count('requests');
		const res = await answer(await post(kind, await validBody(kind, { propertyId: id, email: `closed-${kind}@example.be` })));
		expect(res).toEqual({ status: 409, body: { ok: false, error } });
		expect(await count('requests')).toBe(before);
		expect(smtp.mails).toEqual([]);
	});

	test('a listing under offer still takes a visit request', async () => {
		const res = await answer(await post('contact-property', await validBody('contact-property', { propertyId: 1010, email: 'visit-under-offer@example.be' })));
		expect(res.status, JSON.stringify(res.body)).toBe(200);
	});
});

describe('spec §9 deposit: the one the listing states, when its facts have one', () => {
	test('the agency mail and the receipt show the deposit of the listing’s facts', async () => {
		const email = 'deposit-stated@example.be';
		const body = await validBody('rental-application', { propertyId: 1009, monthlyRent: 2850, monthlyIncome: 2850 * 3, email });
		const { status } = await answer(await postRental(body));
		expect(status).toBe(200);
		await waitFor(() => smtp.mails.length >= 2);
		for (const mail of [mailTo(smtp, agencyInbox)!, mailTo(smtp, email)!]) {
			const text = mail.text.replace(/\r\n/g, '\n');
			expect(text).toContain(`Huurwaarborg: ${formatEuro(statedDeposit)}`);
			expect(text).not.toContain(`Huurwaarborg: ${formatEuro(2850 * 3)}`);
		}
	});

});

describe('send to a friend: an agency mail about a real listing', () => {
	test('subject and body name the listing and the agency, never the typed names in the subject; signed by and answered to the agency', async () => {
		const fact = demoFacts.en.property['1042']!;
		const body = await validBody('send-to-friend', { firstName: 'Anne', lastName: 'Peeters', friendName: 'Jan', friendEmail: 'jan.friend@example.be', remark: 'Iets voor jou?' }, 'en');
		const { status } = await answer(await post('send-to-friend', body));
		expect(status).toBe(200);
		await waitFor(() => smtp.mails.length >= 2);
		const friend = mailTo(smtp, 'jan.friend@example.be')!;
		const agency = currentSettings().agency;
		expect(friend.headers.subject).toBe(`A property from ${agency.name}: ${fact.title}`);
		expect(friend.headers['reply-to']).toContain(agencyInbox);
		const text = friend.text.replace(/\r\n/g, '\n');
		for (const part of [
			'Dear Jan,',
			`Anne Peeters looked at this property from ${agency.name} on our website`,
			'Message from Anne Peeters:\nIets voor jou?',
			`${fact.reference} – ${fact.title}`,
			`Price: ${formatEuro(fact.price)}`,
			`View the property: https://www.immo-drieland.example${fact.path}`,
			agency.name,
			`${oneOrPerLocale(agency.street, 'en')} ${agency.houseNumber}`,
			formatPhone(agency.phone),
			'You have not been signed up for anything',
		]) expect(text, part).toContain(part);
		expect(fact.path.startsWith('/en/')).toBe(true);
		expect(friend.html).toContain(`href="https://www.immo-drieland.example${fact.path}"`);
	});

	test.each([
		{ locale: 'nl', rent: 'Huurprijs: €\u00a01.550 per maand + €\u00a0245 lasten per maand' },
		{ locale: 'fr', rent: 'Loyer\u00a0: €\u00a01.550 par mois + €\u00a0245 de charges par mois' },
		{ locale: 'en', rent: 'Rent: €\u00a01.550 per month + €\u00a0245 charges per month' },
		{ locale: 'de', rent: 'Miete: €\u00a01.550 pro Monat + €\u00a0245 Nebenkosten pro Monat' },
	])('$locale: a rental\'s rent carries its monthly charges from the published facts, as its page writes it (detail.rent.charges)', async ({ locale, rent }) => {
		expect(demoFacts[locale as 'nl'].property['1021']).toMatchObject({ goal: 'rent', price: 1550, charges: 245 });
		const friendEmail = `rent-${locale}@example.be`;
		const { status } = await answer(await post('send-to-friend', await validBody('send-to-friend', { propertyId: 1021, friendEmail }, locale)));
		expect(status).toBe(200);
		await waitFor(() => mailTo(smtp, friendEmail) !== undefined);
		expect(mailTo(smtp, friendEmail)!.text.replace(/\r\n/g, '\n').split('\n')).toContain(rent);
	});

	test.each([
		{ label: 'a URL in the remark', change: { remark: 'Win nu op https://evil.example/win' }, field: 'remark', message: 'form.error.linksNotAllowed' },
		{ label: 'a bare domain in the remark', change: { remark: 'Kijk op evil.example' }, field: 'remark', message: 'form.error.linksNotAllowed' },
		{ label: 'a link in a name', change: { firstName: 'WIN €1000 at www.evil.example' }, field: 'firstName', message: 'form.error.linksNotAllowed' },
		{ label: 'a link in the friend’s name', change: { friendName: 'evil.example' }, field: 'friendName', message: 'form.error.linksNotAllowed' },
		{ label: 'a remark over 300 characters', change: { remark: 'a'.repeat(301) }, field: 'remark', message: 'form.error.tooLong' },
	])('$label: 422, no mail', async ({ change, field, message }) => {
		const { status, body } = await answer(await post('send-to-friend', await validBody('send-to-friend', change)));
		expect(status).toBe(422);
		expect(body).toEqual({ ok: false, error: 'request.error.checkFields', issues: { [field]: [message] } });
		expect(smtp.mails).toEqual([]);
	});
});

describe('appointments: one open visit per address and listing', () => {
	test('a second booking of the same address for the same listing is refused without the first one’s date, which goes by mail to that address once a day; another listing or address may book', async () => {
		const first = await addSlot(getPool(), { propertyId: 1011, startsAt: new Date(Date.now() + 30 * hour), endsAt: new Date(Date.now() + 30.5 * hour), capacity: 1 });
		const second = await addSlot(getPool(), { propertyId: 1011, startsAt: new Date(Date.now() + 31 * hour), endsAt: new Date(Date.now() + 31.5 * hour), capacity: 1 });
		const office = await addSlot(getPool(), { startsAt: new Date(Date.now() + 32 * hour), endsAt: new Date(Date.now() + 32.5 * hour), capacity: 5 });
		const book = async (slotId: number, propertyId: number, email: string, locale = 'nl') => answer(await post('appointment', await validBody('appointment', { slotId, propertyId, email }, locale)));

		const booked = await book(first, 1011, 'Booker@Example.be');
		expect(booked.status).toBe(200);
		const toBooker = () => smtp.mails.filter((m) => m.envelope.to.some((a) => a.toLowerCase() === 'booker@example.be'));
		await waitFor(() => toBooker().length > 0);
		smtp.mails.length = 0;
		const outboxBefore = await count('outbox');
		const requestsBefore = await count('requests');

		// Whoever types the address is told only that a visit is booked, not when.
		const again = await book(second, 1011, 'booker@example.be', 'fr');
		expect(again.status).toBe(409);
		expect(again.body).toEqual({ ok: false, error: 'request.appointment.alreadyBooked' });
		expect(await rows('SELECT booked FROM appointment_slots WHERE id = $1', [second])).toEqual([{ booked: 0 }]);
		expect(await count('requests')).toBe(requestsBefore);

		// The address's owner gets the day and hours by mail, through the outbox, in the second request's language.
		const [slot] = await rows<{ starts_at: Date; ends_at: Date }>('SELECT starts_at, ends_at FROM appointment_slots WHERE id = $1', [first]);
		await waitFor(() => smtp.mails.length === 1);
		const reminder = smtp.mails[0]!;
		expect(toBooker()).toEqual([reminder]);
		expect(reminder.headers.subject).toBe(`${currentSettings().agency.name}\u00a0: vous avez déjà réservé une visite`);
		expect(reminder.text).toContain(slotLabel(new Date(slot!.starts_at), new Date(slot!.ends_at), 'fr'));
		expect(reminder.text).toContain('nous n’en avons pas réservé une seconde');
		expect(reminder.headers['reply-to']).toContain(agencyInbox);
		expect(await count('outbox')).toBe(outboxBefore + 1);
		expect(await rows("SELECT r.reference, o.status FROM outbox o JOIN requests r ON r.id = o.request_id WHERE o.subject LIKE '%déjà réservé%'")).toEqual([{ reference: (booked.body as { reference: string }).reference, status: 'sent' }]);
		// A retry the same day mails nothing more: a stranger retrying with the address cannot fill its inbox.
		expect((await book(second, 1011, 'booker@example.be', 'fr')).status).toBe(409);
		expect(await count('outbox')).toBe(outboxBefore + 1);

		expect((await book(office, 1042, 'booker@example.be')).status).toBe(200);
		expect((await book(second, 1011, 'someone.else@example.be')).status).toBe(200);
	}, 30_000);

	test.each([
		{ locale: 'fr', subject: 'vous avez déjà un rendez-vous à notre agence', when: 'Votre rendez-vous\u00a0: ', place: 'Où\u00a0: À notre agence, Rue du Bailli 42, 1050 Ixelles' },
		{ locale: 'en', subject: 'you already have an appointment at our office', when: 'Your appointment: ', place: 'Where: At our office, Rue du Bailli 42, 1050 Ixelles' },
	])('$locale: the reminder of an appointment at the office, booked from the listing’s page, gives the agency’s address as its place', async ({ locale, subject, when, place }) => {
		const email = `office-booker-${locale}@example.be`;
		const office = await addSlot(getPool(), { startsAt: new Date(Date.now() + 50 * hour), endsAt: new Date(Date.now() + 50.5 * hour), capacity: 5 });
		const book = async (requestLocale: string) => answer(await post('appointment', await validBody('appointment', { slotId: office, propertyId: 1042, email }, requestLocale)));
		expect((await book('nl')).status).toBe(200);
		await waitFor(() => smtp.mails.some((m) => m.envelope.to.includes(email)));
		smtp.mails.length = 0;

		expect((await book(locale)).status).toBe(409);
		await waitFor(() => smtp.mails.length === 1);
		const reminder = smtp.mails[0]!;
		expect(reminder.envelope.to).toEqual([email]);
		expect(reminder.headers.subject).toBe(`${currentSettings().agency.name}${locale === 'fr' ? '\u00a0:' : ':'} ${subject}`);
		const [slot] = await rows<{ starts_at: Date; ends_at: Date }>('SELECT starts_at, ends_at FROM appointment_slots WHERE id = $1', [office]);
		const lines = reminder.text.replace(/\r\n/g, '\n').split('\n');
		expect(lines).toContain(`${when}${slotLabel(new Date(slot!.starts_at), new Date(slot!.ends_at), locale as 'fr' | 'en')}`);
		expect(lines).toContain(place);
		expect(reminder.html).toContain(place);
	});

	test('a booking in the past does not count', async () => {
		const past = await addSlot(getPool(), { propertyId: 1013, startsAt: new Date(Date.now() + 40 * hour), endsAt: new Date(Date.now() + 40.5 * hour), capacity: 1 });
		expect((await answer(await post('appointment', await validBody('appointment', { slotId: past, propertyId: 1013, email: 'past@example.be' })))).status).toBe(200);
		await getPool().query("UPDATE appointment_slots SET starts_at = now() - interval '2 hours', ends_at = now() - interval '1 hour' WHERE id = $1", [past]);
		const next = await addSlot(getPool(), { propertyId: 1013, startsAt: new Date(Date.now() + 41 * hour), endsAt: new Date(Date.now() + 41.5 * hour), capacity: 1 });
		expect((await answer(await post('appointment', await validBody('appointment', { slotId: next, propertyId: 1013, email: 'past@example.be' })))).status).toBe(200);
	});
});
