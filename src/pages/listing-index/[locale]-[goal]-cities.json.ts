/**
 * The city directory of one language and goal (`src/lib/listing/missing-city.ts`): the other
 * list's cities and types and every municipality of cities.json, so that a `city` link naming none
 * of the list's cities can say "no properties for sale in Oudenaarde" instead of "unknown", and a
 * `type` link a type of the other list only. Fetched only then.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import type { Locale } from '../../../i18n/locales.ts';
import { filterChoices } from '../../components/listing/listing-data.ts';
import { dataSet } from '../../data-set.ts';
import type { Goal } from '../../lib/domain/goal.ts';
import { knownCities, type CityDirectory } from '../../lib/listing/missing-city.ts';
import { enabledLocales } from '../../routing/routes.ts';

/** One file per enabled language and goal: /listing-index/{locale}-{goal}-cities.json. */
export const getStaticPaths = (() =>
	enabledLocales.flatMap((locale) =>
		(['sale', 'rent'] as const).map((goal) => ({ params: { locale, goal }, props: { locale, goal } })),
	)) satisfies GetStaticPaths;

/** Writes the directory as compact JSON. */
export const GET: APIRoute<{ locale: Locale; goal: Goal }> = ({ props }) => {
	const choices = filterChoices(props.goal === 'sale' ? 'rent' : 'sale', props.locale);
	const other = choices.cities.map(({ name, zip }) => ({ name, zip }));
	const types = choices.types.map(({ webId, name }) => ({ webId, name }));
	const directory: CityDirectory = { other, known: knownCities(dataSet.cities, props.locale), types };
	return new Response(JSON.stringify(directory), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
