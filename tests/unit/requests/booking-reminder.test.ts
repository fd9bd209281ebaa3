import { describe, expect, test } from 'vitest';
import site from '../../../data/site.json' with { type: 'json' };
import type { Locale } from '../../../i18n/locales.ts';
import { composeBookingReminder, type ReminderContext } from '../../../src/lib/requests/booking-reminder.ts';
import { officePlace } from '../../../src/lib/requests/mail-signature.ts';
import { readSettings } from '../../../src/lib/requests/settings.ts';

/**
 * The reminder of a booked appointment, mailed to the address of a refused second booking: the
 * booked day and hours and, for one of the office's slots, the agency's address as its place, in
 * the same words as the receipt ("Waar: Op ons kantoor, …"); a viewing of the listing names no
 * office and reads as a viewing.
 */

const settings = readSettings({}, site);
const listing = { reference: 'IDL-1042', title: 'Lichtrijk appartement', path: '/te-koop/vilvoorde/lichtrijk-appartement/1042/', address: 'Kapelstraat 154, 1800 Vilvoorde' };
const slot = { startsAt: new Date('2026-12-01T09:00:00Z'), endsAt: new Date('2026-12-01T09:30:00Z') };
const context = (office: boolean): ReminderContext => ({ siteUrl: settings.siteUrl, agency: settings.agency, agencyInbox: 'inbox@immo-drieland.example', listing, propertyId: 1042, slot: { ...slot, office } });
/** The mail's text as lines (a place line must stand on its own). */
const linesOf = (text: string) => text.split('\n');

describe('the reminder of an appointment at the office gives the agency’s address as its place, as the receipt does', () => {
	test.each([
		{
			locale: 'nl',
			subject: 'Immo Drieland: u hebt al een afspraak op ons kantoor',
			when: 'Uw afspraak: dinsdag 1 december 2026, 10:00–10:30',
			place: 'Waar: Op ons kantoor, Baljuwstraat 42, 1050 Elsene',
		},
		{
			locale: 'fr',
			subject: 'Immo Drieland\u00a0: vous avez déjà un rendez-vous à notre agence',
			when: 'Votre rendez-vous\u00a0: mardi 1er décembre 2026, 10:00–10:30',
			place: 'Où\u00a0: À notre agence, Rue du Bailli 42, 1050 Ixelles',
		},
		{
			locale: 'en',
			subject: 'Immo Drieland: you already have an appointment at our office',
			when: 'Your appointment: Tuesday, 1 December 2026, 10:00–10:30',
			place: 'Where: At our office, Rue du Bailli 42, 1050 Ixelles',
		},
		{
			locale: 'de',
			subject: 'Immo Drieland: Sie haben bereits einen Termin in unserem Büro',
			when: 'Ihr Termin: Dienstag, 1. Dezember 2026, 10:00–10:30',
			place: 'Wo: In unserem Büro, Rue du Bailli 42, 1050 Ixelles',
		},
	] as const)('$locale: "$place"', ({ locale, subject, when, place }) => {
		const mail = composeBookingReminder('booker@example.be', locale as Locale, context(true));
		expect(mail.subject).toBe(subject);
		const lines = linesOf(mail.text);
		expect(lines).toContain(when);
		expect(lines).toContain(place);
		// The place follows the day and hours, right under the listing the appointment is about.
		expect(lines.indexOf(place)).toBe(lines.indexOf(when) + 1);
		expect(lines).toContain(`https://www.immo-drieland.example${listing.path}`);
		// The same words as the receipt's place row, built by the same function.
		expect(place.endsWith(officePlace(settings.agency, locale as Locale))).toBe(true);
		expect(mail.html).toContain(place);
		// An appointment at the office is no viewing of the listing, and the listing's address is not its place.
		expect(mail.text).not.toMatch(/bezoek|visite|viewing|Besichtigung/i);
		expect(mail.text).not.toContain('Kapelstraat');
	});
});

describe('the reminder of a viewing of the listing reads as before: no office named', () => {
	test.each([
		{ locale: 'nl', subject: 'Immo Drieland: u hebt al een bezoek geboekt', when: 'Uw bezoek: dinsdag 1 december 2026, 10:00–10:30', office: 'kantoor' },
		{ locale: 'fr', subject: 'Immo Drieland\u00a0: vous avez déjà réservé une visite', when: 'Votre visite\u00a0: mardi 1er décembre 2026, 10:00–10:30', office: 'agence' },
		{ locale: 'en', subject: 'Immo Drieland: you already have a viewing booked', when: 'Your viewing: Tuesday, 1 December 2026, 10:00–10:30', office: 'office' },
		{ locale: 'de', subject: 'Immo Drieland: Sie haben bereits eine Besichtigung gebucht', when: 'Ihre Besichtigung: Dienstag, 1. Dezember 2026, 10:00–10:30', office: 'Büro' },
	] as const)('$locale: "$when"', ({ locale, subject, when, office }) => {
		for (const ctx of [context(false), { ...context(false), slot }]) {
			const mail = composeBookingReminder('booker@example.be', locale as Locale, ctx);
			expect(mail.subject).toBe(subject);
			expect(linesOf(mail.text)).toContain(when);
			expect(mail.text).not.toContain(office);
			// The agency's address stands only in the signature, on two lines, not as a place.
			expect(mail.text).not.toContain(officePlace(settings.agency, locale as Locale));
			expect(linesOf(mail.text).filter((line) => /^(Waar|Où|Where|Wo)\b/.test(line))).toEqual([]);
		}
	});
});
