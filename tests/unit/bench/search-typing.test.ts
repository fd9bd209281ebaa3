import { describe, expect, test } from 'vitest';
import { timeQueries, topWords, typedQueries } from '../../../src/bench/search-typing.ts';

describe('typed search texts', () => {
	test('prefixes of 1, 2 and 5 characters, each once, only from long enough words', () => {
		expect(typedQueries(['Antwerpen', 'Aalst', 'Gent', 'Liège'], [1, 2, 5])).toEqual({
			1: ['A', 'G', 'L'],
			2: ['An', 'Aa', 'Ge', 'Li'],
			5: ['Antwe', 'Aalst', 'Liège'],
		});
	});
	test('most frequent words first, ties by name, one-letter words left out', () => {
		expect(topWords(['Gent', 'Aalst', 'Gent', 'A', 'Brugge', 'Aalst', 'Gent'], 2)).toEqual([
			'Gent',
			'Aalst',
		]);
		expect(topWords(['Brugge', 'Aalst'], 5)).toEqual(['Aalst', 'Brugge']);
	});
	test('each query runs once to warm up, then reps times; the mean of a call is reported', () => {
		let clock = 0;
		const calls: string[] = [];
		const times = timeQueries(
			(text) => {
				calls.push(text);
				clock += text.length; // a call costs its text's length in "ms"
			},
			['ab', 'abcde'],
			4,
			() => clock,
		);
		expect(times).toEqual([2, 5]);
		expect(calls).toHaveLength(10);
	});
});
