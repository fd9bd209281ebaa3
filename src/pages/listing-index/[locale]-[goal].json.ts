/**
 * The listing index of one language and goal (issue 3), written at build as static JSON:
 * the cards of the list in list order, fetched by the filter island only when a filter is set.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import type { Locale } from '../../../i18n/locales.ts';
import { listCards } from '../../components/listing/listing-data.ts';
import type { Goal } from '../../lib/domain/goal.ts';
import type { ListingIndex } from '../../lib/listing/listing-index.ts';
import { enabledLocales } from '../../routing/routes.ts';

/** One file per enabled language and goal: /listing-index/{locale}-{goal}.json. */
export const getStaticPaths = (() =>
	enabledLocales.flatMap((locale) =>
		(['sale', 'rent'] as const).map((goal) => ({ params: { locale, goal }, props: { locale, goal } })),
	)) satisfies GetStaticPaths;

/** Writes the index as compact JSON. */
export const GET: APIRoute<{ locale: Locale; goal: Goal }> = ({ props }) => {
	const index: ListingIndex = { locale: props.locale, goal: props.goal, items: listCards(props.goal, props.locale) };
	return new Response(JSON.stringify(index), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
