import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { buildSearchIndex } from '../../../src/lib/search/build-index.ts';
import {
	$active,
	$indexStatus,
	$open,
	$query,
	$results,
	clearQuery,
	pressKey,
	resumeSearch,
	closeSearch,
	openSearch,
	setActive,
	setIndexUrl,
	setQuery,
	toggleSearch,
} from '../../../src/stores/search.ts';
import { listing, types } from '../search/fixtures.ts';

const file = buildSearchIndex({
	locale: 'fr',
	types: types(['fr']),
	pathOf: (id) => `/fr/p/${id}/`,
	hideCity: false,
	listings: [listing({ ID: 7, City: 'Luik', Zip: '4000', Title: 'Woning' }), listing({ ID: 7, City: 'Liège', Zip: '4000', Title: 'Maison' }, 'fr')],
});
const fetchMock = vi.fn(async (_url: string) => new Response(JSON.stringify(file)));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
let n = 0;

beforeEach(() => {
	vi.stubGlobal('fetch', fetchMock);
	fetchMock.mockClear();
	closeSearch();
	clearQuery();
	setIndexUrl(`/search/fr-${++n}.json`);
});
afterEach(() => vi.unstubAllGlobals());

describe('search store (spec §4: focus opens, blur closes, the button toggles)', () => {
	test('naming the index fetches nothing; the first opening fetches it once', async () => {
		expect(fetchMock).not.toHaveBeenCalled();
		expect($indexStatus.get()).toBe('idle');
		openSearch();
		expect($indexStatus.get()).toBe('loading');
		await settle();
		closeSearch();
		openSearch();
		await settle();
		expect(fetchMock).toHaveBeenCalledTimes(1);
		expect(fetchMock).toHaveBeenCalledWith(`/search/fr-${n}.json`);
		expect($indexStatus.get()).toBe('ready');
	});

	test('an empty text shows only the types; typing adds cities and properties', async () => {
		openSearch();
		await settle();
		expect($results.get().types).toHaveLength(8);
		setQuery('liege');
		expect($results.get().cities.map((c) => c.name)).toEqual(['Liège']);
		expect($results.get().properties.map((p) => p.id)).toEqual([7]);
		setQuery('');
		expect($results.get()).toMatchObject({ cities: [], properties: [] });
	});

	test('the types the page carries show on opening while the index loads, the same as once loaded; typed text waits for the index', async () => {
		let deliver: (res: Response) => void = () => {};
		fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (deliver = resolve)));
		setIndexUrl(`/search/fr-${++n}.json`, file.types);
		openSearch();
		expect($indexStatus.get()).toBe('loading');
		const early = $results.get();
		expect(early.types).toHaveLength(8);
		expect(early).toMatchObject({ cities: [], properties: [] });
		setQuery('liege');
		expect($results.get()).toEqual({ types: [], cities: [], properties: [] });
		setQuery('');
		deliver(new Response(JSON.stringify(file)));
		await settle();
		await settle();
		expect($indexStatus.get()).toBe('ready');
		expect($results.get()).toEqual(early);
	});

	test('typing opens and resets the active option; closing forgets it; Escape on a closed box clears', () => {
		setActive(2);
		setQuery('ga');
		expect([$open.get(), $active.get(), $query.get()]).toEqual([true, -1, 'ga']);
		setActive(1);
		closeSearch();
		expect([$open.get(), $active.get()]).toEqual([false, -1]);
		clearQuery();
		expect([$open.get(), $query.get()]).toEqual([false, '']);
	});

	test('the button toggles the dropdown', () => {
		toggleSearch();
		expect($open.get()).toBe(true);
		toggleSearch();
		expect($open.get()).toBe(false);
	});

	test('a failed fetch reports an error and is tried again on the next opening', async () => {
		fetchMock.mockResolvedValueOnce(new Response('nope', { status: 500 }));
		openSearch();
		await settle();
		expect($indexStatus.get()).toBe('error');
		closeSearch();
		openSearch();
		await settle();
		expect($indexStatus.get()).toBe('ready');
		expect(fetchMock).toHaveBeenCalledTimes(2);
	});
});

describe('pressKey: the keys of the ARIA combobox', () => {
	const hrefs = ['/a/', '/b/', '/c/'];

	test('arrows open the dropdown and move the active option, wrapping around', () => {
		expect(pressKey('ArrowDown', hrefs)).toEqual({ handled: true });
		expect([$open.get(), $active.get()]).toEqual([true, 0]);
		pressKey('ArrowUp', hrefs);
		expect($active.get()).toBe(2);
		pressKey('ArrowDown', hrefs);
		expect($active.get()).toBe(0);
	});

	test('Enter follows the active option, else the first one once text is typed, else nothing', () => {
		openSearch();
		expect(pressKey('Enter', hrefs)).toEqual({ handled: false });
		setQuery('gent');
		expect(pressKey('Enter', hrefs)).toEqual({ handled: true, href: '/a/' });
		setActive(1);
		expect(pressKey('Enter', hrefs)).toEqual({ handled: true, href: '/b/' });
		closeSearch();
		expect(pressKey('Enter', hrefs)).toEqual({ handled: false });
	});

	test('Escape closes an open dropdown, and empties the text of a closed one', () => {
		setQuery('gent');
		expect(pressKey('Escape', hrefs)).toEqual({ handled: true });
		expect([$open.get(), $query.get()]).toEqual([false, 'gent']);
		pressKey('Escape', hrefs);
		expect($query.get()).toBe('');
	});

	test('other keys are left to the input', () => {
		expect(pressKey('a', hrefs)).toEqual({ handled: false });
	});
});

describe('search store: the input as the visitor left it before the search box was ready', () => {
	test('text typed into the focused input is kept and searched, and the dropdown opens', async () => {
		resumeSearch('liege', true);
		expect($query.get()).toBe('liege');
		expect($open.get()).toBe(true);
		await settle();
		expect($results.get().cities.map((c) => c.name)).toEqual(['Liège']);
	});

	test('text in an input that lost the focus is kept; the dropdown stays closed', () => {
		resumeSearch('gent', false);
		expect($query.get()).toBe('gent');
		expect($open.get()).toBe(false);
		expect(fetchMock).not.toHaveBeenCalled();
	});

	test('a focused empty input opens the dropdown on the types', () => {
		resumeSearch('', true);
		expect($query.get()).toBe('');
		expect($open.get()).toBe(true);
	});
});
