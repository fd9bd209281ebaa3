import { describe, expect, test } from 'vitest';
import { dayLabel, formatCount, formatDate } from '../../../src/lib/owners/portal-view.ts';

/** Figures and dates of the owner portal in the owner's language; each language keeps its own formatters. */

describe('portal formats', () => {
	test.each([
		{ lang: 'nl-BE', count: '1.234', day: '25 nov', date: '25 nov 2026', dateTime: '25 nov 2026, 10:30' },
		{ lang: 'en-GB', count: '1,234', day: '25 Nov', date: '25 Nov 2026', dateTime: '25 Nov 2026, 10:30' },
		{ lang: 'de-DE', count: '1.234', day: '25. Nov', date: '25.11.2026', dateTime: '25.11.2026, 10:30' },
	])('formats in $lang', ({ lang, count, day, date, dateTime }) => {
		expect(formatCount(1234, lang)).toBe(count);
		expect(dayLabel('2026-11-25', lang)).toBe(day);
		expect(formatDate('2026-11-25T09:30:00Z', lang)).toBe(date);
		expect(formatDate('2026-11-25T09:30:00Z', lang, true)).toBe(dateTime);
	});
});
