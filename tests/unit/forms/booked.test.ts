import { describe, expect, test } from 'vitest';
import { bookedOf, bookedView } from '../../../src/lib/forms/booked.ts';
import { brusselsInstant } from '../../../src/lib/requests/demo-slots.ts';

/** The booked appointment the thank-you page shows (spec §4 appointment confirmed), as the booking form hands it over. */

const winter = { startsAt: '2026-12-01T09:00:00.000Z', endsAt: '2026-12-01T09:30:00.000Z' };

describe('a stored booking is read only when it has the right shape', () => {
	test.each([
		{ label: 'with a listing', value: { ...winter, listing: { reference: 'IDL-1004', title: 'Kantoor' } }, expected: { ...winter, listing: { reference: 'IDL-1004', title: 'Kantoor' } } },
		{ label: 'an office slot without a listing', value: { ...winter, listing: null }, expected: { ...winter, listing: null } },
		{ label: 'a listing with neither reference nor title', value: { ...winter, listing: { reference: '', title: '' } }, expected: { ...winter, listing: null } },
		{ label: 'nothing stored', value: null, expected: null },
		{ label: 'a text', value: 'dinsdag', expected: null },
		{ label: 'an end before the start', value: { startsAt: winter.endsAt, endsAt: winter.startsAt, listing: null }, expected: null },
		{ label: 'a date that is no instant', value: { startsAt: '2026-12-01', endsAt: winter.endsAt, listing: null }, expected: null },
		{ label: 'a listing that is no object', value: { ...winter, listing: '<b>x</b>' }, expected: null },
		{ label: 'a title over several lines', value: { ...winter, listing: { reference: 'R', title: 'a\nb' } }, expected: { ...winter, listing: null } },
		{ label: 'an office slot booked from a listing page', value: { ...winter, listing: { reference: 'IDL-1004', title: 'Kantoor' }, office: true }, expected: { ...winter, listing: { reference: 'IDL-1004', title: 'Kantoor' }, office: true } },
		{ label: 'an office flag that is not true reads as a visit on site', value: { ...winter, listing: null, office: 'yes' }, expected: { ...winter, listing: null } },
	])('$label', ({ value, expected }) => {
		expect(bookedOf(value)).toEqual(expected);
	});
});

describe('the day and hours in the page language, Brussels time (summer and winter)', () => {
	test.each([
		{ locale: 'nl', day: '2026-12-01', when: 'dinsdag 1 december 2026, 10:00–10:30' },
		{ locale: 'fr', day: '2026-12-01', when: 'mardi 1er décembre 2026, 10:00–10:30' },
		{ locale: 'en', day: '2026-07-01', when: 'Wednesday, 1 July 2026, 10:00–10:30' },
		{ locale: 'de', day: '2026-07-01', when: 'Mittwoch, 1. Juli 2026, 10:00–10:30' },
	] as const)('$locale on $day: $when', ({ locale, day, when }) => {
		const booked = { startsAt: brusselsInstant(day, '10:00').toISOString(), endsAt: brusselsInstant(day, '10:30').toISOString(), listing: { reference: 'IDL-1004', title: 'Kantoor' } };
		expect(bookedView(booked, locale)).toEqual({ when, listing: 'IDL-1004 – Kantoor', office: false });
	});

	test('an office slot says so, and still names the listing it was booked from', () => {
		expect(bookedView({ ...winter, listing: { reference: 'IDL-1004', title: 'Kantoor' }, office: true }, 'nl')).toEqual({ when: 'dinsdag 1 december 2026, 10:00–10:30', listing: 'IDL-1004 – Kantoor', office: true });
	});

	test('without a listing nothing is named', () => {
		expect(bookedView({ ...winter, listing: null }, 'nl').listing).toBeNull();
	});
});
