import { describe, expect, test } from 'vitest';
import site from '../../../data/site.json' with { type: 'json' };
import { localeInfo, locales, type Locale } from '../../../i18n/locales.ts';
import { useTranslations } from '../../../src/i18n/t.ts';
import { composeMails } from '../../../src/lib/requests/mail-content.ts';
import { composeConfirmationMail } from '../../../src/lib/requests/newsletter-mail.ts';
import { confirmLink, withdrawLink } from '../../../src/lib/requests/newsletter-opt-in.ts';
import { composeReceipt } from '../../../src/lib/requests/receipt.ts';
import { readSettings } from '../../../src/lib/requests/settings.ts';
import { dateTimeLabel } from '../../../src/lib/requests/slot-time.ts';

/**
 * The newsletter's double opt-in mails: the visitor's confirmation mail (instead of a receipt), in
 * the sign-up's language, with the agency's identity and the link to the confirmation page of that
 * language; and the agency's mail, composed once the address is confirmed, saying so and when.
 */

const settings = readSettings({}, site);
const token = 'Abc_-0123456789abcdefghijklmnopqrstuvwxyzAB';
const expiresAt = new Date('2026-11-30T08:15:00Z');
const payloadOf = (locale: Locale) => ({ email: 'visitor@example.be', firstName: 'Typed-First', locale, privacy: true, idempotencyKey: crypto.randomUUID() });
const context = { reference: 'REQ-ABCD1234', siteUrl: settings.siteUrl, agency: settings.agency, agencyInbox: 'inbox@immo-drieland.example', token, expiresAt };
const pagePaths: Record<Locale, string> = { nl: '/nieuwsbrief-bevestigen/', fr: '/fr/confirmer-newsletter/', en: '/en/confirm-newsletter/', de: '/de/newsletter-bestatigen/' };
const withdrawPaths: Record<Locale, string> = { nl: '/nieuwsbrief-uitschrijven/', fr: '/fr/desinscription-newsletter/', en: '/en/unsubscribe-newsletter/', de: '/de/newsletter-abmelden/' };
const agencyCity: Record<Locale, string> = { nl: 'Elsene', fr: 'Ixelles', en: 'Ixelles', de: 'Ixelles' };
const agencyStreet: Record<Locale, string> = { nl: 'Baljuwstraat 42', fr: 'Rue du Bailli 42', en: 'Rue du Bailli 42', de: 'Rue du Bailli 42' };

describe.each(locales.map((locale) => ({ locale })))('the confirmation mail in $locale', ({ locale }) => {
	const t = useTranslations(locale);
	const mail = composeConfirmationMail(payloadOf(locale), context);
	const link = `${settings.siteUrl.origin}${pagePaths[locale]}?token=${token}`;

	test('goes to the address signed up, answered by the agency, in the sign-up’s language', () => {
		expect(mail.html).toMatch(new RegExp(`^<!doctype html><html lang="${localeInfo[locale].lang}">`));
		expect(mail.to).toBe('visitor@example.be');
		expect(mail.replyTo).toEqual({ name: 'Immo Drieland', address: 'inbox@immo-drieland.example' });
		expect(mail.subject).toBe(t('newsletter.mail.subject', { agency: 'Immo Drieland' }));
		expect(mail.attachments).toEqual([]);
	});

	test('says what was signed up for, names the page’s button, and carries the link to the page in that language', () => {
		expect(confirmLink(settings.siteUrl, locale, token)).toBe(link);
		expect(mail.text).toContain(t('newsletter.mail.intro', { agency: 'Immo Drieland' }));
		expect(mail.text).toContain(t('newsletter.confirm.button'));
		expect(mail.text).toContain(`\n${link}\n`);
		expect(mail.html).toContain(`href="${link}"`);
		expect(mail.text).toContain(t('newsletter.mail.valid', { date: dateTimeLabel(expiresAt, locale) }));
		expect(mail.text).toContain(t('newsletter.mail.notYou'));
	});

	test('says the subscription can be withdrawn at any time, with the withdrawal link of the same token in that language', () => {
		const withdraw = `${settings.siteUrl.origin}${withdrawPaths[locale]}?token=${token}`;
		expect(withdrawLink(settings.siteUrl, locale, token)).toBe(withdraw);
		expect(mail.text).toContain(`\n${t('newsletter.mail.withdraw', { button: t('newsletter.withdraw.button') })}\n${withdraw}\n`);
		expect(mail.html).toContain(`href="${withdraw}"`);
		expect(mail.html).toContain(`>${t('newsletter.mail.withdrawLink')}</a>`);
		// Said once, after the confirmation link (and its expiry) and before the signature.
		expect(mail.text.indexOf(withdraw)).toBeGreaterThan(mail.text.indexOf(link));
		expect(mail.text.indexOf(withdraw)).toBeLessThan(mail.text.indexOf(t('receipt.signoff')));
	});

	test('names the sign-up\'s reference with the language\'s colon (French: a no-break space before it)', () => {
		expect(mail.text).toContain(`\n${t('form.field.reference')}${locale === 'fr' ? '\u00a0' : ''}: REQ-ABCD1234\n`);
	});

	test("names the agency: name, address in the language, phone, email and site", () => {
		for (const part of ['Immo Drieland', agencyStreet[locale], `1050 ${agencyCity[locale]}`, '026 40 12 34', 'info@immo-drieland.example']) {
			expect(mail.text, part).toContain(part);
			expect(mail.html, part).toContain(part);
		}
	});

	test('repeats nothing the visitor typed but the address it goes to', () => {
		expect(mail.text).not.toContain('Typed-First');
		expect(mail.html).not.toContain('Typed-First');
	});
});

describe('the receipt and the agency’s mail of a newsletter sign-up', () => {
	test('no receipt: the confirmation mail takes its place', () => {
		const receipt = composeReceipt('newsletter', payloadOf('nl'), { reference: 'REQ-ABCD1234', siteUrl: settings.siteUrl, now: new Date(), agency: settings.agency, agencyInbox: 'x@y.be', listing: null, cvAttached: false });
		expect(receipt).toBeNull();
	});

	test('the agency’s mail, once confirmed, says the address was confirmed and when, and when it was signed up', () => {
		const signedUpAt = new Date('2026-11-23T07:00:00Z');
		const confirmedAt = new Date('2026-11-23T09:30:00Z');
		const [mail, ...others] = composeMails('newsletter', payloadOf('fr'), { reference: 'REQ-ABCD1234', siteUrl: settings.siteUrl, agencyAddress: 'inbox@immo-drieland.example', agencyLocale: 'nl', confirmation: { signedUpAt, confirmedAt } });
		expect(others).toEqual([]);
		expect(mail!.to).toBe('inbox@immo-drieland.example');
		expect(mail!.replyTo).toEqual({ name: 'Typed-First', address: 'visitor@example.be' });
		expect(mail!.subject).toBe('Inschrijving nieuwsbrief bevestigd REQ-ABCD1234 – Typed-First');
		expect(mail!.text).toContain(`het e-mailadres visitor@example.be is bevestigd op ${dateTimeLabel(confirmedAt, 'nl')}`);
		expect(mail!.text).toContain(`Ingeschreven op: ${dateTimeLabel(signedUpAt, 'nl')}`);
		expect(mail!.text).toContain(`E-mailadres bevestigd op: ${dateTimeLabel(confirmedAt, 'nl')}`);
	});

	test.each([
		{ locale: 'nl', subject: 'Nieuwsbrief: toestemming ingetrokken REQ-ABCD1234 – Typed-First Typed-Last', intro: 'het e-mailadres visitor@example.be heeft zijn toestemming ingetrokken op', row: 'Toestemming ingetrokken op: ' },
		{ locale: 'fr', subject: 'Newsletter\u00a0: consentement retiré REQ-ABCD1234 – Typed-First Typed-Last', intro: 'l’adresse e-mail visitor@example.be a retiré son consentement le', row: 'Consentement retiré le\u00a0: ' },
		{ locale: 'en', subject: 'Newsletter consent withdrawn REQ-ABCD1234 – Typed-First Typed-Last', intro: 'the email address visitor@example.be withdrew its consent on', row: 'Consent withdrawn on: ' },
		{ locale: 'de', subject: 'Newsletter-Einwilligung widerrufen REQ-ABCD1234 – Typed-First Typed-Last', intro: 'Die E-Mail-Adresse visitor@example.be hat ihre Einwilligung am', row: 'Einwilligung widerrufen am: ' },
	] as const)('the agency’s mail of a withdrawal ($locale): the address withdrew its consent and when, and must leave the list', ({ locale, subject, intro, row }) => {
		const withdrawnAt = new Date('2026-12-02T10:45:00Z');
		const t = useTranslations(locale);
		const [mail, ...others] = composeMails('newsletter', { email: 'visitor@example.be', firstName: 'Typed-First', lastName: 'Typed-Last', locale: 'en' }, { reference: 'REQ-ABCD1234', siteUrl: settings.siteUrl, agencyAddress: 'inbox@immo-drieland.example', agencyLocale: locale, withdrawal: { withdrawnAt } });
		expect(others).toEqual([]);
		expect(mail!.to).toBe('inbox@immo-drieland.example');
		expect(mail!.subject).toBe(subject);
		expect(mail!.text).toContain(`${intro} ${dateTimeLabel(withdrawnAt, locale)}`);
		expect(mail!.text).toContain(t('request.mail.introWithdrawn', { reference: 'REQ-ABCD1234', site: settings.siteUrl.hostname, email: 'visitor@example.be', date: dateTimeLabel(withdrawnAt, locale) }));
		expect(mail!.text).toContain(`\n${row}${dateTimeLabel(withdrawnAt, locale)}`);
		for (const part of ['REQ-ABCD1234', 'visitor@example.be', 'Typed-First', 'Typed-Last']) expect(mail!.text, part).toContain(part);
		expect(mail!.text).not.toContain(t('newsletter.field.confirmedAt'));
	});
});
