import { describe, expect, test } from 'vitest';
import { pageCount, pageSlice, paginationItems } from '../../../src/lib/listing/paging.ts';

describe('static pagination: number of pages', () => {
	const cases = [
		{ total: 0, size: 12, expected: 1 },
		{ total: 1, size: 12, expected: 1 },
		{ total: 12, size: 12, expected: 1 },
		{ total: 13, size: 12, expected: 2 },
		{ total: 109, size: 12, expected: 10 },
	];
	test.each(cases)('$total listings by $size -> $expected pages', ({ total, size, expected }) => {
		expect(pageCount(total, size)).toBe(expected);
	});
});

describe('static pagination: the listings of page n are (n-1)*size+1 .. n*size', () => {
	const items = [1, 2, 3, 4, 5];
	const cases = [
		{ page: 1, expected: [1, 2] },
		{ page: 2, expected: [3, 4] },
		{ page: 3, expected: [5] },
		{ page: 4, expected: [] },
		{ page: 0, expected: [] },
		{ page: 1.5, expected: [] },
	];
	test.each(cases)('page $page of size 2 -> $expected', ({ page, expected }) => {
		expect(pageSlice(items, page, 2)).toEqual(expected);
	});
});

describe('pagination navigation: first, last, current with two neighbours, gaps elsewhere', () => {
	const cases = [
		{ current: 1, total: 1, expected: [1] },
		{ current: 2, total: 4, expected: [1, 2, 3, 4] },
		{ current: 1, total: 10, expected: [1, 2, 3, 'gap', 10] },
		{ current: 5, total: 20, expected: [1, 2, 3, 4, 5, 6, 7, 'gap', 20] },
		{ current: 6, total: 20, expected: [1, 'gap', 4, 5, 6, 7, 8, 'gap', 20] },
		{ current: 20, total: 20, expected: [1, 'gap', 18, 19, 20] },
		{ current: 8, total: 10, expected: [1, 'gap', 6, 7, 8, 9, 10] },
	];
	test.each(cases)('page $current of $total -> $expected', ({ current, total, expected }) => {
		expect(paginationItems(current, total)).toEqual(expected);
	});
});
