import { describe, expect, test } from 'vitest';
import { acceptAllChoices, refuseAllChoices } from '../../../src/lib/consent/options.ts';
import {
	consentExpiry,
	consentVersion,
	createStoredConsent,
	hasSetCookiesParam,
	parseStoredConsent,
	withoutSetCookies,
} from '../../../src/lib/consent/storage.ts';

const at = (iso: string) => Date.parse(iso);
const stored = (iso: string, extra: object = {}) =>
	JSON.stringify({ ...createStoredConsent(acceptAllChoices(), at(iso)), ...extra });

describe('spec §4 consent: the stored value with its time, version and four flags', () => {
	test('saving keeps the choice, the flags, the time and the version', () => {
		const value = createStoredConsent(refuseAllChoices(), at('2026-03-01T10:00:00Z'));
		expect(value).toEqual({
			version: consentVersion,
			timestamp: at('2026-03-01T10:00:00Z'),
			choices: refuseAllChoices(),
			flags: { ad_user_data: 'denied', ad_storage: 'denied', analytics_storage: 'denied', ad_personalization: 'denied' },
		});
	});

	test('a stored value reads back as saved', () => {
		const raw = stored('2026-03-01T10:00:00Z');
		expect(parseStoredConsent(raw, at('2026-03-02T00:00:00Z'))).toEqual(JSON.parse(raw));
	});

	test.each([
		{ rule: 'nothing stored', raw: null },
		{ rule: 'not JSON', raw: '{oops' },
		{ rule: 'not an object', raw: '"granted"' },
		{ rule: 'another version of the options', raw: stored('2026-03-01T10:00:00Z', { version: consentVersion + 1 }) },
		{ rule: 'no timestamp', raw: stored('2026-03-01T10:00:00Z', { timestamp: 'yesterday' }) },
		{ rule: 'no choices', raw: stored('2026-03-01T10:00:00Z', { choices: null }) },
		{ rule: 'a time in the future', raw: stored('2026-04-01T10:00:00Z') },
		{ rule: 'asked again after 6 months', raw: stored('2025-09-01T10:00:00Z') },
	])('no choice when: $rule', ({ raw }) => {
		expect(parseStoredConsent(raw, at('2026-03-01T10:00:00Z'))).toBeNull();
	});

	test('flags are recomputed from the choices, not trusted from storage', () => {
		const raw = JSON.stringify({ ...createStoredConsent(refuseAllChoices(), at('2026-01-01T00:00:00Z')), flags: { ad_storage: 'granted' } });
		expect(parseStoredConsent(raw, at('2026-01-02T00:00:00Z'))?.flags.ad_storage).toBe('denied');
	});

	test.each([
		{ made: '2026-01-15T08:00:00Z', expires: '2026-07-15T08:00:00Z' },
		{ made: '2025-08-31T00:00:00Z', expires: '2026-02-28T00:00:00Z' },
		{ made: '2027-08-31T00:00:00Z', expires: '2028-02-29T00:00:00Z' },
		{ made: '2025-12-31T23:00:00Z', expires: '2026-06-30T23:00:00Z' },
	])('the choice made $made expires after 6 calendar months, at $expires', ({ made, expires }) => {
		expect(new Date(consentExpiry(at(made))).toISOString()).toBe(new Date(expires).toISOString());
		const raw = stored(made);
		expect(parseStoredConsent(raw, at(expires) - 1)).not.toBeNull();
		expect(parseStoredConsent(raw, at(expires))).toBeNull();
	});
});

describe('spec §2 setcookies: the query parameter clears all stored consent', () => {
	test.each([
		{ search: '?setcookies', has: true, rest: '' },
		{ search: '?setcookies=1', has: true, rest: '' },
		{ search: '?city=Gent%7C9000&setcookies', has: true, rest: '?city=Gent%7C9000' },
		{ search: '?city=Gent%7C9000', has: false, rest: '?city=Gent%7C9000' },
		{ search: '', has: false, rest: '' },
	])('$search: asks to clear $has, leaves "$rest"', ({ search, has, rest }) => {
		expect(hasSetCookiesParam(search)).toBe(has);
		expect(withoutSetCookies(search)).toBe(rest);
	});
});
