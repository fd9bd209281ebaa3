import { describe, expect, test } from 'vitest';
import { formatPhone, splitPhone } from '../../../src/lib/domain/phone.ts';

describe('spec §5 phone format: digits only', () => {
	const cases = [
		{ input: '0475/12.34.56', expected: '0475 12 34 56' },
		{ input: '(0475) 12-34-56', expected: '0475 12 34 56' },
		{ input: ' 02 123 45 67 ', expected: '021 23 45 67' },
		{ input: 'tel: 0475 12 34 56', expected: '0475 12 34 56' },
		{ input: '', expected: '' },
		{ input: 'n/a', expected: '' },
	];
	test.each(cases)('strips non-digits: $input -> $expected', ({ input, expected }) => {
		expect(formatPhone(input)).toBe(expected);
	});
});

describe('spec §5 phone format: 10 digits grouped 4-2-2-2', () => {
	const cases = [
		{ input: '0475123456', expected: '0475 12 34 56' },
		{ input: '0499.99.99.99', expected: '0499 99 99 99' },
	];
	test.each(cases)('groups $input -> $expected', ({ input, expected }) => {
		expect(formatPhone(input)).toBe(expected);
	});
});

describe('spec §5 phone format: 9 digits grouped 3-2-2-2', () => {
	const cases = [
		{ input: '021234567', expected: '021 23 45 67' },
		{ input: '09 123 45 67', expected: '091 23 45 67' },
	];
	test.each(cases)('groups $input -> $expected', ({ input, expected }) => {
		expect(formatPhone(input)).toBe(expected);
	});
});

describe('spec §5 phone format: other lengths unchanged (as digits)', () => {
	const cases = [
		{ input: '1', expected: '1' },
		{ input: '12345678', expected: '12345678' },
		{ input: '04751234567', expected: '04751234567' },
		{ input: '0032 475 12 34 56', expected: '0032475123456' },
	];
	test.each(cases)('keeps $input -> $expected', ({ input, expected }) => {
		expect(formatPhone(input)).toBe(expected);
	});
});

describe('spec §5 phone format: leading + kept, international numbers not grouped', () => {
	const cases = [
		{ input: '+32 475 12 34 56', expected: '+32475123456' },
		{ input: '+32 2 123 45 67', expected: '+3221234567' },
		{ input: '+32 21 23 45 6', expected: '+322123456' },
		{ input: ' +352 621 123 456', expected: '+352621123456' },
		{ input: '+', expected: '' },
	];
	test.each(cases)('keeps the plus: $input -> $expected', ({ input, expected }) => {
		expect(formatPhone(input)).toBe(expected);
	});
});

describe('spec §5 phone format: the trunk (0) after a country code is never shown (nobody dials +320…)', () => {
	const cases = [
		{ input: '+32 (0)2 640 12 34', expected: '+3226401234' },
		{ input: '+32 (0)475 12 34 56', expected: '+32475123456' },
		{ input: '+32(0)475123456', expected: '+32475123456' },
		{ input: '+32 0475 12 34 56', expected: '+32475123456' },
		{ input: '0032 (0)2 640 12 34', expected: '003226401234' },
		{ input: '0032 0475 12 34 56', expected: '0032475123456' },
		{ input: '+352 (0)26 12 34', expected: '+352261234' },
		{ input: 'tel: +32 (0)2 640 12 34', expected: '+3226401234' },
		// Without a country code the 0 is the national trunk prefix, which is dialled.
		{ input: '(0)2 640 12 34', expected: '026 40 12 34' },
		{ input: '+352 0621 123 456', expected: '+3520621123456' },
	];
	test.each(cases)('$input -> $expected', ({ input, expected }) => {
		expect(formatPhone(input)).toBe(expected);
	});
});

describe('spec §5 phone format: an extension is shown as typed after the grouped number, never glued onto it', () => {
	const cases = [
		{ input: '0475 12 34 56 ext 2', expected: '0475 12 34 56 ext 2' },
		{ input: '02 640 12 34 ext. 12', expected: '026 40 12 34 ext. 12' },
		{ input: '0475/12.34.56, toestel 3', expected: '0475 12 34 56 toestel 3' },
		{ input: '02 640 12 34 poste  21', expected: '026 40 12 34 poste 21' },
		{ input: '0475123456x2', expected: '0475 12 34 56 x2' },
		{ input: '+32 (0)2 640 12 34 ext 5', expected: '+3226401234 ext 5' },
		{ input: 'Fax 02 640 12 34', expected: '026 40 12 34' },
	];
	test.each(cases)('$input -> $expected', ({ input, expected }) => {
		expect(formatPhone(input)).toBe(expected);
	});
});

describe('splitPhone: the number without its trunk (0) and the extension apart', () => {
	const cases = [
		{ input: '+32 (0)2 640 12 34', expected: { number: '+3226401234', extension: null } },
		{ input: '0475 12 34 56 ext 2', expected: { number: '0475123456', extension: { typed: 'ext 2', digits: '2' } } },
		{ input: 'ext 2', expected: { number: '', extension: null } },
	];
	test.each(cases)('$input', ({ input, expected }) => {
		expect(splitPhone(input)).toEqual(expected);
	});
});
