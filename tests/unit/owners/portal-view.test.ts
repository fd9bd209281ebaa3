import { describe, expect, test, vi } from 'vitest';
import { formatCount } from '../../../src/lib/intl/formats.ts';
import { loginFailure, minutesKey, retryMinutes } from '../../../src/lib/owners/login-view.ts';
import { dayLabel, formatDate, historyRow, listCutNote, prepareFormats, propertyName } from '../../../src/lib/owners/portal-view.ts';
import { createT } from '../../../src/i18n/create-t.ts';
import type { HistoryItem } from '../../../src/lib/owners/history.ts';
import en from '../../../i18n/ui/en.json' with { type: 'json' };
import nl from '../../../i18n/ui/nl.json' with { type: 'json' };
import fr from '../../../i18n/ui/fr.json' with { type: 'json' };
import de from '../../../i18n/ui/de.json' with { type: 'json' };

/** Figures and dates of the owner portal in the owner's language; each language keeps its own formatters. */

describe('portal formats', () => {
	test.each([
		{ lang: 'nl-BE', count: '1.234', day: '25 nov', date: '25 nov 2026', dateTime: '25 nov 2026, 10:30' },
		{ lang: 'en-GB', count: '1,234', day: '25 Nov', date: '25 Nov 2026', dateTime: '25 Nov 2026, 10:30' },
		// The site's English (`en`): dates day first with 24-hour times, numbers as before.
		{ lang: 'en', count: '1,234', day: '25 Nov', date: '25 Nov 2026', dateTime: '25 Nov 2026, 10:30' },
		// French and German keep the period of an abbreviated month on the chart, as in their dates.
		{ lang: 'fr-BE', count: '1\u202f234', day: '25 nov.', date: '25 nov. 2026', dateTime: '25 nov. 2026, 10:30' },
		{ lang: 'de-DE', count: '1.234', day: '25. Nov.', date: '25.11.2026', dateTime: '25.11.2026, 10:30' },
	])('formats in $lang', ({ lang, count, day, date, dateTime }) => {
		expect(formatCount(1234, lang)).toBe(count);
		expect(dayLabel('2026-11-25', lang)).toBe(day);
		expect(formatDate('2026-11-25T09:30:00Z', lang)).toBe(date);
		expect(formatDate('2026-11-25T09:30:00Z', lang, true)).toBe(dateTime);
	});
});

describe('the first of the month on the chart (French ordinal, spec §9 statistics chart)', () => {
	test.each([
		{ lang: 'fr-BE', label: '1er déc.' },
		{ lang: 'nl-BE', label: '1 dec' },
		{ lang: 'de-BE', label: '1. Dez.' },
		{ lang: 'en', label: '1 Dec' },
	])('$lang: $label', ({ lang, label }) => expect(dayLabel('2026-12-01', lang)).toBe(label));
});

describe('a lock-out counts its minutes in words that agree with the number (login and password change, spec §8)', () => {
	const dictionaries = { nl, fr, en, de };
	test.each([
		{ lang: 'nl', retryAfter: '60', text: 'Te veel mislukte pogingen. Probeer het over 1 minuut opnieuw.' },
		{ lang: 'nl', retryAfter: '61', text: 'Te veel mislukte pogingen. Probeer het over 2 minuten opnieuw.' },
		{ lang: 'fr', retryAfter: '30', text: 'Trop de tentatives échouées. Réessayez dans 1 minute.' },
		{ lang: 'fr', retryAfter: '840', text: 'Trop de tentatives échouées. Réessayez dans 14 minutes.' },
		{ lang: 'en', retryAfter: '1', text: 'Too many failed attempts. Try again in 1 minute.' },
		{ lang: 'en', retryAfter: null, text: 'Too many failed attempts. Try again in 15 minutes.' },
		{ lang: 'de', retryAfter: '59', text: 'Zu viele fehlgeschlagene Versuche. Versuchen Sie es in 1 Minute erneut.' },
		{ lang: 'de', retryAfter: '900', text: 'Zu viele fehlgeschlagene Versuche. Versuchen Sie es in 15 Minuten erneut.' },
	] as const)('$lang, Retry-After $retryAfter: $text', ({ lang, retryAfter, text }) => {
		const t = createT(dictionaries[lang] as Record<string, string>, {});
		const minutes = retryMinutes(retryAfter);
		expect(t(minutesKey('login.error.throttled', minutes), { minutes })).toBe(text);
	});

	test('other messages keep their key', () => expect(minutesKey('portal.error.api', 1)).toBe('portal.error.api'));
});

describe("Netlify's rate limit of the login (20 a minute, no body, no Retry-After) says too many requests, for a minute; the login's own throttle says failed attempts (spec §8)", () => {
	const dictionaries = { nl, fr, en, de };
	const throttled = { ok: false, error: 'login.error.throttled' };
	test.each([
		{ lang: 'nl', status: 429, body: null, retryAfter: null, text: 'Te veel aanvragen, probeer het over een minuut opnieuw' },
		{ lang: 'fr', status: 429, body: null, retryAfter: null, text: 'Trop de demandes, veuillez réessayer dans une minute' },
		{ lang: 'en', status: 429, body: null, retryAfter: null, text: 'Too many requests, please try again in a minute' },
		{ lang: 'de', status: 429, body: null, retryAfter: null, text: 'Zu viele Anfragen, bitte versuchen Sie es in einer Minute erneut' },
		// A platform answer that does give a Retry-After, or a JSON body of another error, is still no count of failed attempts.
		{ lang: 'en', status: 429, body: null, retryAfter: '120', text: 'Too many requests, please try again in 2 minutes' },
		{ lang: 'nl', status: 429, body: { ok: false, error: 'request.error.tooManyRequests' }, retryAfter: null, text: 'Te veel aanvragen, probeer het over een minuut opnieuw' },
		{ lang: 'en', status: 429, body: throttled, retryAfter: '840', text: 'Too many failed attempts. Try again in 14 minutes.' },
		{ lang: 'nl', status: 429, body: throttled, retryAfter: '60', text: 'Te veel mislukte pogingen. Probeer het over 1 minuut opnieuw.' },
		{ lang: 'de', status: 429, body: throttled, retryAfter: null, text: 'Zu viele fehlgeschlagene Versuche. Versuchen Sie es in 15 Minuten erneut.' },
		{ lang: 'en', status: 401, body: { ok: false, error: 'login.error.credentials' }, retryAfter: null, text: 'The username or password are not correct' },
		{ lang: 'nl', status: 500, body: null, retryAfter: null, text: 'Er is een fout in de API. Probeer het later opnieuw.' },
	] as const)('$lang, $status, body $body, Retry-After $retryAfter: $text', ({ lang, status, body, retryAfter, text }) => {
		const t = createT(dictionaries[lang] as Record<string, string>, {});
		const failure = loginFailure(status, body, retryAfter);
		expect(t(failure.key, { minutes: failure.minutes })).toBe(text);
	});
});

describe('the portal makes its formats while the figures load, one a task', () => {
	test('five tasks, one after the other; the figures then use the formats made', () => {
		const numbers = vi.spyOn(Intl, 'NumberFormat');
		const dates = vi.spyOn(Intl, 'DateTimeFormat');
		const tasks: (() => void)[] = [];
		// Luxembourg's French: a language no other test of this file formats in, so its formats are made here.
		prepareFormats('fr-LU', (task) => tasks.push(task));
		let ran = 0;
		for (; tasks.length > 0; ran++) {
			expect(tasks).toHaveLength(1);
			tasks.shift()?.();
		}
		expect(ran).toBe(5);
		// The amounts' format is Belgian Dutch in every language (made once, perhaps by an earlier test); the others are the language's.
		const made = () => [numbers.mock.calls.filter(([lang]) => lang === 'fr-LU').length, dates.mock.calls.length];
		expect(made()).toEqual([1, 3]);
		expect(formatCount(1234, 'fr-LU')).toBe('1.234');
		expect(formatDate('2026-11-25T09:30:00Z', 'fr-LU', true)).toBe('25 nov. 2026, 10:30');
		expect(made()).toEqual([1, 3]);
		numbers.mockRestore();
		dates.mockRestore();
	});
});

describe('a list that holds only the newest items says so (spec §1 communications, calendar visits, documents)', () => {
	test.each([
		{ shown: 200, total: 1234, lang: 'en-GB', labels: en, note: 'Showing the 200 newest of 1,234.' },
		{ shown: 200, total: 1234, lang: 'nl-BE', labels: nl, note: 'De 200 recentste van 1.234 worden getoond.' },
		{ shown: 12, total: 12, lang: 'en-GB', labels: en, note: null },
		{ shown: 0, total: 0, lang: 'en-GB', labels: en, note: null },
	])('$shown of $total in $lang', ({ shown, total, lang, labels, note }) => {
		expect(listCutNote(shown, total, createT(labels as Record<string, string>, {}), lang)).toBe(note);
	});
});

describe('how the portal names a property (a property that left the site says so, spec §1 owner portal)', () => {
	const t = createT(nl as Record<string, string>, {});
	test.each([
		{ id: 1004, card: { title: 'Kantoorruimte', city: 'Elsene' }, offline: false, expected: 'Kantoorruimte – Elsene (1004)' },
		{ id: 1011, card: undefined, offline: true, expected: 'Pand 1011 (niet meer online)' },
		{ id: 1011, card: undefined, offline: false, expected: 'Pand 1011' },
	])('names $id (offline $offline) as $expected', ({ id, card, offline, expected }) => {
		expect(propertyName(id, card, offline, t)).toBe(expected);
	});
});

describe('an offer in the history states its amount the Belgian Dutch way in every language (spec §5 price format)', () => {
	const dictionaries = { nl, fr, en, de };
	test.each([
		{ lang: 'nl', amount: 350000, text: 'Bedrag: € 350.000' },
		{ lang: 'fr', amount: 350000, text: 'Montant\u00a0: € 350.000' },
		{ lang: 'en', amount: 350000, text: 'Amount: € 350.000' },
		{ lang: 'de', amount: 350000, text: 'Betrag: € 350.000' },
		{ lang: 'en', amount: 9999.9, text: 'Amount: € 9.999,90' },
	] as const)('$lang, $amount: $text', ({ lang, amount, text }) => {
		const item: HistoryItem = { reference: 'R-1', date: '2026-11-25T09:30:00Z', type: 'offer', contact: 'Anne Peeters', subject: { amount }, comment: '', status: 'received', source: 'website' };
		expect(historyRow(item, createT(dictionaries[lang] as Record<string, string>, {}), lang).subject.replace(/\u00a0(?=\d)/g, ' ')).toBe(text);
	});
});

describe('an appointment at the office, booked from the property’s page, says so in the history (not a viewing of the property)', () => {
	const dictionaries = { nl, fr, en, de };
	const slot = { slotStart: '2026-11-26T09:00:00Z', slotEnd: '2026-11-26T09:30:00Z' };
	const item = (type: string, office: boolean): HistoryItem => ({ reference: 'R-1', date: '2026-11-25T09:30:00Z', type, contact: 'Anne Peeters', subject: office ? { ...slot, office: true } : slot, comment: '', status: 'confirmed', source: 'website' });
	test.each([
		{ lang: 'nl', bcp47: 'nl-BE', type: 'Afspraak op kantoor', subject: 'Afspraak op ons kantoor op 26 nov 2026, 10:00', visitType: 'Bezoekafspraak', visit: 'Afspraak op 26 nov 2026, 10:00' },
		{ lang: 'fr', bcp47: 'fr-BE', type: 'Rendez-vous à l’agence', subject: 'Rendez-vous à notre agence le 26 nov. 2026, 10:00', visitType: 'Rendez-vous de visite', visit: 'Rendez-vous le 26 nov. 2026, 10:00' },
		{ lang: 'en', bcp47: 'en', type: 'Office appointment', subject: 'Appointment at our office on 26 Nov 2026, 10:00', visitType: 'Viewing appointment', visit: 'Appointment on 26 Nov 2026, 10:00' },
		{ lang: 'de', bcp47: 'de-BE', type: 'Termin im Büro', subject: 'Termin in unserem Büro am 26.11.2026, 10:00', visitType: 'Besichtigungstermin', visit: 'Termin am 26.11.2026, 10:00' },
	] as const)('$lang: "$type", "$subject"', ({ lang, bcp47, type, subject, visitType, visit }) => {
		const t = createT(dictionaries[lang] as Record<string, string>, {});
		expect(historyRow(item('office-appointment', true), t, bcp47)).toMatchObject({ type, subject, status: t('portal.status.confirmed') });
		expect(historyRow(item('appointment', false), t, bcp47)).toMatchObject({ type: visitType, subject: visit });
	});
});
