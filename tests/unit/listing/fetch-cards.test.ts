import { describe, expect, test } from 'vitest';
import { fetchCards } from '../../../src/lib/listing/fetch-cards.ts';

/** A fetcher answering each card file with a status and body (a thrown error for a network failure). */
function fetcherOf(answers: Record<string, { status: number; body?: unknown } | 'offline'>): typeof fetch {
	return (async (input: string | URL | Request) => {
		const url = input instanceof Request ? input.url : String(input);
		const answer = answers[url];
		if (!answer) throw new Error(`unexpected request ${url}`);
		if (answer === 'offline') throw new TypeError('Failed to fetch');
		return Response.json(answer.body ?? {}, { status: answer.status });
	});
}

const card = (id: number) => ({ id, title: `Listing ${id}`, path: `/property/${id}/` });
const shards = { folder: '/listing-cards/en/', count: 3 };

describe('fetchCards: the cards of a few listings from their files (owner portal, favourites)', () => {
	test('keeps only the cards asked for; an id without a card is simply absent', async () => {
		const { cards, complete } = await fetchCards([1003, 1004, 1006], shards, fetcherOf({
			'/listing-cards/en/0.json': { status: 200, body: { items: [card(1005)] } },
			'/listing-cards/en/1.json': { status: 200, body: { items: [card(1003), card(1000)] } },
			'/listing-cards/en/2.json': { status: 200, body: { items: [card(1004)] } },
		}));
		expect(complete).toBe(true);
		expect([...cards.keys()].sort()).toEqual([1003, 1004]);
	});

	test.each([
		{ failure: 'an HTTP error', answer: { status: 503 } },
		{ failure: 'a network failure', answer: 'offline' as const },
		{ failure: 'a file that is not a card file', answer: { status: 200, body: { cards: [] } } },
	])('$failure on one file: the others are kept, the answer is incomplete', async ({ answer }) => {
		const { cards, complete } = await fetchCards([1003, 1004], shards, fetcherOf({
			'/listing-cards/en/1.json': answer,
			'/listing-cards/en/2.json': { status: 200, body: { items: [card(1004)] } },
		}));
		expect(complete).toBe(false);
		expect([...cards.keys()]).toEqual([1004]);
	});
});
