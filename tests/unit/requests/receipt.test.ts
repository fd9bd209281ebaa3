import { afterAll, describe, expect, test, vi } from 'vitest';
import site from '../../../data/site.json' with { type: 'json' };
import { locales, type Locale } from '../../../i18n/locales.ts';
import { dictionaries } from '../../../src/i18n/t.ts';
import { composeReceipt, type ReceiptContext } from '../../../src/lib/requests/receipt.ts';
import type { InlineAttachment } from '../../../src/lib/requests/mail-content.ts';
import { readSettings } from '../../../src/lib/requests/settings.ts';
import { requestKinds, validateRequest, type RequestKind } from '../../../src/schemas/requests/index.ts';

/**
 * The visitor's receipt of a request: in the request's language, what was received (structured
 * fields only, never a text the visitor typed), what happens next, the agency's identity; an
 * appointment's receipt names the booked day and hours and carries the .ics (spec §4).
 */

const settings = readSettings({}, site);
const rental = { minimumIncomeFactor: 3, maximumPersons: 6 };
const text = (locale: Locale, key: string) => (dictionaries[locale] as Record<string, string>)[key]!;

/** Texts a visitor types, each of which must never reach the receipt. */
const typed = ['Marker-Voornaam', 'Marker-Naam', 'Markerstraat 1', 'Markerstad', 'MARKER', 'Bel http://spam.example nu', 'Marker-vriend', 'Marker-zone', 'mijn-cv-marker.pdf', 'L-4321'];
const person = { title: 'ms', firstName: typed[0], lastName: typed[1], email: 'visitor@example.be', phone: '0475 12 34 56' };
const address = { street: typed[2], zip: typed[4], city: typed[3] };
const remark = `${typed[5]}\nTweede regel`;
const inputs: Record<RequestKind, Record<string, unknown>> = {
	contact: { ...person, ...address, goal: 'sale', remark, contactSlots: ['morning'], newsletter: true },
	'contact-property': { propertyId: 1042, reason: 'visit', ...person, remark, contactSlots: ['afternoon'] },
	valuation: { ...person, propertyStreet: typed[2], propertyZip: typed[9], propertyCity: typed[3], propertyType: 2, purpose: 'sell', remark },
	'demand-register': { ...person, goal: 'rent', types: [1, 2], zones: ['brussels', '9050', typed[7]], budgetMin: 800, budgetMax: 1200, bedrooms: 2, remark },
	'send-to-friend': { propertyId: 1042, firstName: typed[0], lastName: typed[1], email: 'visitor@example.be', friendName: typed[6], friendEmail: 'friend@example.be', remark: 'Tweede regel' },
	testimonial: { firstName: typed[0], lastName: typed[1], email: 'visitor@example.be', city: typed[3], rating: 4, text: `${typed[5]} en een lange getuigenis.`, publication: true },
	appointment: { slotId: 7, propertyId: 1042, ...person, remark },
	documents: { propertyId: 1042, ...person },
	offer: { propertyId: 1042, ...person, ...address, amount: 350000, financingCondition: true, validUntil: '2027-06-30', remark },
	'rental-application': { propertyId: 2001, ...person, ...address, monthlyRent: 950, monthlyIncome: 3200, persons: 2, moveInDate: '2027-09-01', moveOutDate: '2028-08-31', remark },
	newsletter: { email: 'visitor@example.be', firstName: typed[0] },
	construction: { projectId: 501, ...person, ...address, remark, contactSlots: [] },
};
// The schema takes an offer's validity and a move-in date up to some years from today: the day of the receipts here.
vi.useFakeTimers({ toFake: ['Date'] });
vi.setSystemTime(new Date('2026-11-20T09:15:00Z'));
afterAll(() => {
	vi.useRealTimers();
});
const meta = (locale: Locale) => ({ locale, idempotencyKey: crypto.randomUUID(), captcha: 'x', website: '', privacy: true });

/** The payload as the function stores it: the kind's schema applied. */
function payloadOf(kind: RequestKind, locale: Locale): Record<string, unknown> {
	const result = validateRequest(kind, { ...inputs[kind], ...meta(locale) }, rental);
	if (!result.success) throw new Error(`${kind}: ${JSON.stringify(result.issues)}`);
	return result.output;
}

const slot = { startsAt: new Date('2026-12-01T09:00:00Z'), endsAt: new Date('2026-12-01T09:30:00Z') };
const context = (overrides: Partial<ReceiptContext> = {}): ReceiptContext => ({
	reference: 'REQ-ABCD1234',
	siteUrl: settings.siteUrl,
	now: new Date('2026-11-20T09:15:00Z'),
	agency: settings.agency,
	agencyInbox: 'inbox@immo-drieland.example',
	listing: null,
	cvAttached: false,
	...overrides,
});
const agencyCity: Record<Locale, string> = { nl: 'Elsene', fr: 'Ixelles', en: 'Ixelles', de: 'Ixelles' };
const agencyStreet: Record<Locale, string> = { nl: 'Baljuwstraat 42', fr: 'Rue du Bailli 42', en: 'Rue du Bailli 42', de: 'Rue du Bailli 42' };

// The newsletter's visitor gets the confirmation mail of the double opt-in instead (newsletter-mail.test.ts).
const kinds = requestKinds.filter((kind) => kind !== 'send-to-friend' && kind !== 'newsletter');
const cases = kinds.flatMap((kind, i) => [
	{ kind, locale: 'nl' as Locale },
	{ kind, locale: locales[1 + (i % 3)]! },
]);

describe.each(cases)('$kind in $locale', ({ kind, locale }) => {
	const payload = payloadOf(kind, locale);
	const receipt = composeReceipt(kind, payload, context({ slot: kind === 'appointment' ? slot : undefined }))!;

	test('to the visitor, answered by the agency, in the language of the request', () => {
		expect(receipt.to).toBe('visitor@example.be');
		expect(receipt.replyTo).toEqual({ name: 'Immo Drieland', address: 'inbox@immo-drieland.example' });
		expect(receipt.subject).toBe(text(locale, `receipt.subject.${kind}`).replace('{{agency}}', 'Immo Drieland').replace('{{reference}}', 'REQ-ABCD1234'));
		for (const key of ['receipt.greeting', 'receipt.summary', `receipt.next.${kind}`, 'receipt.notice', 'receipt.notYou']) {
			expect(receipt.text, key).toContain(text(locale, key));
		}
		// French puts a no-break space before the colon.
		expect(receipt.text).toContain(`${text(locale, 'form.field.reference')}${locale === 'fr' ? '\u00a0:' : ':'} REQ-ABCD1234`);
	});

	test('no text the visitor typed, in the text or the HTML', () => {
		for (const marker of typed) {
			expect(receipt.text, marker).not.toContain(marker);
			expect(receipt.html, marker).not.toContain(marker);
		}
		expect(receipt.text).not.toContain('spam.example');
		expect(receipt.text).not.toContain('Tweede regel');
	});

	test("the agency's name, address in the language, phone and email", () => {
		for (const part of ['Immo Drieland', agencyStreet[locale], `1050 ${agencyCity[locale]}`, '026 40 12 34', 'info@immo-drieland.example']) {
			expect(receipt.text, part).toContain(part);
			expect(receipt.html, part).toContain(part);
		}
		// The international form, which a reader abroad can dial too.
		expect(receipt.html).toContain('href="tel:+3226401234"');
		expect(receipt.html).toContain('href="mailto:info@immo-drieland.example"');
	});
});

describe('what was received', () => {
	test.each([
		{ kind: 'contact', expected: ['Ik wil: Kopen', 'Bereikbaar tussen: Voormiddag (10:00–13:00)', 'Ik ontvang graag de nieuwsbrief: Ja'] },
		{ kind: 'contact-property', expected: ['Ik wens: Een bezoek', 'Bereikbaar tussen: Namiddag (14:00–16:00)'] },
		{ kind: 'valuation', expected: ['Type pand: Woning', 'Ik wil mijn eigendom: Verkopen'] },
		{ kind: 'demand-register', expected: ['Ik wil: Huren', 'Types pand: Appartement/Loft, Woning', 'Regio’s: Brussel, 9050, + 1 zelf ingevuld', 'Minimumbudget: €\u00a0800', 'Maximumbudget: €\u00a01.200', 'Minimum aantal slaapkamers: 2'] },
		{ kind: 'testimonial', expected: ['Score: 4/5'] },
		{ kind: 'offer', expected: ['Bedrag van het bod: €\u00a0350.000', 'Voorschot (10\u00a0%): €\u00a035.000', 'Onder opschortende voorwaarde van financiering: Ja', 'Bod geldig tot: 30 juni 2027'] },
		{ kind: 'rental-application', expected: ['Huurprijs per maand: €\u00a0950', 'Huurwaarborg: €\u00a02.850', 'Netto-inkomen per maand: €\u00a03.200', 'Aantal bewoners: 2', 'Gewenste intrekdatum: 1 september 2027', 'Gewenste einddatum: 31 augustus 2028'] },
	] as const)('$kind: the fields picked or counted', ({ kind, expected }) => {
		const receipt = composeReceipt(kind, payloadOf(kind, 'nl'), context())!;
		for (const line of expected) expect(receipt.text).toContain(line);
	});

	test.each(['contact', 'contact-property', 'valuation', 'demand-register', 'appointment', 'documents', 'offer', 'rental-application', 'construction'] as const)(
		'%s: the phone number typed is not repeated (a stranger could have the agency mail anyone a number of their choice), in no language',
		(kind) => {
			for (const locale of ['nl', 'fr', 'en', 'de'] as const) {
				const receipt = composeReceipt(kind, { ...payloadOf(kind, locale), phone: '0900 12 34 56' }, context())!;
				for (const body of [receipt.text, receipt.html]) {
					expect(body).not.toContain('0900');
					expect(body).not.toContain('12 34 56');
				}
				expect(receipt.text).toContain(text(locale, 'receipt.notice'));
			}
		},
	);

	test('a newsletter that was not asked for is not mentioned; a CV that came with it is, without its name', () => {
		const receipt = composeReceipt('contact', { ...payloadOf('contact', 'nl'), newsletter: false }, context({ cvAttached: true }))!;
		expect(receipt.text).not.toContain('nieuwsbrief: ');
		expect(receipt.text).toContain('Cv bijgevoegd: Ja');
	});

	test('a ticked newsletter box: the receipt carries the confirmation link of the language, until when it works, and the withdrawal link', () => {
		const optIn = { token: 'Abc_-0123456789abcdefghijklmnopqrstuvwxyzAB', expiresAt: new Date('2026-11-27T09:15:00Z') };
		const receipt = composeReceipt('contact', payloadOf('contact', 'fr'), context({ optIn }))!;
		const link = `${settings.siteUrl.origin}/fr/confirmer-newsletter/?token=${optIn.token}`;
		expect(receipt.text).toContain(`\n${link}\n`);
		expect(receipt.html).toContain(`href="${link}"`);
		expect(receipt.text).toContain(text('fr', 'receipt.optIn').replace('{{button}}', text('fr', 'newsletter.confirm.button')));
		expect(receipt.text).toMatch(/27 novembre 2026/);
		const withdraw = `${settings.siteUrl.origin}/fr/desinscription-newsletter/?token=${optIn.token}`;
		expect(receipt.text).toContain(`${text('fr', 'newsletter.mail.withdraw').replace('{{button}}', text('fr', 'newsletter.withdraw.button'))}\n${withdraw}\n`);
		expect(receipt.html).toContain(`href="${withdraw}"`);
		expect(receipt.html).toContain(`>${text('fr', 'newsletter.mail.withdrawLink')}</a>`);
	});

	test('without a confirmation to ask for, no link', () => {
		const receipt = composeReceipt('contact', { ...payloadOf('contact', 'nl'), newsletter: false }, context())!;
		expect(receipt.text).not.toContain('token=');
		expect(receipt.html).not.toContain('token=');
		expect(receipt.text).not.toContain(text('nl', 'newsletter.mail.withdrawLink'));
	});

	test('send to a friend gets no receipt: the friend gets the mail', () => {
		expect(composeReceipt('send-to-friend', payloadOf('send-to-friend', 'nl'), context())).toBeNull();
	});
});

describe('the listing: reference, title and its page in the language, from the build', () => {
	const fact = { reference: 'IDL-1042', title: 'Appartement <lumineux> & jardin', path: '/fr/a-vendre/vilvorde/appartement-lumineux/1042/', address: 'Kapelstraat 154, 1800 Vilvorde' };

	test('named by the facts; the HTML escapes them', () => {
		const receipt = composeReceipt('documents', payloadOf('documents', 'fr'), context({ listing: fact }))!;
		expect(receipt.text).toContain('Bien\u00a0: IDL-1042 – Appartement <lumineux> & jardin\nhttps://www.immo-drieland.example/fr/a-vendre/vilvorde/appartement-lumineux/1042/');
		expect(receipt.text).toContain('Adresse\u00a0: Kapelstraat 154, 1800 Vilvorde');
		expect(receipt.html).toContain('<a href="https://www.immo-drieland.example/fr/a-vendre/vilvorde/appartement-lumineux/1042/">IDL-1042 – Appartement &lt;lumineux&gt; &amp; jardin</a>');
		expect(receipt.html).not.toContain('<lumineux>');
	});

	test('a German receipt marks the Dutch fallback title with its language, and the mail with German', () => {
		const fallback = { reference: 'IDL-1008', title: 'Statig herenhuis', titleLang: 'nl' as const, path: '/de/zu-verkaufen/gent/statig-herenhuis/1008/', address: null };
		const receipt = composeReceipt('documents', payloadOf('documents', 'de'), context({ listing: fallback }))!;
		expect(receipt.html).toMatch(/^<!doctype html><html lang="de-BE">/);
		expect(receipt.html).toContain('<a href="https://www.immo-drieland.example/de/zu-verkaufen/gent/statig-herenhuis/1008/">IDL-1008 – <span lang="nl-BE">Statig herenhuis</span></a>');
		expect(receipt.text).toContain('IDL-1008 – Statig herenhuis');
	});

	test('without facts: by its number and original link', () => {
		expect(composeReceipt('offer', payloadOf('offer', 'nl'), context())!.text).toContain('Pand: nr. 1042\nhttps://www.immo-drieland.example/property/1042/');
		expect(composeReceipt('construction', payloadOf('construction', 'en'), context())!.text).toContain('Project: no. 501\nhttps://www.immo-drieland.example/project/501/');
	});
});

describe('an appointment (spec §4 appointment confirmed)', () => {
	const fact = { reference: 'IDL-1042', title: 'Lichtrijk appartement', path: '/te-koop/vilvoorde/lichtrijk-appartement/1042/', address: 'Kapelstraat 154, 1800 Vilvoorde' };
	const icsOf = (receipt: ReturnType<typeof composeReceipt>) => {
		const [file] = receipt!.attachments as InlineAttachment[];
		return { file: file!, lines: file!.content.replace(/\r\n /g, '').split('\r\n') };
	};

	test.each([
		{ locale: 'nl', when: 'Afspraak: dinsdag 1 december 2026, 10:00–10:30', summary: 'SUMMARY;LANGUAGE=nl-BE:Bezoek: Lichtrijk appartement' },
		{ locale: 'de', when: 'Termin: Dienstag, 1. Dezember 2026, 10:00–10:30', summary: 'SUMMARY;LANGUAGE=de-BE:Besichtigung: Lichtrijk appartement' },
		{ locale: 'en', when: 'Appointment: Tuesday, 1 December 2026, 10:00–10:30', summary: 'SUMMARY;LANGUAGE=en:Viewing: Lichtrijk appartement' },
	] as const)('in $locale: the day and hours in Brussels time, and the visit as a calendar file', ({ locale, when, summary }) => {
		const receipt = composeReceipt('appointment', payloadOf('appointment', locale), context({ slot, listing: fact }));
		expect(receipt!.text).toContain(when);
		const { file, lines } = icsOf(receipt);
		expect(file).toMatchObject({ filename: 'REQ-ABCD1234.ics', contentType: 'text/calendar; charset=utf-8' });
		expect(lines).toEqual(expect.arrayContaining(['UID:REQ-ABCD1234@www.immo-drieland.example', 'DTSTAMP:20261120T091500Z', 'DTSTART:20261201T090000Z', 'DTEND:20261201T093000Z', summary]));
		expect(lines.find((line) => line.startsWith('LOCATION'))).toMatch(/:Kapelstraat 154\\, 1800 Vilvoorde$/);
		expect(lines).toContain(`URL:https://www.immo-drieland.example${fact.path}`);
		expect(file.content).not.toContain('Marker');
	});

	test('a listing whose address is not public: no LOCATION; an office slot: the agency', () => {
		expect(icsOf(composeReceipt('appointment', payloadOf('appointment', 'nl'), context({ slot, listing: { ...fact, address: null } }))).lines.some((line) => line.startsWith('LOCATION'))).toBe(false);
		const office = icsOf(composeReceipt('appointment', { ...payloadOf('appointment', 'fr'), propertyId: undefined }, context({ slot })));
		expect(office.lines).toContain('LOCATION;LANGUAGE=fr-BE:Rue du Bailli 42\\, 1050 Ixelles');
		expect(office.lines).toContain('SUMMARY;LANGUAGE=fr-BE:Rendez-vous à l’agence Immo Drieland');
	});

	test.each([
		{ locale: 'nl', place: 'Waar: Op ons kantoor, Baljuwstraat 42, 1050 Elsene', summary: 'SUMMARY;LANGUAGE=nl-BE:Afspraak op het kantoor van Immo Drieland', location: 'LOCATION;LANGUAGE=nl-BE:Baljuwstraat 42\\, 1050 Elsene' },
		{ locale: 'fr', place: 'Où\u00a0: À notre agence, Rue du Bailli 42, 1050 Ixelles', summary: 'SUMMARY;LANGUAGE=fr-BE:Rendez-vous à l’agence Immo Drieland', location: 'LOCATION;LANGUAGE=fr-BE:Rue du Bailli 42\\, 1050 Ixelles' },
	] as const)('in $locale: an office slot booked from a listing page takes place at the agency, the listing still named', ({ locale, place, summary, location }) => {
		const receipt = composeReceipt('appointment', payloadOf('appointment', locale), context({ slot: { ...slot, office: true }, listing: fact }))!;
		expect(receipt.text).toContain(place);
		expect(receipt.text).toContain('IDL-1042 – Lichtrijk appartement');
		expect(receipt.text).not.toContain('Kapelstraat');
		const { lines } = icsOf(receipt);
		expect(lines).toContain(summary);
		expect(lines).toContain(location);
		expect(lines).toContain(`URL:https://www.immo-drieland.example${fact.path}`);
	});
});
