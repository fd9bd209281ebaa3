import { describe, expect, test } from 'vitest';
import { buildBody, newIdempotencyKey, toMultipart } from '../../../src/lib/forms/body.ts';
import { isMultipart } from '../../../src/lib/forms/definitions.ts';
import {
	dateInputValue,
	incompleteDate,
	initialValues,
	parseWholeNumber,
	toBodyValue,
	valuesToEntries,
	withDateInputs,
	type FieldKind,
	type FieldValue,
} from '../../../src/lib/forms/values.ts';

describe('parseWholeNumber', () => {
	test.each([
		{ from: '350000', expected: 350000 },
		{ from: '350.000', expected: 350000 },
		{ from: '€ 350 000', expected: 350000 },
		{ from: "1'250'000", expected: 1250000 },
		{ from: '350\u00a0000', expected: 350000 },
		{ from: '  ', expected: undefined },
		{ from: '', expected: undefined },
		{ from: '€ 350.000,-', expected: 350000 },
		{ from: '350,000', expected: 350000 },
		{ from: '1,250,000', expected: 1250000 },
		{ from: '1.225,00', expected: 1225 },
		{ from: '1225.00', expected: 1225 },
		{ from: '350,000.00', expected: 350000 },
		{ from: '1,225', expected: 1225 },
		{ from: '12,5', expected: Number.NaN },
		{ from: '12,50', expected: Number.NaN },
		{ from: '3.5', expected: Number.NaN },
		{ from: '1.2345', expected: Number.NaN },
		{ from: '35.00.00', expected: Number.NaN },
		{ from: '.500', expected: Number.NaN },
		{ from: '-5', expected: Number.NaN },
		{ from: 'abc', expected: Number.NaN },
		{ from: '1e6', expected: Number.NaN },
	])('maps $from to $expected', ({ from, expected }) => {
		expect(parseWholeNumber(from)).toBe(expected);
	});
});

describe('toBodyValue', () => {
	test.each<{ kind: FieldKind; value: FieldValue; expected: unknown }>([
		{ kind: 'text', value: ' Jan ', expected: ' Jan ' },
		{ kind: 'text', value: '', expected: '' },
		{ kind: 'optional', value: '', expected: undefined },
		{ kind: 'optional', value: '2026-12-01', expected: '2026-12-01' },
		{ kind: 'number', value: '', expected: undefined },
		{ kind: 'number', value: '4', expected: 4 },
		{ kind: 'list', value: ['morning'], expected: ['morning'] },
		{ kind: 'numberList', value: ['1', '7'], expected: [1, 7] },
		{ kind: 'flag', value: true, expected: true },
		{ kind: 'flag', value: '', expected: false },
	])('maps a $kind value $value to $expected', ({ kind, value, expected }) => {
		expect(toBodyValue(kind, value)).toEqual(expected);
	});
});

describe('date inputs (spec §5 "dates complete and valid")', () => {
	const input = (name: string, value: string, badInput = false) => ({ name, value, validity: { badInput } });
	test.each([
		{ from: 'a complete date', input: input('validUntil', '2027-01-31'), expected: '2027-01-31' },
		{ from: 'an empty input', input: input('validUntil', ''), expected: '' },
		{ from: 'a partly typed date (the browser gives the value "")', input: input('validUntil', '', true), expected: incompleteDate },
	])('$from reads as $expected', ({ input: from, expected }) => {
		expect(dateInputValue(from)).toBe(expected);
	});
	test('a partly typed date is sent, for the schema to refuse, never left out', () => {
		expect(toBodyValue('optional', incompleteDate)).toBe(incompleteDate);
	});
	test('on submit each date field is read again from its input; other inputs are ignored', () => {
		const values = { validUntil: '2027-01-31', email: 'a@b.be' };
		expect(withDateInputs(values, [input('validUntil', '', true), input('unknown', '', true)])).toEqual({ validUntil: incompleteDate, email: 'a@b.be' });
		expect(withDateInputs(values, [input('validUntil', '2027-01-31')])).toBe(values);
	});
});

describe('values and body', () => {
	const kinds = { email: 'text', amount: 'number', validUntil: 'optional', types: 'numberList', privacy: 'flag' } as const;
	const meta = { locale: 'fr', idempotencyKey: '6f1c8b0e-5a52-4b2e-9d0c-2f9b1c3c1a10', captcha: 'abc', website: '' } as const;

	test('initial values are empty by kind, or given', () => {
		expect(initialValues(kinds, { email: 'a@b.be' })).toEqual({ email: 'a@b.be', amount: '', validUntil: '', types: [], privacy: false });
	});
	test('blank optional values leave their key out', () => {
		expect(valuesToEntries(kinds, initialValues(kinds))).toEqual({ email: '', types: [], privacy: false });
	});
	test('the body holds fixed values, fields and meta fields', () => {
		const values = { email: 'a@b.be', amount: '300.000', validUntil: '', types: ['2'], privacy: true };
		expect(buildBody({ kinds, values, fixed: { propertyId: 7 }, meta })).toEqual({
			propertyId: 7,
			email: 'a@b.be',
			amount: 300000,
			types: [2],
			privacy: true,
			...meta,
		});
	});
	test('a new idempotency key per call, a UUID', () => {
		const a = newIdempotencyKey();
		expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
		expect(newIdempotencyKey()).not.toBe(a);
		expect(newIdempotencyKey(() => 'fixed')).toBe('fixed');
	});
	test.each([
		{ kind: 'rental-application', withFile: false, expected: true },
		{ kind: 'rental-application', withFile: true, expected: true },
		{ kind: 'contact', withFile: true, expected: true },
		{ kind: 'contact', withFile: false, expected: false },
		{ kind: 'offer', withFile: true, expected: false },
	] as const)('$kind with a file $withFile travels as multipart: $expected', ({ kind, withFile, expected }) => {
		expect(isMultipart(kind, withFile)).toBe(expected);
	});
	test('multipart: the form as JSON in data, the CV in cv', async () => {
		const file = new File(['%PDF-1.7'], 'cv.pdf', { type: 'application/pdf' });
		const form = toMultipart({ email: 'a@b.be' }, file);
		expect(JSON.parse(form.get('data') as string)).toEqual({ email: 'a@b.be' });
		expect(await (form.get('cv') as File).text()).toBe('%PDF-1.7');
		expect(toMultipart({}, null).has('cv')).toBe(false);
	});
});
