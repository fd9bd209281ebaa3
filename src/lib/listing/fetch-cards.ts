/**
 * Fetches the public cards of a few known listings from the small card files (`card-shards.ts`),
 * not the whole listing index: the owner portal (the owner's properties) and the favourites page.
 */
import { cardShardUrls, type CardShard, type CardShards } from './card-shards.ts';
import type { CardView } from './card.ts';

/** The cards found, by id, and whether every file needed was read. */
export type FetchedCards = { cards: Map<number, CardView>; complete: boolean };

/** Reads the files that hold `ids`; a file that cannot be read leaves its cards out and the answer incomplete. */
export async function fetchCards(ids: readonly number[], shards: CardShards, fetcher: typeof fetch = fetch): Promise<FetchedCards> {
	const wanted = new Set(ids);
	const cards = new Map<number, CardView>();
	const read = await Promise.all(
		cardShardUrls(shards, ids).map(async (url) => {
			const res = await fetcher(url).catch(() => null);
			if (!res?.ok) return false;
			const file = (await res.json().catch(() => null)) as Pick<CardShard, 'items'> | null;
			if (!file || !Array.isArray(file.items)) return false;
			for (const card of file.items) if (wanted.has(card.id)) cards.set(card.id, card);
			return true;
		}),
	);
	return { cards, complete: read.every(Boolean) };
}
