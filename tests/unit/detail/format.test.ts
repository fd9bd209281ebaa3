import { describe, expect, test } from 'vitest';
import { formatArea, formatDate, formatDistance, formatLength, formatNumber, formatYear } from '../../../src/lib/detail/format.ts';

describe('detail values formatted per page language (m², m, numbers)', () => {
	const cases = [
		{ name: 'area nl', got: () => formatArea(120, 'nl'), expected: '120\u00a0m²' },
		{ name: 'area with decimals nl', got: () => formatArea(1250.5, 'nl'), expected: '1.250,5\u00a0m²' },
		{ name: 'area en', got: () => formatArea(1250.5, 'en'), expected: '1,250.5\u00a0m²' },
		{ name: 'length fr', got: () => formatLength(9.5, 'fr'), expected: '9,5\u00a0m' },
		{ name: 'number de', got: () => formatNumber(1234.56, 'de'), expected: '1.234,6' },
		{ name: 'year has no grouping', got: () => formatYear(2027), expected: '2027' },
	];
	test.each(cases)('$name -> $expected', ({ got, expected }) => expect(got()).toBe(expected));
});

describe('points of interest distances: metres below 1 km, kilometres with one decimal from 1 km', () => {
	const cases = [
		{ metres: 60, locale: 'nl', expected: '60\u00a0m' },
		{ metres: 999, locale: 'nl', expected: '999\u00a0m' },
		{ metres: 1000, locale: 'nl', expected: '1\u00a0km' },
		{ metres: 2240, locale: 'nl', expected: '2,2\u00a0km' },
		{ metres: 2240, locale: 'en', expected: '2.2\u00a0km' },
	] as const;
	test.each(cases)('$metres m in $locale -> $expected', ({ metres, locale, expected }) => {
		expect(formatDistance(metres, locale)).toBe(expected);
	});
});

describe('dates of the export in the page language, never shifted by time zone', () => {
	const cases = [
		{ iso: '2026-05-27', locale: 'nl', expected: '27 mei 2026' },
		{ iso: '2026-05-27', locale: 'fr', expected: '27 mai 2026' },
		{ iso: '2026-05-27', locale: 'en', expected: '27 May 2026' },
		{ iso: '2026-01-01', locale: 'de', expected: '1. Januar 2026' },
		{ iso: 'soon', locale: 'nl', expected: 'soon' },
	] as const;
	test.each(cases)('$iso in $locale -> $expected', ({ iso, locale, expected }) => {
		expect(formatDate(iso, locale)).toBe(expected);
	});
});

describe('texts kept once formatted: never shared across languages or numbers of decimals', () => {
	// Called in this order, each after the ones before it were kept.
	const cases = [
		{ name: 'nl, 1 decimal', got: () => formatNumber(1234.25, 'nl'), expected: '1.234,3' },
		{ name: 'en, 1 decimal', got: () => formatNumber(1234.25, 'en'), expected: '1,234.3' },
		{ name: 'nl, 2 decimals', got: () => formatNumber(1234.25, 'nl', 2), expected: '1.234,25' },
		{ name: 'nl, no decimal', got: () => formatNumber(1234.25, 'nl', 0), expected: '1.234' },
		{ name: 'nl, 1 decimal again', got: () => formatNumber(1234.25, 'nl'), expected: '1.234,3' },
		{ name: 'date nl', got: () => formatDate('2026-03-02', 'nl'), expected: '2 maart 2026' },
		{ name: 'same date fr', got: () => formatDate('2026-03-02', 'fr'), expected: '2 mars 2026' },
		{ name: 'same date nl again', got: () => formatDate('2026-03-02', 'nl'), expected: '2 maart 2026' },
	];
	test.each(cases)('$name -> $expected', ({ got, expected }) => expect(got()).toBe(expected));
});
