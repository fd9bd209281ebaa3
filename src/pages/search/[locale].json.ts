import type { APIRoute, GetStaticPaths } from 'astro';
import type { Locale } from '../../../i18n/locales.ts';
import { buildSearchIndex } from '../../lib/search/build-index.ts';
import { enabledLocales, recordPathOf } from '../../routing/routes.ts';
import { dataSet } from '../../data-set.ts';

/** One search index per enabled language, at /search/{locale}.json. */
export const getStaticPaths = (() =>
	enabledLocales.map((locale) => ({ params: { locale } }))) satisfies GetStaticPaths;

/** The search index of one language (spec §2, §5): listings, property types and the lists' cities with counts. */
export const GET: APIRoute = ({ params }) => {
	const locale = params['locale'] as Locale;
	const file = buildSearchIndex({
		locale,
		listings: dataSet.properties,
		types: dataSet.propertyTypes,
		pathOf: (id) => recordPathOf('property', id, locale),
		hideCity: dataSet.site.hideCity,
		cityNames: dataSet.cities,
	});
	return new Response(JSON.stringify(file), { headers: { 'Content-Type': 'application/json' } });
};
