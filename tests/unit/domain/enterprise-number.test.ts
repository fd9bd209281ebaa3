import { describe, expect, test } from 'vitest';
import { checkDigitMismatch, checkDigitsOf, isEnterpriseNumber } from '../../../src/lib/domain/enterprise-number.ts';

describe('Belgian enterprise number: the last two digits are 97 − (the first eight mod 97)', () => {
	const cases = [
		{ firstEight: '07654321', expected: '46' },
		{ firstEight: '04174971', expected: '06' },
		{ firstEight: '10341950', expected: '93' },
		// A multiple of 97 ends in 97, not 00.
		{ firstEight: '00100007', expected: '97' },
	];
	test.each(cases)('$firstEight ends in $expected', ({ firstEight, expected }) => {
		expect(checkDigitsOf(firstEight)).toBe(expected);
	});
});

describe('Belgian enterprise number: 10 digits, first 0 or 1 (1… issued since 19 September 2023), check digits verified', () => {
	const cases = [
		// Real numbers, each checked by the formula.
		{ rule: '0 series (AB InBev)', text: 'BE 0417.497.106', expected: true },
		{ rule: '0 series (Proximus)', text: 'BE 0202.239.951', expected: true },
		{ rule: '0 series (KBC Group)', text: 'BE 0403.227.515', expected: true },
		{ rule: '1 series, issued since 2023', text: 'BE 1034.195.093', expected: true },
		{ rule: '1 series, issued since 2023', text: 'BE 1039.061.822', expected: true },
		{ rule: 'check digits 97 for a multiple of 97', text: 'BE 0010.000.797', expected: true },
		{ rule: 'the demo number', text: 'BE 0765.432.146', expected: true },
		// The written forms the format always took.
		{ rule: 'no space', text: 'BE0765.432.146', expected: true },
		{ rule: 'no dots', text: 'BE 0765432146', expected: true },
		{ rule: 'no space, no dots', text: 'BE0765432146', expected: true },
		{ rule: 'some dots', text: 'BE 0765432.146', expected: true },
		// Refused.
		{ rule: 'wrong check digits', text: 'BE 0765.432.109', expected: false },
		{ rule: 'wrong check digits, 1 series', text: 'BE 1001.234.567', expected: false },
		{ rule: '00 instead of 97', text: 'BE 0010.000.700', expected: false },
		{ rule: '9 digits', text: 'BE 765.432.146', expected: false },
		{ rule: '11 digits', text: 'BE 00765.432.146', expected: false },
		{ rule: 'first digit 2', text: 'BE 2765.432.146', expected: false },
		{ rule: 'no BE', text: '0765.432.146', expected: false },
		{ rule: 'two spaces', text: 'BE  0765.432.146', expected: false },
		{ rule: 'spaces between the groups', text: 'BE 0765 432 146', expected: false },
		{ rule: 'lower-case be', text: 'be 0765.432.146', expected: false },
	];
	test.each(cases)('$text: $rule -> $expected', ({ text, expected }) => {
		expect(isEnterpriseNumber(text)).toBe(expected);
	});
});

describe('a wrong check digit names the start of the number and the digits it ends in', () => {
	const cases = [
		{ text: 'BE 0765.432.109', expected: { start: '0765.432.1', expected: '46' } },
		{ text: 'BE1001234567', expected: { start: '1001.234.5', expected: '92' } },
		{ text: 'BE 0765.432.146', expected: null },
		// Not written as an enterprise number: the format rule reports it, not the check digits.
		{ text: 'BE 765.432.146', expected: null },
	];
	test.each(cases)('$text -> $expected', ({ text, expected }) => {
		expect(checkDigitMismatch(text)).toEqual(expected);
	});
});
