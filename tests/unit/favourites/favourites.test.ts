import { describe, expect, test } from 'vitest';
import { favouriteIdOf, maxFavourites, parseFavourites, toggleFavourite } from '../../../src/lib/favourites/favourites.ts';

describe('favourites: a stored value that cannot be read counts as none, bad ids are dropped', () => {
	test.each([
		{ stored: null, ids: [] },
		{ stored: '', ids: [] },
		{ stored: 'not json', ids: [] },
		{ stored: '{"1004":true}', ids: [] },
		{ stored: '[1004, 1002]', ids: [1004, 1002] },
		{ stored: '[1004, "1002", 0, -3, 1.5, null, 1004, 9007199254740993]', ids: [1004] },
	])('$stored', ({ stored, ids }) => {
		expect(parseFavourites(stored)).toEqual(ids);
	});

	test(`at most ${maxFavourites} are read`, () => {
		const many = Array.from({ length: maxFavourites + 5 }, (_, i) => i + 1);
		expect(parseFavourites(JSON.stringify(many))).toEqual(many.slice(0, maxFavourites));
	});
});

describe('favourites: a press adds the listing in front or removes it', () => {
	test.each([
		{ ids: [], id: 1004, next: [1004] },
		{ ids: [1002], id: 1004, next: [1004, 1002] },
		{ ids: [1004, 1002], id: 1004, next: [1002] },
		{ ids: [1002, 1004, 1003], id: 1004, next: [1002, 1003] },
	])('$ids + $id → $next', ({ ids, id, next }) => {
		expect(toggleFavourite(ids, id)).toEqual(next);
	});

	test('one more than the most forgets the oldest', () => {
		const full = Array.from({ length: maxFavourites }, (_, i) => i + 1);
		const next = toggleFavourite(full, 5000);
		expect(next).toHaveLength(maxFavourites);
		expect(next[0]).toBe(5000);
		expect(next).not.toContain(maxFavourites);
	});
});

describe('favourites: a button names a listing id in data-favourite', () => {
	test.each([
		{ value: '1004', id: 1004 },
		{ value: undefined, id: null },
		{ value: '', id: null },
		{ value: '0', id: null },
		{ value: '01004', id: null },
		{ value: '10a', id: null },
		{ value: '-4', id: null },
	])('$value → $id', ({ value, id }) => {
		expect(favouriteIdOf(value)).toBe(id);
	});
});
