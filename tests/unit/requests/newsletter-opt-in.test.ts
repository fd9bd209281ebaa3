import { describe, expect, test } from 'vitest';
import { locales } from '../../../i18n/locales.ts';
import { useTranslations } from '../../../src/i18n/t.ts';
import { asksNewsletter, optInParagraph, subscriberOf, withdrawLink } from '../../../src/lib/requests/newsletter-opt-in.ts';
import { dateTimeLabel } from '../../../src/lib/requests/slot-time.ts';

/**
 * The double opt-in of a ticked newsletter box: which requests ask for it, what the agency's
 * newsletter mail keeps of the request, the receipt's paragraph with the confirmation link and the
 * withdrawal link of the same token.
 */

describe('withdrawLink: the withdrawal page of the language, with the token', () => {
	test.each([
		{ locale: 'nl', expected: 'https://agency.be/nieuwsbrief-uitschrijven/?token=abc' },
		{ locale: 'fr', expected: 'https://agency.be/fr/desinscription-newsletter/?token=abc' },
		{ locale: 'en', expected: 'https://agency.be/en/unsubscribe-newsletter/?token=abc' },
		{ locale: 'de', expected: 'https://agency.be/de/newsletter-abmelden/?token=abc' },
	] as const)('maps $locale to $expected', ({ locale, expected }) => {
		expect(withdrawLink(new URL('https://agency.be'), locale, 'abc')).toBe(expected);
	});
});

describe('asksNewsletter', () => {
	test.each([
		{ payload: { newsletter: true }, expected: true },
		{ payload: { newsletter: false }, expected: false },
		{ payload: {}, expected: false },
		{ payload: { newsletter: 'true' }, expected: false },
		{ payload: { newsletter: 1 }, expected: false },
	])('maps $payload to $expected', ({ payload, expected }) => {
		expect(asksNewsletter(payload)).toBe(expected);
	});
});

describe('subscriberOf', () => {
	test.each([
		{
			name: 'a contact request keeps address, names and language only',
			from: { email: 'an@example.be', firstName: 'An', lastName: 'Peeters', street: 'Kerkstraat 1', remark: 'Hallo', newsletter: true, goal: 'sale', locale: 'fr' },
			expected: { email: 'an@example.be', firstName: 'An', lastName: 'Peeters', locale: 'fr' },
		},
		{ name: 'a sign-up without a name', from: { email: 'an@example.be', firstName: '', locale: 'nl' }, expected: { email: 'an@example.be', locale: 'nl' } },
		{ name: 'a name that is not text is left out', from: { email: 'an@example.be', firstName: 42, lastName: 'X', locale: 'de' }, expected: { email: 'an@example.be', lastName: 'X', locale: 'de' } },
	])('$name', ({ from, expected }) => {
		expect(subscriberOf(from)).toEqual(expected);
	});
});

describe.each(locales.map((locale) => ({ locale })))('optInParagraph in $locale', ({ locale }) => {
	const t = useTranslations(locale);
	const expiresAt = new Date('2026-11-30T08:15:00Z');
	const paragraph = optInParagraph(new URL('https://agency.be'), locale, { token: 'abc', expiresAt });

	test('asks to confirm with the page’s button, links the page of the language, and says until when', () => {
		expect(paragraph.text).toBe(t('receipt.optIn', { button: t('newsletter.confirm.button') }));
		expect(paragraph.text).toContain(t('newsletter.confirm.button'));
		expect(paragraph.link).toMatch(new RegExp(`^https://agency\\.be/${locale === 'nl' ? '' : `${locale}/`}[a-z-]+/\\?token=abc$`));
		expect(paragraph.linkLabel).toBe(t('newsletter.mail.link'));
		expect(paragraph.valid).toBe(t('newsletter.mail.valid', { date: dateTimeLabel(expiresAt, locale) }));
	});

	test('also says the subscription can be withdrawn at any time with the withdrawal page’s button, and links that page', () => {
		expect(paragraph.withdraw).toEqual({
			text: t('newsletter.mail.withdraw', { button: t('newsletter.withdraw.button') }),
			link: withdrawLink(new URL('https://agency.be'), locale, 'abc'),
			linkLabel: t('newsletter.mail.withdrawLink'),
		});
		expect(paragraph.withdraw.text).toContain(t('newsletter.withdraw.button'));
	});
});
