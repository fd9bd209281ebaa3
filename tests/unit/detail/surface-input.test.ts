import { describe, expect, test } from 'vitest';
import type { Locale } from '../../../i18n/locales.ts';
import { readSurface, readSurfaceNumber, surfaceBounds, surfaceToText } from '../../../src/lib/detail/surface-input.ts';

describe('spec §2 renovation-cost calculator: the surface field reads a Belgian decimal comma whatever the browser, and refuses surfaces outside 1 to 10,000 m²', () => {
	const cases = [
		{ text: '95,5', expected: { kind: 'valid', m2: 95.5 } },
		{ text: '95.5', expected: { kind: 'valid', m2: 95.5 } },
		{ text: ' 120 ', expected: { kind: 'valid', m2: 120 } },
		{ text: '1 200', expected: { kind: 'valid', m2: 1200 } },
		{ text: '1\u00a0200,5', expected: { kind: 'valid', m2: 1200.5 } },
		{ text: '1.200', expected: { kind: 'valid', m2: 1200 } },
		{ text: '1.200,75', expected: { kind: 'valid', m2: 1200.75 } },
		{ text: '1', expected: { kind: 'valid', m2: 1 } },
		{ text: '10000', expected: { kind: 'valid', m2: 10000 } },
		{ text: '', expected: { kind: 'empty' } },
		{ text: '   ', expected: { kind: 'empty' } },
		{ text: '0', expected: { kind: 'invalid' } },
		{ text: '0,5', expected: { kind: 'invalid' } },
		{ text: '-50', expected: { kind: 'invalid' } },
		{ text: '10000,5', expected: { kind: 'invalid' } },
		{ text: '99999999999', expected: { kind: 'invalid' } },
		{ text: '1e308', expected: { kind: 'invalid' } },
		{ text: '95,5,5', expected: { kind: 'invalid' } },
		{ text: '95,5.5', expected: { kind: 'invalid' } },
		{ text: 'abc', expected: { kind: 'invalid' } },
		{ text: '95 m²', expected: { kind: 'invalid' } },
		// A space only groups thousands: a space inside a group is a typing slip, not 1250 or 85.5.
		{ text: '12 50', expected: { kind: 'invalid' } },
		{ text: '8 5,5', expected: { kind: 'invalid' } },
		{ text: '1 25', expected: { kind: 'invalid' } },
		{ text: '1\u202f250', expected: { kind: 'valid', m2: 1250 } },
		{ text: 'NaN', expected: { kind: 'invalid' } },
		{ text: 'Infinity', expected: { kind: 'invalid' } },
	] as const;
	test.each(cases)('reads "$text" as $expected.kind', ({ text, expected }) => {
		expect(readSurface(text, 'nl')).toEqual(expected);
	});

	test('the bounds are 1 and 10,000 m²', () => {
		expect(surfaceBounds).toEqual({ min: 1, max: 10_000 });
	});
});

describe('renovation-cost calculator: one separator before three digits is read as the page language writes numbers (dot groups in nl, fr, de; comma groups in en)', () => {
	const cases: { locale: Locale; text: string; expected: number | null }[] = [
		{ locale: 'nl', text: '5.125', expected: 5125 },
		{ locale: 'fr', text: '1.200', expected: 1200 },
		{ locale: 'de', text: '5,125', expected: 5.125 },
		{ locale: 'en', text: '5.125', expected: 5.125 },
		{ locale: 'en', text: '1,200', expected: 1200 },
		{ locale: 'en', text: '1,200.5', expected: 1200.5 },
		{ locale: 'en', text: '95,5', expected: 95.5 },
		{ locale: 'en', text: '1.200,75', expected: 1200.75 },
		{ locale: 'nl', text: '1,200.75', expected: 1200.75 },
		{ locale: 'en', text: '95,5.5', expected: null },
		{ locale: 'nl', text: 'abc', expected: null },
	];
	test.each(cases)('$locale reads "$text" as $expected', ({ locale, text, expected }) => {
		expect(readSurfaceNumber(text, locale)).toBe(expected);
	});
});

describe('renovation-cost calculator: the field starts with the listing\'s surface in the page language\'s format, ungrouped, and reads it back as the same number', () => {
	const texts: Record<Locale, Record<string, string>> = {
		nl: { '5.125': '5,125', '85.125': '85,125', '1250': '1250', '1250.5': '1250,5', '0.75': '0,75', '9999.999': '9999,999' },
		fr: { '5.125': '5,125', '85.125': '85,125', '1250': '1250', '1250.5': '1250,5', '0.75': '0,75', '9999.999': '9999,999' },
		de: { '5.125': '5,125', '85.125': '85,125', '1250': '1250', '1250.5': '1250,5', '0.75': '0,75', '9999.999': '9999,999' },
		en: { '5.125': '5.125', '85.125': '85.125', '1250': '1250', '1250.5': '1250.5', '0.75': '0.75', '9999.999': '9999.999' },
	};
	const cases = Object.entries(texts).flatMap(([locale, byValue]) => Object.entries(byValue).map(([m2, text]) => ({ locale: locale as Locale, m2: Number(m2), text })));
	test.each(cases)('$locale: $m2 fills "$text" and reads back as $m2', ({ locale, m2, text }) => {
		expect(surfaceToText(m2, locale)).toBe(text);
		expect(readSurfaceNumber(surfaceToText(m2, locale), locale)).toBe(m2);
		// In the bounds, the calculator uses the same surface; 0.75 m² stays below them.
		const inBounds = m2 >= surfaceBounds.min && m2 <= surfaceBounds.max;
		expect(readSurface(surfaceToText(m2, locale), locale)).toEqual(inBounds ? { kind: 'valid', m2 } : { kind: 'invalid' });
	});
});
