import { describe, expect, test } from 'vitest';
import * as v from 'valibot';
import nl from '../../../i18n/ui/nl.json';
import {
	fieldMessageKeys,
	requestKinds,
	requestMessageKeys,
	requestSchemaFor,
	validateRequest,
} from '../../../src/schemas/requests/index.ts';
import { feedbackPath, localPath } from '../../../src/lib/requests/feedback.ts';
import { payloadHash } from '../../../src/lib/requests/idempotency.ts';
import { clientHash } from '../../../src/lib/requests/rate-limit.ts';
import { bookingLeadMinutesOf, defaultBookingLeadMinutes, readSettings } from '../../../src/lib/requests/settings.ts';
import { allowedOrigins, filesUrlFor } from '../../../src/lib/requests/http.ts';

const keys = new Set(Object.keys(nl));
const rental = { minimumIncomeFactor: 3, maximumPersons: 4 };
const meta = new Set(['locale', 'idempotencyKey', 'captcha', 'website', 'privacy']);

/** The entry names of a kind's schema (through its pipe, for the ones with cross-field checks). */
function entriesOf(kind: (typeof requestKinds)[number]): string[] {
	const schema = requestSchemaFor(kind, rental) as unknown as { entries?: object; pipe?: { entries?: object }[] };
	return Object.keys(schema.entries ?? schema.pipe?.[0]?.entries ?? {});
}

describe('request strings', () => {
	test('every message key of the schemas and answers is a UI string', () => {
		expect([...fieldMessageKeys, ...requestMessageKeys].filter((k) => !keys.has(k))).toEqual([]);
	});

	test.each(requestKinds)('%s: every field has a label and the kind has a mail subject', (kind) => {
		const fields = entriesOf(kind).filter((f) => !meta.has(f));
		expect(fields.length).toBeGreaterThan(0);
		expect(fields.filter((f) => !keys.has(`form.field.${f}`))).toEqual([]);
		expect(keys.has(`request.mail.subject.${kind}`)).toBe(true);
	});
});

describe('thank-you paths', () => {
	test.each([
		['contact', 'nl', '/feedback/site-contact/'],
		['contact', 'fr', '/fr/merci/site-contact/'],
		['newsletter', 'en', '/en/thank-you/sign-newsletter/'],
		['appointment', 'de', '/de/danke/contact-appointment/'],
		['documents', 'fr', null],
		['testimonial', 'nl', null],
	] as const)('%s in %s lands on %s', (kind, locale, expected) => {
		expect(feedbackPath(kind, locale)).toBe(expected);
	});

	test('localPath keeps the original path in Dutch', () => {
		expect(localPath('/contact/', 'nl')).toBe('/contact/');
		expect(localPath('/contact/', 'de')).toBe('/de/kontakt/');
	});
});

describe('shared schema behaviour', () => {
	test('a field shows one message at a time: required before invalid', () => {
		const result = validateRequest('newsletter', { email: '' }, rental);
		expect(result.success ? null : result.issues.email).toEqual(['form.error.emailRequired']);
	});

	test('visitor field names like constructor or __proto__ are reported, never crash', () => {
		const input = JSON.parse('{"__proto__":{"x":1},"constructor":1,"toString":2}') as unknown;
		const result = validateRequest('newsletter', input, rental);
		expect(result.success).toBe(false);
		// valibot reports the first unknown key; it stays an own property of the issues.
		if (!result.success) expect(Object.getOwnPropertyDescriptor(result.issues, '__proto__')?.value).toEqual(['form.error.unknownField']);
		const other = validateRequest('newsletter', { constructor: 1 }, rental);
		if (!other.success) expect(Object.getOwnPropertyDescriptor(other.issues, 'constructor')?.value).toEqual(['form.error.unknownField']);
	});

	test('the rental schema takes its limits from the parameters', () => {
		const schema = requestSchemaFor('rental-application', { minimumIncomeFactor: 2, maximumPersons: 6 });
		const issues = v.safeParse(schema, { monthlyRent: 1000, monthlyIncome: 2000, persons: 6 }).issues ?? [];
		expect(issues.map((i) => i.message)).not.toContain('form.error.personsTooMany');
		expect(issues.map((i) => i.message)).not.toContain('form.error.incomeTooLow');
	});
});

describe('helpers', () => {
	test('the payload hash ignores captcha, honeypot and key order, not the data', () => {
		const a = payloadHash('contact', { email: 'a@b.be', remark: 'x', captcha: '1', website: '' });
		expect(payloadHash('contact', { remark: 'x', email: 'a@b.be', captcha: '2' })).toBe(a);
		expect(payloadHash('contact', { remark: 'y', email: 'a@b.be' })).not.toBe(a);
		expect(payloadHash('offer', { remark: 'x', email: 'a@b.be' })).not.toBe(a);
	});

	test('the client hash does not contain the IP and depends on the secret', () => {
		expect(clientHash('198.51.100.7', 's1')).not.toContain('198');
		expect(clientHash('198.51.100.7', 's1')).not.toBe(clientHash('198.51.100.7', 's2'));
	});

	test('settings: SMTP only with a host, origins from SITE_URL and Netlify deploy URLs, defaults from the site', () => {
		const agency = { name: 'Immo', street: 'Kerkstraat', houseNumber: '1', zip: '9000', city: { nl: 'Gent', fr: 'Gand', en: 'Ghent', de: '' }, phone: '091234567', email: 'info@immo.example', legalName: 'Immo BV', vatNumber: 'BE 0123.456.749', ipiNumber: '100 200' };
		const site = { siteUrl: 'https://immo.example', agency, rental };
		const plain = readSettings({}, site);
		// The default sender carries the agency's name, so an inbox lists the mails under it.
		expect(plain.mail).toMatchObject({ smtp: null, to: 'info@immo.example', from: '"Immo" <noreply@immo.example>', locale: 'nl', directory: '.mail' });
		expect(readSettings({}, { ...site, agency: { ...agency, name: 'Immo "De Drie"\r\nBcc: x@y.be' } }).mail.from).toBe('"Immo De Drie  Bcc: x@y.be" <noreply@immo.example>');
		expect(readSettings({ MAIL_FROM: 'web@immo.example' }, site).mail.from).toBe('web@immo.example');
		expect(plain.allowedOrigins).toEqual(['https://immo.example']);
		const deployed = readSettings({ SITE_URL: 'https://www.immo.example/', DEPLOY_PRIME_URL: 'https://main--immo.netlify.app', SMTP_HOST: 'smtp.example', SMTP_SECURE: 'true', MAIL_LOCALE: 'fr' }, site);
		expect(deployed.allowedOrigins).toEqual(['https://www.immo.example', 'https://main--immo.netlify.app']);
		expect(deployed.mail.smtp).toEqual({ host: 'smtp.example', port: 465, secure: true, user: undefined, pass: undefined });
		expect(deployed.mail.locale).toBe('fr');
		expect(deployed.agency).toEqual(agency);
	});

	test.each([
		{ from: undefined, expected: defaultBookingLeadMinutes },
		{ from: '240', expected: 240 },
		{ from: ' 30 ', expected: 30 },
		{ from: '0', expected: 0 },
		{ from: '', expected: defaultBookingLeadMinutes },
		{ from: '-5', expected: defaultBookingLeadMinutes },
		{ from: '1.5', expected: defaultBookingLeadMinutes },
		{ from: 'two hours', expected: defaultBookingLeadMinutes },
		{ from: '1e9', expected: defaultBookingLeadMinutes },
	])('settings: BOOKING_LEAD_MINUTES $from maps to $expected', ({ from, expected }) => {
		expect(bookingLeadMinutesOf({ BOOKING_LEAD_MINUTES: from })).toBe(expected);
	});

	// Netlify's runtime gives a function only URL, SITE_NAME and SITE_ID of its variables: a deploy
	// preview is named by its context's deploy id, never by DEPLOY_URL there.
	const deployId = '6757e6a1b2c3d4e5f6a7b8c9';
	test.each([
		{ env: {}, context: {}, expected: null },
		{ env: { SITE_FILES_URL: 'file:///etc/' }, context: {}, expected: null },
		{ env: { SITE_FILES_URL: 'http://127.0.0.1:8888/', DEPLOY_URL: 'https://abc--immo.netlify.app' }, context: { deploy: { id: deployId } }, expected: 'http://127.0.0.1:8888/' },
		{ env: { DEPLOY_URL: 'https://abc--immo.netlify.app', URL: 'https://immo.example' }, context: {}, expected: 'https://abc--immo.netlify.app/' },
		{ env: { SITE_NAME: 'immo-drieland', URL: 'https://www.immo.example' }, context: { deploy: { id: deployId }, site: { url: 'https://www.immo.example' } }, expected: `https://${deployId}--immo-drieland.netlify.app/` },
		{ env: { SITE_NAME: 'Immo-Drieland ', URL: 'https://www.immo.example' }, context: { deploy: { id: deployId.toUpperCase() } }, expected: `https://${deployId}--immo-drieland.netlify.app/` },
		{ env: { SITE_NAME: 'immo drieland', URL: 'https://www.immo.example' }, context: { deploy: { id: deployId } }, expected: 'https://www.immo.example/' },
		{ env: { SITE_NAME: 'immo', URL: 'https://www.immo.example' }, context: { deploy: { id: 'x/../evil' } }, expected: 'https://www.immo.example/' },
		{ env: { URL: 'https://www.immo.example' }, context: { deploy: { id: deployId } }, expected: 'https://www.immo.example/' },
		{ env: {}, context: { site: { url: 'https://immo.netlify.app' } }, expected: 'https://immo.netlify.app/' },
	])('settings: the deploy files of $env with the context $context are read from $expected', ({ env, context, expected }) => {
		const site = { siteUrl: 'https://immo.example', agency: { name: 'Immo', street: '', houseNumber: '', zip: '', city: { nl: '', fr: '', en: '', de: '' }, phone: '', email: 'info@immo.example', legalName: 'Immo BV', vatNumber: 'BE 0123.456.749', ipiNumber: '100 200' }, rental };
		expect(filesUrlFor(readSettings(env, site), context)?.href ?? null).toBe(expected);
	});

	test.each([
		{ page: 'https://www.immo.example', served: 'https://www.immo.example/api/contact', allowed: true },
		{ page: 'https://deploy-preview-12--immo.netlify.app', served: 'https://deploy-preview-12--immo.netlify.app/api/contact', allowed: true },
		{ page: 'http://127.0.0.1:4321', served: 'http://127.0.0.1:4321/api/contact', allowed: true },
		{ page: 'https://www.immo.example', served: 'https://deploy-preview-12--immo.netlify.app/api/contact', allowed: true },
		{ page: 'https://evil.example', served: 'https://www.immo.example/api/contact', allowed: false },
		{ page: 'https://deploy-preview-12--immo.netlify.app', served: 'https://www.immo.example/api/contact', allowed: false },
		{ page: 'http://www.immo.example', served: 'https://www.immo.example/api/contact', allowed: false },
	])('origins: a form of $page sent to $served is allowed: $allowed (same origin or the site\'s)', ({ page, served, allowed }) => {
		expect(allowedOrigins(new Request(served), { allowedOrigins: ['https://www.immo.example'] }).has(page)).toBe(allowed);
	});
});
