/**
 * Fetches the public cards of a few known listings from the small card files (`card-shards.ts`),
 * not the whole listing index: the owner portal (the owner's properties) and the favourites page.
 */
import { cardShardUrls, type CardShard, type CardShards } from './card-shards.ts';
import type { CardView } from './card.ts';

/**
 * The cards found, by id; whether every file needed was read; and the ids whose file was read but
 * holds no card of them (listings no longer on the site, as far as this build knows).
 */
export type FetchedCards = { cards: Map<number, CardView>; complete: boolean; absent: number[] };

/** Reads the files that hold `ids`; a file that cannot be read leaves its cards out and the answer incomplete. */
export async function fetchCards(ids: readonly number[], shards: CardShards, fetcher: typeof fetch = fetch): Promise<FetchedCards> {
	const wanted = new Set(ids);
	const cards = new Map<number, CardView>();
	const urls = cardShardUrls(shards, ids);
	const read = await Promise.all(
		urls.map(async (url) => {
			const res = await fetcher(url).catch(() => null);
			if (!res?.ok) return false;
			const file = (await res.json().catch(() => null)) as Pick<CardShard, 'items'> | null;
			if (!file || !Array.isArray(file.items)) return false;
			for (const card of file.items) if (wanted.has(card.id)) cards.set(card.id, card);
			return true;
		}),
	);
	const readUrls = new Set(urls.filter((_, i) => read[i]));
	const absent = ids.filter((id) => !cards.has(id) && readUrls.has(cardShardUrls(shards, [id])[0]!));
	return { cards, complete: read.every(Boolean), absent };
}
