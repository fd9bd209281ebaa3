import { describe, expect, test } from 'vitest';
import { formText, textOf } from '../../src/lib/text-of.ts';

describe('textOf: a value as text in messages and mails, never "[object Object]"', () => {
	const cases: { name: string; value: unknown; expected: string }[] = [
		{ name: 'a text as it is', value: 'Gent', expected: 'Gent' },
		{ name: 'a number', value: 1042, expected: '1042' },
		{ name: 'a boolean', value: false, expected: 'false' },
		{ name: 'an object as JSON', value: { nl: 'Gent' }, expected: '{"nl":"Gent"}' },
		{ name: 'a list as JSON', value: [1, 2], expected: '[1,2]' },
		{ name: 'null as JSON', value: null, expected: 'null' },
		{ name: 'undefined by its type', value: undefined, expected: 'undefined' },
	];
	test.each(cases)('$name', ({ value, expected }) => expect(textOf(value)).toBe(expected));
});

describe('formText: the text of a form field', () => {
	const data = new FormData();
	data.set('email', 'an@example.be');
	data.set('cv', new Blob(['%PDF']), 'cv.pdf');
	test.each([
		{ name: 'email', expected: 'an@example.be' },
		{ name: 'cv', expected: '' },
		{ name: 'missing', expected: '' },
	])('field $name gives "$expected"', ({ name, expected }) => expect(formText(data, name)).toBe(expected));
});
