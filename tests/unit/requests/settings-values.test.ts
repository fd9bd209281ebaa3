import { describe, expect, test, vi } from 'vitest';
import { badSettingsOf, type CheckedSetting } from '../../../src/lib/requests/env-values.ts';
import { readSettings } from '../../../src/lib/requests/settings.ts';

const rental = { minimumIncomeFactor: 3, maximumPersons: 4 };
const agency = { name: 'Immo', street: 'Kerkstraat', houseNumber: '1', zip: '9000', city: { nl: 'Gent', fr: 'Gand', en: 'Ghent', de: 'Gent' }, phone: '091234567', email: 'info@immo.example', legalName: 'Immo BV', vatNumber: 'BE 0123.456.749', ipiNumber: '100 200' };
const site = { siteUrl: 'https://immo.example', agency, rental };

/** The settings of an environment and what they reported, the reporter a spy. */
function read(env: Record<string, string | undefined>) {
	const report = vi.fn<(name: CheckedSetting, line: string) => void>();
	return { settings: readSettings(env, site, report), reported: report.mock.calls.map(([name]) => name), lines: report.mock.calls.map(([, line]) => line) };
}

describe('settings: a value that cannot be read falls back on its default and is reported, never thrown', () => {
	test.each([
		{ from: undefined, expected: 'https://immo.example/', bad: [] },
		{ from: '', expected: 'https://immo.example/', bad: [] },
		{ from: 'https://www.immo.example', expected: 'https://www.immo.example/', bad: [] },
		{ from: ' http://localhost:8888/ ', expected: 'http://localhost:8888/', bad: [] },
		{ from: 'www.immo-drieland.example', expected: 'https://immo.example/', bad: ['SITE_URL'] },
		{ from: 'immo.example:8080', expected: 'https://immo.example/', bad: ['SITE_URL'] },
		{ from: 'ftp://immo.example', expected: 'https://immo.example/', bad: ['SITE_URL'] },
	])('SITE_URL $from maps to $expected', ({ from, expected, bad }) => {
		const { settings, reported } = read({ SITE_URL: from });
		expect({ siteUrl: settings.siteUrl.href, reported }).toEqual({ siteUrl: expected, reported: bad });
		expect(settings.allowedOrigins).toContain(new URL(expected).origin);
	});

	test.each([
		{ port: undefined, secure: undefined, expected: { port: 587, secure: false }, bad: [] },
		{ port: '2525', secure: 'false', expected: { port: 2525, secure: false }, bad: [] },
		{ port: ' 25 ', secure: '0', expected: { port: 25, secure: false }, bad: [] },
		{ port: undefined, secure: 'TRUE', expected: { port: 465, secure: true }, bad: [] },
		{ port: undefined, secure: 'Yes', expected: { port: 465, secure: true }, bad: [] },
		{ port: undefined, secure: '1', expected: { port: 465, secure: true }, bad: [] },
		{ port: '465', secure: 'no', expected: { port: 465, secure: false }, bad: [] },
		{ port: 'smtp', secure: undefined, expected: { port: 587, secure: false }, bad: ['SMTP_PORT'] },
		{ port: '0', secure: 'true', expected: { port: 465, secure: true }, bad: ['SMTP_PORT'] },
		{ port: '70000', secure: undefined, expected: { port: 587, secure: false }, bad: ['SMTP_PORT'] },
		{ port: '0x19', secure: undefined, expected: { port: 587, secure: false }, bad: ['SMTP_PORT'] },
		{ port: '587', secure: 'on', expected: { port: 587, secure: false }, bad: ['SMTP_SECURE'] },
		{ port: undefined, secure: 'ssl', expected: { port: 587, secure: false }, bad: ['SMTP_SECURE'] },
		{ port: '25.5', secure: 'tls', expected: { port: 587, secure: false }, bad: ['SMTP_PORT', 'SMTP_SECURE'] },
	])('SMTP_PORT $port and SMTP_SECURE $secure map to $expected', ({ port, secure, expected, bad }) => {
		const { settings, reported } = read({ SMTP_HOST: 'smtp.example', SMTP_PORT: port, SMTP_SECURE: secure });
		expect({ smtp: settings.mail.smtp, reported }).toEqual({ smtp: { host: 'smtp.example', user: undefined, pass: undefined, ...expected }, reported: bad });
	});

	test.each([
		{ from: undefined, expected: 'nl', bad: [] },
		{ from: 'fr', expected: 'fr', bad: [] },
		{ from: 'DE', expected: 'de', bad: [] },
		{ from: ' En ', expected: 'en', bad: [] },
		{ from: 'fr-BE', expected: 'nl', bad: ['MAIL_LOCALE'] },
		{ from: 'french', expected: 'nl', bad: ['MAIL_LOCALE'] },
	])('MAIL_LOCALE $from maps to $expected', ({ from, expected, bad }) => {
		const { settings, reported } = read({ MAIL_LOCALE: from });
		expect({ locale: settings.mail.locale, reported }).toEqual({ locale: expected, reported: bad });
	});

	test('the report names the variable, the values it takes and the default used, never the value', () => {
		const { lines } = read({ SITE_URL: 'www.secret-host.example', SMTP_PORT: 'p4ss', SMTP_SECURE: 'maybe', MAIL_LOCALE: 'xx' });
		expect(lines).toEqual([
			'setting ignored: SITE_URL takes an http or https address such as https://www.example.be; https://immo.example/ is used instead',
			'setting ignored: SMTP_PORT takes a port number from 1 to 65535; 587 is used instead',
			'setting ignored: SMTP_SECURE takes true, 1 or yes, or false, 0 or no (in any letter case); false is used instead',
			'setting ignored: MAIL_LOCALE takes nl, fr, en, de (in any letter case); nl is used instead',
		]);
	});

	test.each([
		{ env: {}, expected: [] },
		{ env: { SITE_URL: 'https://immo.example', SMTP_PORT: '587', SMTP_SECURE: 'Yes', MAIL_LOCALE: 'FR' }, expected: [] },
		{ env: { SITE_URL: 'www.immo.example', MAIL_LOCALE: 'vl' }, expected: ['SITE_URL', 'MAIL_LOCALE'] },
		{ env: { SMTP_PORT: '', SMTP_SECURE: '  ' }, expected: [] },
	])('badSettingsOf $env is $expected', ({ env, expected }) => {
		expect(badSettingsOf(env)).toEqual(expected);
	});
});

describe('settings: the folder of .eml files', () => {
	test.each([
		{ env: {}, expected: '.mail' },
		{ env: { MAIL_DIR: '/tmp/mails' }, expected: '/tmp/mails' },
		{ env: { CONTEXT: 'production' }, expected: null },
		{ env: { SITE_ID: 'a-site' }, expected: null },
		{ env: { CONTEXT: 'deploy-preview', MAIL_DIR: '/tmp/mails' }, expected: '/tmp/mails' },
		{ env: { SITE_ID: 'a-site', NETLIFY_DEV: 'true' }, expected: '.mail' },
	])('$env writes to $expected', ({ env, expected }) => {
		expect(read(env).settings.mail.directory).toBe(expected);
	});
});
