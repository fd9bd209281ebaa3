import { describe, expect, test } from 'vitest';
import { readSurface, surfaceBounds } from '../../../src/lib/detail/surface-input.ts';

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
		{ text: 'NaN', expected: { kind: 'invalid' } },
		{ text: 'Infinity', expected: { kind: 'invalid' } },
	] as const;
	test.each(cases)('reads "$text" as $expected.kind', ({ text, expected }) => {
		expect(readSurface(text)).toEqual(expected);
	});

	test('the bounds are 1 and 10,000 m²', () => {
		expect(surfaceBounds).toEqual({ min: 1, max: 10_000 });
	});
});
