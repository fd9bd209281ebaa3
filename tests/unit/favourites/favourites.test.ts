import { describe, expect, test } from 'vitest';
import { addShared, favouriteIdOf, maxFavourites, parseFavourites, shareLink, sharedIds, toggleFavourite } from '../../../src/lib/favourites/favourites.ts';

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

describe('favourites: a shared list is the favourites page with ?ids=', () => {
	test.each([
		{ search: '', ids: null },
		{ search: '?city=gent', ids: null },
		{ search: '?ids=', ids: [] },
		{ search: '?ids=x,0,-1', ids: [] },
		{ search: '?ids=1144', ids: [1144] },
		{ search: '?ids=1144,1116,x,1144', ids: [1144, 1116] },
		{ search: '?ids=1144%2C1116', ids: [1144, 1116] },
		{ search: '?ids= 1144 , 1116 ', ids: [1144, 1116] },
	])('$search → $ids', ({ search, ids }) => {
		expect(sharedIds(search)).toEqual(ids);
	});

	test(`at most ${maxFavourites} shared ids are read`, () => {
		const many = Array.from({ length: maxFavourites + 3 }, (_, i) => i + 1);
		expect(sharedIds(`?ids=${many.join(',')}`)).toEqual(many.slice(0, maxFavourites));
	});

	test('the link carries the ids newest first and reads back the same', () => {
		const link = shareLink('https://www.example.be', '/fr/favoris/', [1144, 1116]);
		expect(link).toBe('https://www.example.be/fr/favoris/?ids=1144,1116');
		expect(sharedIds(new URL(link).search)).toEqual([1144, 1116]);
	});

	test.each([
		{ kept: [], shared: [1004, 1009], next: [1004, 1009] },
		{ kept: [1002], shared: [1004, 1002, 1009], next: [1004, 1009, 1002] },
		{ kept: [1004, 1009], shared: [1009, 1004], next: [1004, 1009] },
	])('adding $shared to $kept → $next', ({ kept, shared, next }) => {
		expect(addShared(kept, shared)).toEqual(next);
	});

	test('adding beyond the most forgets the oldest kept ones', () => {
		const kept = Array.from({ length: maxFavourites }, (_, i) => i + 1);
		const next = addShared(kept, [5000, 5001]);
		expect(next).toHaveLength(maxFavourites);
		expect(next.slice(0, 3)).toEqual([5000, 5001, 1]);
	});
});
