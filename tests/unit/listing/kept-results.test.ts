import { describe, expect, test } from 'vitest';
import { keptResults, stateWithResults } from '../../../src/lib/listing/kept-results.ts';

const kept = { query: '?type=2', shown: 24, scrollY: 1800 };

describe('a filtered list kept in its history entry comes back with its cards and place (Back, reload)', () => {
	test.each([
		{ why: 'the same filter', state: { listResults: kept }, query: '?type=2', expected: kept },
		{ why: 'another filter starts at the first cards', state: { listResults: kept }, query: '?type=1', expected: null },
		{ why: 'nothing kept', state: null, query: '?type=2', expected: null },
		{ why: 'another script’s state only', state: { other: 1 }, query: '?type=2', expected: null },
		{ why: 'fewer cards than a page', state: { listResults: { ...kept, shown: 6 } }, query: '?type=2', expected: null },
		{ why: 'a count that is no whole number', state: { listResults: { ...kept, shown: 24.5 } }, query: '?type=2', expected: null },
		{ why: 'a negative place', state: { listResults: { ...kept, scrollY: -5 } }, query: '?type=2', expected: null },
		{ why: 'a place that is not a number', state: { listResults: { ...kept, scrollY: '1800' } }, query: '?type=2', expected: null },
	])('$why', ({ state, query, expected }) => {
		expect(keptResults(state, query, 12)).toEqual(expected);
	});

	test('keeping results leaves the rest of the entry’s state as it was; dropping them removes only them', () => {
		const state = stateWithResults({ other: 1 }, kept);
		expect(state).toEqual({ other: 1, listResults: kept });
		expect(stateWithResults(state, null)).toEqual({ other: 1 });
		expect(stateWithResults(null, kept)).toEqual({ listResults: kept });
	});
});
