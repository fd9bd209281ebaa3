import { describe, expect, test } from 'vitest';
import { dateFormat, numberFormat } from '../../../src/lib/intl/formats.ts';

describe('Intl formats made once per language and kind', () => {
	test('the same language and kind give the same format', () => {
		expect(numberFormat('nl-BE', 'max1', { maximumFractionDigits: 1 })).toBe(numberFormat('nl-BE', 'max1', { maximumFractionDigits: 1 }));
		expect(dateFormat('fr-BE', 'day', { day: 'numeric', timeZone: 'UTC' })).toBe(dateFormat('fr-BE', 'day', { day: 'numeric', timeZone: 'UTC' }));
	});
	test.each([
		['nl-BE', 'max1', { maximumFractionDigits: 1 }, 1234.56, '1.234,6'],
		['fr-BE', 'max1', { maximumFractionDigits: 1 }, 1234.56, '1 234,6'],
		['nl-BE', 'max0', { maximumFractionDigits: 0 }, 1234.56, '1.235'],
	] as const)('%s, kind %s: %d -> %s', (lang, kind, options, value, expected) => {
		expect(numberFormat(lang, kind, options).format(value).replace(/\s/g, ' ')).toBe(expected);
	});
	test('another language or kind gives another format', () => {
		expect(numberFormat('nl-BE', 'max1', { maximumFractionDigits: 1 })).not.toBe(numberFormat('fr-BE', 'max1', { maximumFractionDigits: 1 }));
		expect(numberFormat('nl-BE', 'max1', { maximumFractionDigits: 1 })).not.toBe(numberFormat('nl-BE', 'max0', { maximumFractionDigits: 0 }));
	});
});
