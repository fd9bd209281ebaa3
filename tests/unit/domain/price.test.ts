import { describe, expect, test } from 'vitest';
import {
	advanceForOffer,
	formatEuroCents,
	applicationRent,
	formatEuro,
	formatPrice,
	rentalDeposit,
	publishedAmount,
	shownPrice,
} from '../../../src/lib/domain/price.ts';

// Intl puts a no-break space (U+00A0) between the euro sign and the amount.
const eur = (digits: string): string => `€\u00a0${digits}`;
const labels = { startingFrom: 'Vanaf', onRequest: 'Prijs op aanvraag' };

describe('spec §5 price format: Belgian Dutch number format with euro sign', () => {
	const cases = [
		{ input: 350000, expected: eur('350.000') },
		{ input: 0, expected: eur('0') },
		{ input: 999, expected: eur('999') },
		{ input: 1000, expected: eur('1.000') },
		{ input: 1234567, expected: eur('1.234.567') },
		{ input: 99.49, expected: eur('99') },
		{ input: 99.5, expected: eur('100') },
		{ input: -0.4, expected: eur('0') },
		{ input: -1500, expected: eur('-1.500') },
		{ input: '275000', expected: eur('275.000') },
		{ input: ' 1250.5 ', expected: eur('1.251') },
	];
	test.each(cases)('formats $input -> $expected', ({ input, expected }) => {
		expect(formatEuro(input)).toBe(expected);
	});
});

describe('spec §5 price format: failure yields NaN', () => {
	const cases = [
		{ input: 'op aanvraag', expected: 'NaN' },
		{ input: '', expected: 'NaN' },
		{ input: '   ', expected: 'NaN' },
		{ input: null, expected: 'NaN' },
		{ input: undefined, expected: 'NaN' },
		{ input: Number.NaN, expected: 'NaN' },
		{ input: Number.POSITIVE_INFINITY, expected: 'NaN' },
	];
	test.each(cases)('fails $input -> $expected', ({ input, expected }) => {
		expect(formatEuro(input)).toBe(expected);
		expect(formatPrice({ publishPrice: true, price: input, priceUnit: 7 }, labels)).toBe(expected);
	});
});

describe('spec §5 price shown only if PublishPrice is true; PriceUnit 7 prefixes starting from', () => {
	const cases = [
		{ input: { publishPrice: true, price: 350000, priceUnit: 1 }, expected: eur('350.000') },
		{ input: { publishPrice: true, price: 350000 }, expected: eur('350.000') },
		{ input: { publishPrice: true, price: 350000, priceUnit: null }, expected: eur('350.000') },
		{ input: { publishPrice: true, price: 350000, priceUnit: 6 }, expected: eur('350.000') },
		{
			input: { publishPrice: true, price: 350000, priceUnit: 7 },
			expected: `Vanaf ${eur('350.000')}`,
		},
		{ input: { publishPrice: true, price: 350000, priceUnit: 8 }, expected: eur('350.000') },
		{ input: { publishPrice: false, price: 350000, priceUnit: 7 }, expected: 'Prijs op aanvraag' },
		{ input: { publishPrice: false, price: 'x', priceUnit: 1 }, expected: 'Prijs op aanvraag' },
	];
	test.each(cases)('shows $input -> $expected', ({ input, expected }) => {
		expect(formatPrice(input, labels)).toBe(expected);
	});

	test('unpublished price without an on-request label -> null', () => {
		expect(formatPrice({ publishPrice: false, price: 1 }, { startingFrom: 'Vanaf' })).toBeNull();
	});
});

describe('spec §5 "failure yields NaN" stays the formatter\'s answer: a page shows the price on request instead', () => {
	test.each([
		{ input: { publishPrice: true, price: 350000, priceUnit: 7 }, expected: { text: `Vanaf ${eur('350.000')}`, onRequest: false } },
		{ input: { publishPrice: true, price: null }, expected: { text: 'Prijs op aanvraag', onRequest: true } },
		{ input: { publishPrice: true, price: 'abc' }, expected: { text: 'Prijs op aanvraag', onRequest: true } },
		{ input: { publishPrice: true, price: 0 }, expected: { text: 'Prijs op aanvraag', onRequest: true } },
		{ input: { publishPrice: false, price: 350000 }, expected: { text: 'Prijs op aanvraag', onRequest: true } },
	])('$input', ({ input, expected }) => {
		expect(shownPrice(input, labels)).toEqual(expected);
		// The amount the structured data and the maps give: exactly where the page shows one.
		expect(publishedAmount(input) === null).toBe(expected.onRequest);
	});
});

describe('spec §5 price: an amount that rounds to € 0 is on request, not "€ 0"', () => {
	test.each([
		{ price: 0.4, expected: { text: 'Prijs op aanvraag', onRequest: true }, amount: null },
		{ price: '0.49', expected: { text: 'Prijs op aanvraag', onRequest: true }, amount: null },
		{ price: 0.5, expected: { text: eur('1'), onRequest: false }, amount: 0.5 },
		{ price: 1, expected: { text: eur('1'), onRequest: false }, amount: 1 },
		{ price: -0.4, expected: { text: 'Prijs op aanvraag', onRequest: true }, amount: null },
	])('$price -> $expected.text', ({ price, expected, amount }) => {
		expect(shownPrice({ publishPrice: true, price }, labels)).toEqual(expected);
		expect(publishedAmount({ publishPrice: true, price })).toBe(amount);
	});
});

describe('spec §9 purchase offer: buyer pays a 10% advance', () => {
	const cases = [
		{ input: 350000, expected: 35000 },
		{ input: 0, expected: 0 },
		{ input: 123456.78, expected: 12345.68 },
		{ input: 1005, expected: 100.5 },
		{ input: Number.NaN, expected: Number.NaN },
		{ input: Number.POSITIVE_INFINITY, expected: Number.NaN },
	];
	test.each(cases)('advance of $input -> $expected', ({ input, expected }) => {
		expect(advanceForOffer(input)).toBe(expected);
	});
});

describe('spec §9 purchase offer: the advance is written to the cent, whole amounts without cents', () => {
	test.each([
		{ input: 35000, expected: '€\u00a035.000' },
		{ input: 9999.9, expected: '€\u00a09.999,90' },
		{ input: 0.1, expected: '€\u00a00,10' },
		{ input: 12345.68, expected: '€\u00a012.345,68' },
		{ input: Number.NaN, expected: 'NaN' },
	])('$input -> $expected', ({ input, expected }) => {
		expect(formatEuroCents(input)).toBe(expected);
	});
});

describe('spec §9 rental: 3 months deposit', () => {
	const cases = [
		{ input: 950, expected: 2850 },
		{ input: 0, expected: 0 },
		{ input: 333.33, expected: 999.99 },
		{ input: 1234.567, expected: 3703.7 },
		{ input: Number.NaN, expected: Number.NaN },
	];
	test.each(cases)('deposit for $input -> $expected', ({ input, expected }) => {
		expect(rentalDeposit(input)).toBe(expected);
	});
});

describe('spec §3 Goal and §5 PublishPrice: the rent a rental application is made against', () => {
	test.each([
		{ rule: 'for rent, published', p: { Goal: 1, Price: 1225, PublishPrice: true }, expected: 1225 },
		{ rule: 'any Goal other than 0 is rent', p: { Goal: 2, Price: 950.4, PublishPrice: true }, expected: 950 },
		{ rule: 'price not published: no application', p: { Goal: 1, Price: 1225, PublishPrice: false }, expected: null },
		{ rule: 'for sale: no application', p: { Goal: 0, Price: 350000, PublishPrice: true }, expected: null },
		{ rule: 'no price', p: { Goal: 1, Price: null, PublishPrice: true }, expected: null },
		{ rule: 'a zero price', p: { Goal: 1, Price: 0, PublishPrice: true }, expected: null },
	])('$rule', ({ p, expected }) => {
		expect(applicationRent(p)).toBe(expected);
	});
});
