import { describe, expect, test } from 'vitest';
import { filterWithEarlyChoices } from '../../../src/lib/listing/early-choice.ts';

const left = { value: '', initial: '' };
const picked = (value: string) => ({ value, initial: '' });

describe('spec §2 city and type filter: a choice made before the filter is ready is kept', () => {
	test.each([
		{ rule: 'nothing in the URL, a city picked', url: { city: null, type: null }, city: picked('Gent|9000'), type: left, expected: { city: 'Gent|9000', type: null } },
		{ rule: 'nothing in the URL, a type picked', url: { city: null, type: null }, city: left, type: picked('2'), expected: { city: null, type: 2 } },
		{ rule: 'the picked city wins over the URL', url: { city: 'Luik|4000', type: 1 }, city: picked('Gent|9000'), type: left, expected: { city: 'Gent|9000', type: 1 } },
		{ rule: 'controls left alone take the URL', url: { city: 'Luik|4000', type: 1 }, city: left, type: left, expected: { city: 'Luik|4000', type: 1 } },
		{ rule: 'a control back on its built value takes the URL', url: { city: null, type: 7 }, city: { value: 'Gent|9000', initial: 'Gent|9000' }, type: left, expected: { city: null, type: 7 } },
		{ rule: 'a type that is no number is left to the URL', url: { city: null, type: 3 }, city: left, type: picked('abc'), expected: { city: null, type: 3 } },
	])('$rule', ({ url, city, type, expected }) => {
		expect(filterWithEarlyChoices(url, { city, type })).toEqual(expected);
	});
});
