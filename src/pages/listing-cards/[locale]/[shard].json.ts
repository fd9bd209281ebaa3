/**
 * The public cards of a language's listings in small files by id (`src/lib/listing/card-shards.ts`),
 * written at build as static JSON: the owner portal fetches the files of the owner's properties.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import type { Locale } from '../../../../i18n/locales.ts';
import { cardShardsOf } from '../../../components/listing/listing-data.ts';
import type { CardShard } from '../../../lib/listing/card-shards.ts';
import type { CardView } from '../../../lib/listing/card.ts';
import { enabledLocales } from '../../../routing/routes.ts';

/** One file per enabled language and shard: /listing-cards/{locale}/{shard}.json. */
export const getStaticPaths = (() =>
	enabledLocales.flatMap((locale) =>
		cardShardsOf(locale).groups.map((items, shard) => ({ params: { locale, shard: String(shard) }, props: { locale, shard, items } })),
	)) satisfies GetStaticPaths;

/** Writes the file as compact JSON. */
export const GET: APIRoute<{ locale: Locale; shard: number; items: CardView[] }> = ({ props }) => {
	const file: CardShard = { locale: props.locale, shard: props.shard, items: props.items };
	return new Response(JSON.stringify(file), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
