import { describe, expect, test } from 'vitest';
import type { Locale } from '../../../i18n/locales.ts';
import { composeLoginMail } from '../../../src/lib/owners/login-mail.ts';
import { composeMails } from '../../../src/lib/requests/mail-content.ts';

const siteUrl = new URL('https://www.immo-drieland.example/');

describe("the agency's mails write each label with the colon of the mail's language (French: no-break space before it)", () => {
	test.each([
		{ locale: 'nl', expected: ['Referentie: REQ-ABCD1234', 'Taal: Français', 'E-mailadres: an@example.be'] },
		{ locale: 'fr', expected: ['Référence\u00a0: REQ-ABCD1234', 'Langue\u00a0: Français', 'Adresse e-mail\u00a0: an@example.be'] },
	] as { locale: Locale; expected: string[] }[])('a request, agency language $locale', ({ locale, expected }) => {
		const [mail] = composeMails('newsletter', { email: 'an@example.be', locale: 'fr' }, { reference: 'REQ-ABCD1234', siteUrl, agencyAddress: 'inbox@immo-drieland.example', agencyLocale: locale });
		for (const line of expected) expect(mail!.text.split('\n')).toContain(line);
	});

	test.each([
		{ locale: 'nl', expected: ['Naam: An Peeters', 'E-mailadres: an@example.be'] },
		{ locale: 'fr', expected: ['Nom\u00a0: An Peeters', 'Adresse e-mail\u00a0: an@example.be'] },
	] as { locale: Locale; expected: string[] }[])('an owner logged in, agency language $locale', ({ locale, expected }) => {
		const mail = composeLoginMail({ name: 'An Peeters', email: 'an@example.be', language: 'fr', propertyIds: [1001], at: new Date('2026-12-01T09:00:00Z') }, { to: 'inbox@immo-drieland.example', locale, siteUrl });
		for (const line of expected) expect(mail.text.split('\n')).toContain(line);
	});
});

describe("the agency's mail of a ticked newsletter box says it awaits the visitor's confirmation", () => {
	test.each([
		{ locale: 'nl', newsletter: true, expected: 'Ik ontvang graag de nieuwsbrief: Ja, wacht op de bevestiging van de bezoeker per e-mail' },
		{ locale: 'fr', newsletter: true, expected: 'Je souhaite recevoir la newsletter\u00a0: Oui, en attente de la confirmation du visiteur par e-mail' },
		{ locale: 'en', newsletter: true, expected: 'I would like to receive the newsletter: Yes, awaiting the visitor’s confirmation by email' },
		{ locale: 'de', newsletter: true, expected: 'Ich möchte den Newsletter erhalten: Ja, wartet auf die Bestätigung des Besuchers per E-Mail' },
		{ locale: 'nl', newsletter: false, expected: 'Ik ontvang graag de nieuwsbrief: Nee' },
	] as { locale: Locale; newsletter: boolean; expected: string }[])('agency language $locale, box $newsletter', ({ locale, newsletter, expected }) => {
		const payload = { firstName: 'An', lastName: 'Peeters', email: 'an@example.be', goal: 'sale', contactSlots: [], newsletter, locale: 'nl' };
		const [mail] = composeMails('contact', payload, { reference: 'REQ-ABCD1234', siteUrl, agencyAddress: 'inbox@immo-drieland.example', agencyLocale: locale });
		expect(mail!.text.split('\n')).toContain(expected);
	});
});

describe("the agency's mail names the listing or project by its reference and title from the build's facts, else by its number", () => {
	const fact = { reference: 'IDL-1042', title: 'Ruime woning met tuin', path: '/property/1042/', address: null };
	const project = { reference: '', title: 'Residentie Parkzicht', path: '/project/501/', address: null };
	test.each([
		{ case: 'a property with its facts', payload: { propertyId: 1042 }, listing: fact, expected: 'Pand: IDL-1042 – Ruime woning met tuin (1042) – https://www.immo-drieland.example/property/1042/' },
		{ case: 'a property whose facts could not be read', payload: { propertyId: 1042 }, listing: null, expected: 'Pand: 1042 – https://www.immo-drieland.example/property/1042/' },
		{ case: 'a project (no reference)', payload: { projectId: 501 }, listing: project, expected: 'Project: Residentie Parkzicht (501) – https://www.immo-drieland.example/project/501/' },
	])('$case', ({ payload, listing, expected }) => {
		const [mail] = composeMails('contact-property', { ...payload, email: 'an@example.be', locale: 'fr' }, { reference: 'REQ-ABCD1234', siteUrl, agencyAddress: 'inbox@immo-drieland.example', agencyLocale: 'nl', listing });
		expect(mail!.text.split('\n')).toContain(expected);
	});
});

describe("the agency's mail writes a picked day in its language, not as YYYY-MM-DD", () => {
	test.each([
		{ locale: 'nl', expected: ['Bod geldig tot: 15 december 2026'] },
		{ locale: 'fr', expected: ["Offre valable jusqu’au\u00a0: 15 décembre 2026"] },
		{ locale: 'en', expected: ['Offer valid until: 15 December 2026'] },
	] as { locale: Locale; expected: string[] }[])('an offer, agency language $locale', ({ locale, expected }) => {
		const [mail] = composeMails('offer', { propertyId: 1042, amount: 350000, validUntil: '2026-12-15', email: 'an@example.be', locale: 'nl' }, { reference: 'REQ-ABCD1234', siteUrl, agencyAddress: 'inbox@immo-drieland.example', agencyLocale: locale });
		for (const line of expected) expect(mail!.text.split('\n')).toContain(line);
		expect(mail!.text).not.toContain('2026-12-15');
	});
});

describe("the agency's mail labels each field for the agency, not for the visitor", () => {
	test.each([
		{ locale: 'nl', expected: ['Naam van de vriend: Pieter', 'E-mailadres van de vriend: pieter@example.be'], absent: ['uw vriend'] },
		{ locale: 'fr', expected: ['Nom de l’ami\u00a0: Pieter', 'Adresse e-mail de l’ami\u00a0: pieter@example.be'], absent: ['votre ami'] },
		{ locale: 'en', expected: ['Friend’s name: Pieter', 'Friend’s email address: pieter@example.be'], absent: ['Your friend'] },
		{ locale: 'de', expected: ['Name des Freundes: Pieter', 'E-Mail-Adresse des Freundes: pieter@example.be'], absent: ['Ihres Freundes'] },
	] as { locale: Locale; expected: string[]; absent: string[] }[])('send to a friend, agency language $locale', ({ locale, expected, absent }) => {
		const payload = { propertyId: 1042, firstName: 'An', lastName: 'Peeters', email: 'an@example.be', friendName: 'Pieter', friendEmail: 'pieter@example.be', remark: '', locale: 'nl' };
		const [mail, ...others] = composeMails('send-to-friend', payload, { reference: 'REQ-ABCD1234', siteUrl, agencyAddress: 'inbox@immo-drieland.example', agencyLocale: locale });
		expect(others).toEqual([]);
		for (const line of expected) expect(mail!.text.split('\n')).toContain(line);
		for (const text of absent) expect(mail!.text).not.toContain(text);
	});

	test.each([
		{ locale: 'nl', expected: 'Akkoord met publicatie (voornaam, eerste letter familienaam, gemeente): Ja' },
		{ locale: 'fr', expected: 'Accord de publication (prénom, initiale du nom, commune)\u00a0: Oui' },
		{ locale: 'en', expected: 'Publication agreed (first name, initial of last name, city): Yes' },
		{ locale: 'de', expected: 'Einwilligung zur Veröffentlichung (Vorname, Anfangsbuchstabe des Nachnamens, Gemeinde): Ja' },
	] as { locale: Locale; expected: string }[])('a testimonial: the consent to publish (GDPR art. 7) in one line, agency language $locale', ({ locale, expected }) => {
		const payload = { firstName: 'An', lastName: 'Peeters', email: 'an@example.be', city: 'Gent', rating: 5, text: 'Een vlotte verkoop, dank u wel!', publication: true, locale: 'fr' };
		const [mail] = composeMails('testimonial', payload, { reference: 'REQ-ABCD1234', siteUrl, agencyAddress: 'inbox@immo-drieland.example', agencyLocale: locale });
		expect(mail!.text.split('\n')).toContain(expected);
	});

	test('the CV row says "Cv", not the form’s hint on file types and size', () => {
		const payload = { firstName: 'An', lastName: 'Peeters', email: 'an@example.be', goal: 'sale', contactSlots: [], locale: 'nl' };
		const [mail] = composeMails('contact', payload, { reference: 'REQ-ABCD1234', siteUrl, agencyAddress: 'inbox@immo-drieland.example', agencyLocale: 'nl' });
		expect(mail!.text.split('\n')).toContain('Cv: –');
		expect(mail!.text).not.toMatch(/max\. 4\sMB/);
	});
});

describe("the agency's appointment mail writes the booked day once, then the hours (as the receipt does)", () => {
	const slot = { startsAt: new Date('2026-11-25T09:00:00Z'), endsAt: new Date('2026-11-25T09:30:00Z') };
	test.each([
		{ locale: 'nl', expected: 'Afspraak: woensdag 25 november 2026, 10:00–10:30' },
		{ locale: 'fr', expected: 'Rendez-vous\u00a0: mercredi 25 novembre 2026, 10:00–10:30' },
	] as { locale: Locale; expected: string }[])('agency language $locale', ({ locale, expected }) => {
		const [mail] = composeMails('appointment', { slotId: 7, propertyId: 1042, email: 'an@example.be', locale: 'fr' }, { reference: 'REQ-ABCD1234', siteUrl, agencyAddress: 'inbox@immo-drieland.example', agencyLocale: locale, slot });
		expect(mail!.text.split('\n')).toContain(expected);
		expect(mail!.html).toContain(expected.split(/:\s/)[1]);
	});

	test.each([
		{ locale: 'nl', expected: 'Afspraak: woensdag 25 november 2026, 10:00–10:30 – op ons kantoor' },
		{ locale: 'fr', expected: 'Rendez-vous\u00a0: mercredi 25 novembre 2026, 10:00–10:30 – à notre agence' },
	] as { locale: Locale; expected: string }[])('agency language $locale: an office slot booked from a listing page says it is at the office', ({ locale, expected }) => {
		const [mail] = composeMails('appointment', { slotId: 7, propertyId: 1042, email: 'an@example.be', locale: 'fr' }, { reference: 'REQ-ABCD1234', siteUrl, agencyAddress: 'inbox@immo-drieland.example', agencyLocale: locale, slot: { ...slot, office: true } });
		expect(mail!.text.split('\n')).toContain(expected);
	});
});

describe("every mail's HTML carries its language, and the agency's mail marks a title in the request's language", () => {
	test("the agency's Dutch mail of a French request: lang nl-BE, the French title marked fr-BE", () => {
		const listing = { reference: 'IDL-1042', title: 'Appartement lumineux', path: '/fr/a-vendre/x/1042/', address: null };
		const [mail] = composeMails('documents', { propertyId: 1042, email: 'an@example.be', locale: 'fr' }, { reference: 'REQ-ABCD1234', siteUrl, agencyAddress: 'inbox@immo-drieland.example', agencyLocale: 'nl', listing });
		expect(mail!.html).toMatch(/^<!doctype html><html lang="nl-BE">/);
		expect(mail!.html).toContain('IDL-1042 – <span lang="fr-BE">Appartement lumineux</span> (1042) – https://www.immo-drieland.example/property/1042/');
		expect(mail!.text).toContain('Pand: IDL-1042 – Appartement lumineux (1042) – https://www.immo-drieland.example/property/1042/');
	});

	test("the agency's Dutch mail of a Dutch request marks nothing", () => {
		const listing = { reference: 'IDL-1042', title: 'Lichtrijk appartement', path: '/property/1042/', address: null };
		const [mail] = composeMails('documents', { propertyId: 1042, email: 'an@example.be', locale: 'nl' }, { reference: 'REQ-ABCD1234', siteUrl, agencyAddress: 'inbox@immo-drieland.example', agencyLocale: 'nl', listing });
		expect(mail!.html).toContain('IDL-1042 – Lichtrijk appartement (1042)');
		expect(mail!.html).not.toContain('<span lang');
	});

	test('the owner-login mail is marked with the agency language', () => {
		const mail = composeLoginMail({ name: 'An Peeters', email: 'an@example.be', language: 'fr', propertyIds: [1001], at: new Date('2026-12-01T09:00:00Z') }, { to: 'inbox@immo-drieland.example', locale: 'fr', siteUrl });
		expect(mail.html).toMatch(/^<!doctype html><html lang="fr-BE">/);
	});
});

describe("the agency's mail says when the request was received (Brussels time, in the mail's language): it may arrive hours later after an SMTP outage", () => {
	test.each([
		{ locale: 'nl', expected: 'Ontvangen op: dinsdag 24 november 2026 om 12:23' },
		{ locale: 'fr', expected: 'Reçue le\u00a0: mardi 24 novembre 2026 à 12:23' },
		{ locale: 'en', expected: 'Received on: Tuesday, 24 November 2026 at 12:23' },
		{ locale: 'de', expected: 'Eingegangen am: Dienstag, 24. November 2026 um 12:23' },
	] as { locale: Locale; expected: string }[])('agency language $locale', ({ locale, expected }) => {
		const payload = { firstName: 'An', lastName: 'Peeters', email: 'an@example.be', goal: 'sale', contactSlots: [], locale: 'fr' };
		const [mail] = composeMails('contact', payload, { reference: 'REQ-ABCD1234', siteUrl, agencyAddress: 'inbox@immo-drieland.example', agencyLocale: locale, receivedAt: new Date('2026-11-24T11:23:00Z') });
		const lines = mail!.text.split('\n');
		expect(lines).toContain(expected);
		// Right after the reference.
		expect(lines[lines.indexOf(expected) - 1]).toMatch(/REQ-ABCD1234$/);
		expect(mail!.html).toContain('12:23');
	});
});
