import { describe, expect, test } from 'vitest';
import {
	checkCondition,
	checkConditions,
	type PropertyCondition,
} from '../../../src/lib/domain/conditions.ts';

const record = {
	Price: 350000,
	PriceText: '350000',
	MinPrice: 300000,
	Goal: 0,
	City: 'Gent',
	TypeDescription: 'Ruime villa met tuin',
	PublishPrice: true,
	BoxNr: '',
	Remark: null,
	Photos: [],
	WebIDs: [1, 2, 5],
	Nested: { a: 1 },
};

const cond = (
	field: string,
	logic: string,
	compareWithValue?: unknown,
	extra: Partial<PropertyCondition> = {},
): PropertyCondition => ({ field, logic, compareWithValue, ...extra });

describe('spec §3 property conditions: logic eq, neq, gt, gte, lt, lte against compareWithValue', () => {
	const cases = [
		{ input: cond('Goal', 'eq', 0), expected: true },
		{ input: cond('Goal', 'eq', '0'), expected: true },
		{ input: cond('PriceText', 'eq', 350000), expected: true },
		{ input: cond('City', 'eq', 'Gent'), expected: true },
		{ input: cond('City', 'eq', 'gent'), expected: false },
		{ input: cond('PublishPrice', 'eq', true), expected: true },
		{ input: cond('Goal', 'neq', 1), expected: true },
		{ input: cond('Goal', 'neq', 0), expected: false },
		{ input: cond('City', 'neq', 'Brugge'), expected: true },
		{ input: cond('Price', 'gt', 349999), expected: true },
		{ input: cond('Price', 'gt', 350000), expected: false },
		{ input: cond('Price', 'gte', 350000), expected: true },
		{ input: cond('Price', 'gte', 350001), expected: false },
		{ input: cond('Price', 'lt', 350001), expected: true },
		{ input: cond('Price', 'lt', 350000), expected: false },
		{ input: cond('Price', 'lte', 350000), expected: true },
		{ input: cond('Price', 'lte', '349999'), expected: false },
	];
	test.each(cases)('$input -> $expected', ({ input, expected }) => {
		expect(checkCondition(record, input)).toBe(expected);
	});
});

describe('spec §3 property conditions: contains, empty, notEmpty', () => {
	const cases = [
		{ input: cond('TypeDescription', 'contains', 'VILLA'), expected: true },
		{ input: cond('TypeDescription', 'contains', 'appartement'), expected: false },
		{ input: cond('PriceText', 'contains', 350), expected: true },
		{ input: cond('WebIDs', 'contains', 2), expected: true },
		{ input: cond('WebIDs', 'contains', '5'), expected: true },
		{ input: cond('WebIDs', 'contains', 3), expected: false },
		{ input: cond('Price', 'contains', 350), expected: false },
		{ input: cond('City', 'contains', true), expected: false },
		{ input: cond('BoxNr', 'empty'), expected: true },
		{ input: cond('Remark', 'empty'), expected: true },
		{ input: cond('Photos', 'empty'), expected: true },
		{ input: cond('City', 'empty'), expected: false },
		{ input: cond('Goal', 'empty'), expected: false },
		{ input: cond('City', 'notEmpty'), expected: true },
		{ input: cond('Goal', 'notEmpty'), expected: true },
		{ input: cond('BoxNr', 'notEmpty'), expected: false },
		{ input: cond('Photos', 'notEmpty'), expected: false },
	];
	test.each(cases)('$input -> $expected', ({ input, expected }) => {
		expect(checkCondition(record, input)).toBe(expected);
	});
});

describe('spec §3 property conditions: compareWithField takes the other field as operand', () => {
	const cases = [
		{ input: cond('Price', 'gt', undefined, { compareWithField: 'MinPrice' }), expected: true },
		{ input: cond('Price', 'lt', undefined, { compareWithField: 'MinPrice' }), expected: false },
		{ input: cond('Price', 'eq', 1, { compareWithField: 'PriceText' }), expected: true },
		{ input: cond('Price', 'eq', 350000, { compareWithField: 'Missing' }), expected: false },
		{ input: cond('Price', 'eq', 350000, { compareWithField: '' }), expected: true },
		{ input: cond('Price', 'eq', 350000, { compareWithField: null }), expected: true },
	];
	test.each(cases)('$input -> $expected', ({ input, expected }) => {
		expect(checkCondition(record, input)).toBe(expected);
	});
});

describe('spec §5 failed condition check counts as false', () => {
	const cases = [
		{ input: cond('Missing', 'eq', 1), expected: false },
		{ input: cond('Missing', 'neq', 1), expected: false },
		{ input: cond('Missing', 'empty'), expected: false },
		{ input: cond('Price', 'eq'), expected: false },
		{ input: cond('Price', 'gt', null), expected: false },
		{ input: cond('City', 'gt', 'A'), expected: false },
		{ input: cond('City', 'neq', 5), expected: false },
		{ input: cond('PublishPrice', 'eq', 'true'), expected: false },
		{ input: cond('Nested', 'eq', { a: 1 }), expected: false },
		{ input: cond('Price', 'between', 1), expected: false },
		{ input: cond('Price', 'EQ', 350000), expected: false },
		{ input: cond('toString', 'notEmpty'), expected: false },
		{ input: cond('Price', 'eq', 350000, { advancedCondition: 'Price > 1' }), expected: false },
		{ input: cond('Price', 'eq', 350000, { advancedCondition: { op: 'x' } }), expected: false },
		{ input: cond('Price', 'eq', 350000, { advancedCondition: null }), expected: true },
		{ input: cond('Price', 'eq', 350000, { advancedCondition: false }), expected: true },
		{ input: cond('Price', 'eq', 350000, { advancedCondition: '' }), expected: true },
		{ input: cond('Price', 'eq', 350000, { advancedCondition: {} }), expected: true },
		{ input: cond('Price', 'eq', 350000, { advancedCondition: [] }), expected: true },
	];
	test.each(cases)('$input -> $expected', ({ input, expected }) => {
		expect(checkCondition(record, input)).toBe(expected);
	});

	test('an exception while reading the record -> false', () => {
		const throwing = Object.defineProperty({}, 'Price', {
			enumerable: true,
			get: () => {
				throw new Error('boom');
			},
		});
		expect(checkCondition(throwing, cond('Price', 'eq', 1))).toBe(false);
	});

	test('a record that is not an object -> false', () => {
		expect(checkCondition(null as never, cond('Price', 'eq', 1))).toBe(false);
	});
});

describe('spec §3 property conditions: all or any of a list', () => {
	const yes = cond('Goal', 'eq', 0);
	const no = cond('Goal', 'eq', 1);
	const broken = cond('Missing', 'eq', 1);
	const cases = [
		{ input: { mode: 'all', list: [yes, yes] }, expected: true },
		{ input: { mode: 'all', list: [yes, no] }, expected: false },
		{ input: { mode: 'all', list: [yes, broken] }, expected: false },
		{ input: { mode: 'all', list: [] }, expected: true },
		{ input: { mode: 'any', list: [no, yes] }, expected: true },
		{ input: { mode: 'any', list: [no, broken] }, expected: false },
		{ input: { mode: 'any', list: [] }, expected: false },
	] as const;
	test.each(cases)('$input.mode of $input.list.length -> $expected', ({ input, expected }) => {
		expect(checkConditions(record, input.list, input.mode)).toBe(expected);
	});
});
