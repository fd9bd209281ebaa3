import { describe, expect, test } from 'vitest';
import { fetchRetrying, retryDelaysMs } from '../../src/lib/fetch-retry.ts';

/** A fetcher that gives each answer in turn: a status, or 'down' for a network failure. */
function answers(...list: (number | 'down')[]) {
	const asked: string[] = [];
	const fetcher = async (url: string) => {
		asked.push(url);
		const next = list[Math.min(asked.length - 1, list.length - 1)]!;
		if (next === 'down') throw new TypeError('Failed to fetch');
		return new Response(JSON.stringify({ status: next }), { status: next });
	};
	return { asked, fetcher };
}

describe('appointment slots (spec §4): a server that could not answer is asked again, an answer is not', () => {
	test.each([
		{ name: 'an answer at once', list: [200], status: 200, tries: 1, waits: [] },
		{ name: 'a 503, then the slots', list: [503, 200], status: 200, tries: 2, waits: [1000] },
		{ name: 'a network failure, then the slots', list: ['down', 200], status: 200, tries: 2, waits: [1000] },
		{ name: 'two 502s, then the slots', list: [502, 502, 200], status: 200, tries: 3, waits: [1000, 3000] },
		{ name: 'a 5xx every time: the last answer', list: [503], status: 503, tries: 3, waits: [1000, 3000] },
		{ name: 'a 404 is an answer: no new try', list: [404, 200], status: 404, tries: 1, waits: [] },
		{ name: 'a 429 is an answer: no new try', list: [429, 200], status: 429, tries: 1, waits: [] },
	] as const)('$name', async ({ list, status, tries, waits }) => {
		const { asked, fetcher } = answers(...list);
		const waited: number[] = [];
		const res = await fetchRetrying('/api/appointment-slots?propertyId=1', { fetcher, wait: async (ms) => void waited.push(ms) });
		expect(res.status).toBe(status);
		expect(asked).toHaveLength(tries);
		expect(waited).toEqual(waits);
	});

	test('no answer at all: the last network failure, after the default waits', async () => {
		const { asked, fetcher } = answers('down');
		const waited: number[] = [];
		await expect(fetchRetrying('/x', { fetcher, wait: async (ms) => void waited.push(ms) })).rejects.toThrow('Failed to fetch');
		expect(asked).toHaveLength(retryDelaysMs.length + 1);
		expect(waited).toEqual([...retryDelaysMs]);
	});
});
