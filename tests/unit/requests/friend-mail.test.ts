import { describe, expect, test } from 'vitest';
import type { Locale } from '../../../i18n/locales.ts';
import { composeFriendMail, type FriendMailContext } from '../../../src/lib/requests/friend-mail.ts';
import type { ListingFact } from '../../../src/lib/requests/listing-facts.ts';

/**
 * The "send to a friend" mail (spec §8 send to a friend): an agency mail about one of its listings,
 * built from the agency's data, with only the names and a short note typed by the sender.
 */

const agency = { name: 'Immo Drieland', street: 'Baljuwstraat', houseNumber: '42', zip: '1050', city: { nl: 'Elsene', fr: 'Ixelles', en: 'Ixelles', de: 'Ixelles' }, phone: '026401234', email: 'info@immo-drieland.example', legalName: { nl: 'Immo Drieland BV', fr: 'Immo Drieland SRL', en: 'Immo Drieland BV', de: 'Immo Drieland BV' }, vatNumber: 'BE 0765.432.146', ipiNumber: '512 345', register: { nl: 'RPR Brussel', fr: 'RPM Bruxelles', en: 'RLE Brussels', de: 'RJP Brüssel' } };
const fact: ListingFact = { reference: 'IDL-1042', title: 'Ruime <woning> & tuin', path: '/en/for-sale/ghent/spacious-house/1042/', address: null, goal: 'sale', status: 'for_sale', price: 395000, place: '9000 Gent' };
const ctx = (listing: ListingFact | null): FriendMailContext => ({ siteUrl: new URL('https://www.immo-drieland.example/'), agency, agencyInbox: 'inbox@immo-drieland.example', listing });
const payload = (locale: Locale, extra: Record<string, unknown> = {}) => ({ propertyId: 1042, firstName: 'Anne', lastName: 'Peeters', email: 'anne@example.be', friendName: 'Jan', friendEmail: 'jan@example.be', remark: 'Iets voor jou?', locale, ...extra });

describe('subject: the agency and the listing, never the typed names', () => {
	test.each([
		{ locale: 'nl', expected: 'Een pand van Immo Drieland: Ruime <woning> & tuin' },
		{ locale: 'fr', expected: 'Un bien d’Immo Drieland\u00a0: Ruime <woning> & tuin' },
		{ locale: 'en', expected: 'A property from Immo Drieland: Ruime <woning> & tuin' },
		{ locale: 'de', expected: 'Eine Immobilie von Immo Drieland: Ruime <woning> & tuin' },
	] as { locale: Locale; expected: string }[])('$locale', ({ locale, expected }) => {
		const mail = composeFriendMail(payload(locale), ctx(fact));
		expect(mail.subject).toBe(expected);
		expect(mail.subject).not.toContain('Anne');
	});

	test('facts that could not be read: the listing by its number and original link', () => {
		const mail = composeFriendMail(payload('en'), ctx(null));
		expect(mail.subject).toBe('A property from Immo Drieland: no. 1042');
		expect(mail.text).toContain('View the property: https://www.immo-drieland.example/property/1042/');
	});
});

describe('body: the listing, the note, the agency’s signature', () => {
	test('plain text, in the page language', () => {
		const text = composeFriendMail(payload('en'), ctx(fact)).text;
		for (const line of ['Dear Jan,', 'Message from Anne Peeters:', 'Iets voor jou?', 'IDL-1042 – Ruime <woning> & tuin', 'City: 9000 Gent', 'Price: €\u00a0395.000', 'View the property: https://www.immo-drieland.example/en/for-sale/ghent/spacious-house/1042/', 'Immo Drieland', 'Baljuwstraat 42', '1050 Ixelles', 'info@immo-drieland.example']) {
			expect(text.split('\n'), line).toContain(line);
		}
	});

	test.each([
		{ locale: 'nl', sale: 'Prijs: €\u00a0395.000', rent: 'Huurprijs: €\u00a01.225 per maand' },
		{ locale: 'fr', sale: 'Prix\u00a0: €\u00a0395.000', rent: 'Loyer\u00a0: €\u00a01.225 par mois' },
		{ locale: 'en', sale: 'Price: €\u00a0395.000', rent: 'Rent: €\u00a01.225 per month' },
		{ locale: 'de', sale: 'Preis: €\u00a0395.000', rent: 'Miete: €\u00a01.225 pro Monat' },
	] as { locale: Locale; sale: string; rent: string }[])('$locale: a sale reads its price, a rent reads as the rent, per month, as the page does', ({ locale, sale, rent }) => {
		const rental = { ...fact, goal: 'rent' as const, price: 1225 };
		expect(composeFriendMail(payload(locale), ctx(fact)).text.split('\n')).toContain(sale);
		const mail = composeFriendMail(payload(locale), ctx(rental));
		expect(mail.text.split('\n')).toContain(rent);
		expect(mail.html).toContain(`>${rent.split(/\u00a0?: /)[0]}</th>`);
	});

	test.each([
		{ locale: 'nl', rent: 'Huurprijs: €\u00a01.550 per maand + €\u00a0245 lasten per maand' },
		{ locale: 'fr', rent: 'Loyer\u00a0: €\u00a01.550 par mois + €\u00a0245 de charges par mois' },
		{ locale: 'en', rent: 'Rent: €\u00a01.550 per month + €\u00a0245 charges per month' },
		{ locale: 'de', rent: 'Miete: €\u00a01.550 pro Monat + €\u00a0245 Nebenkosten pro Monat' },
	] as { locale: Locale; rent: string }[])('$locale: a rent carries its monthly charges, as the page, cards and map write it (detail.rent.charges)', ({ locale, rent }) => {
		const rental: ListingFact = { ...fact, goal: 'rent', status: 'for_rent', price: 1550, charges: 245 };
		const mail = composeFriendMail(payload(locale), ctx(rental));
		expect(mail.text.split('\n')).toContain(rent);
		const [label, value] = rent.split(/\u00a0?: /);
		expect(mail.html).toContain(`>${label}</th><td style="padding:4px 0">${value}</td>`);
	});

	test('a published address instead of the place', () => {
		const text = composeFriendMail(payload('nl'), ctx({ ...fact, goal: 'rent', price: 1225, address: 'Kerkstraat 1, 9000 Gent' })).text;
		expect(text.split('\n')).toContain('Adres: Kerkstraat 1, 9000 Gent');
		expect(text).not.toContain('Gemeente');
	});

	test('no price row when the facts have none (spec §5: a price that is not published)', () => {
		const { price: _price, ...unpriced } = fact;
		expect(composeFriendMail(payload('nl'), ctx(unpriced)).text).not.toContain('Prijs');
	});

	test('the HTML escapes the typed text and the listing', () => {
		const html = composeFriendMail(payload('nl', { remark: '<script>alert(1)</script>', friendName: '<b>Jan</b>' }), ctx(fact)).html;
		expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
		expect(html).toContain('Beste &lt;b&gt;Jan&lt;/b&gt;,');
		expect(html).toContain('Ruime &lt;woning&gt; &amp; tuin');
		expect(html).not.toContain('<script>');
		expect(html).toContain('<a href="https://www.immo-drieland.example/en/for-sale/ghent/spacious-house/1042/"');
	});

	test('a German friend mail is marked de-BE and marks the Dutch fallback title nl-BE', () => {
		const html = composeFriendMail(payload('de'), ctx({ ...fact, title: 'Ruime woning', titleLang: 'nl' })).html;
		expect(html).toMatch(/^<!doctype html><html lang="de-BE">/);
		expect(html).toContain('<span lang="nl-BE">Ruime woning</span></h2>');
	});

	test('a reply goes to the agency, not to an address the sender typed', () => {
		expect(composeFriendMail(payload('nl'), ctx(fact)).replyTo).toEqual({ name: 'Immo Drieland', address: 'inbox@immo-drieland.example' });
	});
});
