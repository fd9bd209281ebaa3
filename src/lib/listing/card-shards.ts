/**
 * The public cards of a language's listings (both goals) in small static files by id, so that a
 * page that needs the cards of a few known listings (the owner portal: the owner's properties)
 * fetches a few KB instead of the whole listing index, about 400 KB compressed at 10,000 listings.
 * A listing's file is its id modulo the number of files; the build writes about 64 cards a file,
 * from the language's two listing-index files once the pages are written (`card-shards` integration).
 */
import type { Locale } from '../../../i18n/locales.ts';
import type { CardView } from './card.ts';
import type { ListingIndex } from './listing-index.ts';

/** The content of one file. */
export type CardShard = { locale: Locale; shard: number; items: CardView[] };

/** Where the files of a language are and how many there are (what a page needs to find a card). */
export type CardShards = { folder: string; count: number };

/** About how many cards one file holds. */
export const cardsPerShard = 64;

/**
 * How many files a language's cards go into: at least one.
 * @example cardShardCount(10_000) // => 157
 */
export function cardShardCount(cards: number): number {
	return Math.max(1, Math.ceil(cards / cardsPerShard));
}

/**
 * The file of a listing id.
 * @example cardShardOf(1004, 3) // => 2
 */
export function cardShardOf(id: number, count: number): number {
	return ((id % count) + count) % count;
}

/**
 * The folder of a language's card files.
 * @example cardShardFolder('fr') // => '/listing-cards/fr/'
 */
export function cardShardFolder(locale: Locale): string {
	return `/listing-cards/${locale}/`;
}

/** The URL of one file of a language's folder. */
function cardShardPath(folder: string, shard: number): string {
	return `${folder}${shard}.json`;
}

/**
 * The URLs of the files that hold the cards of `ids`, each once, in file order.
 * @example cardShardUrls({ folder: '/listing-cards/nl/', count: 3 }, [1003, 1004, 1007]) // => ['/listing-cards/nl/1.json', '/listing-cards/nl/2.json']
 */
export function cardShardUrls(shards: CardShards, ids: readonly number[]): string[] {
	const files = [...new Set(ids.map((id) => cardShardOf(id, shards.count)))].sort((a, b) => a - b);
	return files.map((file) => cardShardPath(shards.folder, file));
}

/**
 * The cards grouped by file: entry `i` holds the cards of file `i`, in the order given.
 * @example groupCardShards([{ id: 1 }, { id: 2 }, { id: 4 }], 2) // => [[{ id: 2 }, { id: 4 }], [{ id: 1 }]]
 */
export function groupCardShards<T extends { id: number }>(cards: readonly T[], count: number): T[][] {
	const groups = Array.from({ length: count }, (): T[] => []);
	for (const card of cards) groups[cardShardOf(card.id, count)]!.push(card);
	return groups;
}

/**
 * The card files of one language from its listing-index files (sale and rent): each file's path
 * under the site's root and its content, every card in the file of its id.
 */
export function cardShardFiles(locale: Locale, indexes: readonly Pick<ListingIndex, 'items'>[]): { path: string; content: CardShard }[] {
	const cards = indexes.flatMap((index) => index.items);
	const count = cardShardCount(cards.length);
	return groupCardShards(cards, count).map((items, shard) => ({
		path: cardShardPath(cardShardFolder(locale), shard),
		content: { locale, shard, items },
	}));
}
