import { describe, expect, test } from 'vitest';
import { buildIcs, foldLine, icsDateTime, icsText, type CalendarEvent } from '../../../src/lib/requests/ics.ts';
import { brusselsInstant } from '../../../src/lib/requests/demo-slots.ts';

/** The iCalendar file of an appointment's receipt (spec §4 appointment confirmed; RFC 5545). */

/** Unfolds a file into its content lines (RFC 5545 §3.1: CRLF followed by one space continues a line). */
const unfold = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n').filter((line) => line !== '');

const octets = (line: string) => new TextEncoder().encode(line).length;

const event = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
	uid: 'REQ-ABCD1234@www.immo-drieland.example',
	stamp: new Date('2026-11-20T09:15:42.123Z'),
	start: brusselsInstant('2026-12-01', '10:00'),
	end: brusselsInstant('2026-12-01', '10:30'),
	summary: 'Bezoek: Lichtrijk appartement',
	...overrides,
});
const source = { productId: '-//Immo Drieland//www.immo-drieland.example//NL', lang: 'nl-BE' };

describe('times are UTC (RFC 5545 §3.3.5 form 2): a Brussels visit at 10:00 is 08:00Z in summer time, 09:00Z in winter time', () => {
	test.each([
		{ season: 'winter (CET, UTC+1)', day: '2026-12-01', start: '20261201T090000Z', end: '20261201T093000Z' },
		{ season: 'summer (CEST, UTC+2)', day: '2026-07-01', start: '20260701T080000Z', end: '20260701T083000Z' },
		{ season: 'the last Sunday of March, after the change', day: '2026-03-29', start: '20260329T080000Z', end: '20260329T083000Z' },
		{ season: 'the day before the change to summer time', day: '2026-03-28', start: '20260328T090000Z', end: '20260328T093000Z' },
		{ season: 'the last Sunday of October, after the change back', day: '2026-10-25', start: '20261025T090000Z', end: '20261025T093000Z' },
	])('$season: DTSTART $start, DTEND $end', ({ day, start, end }) => {
		const lines = unfold(buildIcs(event({ start: brusselsInstant(day, '10:00'), end: brusselsInstant(day, '10:30') }), source));
		expect(lines).toContain(`DTSTART:${start}`);
		expect(lines).toContain(`DTEND:${end}`);
	});

	test.each([
		[new Date('2026-11-20T09:15:42.123Z'), '20261120T091542Z'],
		[new Date('2027-01-01T00:00:00Z'), '20270101T000000Z'],
	])('icsDateTime(%s) is %s (DTSTAMP to the second)', (date, expected) => {
		expect(icsDateTime(date)).toBe(expected);
	});
});

describe('TEXT values are escaped (RFC 5545 §3.3.11)', () => {
	test.each([
		{ input: 'Kerkstraat 12, 9000 Gent', expected: 'Kerkstraat 12\\, 9000 Gent' },
		{ input: 'a;b', expected: 'a\\;b' },
		{ input: 'C:\\pad', expected: 'C:\\\\pad' },
		{ input: 'regel 1\nregel 2\r\nregel 3', expected: 'regel 1\\nregel 2\\nregel 3' },
		{ input: 'bel\u0007 aan', expected: 'bel aan' },
		{ input: 'Visite : Appartement – 2 chambres', expected: 'Visite : Appartement – 2 chambres' },
	])('$input', ({ input, expected }) => {
		expect(icsText(input)).toBe(expected);
	});

	test('a summary, location and description with commas, semicolons and line breaks stay one property each', () => {
		const lines = unfold(buildIcs(event({ summary: 'Bezoek; woning, tuin', location: 'Kerkstraat 12, 9000 Gent', description: 'Lijn 1\nLijn 2' }), source));
		expect(lines).toContain('SUMMARY;LANGUAGE=nl-BE:Bezoek\\; woning\\, tuin');
		expect(lines).toContain('LOCATION;LANGUAGE=nl-BE:Kerkstraat 12\\, 9000 Gent');
		expect(lines).toContain('DESCRIPTION;LANGUAGE=nl-BE:Lijn 1\\nLijn 2');
	});
});

describe('lines are folded at 75 octets (RFC 5545 §3.1)', () => {
	test.each([
		{ label: 'a short line stays whole', line: 'SUMMARY:Bezoek', parts: ['SUMMARY:Bezoek'] },
		{ label: 'exactly 75 octets stays whole', line: `SUMMARY:${'a'.repeat(67)}`, parts: [`SUMMARY:${'a'.repeat(67)}`] },
		{ label: '78 octets: 75, then a space and 3', line: `SUMMARY:${'a'.repeat(70)}`, parts: [`SUMMARY:${'a'.repeat(67)}`, ' aaa'] },
		{ label: 'a two-byte character is never split', line: `SUMMARY:${'a'.repeat(66)}é`, parts: [`SUMMARY:${'a'.repeat(66)}`, ' é'] },
		{ label: 'continuations hold 74 octets after their space', line: `X:${'b'.repeat(73 + 74 + 5)}`, parts: [`X:${'b'.repeat(73)}`, ` ${'b'.repeat(74)}`, ` ${'b'.repeat(5)}`] },
	])('$label', ({ line, parts }) => {
		const folded = foldLine(line);
		expect(folded.split('\r\n')).toEqual(parts);
		for (const part of folded.split('\r\n')) expect(octets(part)).toBeLessThanOrEqual(75);
		expect(folded.replace(/\r\n /g, '')).toBe(line);
	});

	test('every line of a file with long multi-byte texts is at most 75 octets and unfolds to the same text', () => {
		const summary = `Visite : ${'Appartement lumineux près de la forêt, 2 chambres – '.repeat(4)}`;
		const ics = buildIcs(event({ summary, description: 'Référence REQ-ABCD1234. Une question ou un empêchement ? Contactez-nous.' }), source);
		for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
		expect(unfold(ics)).toContain(`SUMMARY;LANGUAGE=nl-BE:${icsText(summary)}`);
	});
});

describe('one VEVENT with the properties a calendar needs', () => {
	test('calendar, event, UID, DTSTAMP, times, summary; CRLF line ends; confirmed', () => {
		const ics = buildIcs(event({ location: 'Kapelstraat 154, 1800 Vilvoorde', url: 'https://www.immo-drieland.example/te-koop/vilvoorde/lichtrijk-appartement/1042/' }), source);
		expect(ics.endsWith('\r\n')).toBe(true);
		expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
		expect(unfold(ics)).toEqual([
			'BEGIN:VCALENDAR',
			'VERSION:2.0',
			'PRODID:-//Immo Drieland//www.immo-drieland.example//NL',
			'CALSCALE:GREGORIAN',
			'BEGIN:VEVENT',
			'UID:REQ-ABCD1234@www.immo-drieland.example',
			'DTSTAMP:20261120T091542Z',
			'DTSTART:20261201T090000Z',
			'DTEND:20261201T093000Z',
			'SUMMARY;LANGUAGE=nl-BE:Bezoek: Lichtrijk appartement',
			'LOCATION;LANGUAGE=nl-BE:Kapelstraat 154\\, 1800 Vilvoorde',
			'URL:https://www.immo-drieland.example/te-koop/vilvoorde/lichtrijk-appartement/1042/',
			'STATUS:CONFIRMED',
			'TRANSP:OPAQUE',
			'END:VEVENT',
			'END:VCALENDAR',
		]);
	});

	test.each([null, '', undefined])('no LOCATION where the address is not public (%j)', (location) => {
		expect(buildIcs(event({ location }), source)).not.toContain('LOCATION');
	});
});
