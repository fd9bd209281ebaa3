import { describe, expect, test } from 'vitest';
import { localeInfo, type Locale } from '../../../i18n/locales.ts';
import { composeLoginMail } from '../../../src/lib/owners/login-mail.ts';
import { composeOwnerNotice, type OwnerNoticeKind } from '../../../src/lib/owners/owner-notice.ts';
import type { AgencyIdentity } from '../../../src/lib/requests/settings.ts';

/**
 * Spec §6 "a notification mail that a person logged in is sent": the agency's mail names each
 * property as every agency mail does, and the owner gets a notice of each login and password
 * change in their own language, with the Brussels time, and whom to call when it was not them.
 */

const siteUrl = new URL('https://www.immo-drieland.example/');
const agency: AgencyIdentity = { name: 'Immo Drieland', street: 'Rue du Bailli', houseNumber: '42', zip: '1050', city: { nl: 'Elsene', fr: 'Ixelles', en: 'Ixelles', de: 'Ixelles' }, phone: '026401234', email: 'info@immo-drieland.example', legalName: { nl: 'Immo Drieland BV', fr: 'Immo Drieland SRL', en: 'Immo Drieland BV', de: 'Immo Drieland BV' }, vatNumber: 'BE 0765.432.146', ipiNumber: '512 345', register: { nl: 'RPR Brussel', fr: 'RPM Bruxelles', en: 'RLE Brussels', de: 'RJP Brüssel' } };
const at = new Date('2026-12-01T09:00:00Z');

const cases: { kind: OwnerNoticeKind; language: Locale; subject: string; line: string }[] = [
	{ kind: 'login', language: 'nl', subject: 'Aanmelding op uw eigenarenportaal', line: 'Iemand heeft zich op dinsdag 1 december 2026 om 10:00:00 met uw e-mailadres en wachtwoord aangemeld op het eigenarenportaal van www.immo-drieland.example.' },
	{ kind: 'login', language: 'fr', subject: 'Connexion à votre portail propriétaires', line: 'Quelqu’un s’est connecté au portail propriétaires de www.immo-drieland.example avec votre adresse e-mail et votre mot de passe le mardi 1er décembre 2026 à 10:00:00.' },
	{ kind: 'login', language: 'en', subject: 'Sign-in to your owner portal', line: 'Someone signed in to the owner portal of www.immo-drieland.example with your email address and password on Tuesday, 1 December 2026 at 10:00:00.' },
	{ kind: 'login', language: 'de', subject: 'Anmeldung in Ihrem Eigentümerportal', line: 'Am Dienstag, 1. Dezember 2026 um 10:00:00 hat sich jemand mit Ihrer E-Mail-Adresse und Ihrem Passwort im Eigentümerportal von www.immo-drieland.example angemeldet.' },
	{ kind: 'password', language: 'nl', subject: 'Uw wachtwoord is gewijzigd', line: 'Het wachtwoord van uw account op het eigenarenportaal van www.immo-drieland.example werd gewijzigd op dinsdag 1 december 2026 om 10:00:00.' },
	{ kind: 'password', language: 'de', subject: 'Ihr Passwort wurde geändert', line: 'Das Passwort Ihres Kontos im Eigentümerportal von www.immo-drieland.example wurde am Dienstag, 1. Dezember 2026 um 10:00:00 geändert.' },
];

describe('composeOwnerNotice', () => {
	test.each(cases)('$kind notice in $language', ({ kind, language, subject, line }) => {
		const mail = composeOwnerNotice(kind, { name: 'An Peeters', email: 'an@example.be', language }, at, { siteUrl, agency });
		expect(mail.to).toBe('an@example.be');
		expect(mail.replyTo).toEqual({ name: 'Immo Drieland', address: 'info@immo-drieland.example' });
		expect(mail.subject).toBe(subject);
		expect(mail.text.split('\n')).toContain(line);
		expect(mail.text).toContain('info@immo-drieland.example');
		expect(mail.html).toContain(line);
		expect(mail.html).toMatch(new RegExp(`^<!doctype html><html lang="${localeInfo[language].lang}">`));
	});
});

describe("the agency's login mail names each property as every agency mail does", () => {
	test.each([
		{ listings: [{ reference: 'IDL-1004', title: 'Kantoorruimte van 221 m²', path: '/property/1004/', address: null }], expected: 'IDL-1004 – Kantoorruimte van 221 m² (1004) – https://www.immo-drieland.example/property/1004/' },
		{ listings: [null], expected: '1004 – https://www.immo-drieland.example/property/1004/' },
	])('facts $listings.0.reference', ({ listings, expected }) => {
		const mail = composeLoginMail({ name: 'An Peeters', email: 'an@example.be', language: 'nl', propertyIds: [1004], listings, at }, { to: 'inbox@immo-drieland.example', locale: 'nl', siteUrl });
		expect(mail.text).toContain(`: ${expected}`);
	});
});
