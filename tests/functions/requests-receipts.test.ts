import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { locales, type Locale } from '../../i18n/locales.ts';
import { useTranslations, type UiKey } from '../../src/i18n/t.ts';
import { labelled, punctuationOf } from '../../src/lib/intl/punctuation.ts';
import { addSlot } from '../../src/lib/requests/bookings.ts';
import { getPool } from '../../src/lib/requests/db.ts';
import { requestKinds, type RequestKind } from '../../src/schemas/requests/index.ts';
import { demoFacts, factFileUrlOf, startFactsServer, type FactsServer } from './support/facts.ts';
import { useMailDir } from './support/lifecycle.ts';
import { freePort, startPlatform, startSmtp, waitFor, type Platform, type ReceivedMail, type SmtpSink } from './support/platform.ts';
import { agencyInbox, answer, call, handlerOf, mailTo, post, postRental, rows, setTestEnv, siteSender, validBody } from './support/requests.ts';
import { formatEuro, formatEuroCents, rentalDeposit } from '../../src/lib/domain/price.ts';
import { siteFactsOf } from '../../src/lib/requests/site-facts.ts';
import bundledSite from '../../data/site.json' with { type: 'json' };

/**
 * The visitor's receipt (every request but "send to a friend"): stored in the outbox with the
 * request and the agency's mail, received by the real SMTP server at the visitor's address, in the
 * request's language, naming the listing from the build's facts, and never repeating a text the
 * visitor typed; sent again on retry when SMTP was down. An appointment's receipt carries the
 * booked visit as an iCalendar file (spec §4 appointment confirmed).
 */

let platform: Platform;
let smtp: SmtpSink;
let facts: FactsServer;
const mailDir = useMailDir();
let slotId: number;
const hour = 3600_000;

beforeAll(async () => {
	platform = await startPlatform();
	smtp = await startSmtp();
	facts = await startFactsServer();
	setTestEnv(smtp.port, mailDir(), facts.url);
	slotId = await addSlot(getPool(), { propertyId: 1042, startsAt: new Date(Date.now() + 50 * hour), endsAt: new Date(Date.now() + 50.5 * hour), capacity: 50 });
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

/** Texts the visitor types: the agency gets them, the receipt never repeats them. */
const remark = 'Bezoek http://spam.example voor een prijs!\nTweede regel';
const typed: Record<RequestKind, Record<string, unknown>> = {
	contact: { firstName: 'Typed-First', lastName: 'Typed-Last', street: 'Typedstraat 9', city: 'Typedstad', remark },
	'contact-property': { firstName: 'Typed-First', lastName: 'Typed-Last', remark },
	valuation: { firstName: 'Typed-First', propertyStreet: 'Typedstraat 9', propertyCity: 'Typedstad', remark },
	'demand-register': { firstName: 'Typed-First', zones: ['brussels', 'Typed-zone'], remark },
	'send-to-friend': {},
	testimonial: { firstName: 'Typed-First', city: 'Typedstad', text: `${remark} En nog meer tekst.` },
	appointment: { firstName: 'Typed-First', lastName: 'Typed-Last', remark },
	documents: { firstName: 'Typed-First', lastName: 'Typed-Last' },
	offer: { firstName: 'Typed-First', street: 'Typedstraat 9', city: 'Typedstad', remark },
	// A listing of the demo export whose address is not published.
	// Its rent in the facts is € 1.350: the income meets 3 × that.
	'rental-application': { propertyId: 1018, monthlyRent: 1350, monthlyIncome: 4050, firstName: 'Typed-First', street: 'Typedstraat 9', city: 'Typedstad', remark },
	newsletter: { firstName: 'Typed-First' },
	construction: { firstName: 'Typed-First', lastName: 'Typed-Last', remark },
};
const markers = ['Typed-First', 'Typed-Last', 'Typedstraat', 'Typedstad', 'Typed-zone', 'spam.example', 'Tweede regel'];

/** The listing (or project) each kind is about in the valid payloads. */
const aboutOf = (kind: RequestKind): { record: 'property' | 'project'; id: number } | null =>
	kind === 'construction' ? { record: 'project', id: 501 } : ['contact-property', 'documents', 'offer', 'appointment'].includes(kind) ? { record: 'property', id: 1042 } : kind === 'rental-application' ? { record: 'property', id: 1018 } : null;

/** Sends a valid request of a kind with the typed texts, from a visitor's own address. */
async function submit(kind: RequestKind, locale: Locale, email: string): Promise<Response> {
	const overrides = { ...typed[kind], email, ...(kind === 'appointment' ? { slotId, propertyId: 1042 } : {}) };
	const body = await validBody(kind, overrides, locale);
	if (kind !== 'rental-application') return post(kind, body);
	const form = new FormData();
	form.set('data', JSON.stringify(body));
	form.set('cv', new File([Buffer.from('%PDF-1.7\n%%EOF\n')], 'Typed-First cv.pdf', { type: 'application/pdf' }));
	return call(kind, form, { contentType: null });
}

/** Each kind in Dutch and in one of the other languages (all three come round). */
// The newsletter's visitor gets the confirmation mail of the double opt-in instead (requests-newsletter.test.ts).
const cases = requestKinds
	.filter((kind) => kind !== 'send-to-friend' && kind !== 'newsletter')
	.flatMap((kind, i) => [
		{ kind, locale: 'nl' as Locale },
		{ kind, locale: locales[1 + (i % 3)]! },
	]);

describe.each(cases)('$kind in $locale', ({ kind, locale }) => {
	test('the agency mail and the receipt arrive; the receipt at the visitor’s address, in the language, without the typed text', async () => {
		const email = `visitor-${kind}-${locale}@example.be`;
		const { status, body } = await answer(await submit(kind, locale, email));
		expect(status, JSON.stringify(body)).toBe(200);
		await waitFor(() => smtp.mails.length >= 2);
		const agency = mailTo(smtp, agencyInbox)!;
		const receipt = mailTo(smtp, email)!;
		expect(smtp.mails).toHaveLength(2);
		expect(agency.headers.subject).toContain(String(body.reference));
		if (typeof typed[kind].remark === 'string') expect(agency.text).toContain('Tweede regel');

		const t = useTranslations(locale);
		expect(receipt.envelope.to).toEqual([email]);
		expect(receipt.headers.from).toBe(siteSender);
		expect(receipt.headers['reply-to']).toBe(`Immo Drieland <${agencyInbox}>`);
		expect(receipt.headers.subject).toBe(t(`receipt.subject.${kind}` as UiKey, { agency: 'Immo Drieland', reference: String(body.reference) }));
		expect(receipt.text).toContain(t(`receipt.next.${kind}` as UiKey));
		expect(receipt.text).toContain(t('receipt.greeting'));
		expect(receipt.html).toContain(String(body.reference));
		for (const marker of markers) {
			expect(receipt.text, marker).not.toContain(marker);
			expect(receipt.html, marker).not.toContain(marker);
			expect(receipt.headers.subject, marker).not.toContain(marker);
		}
		expect(receipt.attachments.map((a) => a.contentType)).toEqual(kind === 'appointment' ? ['text/calendar'] : []);

		const about = aboutOf(kind);
		if (about) {
			const fact = demoFacts[locale][about.record][String(about.id)]!;
			expect(fact.path.startsWith(locale === 'nl' ? '/' : `/${locale}/`)).toBe(true);
			expect(receipt.text).toContain(fact.title);
			expect(receipt.text).toContain(`https://www.immo-drieland.example${fact.path}`);
			if (fact.reference) expect(receipt.text).toContain(fact.reference);
			// The address only where the listing publishes it (spec §5).
			if (fact.address) expect(receipt.text).toContain(labelled(t('receipt.address'), fact.address, locale));
			else expect(receipt.text).not.toContain(`${t('receipt.address')}${punctuationOf(':', locale)}`);
		}
		const outbox = await rows<{ to_address: string; status: string }>('SELECT o.to_address, o.status FROM outbox o JOIN requests r ON r.id = o.request_id WHERE r.reference = $1 ORDER BY o.id', [body.reference]);
		expect(outbox).toEqual([
			{ to_address: agencyInbox, status: 'sent' },
			{ to_address: email, status: 'sent' },
		]);
	});
});

/** The content lines of the .ics a mail carries, unfolded. */
function calendarOf(mail: ReceivedMail): string[] {
	const [file] = Object.entries(mail.files).filter(([name]) => name.endsWith('.ics'));
	if (!file) throw new Error('no .ics attached');
	const text = file[1].toString('utf8');
	expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
	return text.replace(/\r\n[ \t]/g, '').split('\r\n').filter((line) => line !== '');
}

/** Reads a UTC date-time of an .ics. */
const icsInstant = (value: string) => new Date(value.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'));

describe('the appointment', () => {
	test('the receipt names the property and the booked day and hours, and carries a parseable .ics of the slot', async () => {
		const startsAt = new Date(Math.ceil((Date.now() + 72 * hour) / hour) * hour);
		const booked = await addSlot(getPool(), { propertyId: 1042, startsAt, endsAt: new Date(startsAt.getTime() + 45 * 60_000), capacity: 1 });
		const { body } = await answer(await post('appointment', await validBody('appointment', { slotId: booked, propertyId: 1042, email: 'booker@example.be' }, 'fr')));
		await waitFor(() => mailTo(smtp, 'booker@example.be') !== undefined);
		const receipt = mailTo(smtp, 'booker@example.be')!;
		const fact = demoFacts.fr.property['1042']!;
		const day = new Intl.DateTimeFormat('fr-BE', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Brussels' }).format(startsAt);
		const time = (d: Date) => new Intl.DateTimeFormat('fr-BE', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Europe/Brussels' }).format(d);
		expect(receipt.text).toContain(`Rendez-vous\u00a0: ${day}, ${time(startsAt)}–${time(new Date(startsAt.getTime() + 45 * 60_000))}`);
		expect(receipt.text).toContain(`${fact.reference} – ${fact.title}`);
		expect(receipt.attachments).toEqual([{ contentType: 'text/calendar', filename: `${String(body.reference)}.ics`, size: expect.any(Number) as unknown }]);

		const lines = calendarOf(receipt);
		expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
		expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
		const prop = (name: string) => lines.find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))?.replace(/^[^:]*:/, '');
		expect(icsInstant(prop('DTSTART')!).toISOString()).toBe(startsAt.toISOString());
		expect(icsInstant(prop('DTEND')!).getTime() - startsAt.getTime()).toBe(45 * 60_000);
		expect(prop('UID')).toBe(`${String(body.reference)}@www.immo-drieland.example`);
		expect(Math.abs(icsInstant(prop('DTSTAMP')!).getTime() - Date.now())).toBeLessThan(5 * 60_000);
		expect(prop('SUMMARY')).toBe(`Visite\u00a0: ${fact.title.replace(/,/g, '\\,')}`);
		expect(prop('LOCATION')).toBe(fact.address!.replace(/,/g, '\\,'));
		expect(prop('URL')).toBe(`https://www.immo-drieland.example${fact.path}`);
	});

	test('an office slot booked from a listing page: stored as the office slot, and the receipt, its .ics and the agency mail name the office and its address, not the listing as the place', async () => {
		const startsAt = new Date(Math.ceil((Date.now() + 96 * hour) / hour) * hour);
		const endsAt = new Date(startsAt.getTime() + 30 * 60_000);
		const office = await addSlot(getPool(), { propertyId: null, startsAt, endsAt, capacity: 1 });
		// The form of listing 1004's page sends its propertyId with every slot, the office's too.
		const { status, body } = await answer(await post('appointment', await validBody('appointment', { slotId: office, propertyId: 1004, email: 'office@example.be' }, 'fr')));
		expect(status).toBe(200);
		expect(
			await rows('SELECT r.property_id, s.property_id AS slot_property, s.booked FROM appointment_bookings b JOIN requests r ON r.id = b.request_id JOIN appointment_slots s ON s.id = b.slot_id WHERE r.reference = $1', [body.reference]),
		).toEqual([{ property_id: 1004, slot_property: null, booked: 1 }]);
		await waitFor(() => mailTo(smtp, 'office@example.be') !== undefined && mailTo(smtp, agencyInbox) !== undefined);
		const fact = demoFacts.fr.property['1004']!;
		const agencyPlace = 'Rue du Bailli 42, 1050 Ixelles';

		const receipt = mailTo(smtp, 'office@example.be')!;
		const text = receipt.text.replace(/\r\n/g, '\n');
		// The receipt still names the listing the booking was made from, but its place is the agency's.
		expect(text).toContain(`${fact.reference} – ${fact.title}`);
		expect(text).toContain(`Où\u00a0: À notre agence, ${agencyPlace}`);
		expect(fact.address).not.toBeNull();
		expect(text).not.toContain(fact.address!);
		expect(receipt.html).toContain(`À notre agence, ${agencyPlace}`);

		const lines = calendarOf(receipt);
		const prop = (name: string) => lines.find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))?.replace(/^[^:]*:/, '');
		expect(prop('SUMMARY')).toBe('Rendez-vous à l’agence Immo Drieland');
		expect(prop('LOCATION')).toBe(agencyPlace.replace(/,/g, '\\,'));
		expect(lines.join('\n')).not.toContain(fact.title.replace(/,/g, '\\,'));
		expect(icsInstant(prop('DTSTART')!).toISOString()).toBe(startsAt.toISOString());

		// The agency's mail (in Dutch) says the appointment is at the office.
		const agencyMail = mailTo(smtp, agencyInbox)!;
		const day = new Intl.DateTimeFormat('nl-BE', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Brussels' }).format(startsAt);
		const time = (d: Date) => new Intl.DateTimeFormat('nl-BE', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Europe/Brussels' }).format(d);
		expect(agencyMail.text.replace(/\r\n/g, '\n')).toContain(`Afspraak: ${day}, ${time(startsAt)}–${time(endsAt)} – op ons kantoor`);
	});

	test('a visit slot of the listing keeps the listing as the place and says nothing of the office', async () => {
		const startsAt = new Date(Math.ceil((Date.now() + 120 * hour) / hour) * hour);
		const visit = await addSlot(getPool(), { propertyId: 1004, startsAt, endsAt: new Date(startsAt.getTime() + 30 * 60_000), capacity: 1 });
		const { status } = await answer(await post('appointment', await validBody('appointment', { slotId: visit, propertyId: 1004, email: 'onsite@example.be' }, 'nl')));
		expect(status).toBe(200);
		await waitFor(() => mailTo(smtp, 'onsite@example.be') !== undefined && mailTo(smtp, agencyInbox) !== undefined);
		const fact = demoFacts.nl.property['1004']!;
		const receipt = mailTo(smtp, 'onsite@example.be')!;
		expect(receipt.text).toContain(`Adres: ${fact.address!}`);
		expect(receipt.text).not.toContain('Op ons kantoor');
		const lines = calendarOf(receipt);
		const prop = (name: string) => lines.find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))?.replace(/^[^:]*:/, '');
		expect(prop('SUMMARY')).toBe(`Bezoek: ${fact.title.replace(/,/g, '\\,')}`);
		expect(prop('LOCATION')).toBe(fact.address!.replace(/,/g, '\\,'));
		expect(mailTo(smtp, agencyInbox)!.text).not.toContain('op ons kantoor');
	});

	test('with SMTP down the agency mail and the receipt with its .ics stay in the outbox, and go out on retry', async () => {
		const port = await freePort();
		setTestEnv(port, mailDir(), facts.url);
		const { status, body } = await answer(await post('appointment', await validBody('appointment', { slotId, propertyId: 1042, email: 'later@example.be' }, 'de')));
		expect(status).toBe(200);
		const outboxOf = () => rows<{ to_address: string; status: string; attempts: number }>('SELECT o.to_address, o.status, o.attempts FROM outbox o JOIN requests r ON r.id = o.request_id WHERE r.reference = $1 ORDER BY o.id', [body.reference]);
		expect(await outboxOf()).toEqual([
			{ to_address: agencyInbox, status: 'pending', attempts: 1 },
			{ to_address: 'later@example.be', status: 'pending', attempts: 1 },
		]);
		const up = await startSmtp(port);
		try {
			await rows("UPDATE outbox SET next_attempt_at = now() - interval '1 second' WHERE status = 'pending'");
			const retry = await handlerOf('outbox-retry');
			expect(await (await retry(new Request('http://localhost/.netlify/functions/outbox-retry', { method: 'POST' }), {} as never)).json()).toMatchObject({ sent: 2, dead: 0 });
			expect(up.mails.map((m) => m.envelope.to)).toEqual([[agencyInbox], ['later@example.be']]);
			const receipt = up.mails[1]!;
			expect(receipt.headers.subject).toBe(useTranslations('de')('receipt.subject.appointment', { agency: 'Immo Drieland', reference: String(body.reference) }));
			expect(calendarOf(receipt)).toContain(`UID:${String(body.reference)}@www.immo-drieland.example`);
			expect(await outboxOf()).toEqual([
				{ to_address: agencyInbox, status: 'sent', attempts: 2 },
				{ to_address: 'later@example.be', status: 'sent', attempts: 2 },
			]);
		} finally {
			await up.stop();
		}
	});
});

describe('the listing facts', () => {
	test('read from the one file of the listing on the deploy', async () => {
		facts.asked.length = 0;
		await answer(await post('documents', await validBody('documents', { propertyId: 1043, email: 'files@example.be' }, 'en')));
		expect(facts.asked).toEqual([factFileUrlOf('en', 1043)]);
	});

	test('without an address in the environment, read from the site address of the function context', async () => {
		setTestEnv(smtp.port, mailDir());
		facts.asked.length = 0;
		await answer(await post('documents', await validBody('documents', { propertyId: 1044, email: 'context@example.be' }, 'fr'), { siteUrl: facts.url }));
		// Another file than the test above: a function instance keeps a file it has read.
		expect(facts.asked).toEqual([factFileUrlOf('fr', 1044)]);
	});

	test('when they cannot be read the request is still stored and answered, and the receipt names the listing by its number and original link', async () => {
		setTestEnv(smtp.port, mailDir(), `http://127.0.0.1:${await freePort()}/`);
		const { status } = await answer(await post('offer', await validBody('offer', { email: 'nofacts@example.be' })));
		expect(status).toBe(200);
		await waitFor(() => mailTo(smtp, 'nofacts@example.be') !== undefined);
		expect(mailTo(smtp, 'nofacts@example.be')!.text.replace(/\r\n/g, '\n')).toContain('Pand: nr. 1042\nhttps://www.immo-drieland.example/property/1042/');
	});

	test('send to a friend: the friend gets the mail, the sender no receipt, and no facts are read', async () => {
		facts.asked.length = 0;
		const { status } = await answer(await post('send-to-friend', await validBody('send-to-friend', { email: 'sender@example.be', friendEmail: 'friend@example.be' })));
		expect(status).toBe(200);
		await waitFor(() => smtp.mails.length >= 2);
		await new Promise((resolve) => setTimeout(resolve, 200));
		expect(smtp.mails.map((m) => m.envelope.to[0]).sort()).toEqual([agencyInbox, 'friend@example.be']);
		expect(facts.asked).toEqual([]);
	});
});

/** WVV art. 2:20 and the BIV code of ethics: the legal identity under the signature, as the footer states it. */
const legalLines: Record<Locale, [string, string]> = {
	nl: ['Immo Drieland BV · Ondernemingsnummer en btw: BE 0765.432.146, RPR Brussel', 'Erkend vastgoedmakelaar-bemiddelaar, BIV-nummer 512 345 (België)'],
	fr: ['Immo Drieland SRL · Numéro d’entreprise et TVA\u00a0: BE 0765.432.146, RPM Bruxelles', 'Agent immobilier intermédiaire agréé, numéro IPI 512 345 (Belgique)'],
	en: ['Immo Drieland BV · Enterprise and VAT number: BE 0765.432.146, RLE Brussels', 'Licensed real estate agent (intermediary), BIV/IPI number 512 345 (Belgium)'],
	de: ['Immo Drieland BV · Unternehmens- und MwSt.-Nummer: BE 0765.432.146, RJP Brüssel', 'Zugelassener Immobilienmakler (Vermittler), BIV/IPI-Nummer 512 345 (Belgien)'],
};

describe.each(locales)('WVV 2:20: the mails to visitors and friends in %s carry the agency’s legal identity', (locale) => {
	test('the receipt and the friend mail, in their plain text and HTML parts', async () => {
		const visitor = `legal-${locale}@example.be`;
		const friend = `legal-friend-${locale}@example.be`;
		expect((await answer(await post('contact', await validBody('contact', { email: visitor }, locale)))).status).toBe(200);
		expect((await answer(await post('send-to-friend', await validBody('send-to-friend', { email: `sender-${locale}@example.be`, friendEmail: friend }, locale)))).status).toBe(200);
		await waitFor(() => mailTo(smtp, visitor) !== undefined && mailTo(smtp, friend) !== undefined);
		for (const mail of [mailTo(smtp, visitor)!, mailTo(smtp, friend)!]) {
			const text = mail.text.replace(/\r\n/g, '\n');
			expect(text).toContain(`${legalLines[locale][0]}\n${legalLines[locale][1]}\n`);
			for (const line of legalLines[locale]) expect(mail.html).toContain(line);
		}
	});
});

describe('a contact request about the visitor’s favourites (propertyIds)', () => {
	test('the row keeps the listings, the agency mail links each, the receipt names each from the facts and an unknown one by its number; each facts file is read once', async () => {
		const known = Object.keys(demoFacts.fr.property).slice(0, 2).map(Number);
		// Not a listing, and in the same facts file as the first one: looked up at the same time, read once.
		const unknown = known[0]! + 64_000;
		const ids = [...known, unknown];
		facts.asked.length = 0;
		const email = 'favourites@example.be';
		const { status, body } = await answer(await post('contact', await validBody('contact', { propertyIds: ids, email }, 'fr')));
		expect(status, JSON.stringify(body)).toBe(200);
		const [stored] = await rows<{ property_id: number | null; payload: { propertyIds: number[] } }>('SELECT property_id, payload FROM requests WHERE reference = $1', [body.reference]);
		expect(stored).toEqual(expect.objectContaining({ property_id: null, payload: expect.objectContaining({ propertyIds: ids }) as unknown }));
		expect(facts.asked.sort()).toEqual([...new Set(ids.map((id) => factFileUrlOf('fr', id)))].sort());

		await waitFor(() => smtp.mails.length >= 2);
		const agency = mailTo(smtp, agencyInbox)!.text.replace(/\r\n/g, '\n');
		// The agency's mail names each listing by its reference and title (the request's language) where the facts have it.
		for (const id of known) {
			const fact = demoFacts.fr.property[String(id)]!;
			expect(agency).toContain(`${fact.reference} – ${fact.title} (${id}) – https://www.immo-drieland.example/property/${id}/`);
		}
		expect(agency).toContain(`\n${unknown} – https://www.immo-drieland.example/property/${unknown}/`);
		const receipt = mailTo(smtp, email)!.text.replace(/\r\n/g, '\n');
		const t = useTranslations('fr');
		for (const id of known) {
			const fact = demoFacts.fr.property[String(id)]!;
			expect(receipt).toContain(fact.title);
			expect(receipt).toContain(`https://www.immo-drieland.example${fact.path}`);
		}
		expect(receipt).toContain(labelled(t('form.field.propertyId'), t('receipt.recordNumber', { id: unknown }), 'fr'));
		expect(receipt).toContain(`https://www.immo-drieland.example/property/${unknown}/`);
	});
});

describe("a rental application: the listing's rent from the build's facts, not the browser's (spec §9 deposit and minimum income)", () => {
	const rentOf = (id: number) => demoFacts.nl.property[String(id)]!.rent!;

	test('a rent changed in the browser is replaced by the listing’s: the row and both mails carry the real rent and deposit', async () => {
		const rent = rentOf(1001);
		const email = 'rent-changed@example.be';
		const body = await validBody('rental-application', { propertyId: 1001, monthlyRent: 1, monthlyIncome: rent * 3, email }, 'nl');
		const { status, body: json } = await answer(await postRental(body));
		expect(status, JSON.stringify(json)).toBe(200);
		const [stored] = await rows<{ payload: { monthlyRent: number } }>('SELECT payload FROM requests WHERE reference = $1', [json.reference]);
		expect(stored!.payload.monthlyRent).toBe(rent);
		await waitFor(() => smtp.mails.length >= 2);
		for (const mail of [mailTo(smtp, agencyInbox)!, mailTo(smtp, email)!]) {
			const text = mail.text.replace(/\r\n/g, '\n');
			expect(text).toContain(formatEuro(rent));
			expect(text).toContain(`Huurwaarborg: ${formatEuro(rentalDeposit(rent))}`);
			expect(text).not.toContain(`: ${formatEuro(1)}\n`);
		}
	});

	test('an income under 3 × the listing’s rent is refused, even with a lower rent sent; nothing is stored or mailed', async () => {
		const rent = rentOf(1001);
		const before = await rows<{ n: string }>('SELECT count(*) AS n FROM requests');
		const body = await validBody('rental-application', { propertyId: 1001, monthlyRent: 1, monthlyIncome: rent * 3 - 1, email: 'rent-low@example.be' }, 'nl');
		const { status, body: json } = await answer(await postRental(body));
		expect(status).toBe(422);
		expect(json).toEqual({ ok: false, error: 'request.error.checkFields', issues: { monthlyIncome: ['form.error.incomeTooLow'] } });
		expect(await rows<{ n: string }>('SELECT count(*) AS n FROM requests')).toEqual(before);
		expect(smtp.mails).toEqual([]);
	});
});

describe('a purchase offer: the 10 % advance to the cent (spec §9)', () => {
	test('an offer of € 99.999: both mails state an advance of € 9.999,90, not a rounded € 10.000', async () => {
		const email = 'offer-cents@example.be';
		const { status, body: json } = await answer(await post('offer', await validBody('offer', { propertyId: 1042, amount: 99_999, email }, 'fr')));
		expect(status, JSON.stringify(json)).toBe(200);
		await waitFor(() => smtp.mails.length >= 2);
		for (const mail of [mailTo(smtp, agencyInbox)!, mailTo(smtp, email)!]) {
			expect(mail.text).toContain(formatEuroCents(9999.9));
			expect(mail.text).not.toContain(formatEuro(10_000));
		}
	});
});

describe('the functions use the site settings of the export the pages were built from (DATA_DIR)', () => {
	test('with another export’s site.json published by the build, the agency’s mail goes to its inbox and the receipt names its agency', async () => {
		const other = structuredClone(bundledSite);
		Object.assign(other.agency, { name: 'Immo Altena', legalName: 'Immo Altena BV', email: 'info@altena.example', phone: '091234567' });
		const deploy = await startFactsServer(siteFactsOf(other as Parameters<typeof siteFactsOf>[0]));
		try {
			setTestEnv(smtp.port, mailDir(), deploy.url);
			delete process.env.MAIL_TO;
			for (const email of ['altena-1@example.be', 'altena-2@example.be']) {
				smtp.mails.length = 0;
				const { status, body } = await answer(await post('contact', await validBody('contact', { email })));
				expect(status, JSON.stringify(body)).toBe(200);
				await waitFor(() => smtp.mails.length >= 2);
				expect(mailTo(smtp, 'info@altena.example')?.headers.subject).toContain(String(body.reference));
				expect(mailTo(smtp, agencyInbox)).toBeUndefined();
				expect(mailTo(smtp, 'info@immo-drieland.example')).toBeUndefined();
				const receipt = mailTo(smtp, email)!;
				expect(receipt.headers['reply-to']).toBe('Immo Altena <info@altena.example>');
				expect(receipt.headers.subject).toContain('Immo Altena');
				expect(receipt.text).toContain('info@altena.example');
				expect(receipt.text).not.toContain('Immo Drieland');
				expect(receipt.text).toContain('Immo Altena BV · Ondernemingsnummer en btw: BE 0765.432.146');
			}
			// Read once from the deploy, then kept by the instance.
			expect(deploy.asked.filter((path) => path === '/listing-facts/site.json')).toHaveLength(1);
		} finally {
			await deploy.stop();
		}
	});
});
