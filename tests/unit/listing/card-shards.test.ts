import { describe, expect, test } from 'vitest';
import { cardShardCount, cardShardFiles, cardShardFolder, cardShardOf, cardShardUrls, cardsPerShard, groupCardShards } from '../../../src/lib/listing/card-shards.ts';
import type { CardView } from '../../../src/lib/listing/card.ts';

describe('owner portal cards (issue 6): a few small files by id instead of the whole listing index', () => {
	test.each([
		{ cards: 0, count: 1 },
		{ cards: 1, count: 1 },
		{ cards: cardsPerShard, count: 1 },
		{ cards: cardsPerShard + 1, count: 2 },
		{ cards: 150, count: 3 },
		{ cards: 20_000, count: 313 },
	])('$cards cards go into $count file(s)', ({ cards, count }) => {
		expect(cardShardCount(cards)).toBe(count);
	});

	test.each([
		{ id: 1001, count: 1, file: 0 },
		{ id: 1004, count: 3, file: 2 },
		{ id: 1005, count: 3, file: 0 },
		{ id: 7, count: 157, file: 7 },
		{ id: 157, count: 157, file: 0 },
	])('listing $id is in file $file of $count', ({ id, count, file }) => {
		expect(cardShardOf(id, count)).toBe(file);
	});

	test('the URLs of the files of some ids: each file once, in file order', () => {
		const shards = { folder: cardShardFolder('fr'), count: 3 };
		expect(cardShardUrls(shards, [1004, 1003, 1007, 1000])).toEqual(['/listing-cards/fr/1.json', '/listing-cards/fr/2.json']);
		expect(cardShardUrls(shards, [])).toEqual([]);
	});

	test('grouping puts every card in the file of its id, in the order given, and leaves no file out', () => {
		const cards = [{ id: 5 }, { id: 2 }, { id: 9 }, { id: 4 }];
		const groups = groupCardShards(cards, 4);
		expect(groups).toEqual([[{ id: 4 }], [{ id: 5 }, { id: 9 }], [{ id: 2 }], []]);
		for (const [file, group] of groups.entries()) for (const card of group) expect(cardShardUrls({ folder: '/', count: 4 }, [card.id])).toEqual([`/${file}.json`]);
	});

	test('the files of a language hold the cards of both listing-index files, each card once, in the file its URL names', () => {
		const card = (id: number) => ({ id, title: `Listing ${id}` }) as unknown as CardView;
		const sale = { items: Array.from({ length: 100 }, (_, i) => card(2000 + i)) };
		const rent = { items: Array.from({ length: 30 }, (_, i) => card(5000 + i)) };
		const files = cardShardFiles('de', [sale, rent]);
		expect(files.map((f) => f.path)).toEqual(['/listing-cards/de/0.json', '/listing-cards/de/1.json', '/listing-cards/de/2.json']);
		expect(files.flatMap((f) => f.content.items.map((c) => c.id)).sort()).toEqual([...sale.items, ...rent.items].map((c) => c.id).sort());
		const shards = { folder: cardShardFolder('de'), count: cardShardCount(130) };
		for (const file of files) {
			expect(file.content).toMatchObject({ locale: 'de', shard: files.indexOf(file) });
			for (const c of file.content.items) expect(cardShardUrls(shards, [c.id])).toEqual([file.path]);
		}
	});

	test('a language without listings still has its one (empty) file', () => {
		expect(cardShardFiles('nl', [{ items: [] }, { items: [] }])).toEqual([{ path: '/listing-cards/nl/0.json', content: { locale: 'nl', shard: 0, items: [] } }]);
	});
});

