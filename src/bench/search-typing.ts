/**
 * What a visitor types into the search box, and how long each keystroke's query takes: pure
 * helpers shared by the Node and the browser measurements (the browser gets them bundled).
 */

/** The typed lengths issue 7 asks about: 1, 2 and 5 characters. */
export const typedLengths = [1, 2, 5] as const;

/**
 * The texts typed at each length: the first L characters of each sample word long enough, each text once.
 * @example typedQueries(['Antwerpen', 'Aalst', 'Gent'], [1, 5]) // => { 1: ['A', 'G'], 5: ['Antwe', 'Aalst'] }
 */
export function typedQueries(
	words: readonly string[],
	lengths: readonly number[],
): Record<number, string[]> {
	return Object.fromEntries(
		lengths.map((length) => [
			length,
			[
				...new Set(
					words.filter((w) => [...w].length >= length).map((w) => [...w].slice(0, length).join('')),
				),
			],
		]),
	);
}

/**
 * Times each query: `reps` calls in a row after one warm-up call, and the mean of a call, in ms.
 * Repeating beats the coarse timer of browsers (performance.now() is rounded there).
 * @example timeQueries((q) => q.length, ['ab'], 10, fakeClock) // => [mean ms of one call]
 */
export function timeQueries(
	run: (text: string) => unknown,
	queries: readonly string[],
	reps: number,
	now: () => number,
): number[] {
	return queries.map((query) => {
		run(query);
		const start = now();
		for (let i = 0; i < reps; i++) run(query);
		return (now() - start) / reps;
	});
}

/**
 * The most frequent words of a list (at least two characters), most frequent first, ties by name.
 * @example topWords(['Gent', 'Aalst', 'Gent', 'A'], 2) // => ['Gent', 'Aalst']
 */
export function topWords(words: readonly string[], count: number): string[] {
	const frequency = new Map<string, number>();
	for (const word of words)
		if (word.length >= 2) frequency.set(word, (frequency.get(word) ?? 0) + 1);
	return [...frequency.entries()]
		.sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
		.slice(0, count)
		.map(([word]) => word);
}
