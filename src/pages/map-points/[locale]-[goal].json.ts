/**
 * The map file of one language and goal (spec §7), written once at build as static JSON: the map
 * settings of the site config, the info line's texts in the language, and every listing of the
 * list in list order with what the filter matches and, when its address is published, its point
 * and popup. The list page fetches it only when the visitor opens the map.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import type { Locale } from '../../../i18n/locales.ts';
import { mapListings } from '../../components/listing/listing-data.ts';
import { dataSet } from '../../data-set.ts';
import { useTranslations } from '../../i18n/t.ts';
import type { Goal } from '../../lib/domain/goal.ts';
import { mapSettingsOf, type MapPointsFile } from '../../lib/map/list-map.ts';
import { enabledLocales } from '../../routing/routes.ts';

/** One file per enabled language and goal: /map-points/{locale}-{goal}.json. */
export const getStaticPaths = (() =>
	enabledLocales.flatMap((locale) =>
		(['sale', 'rent'] as const).map((goal) => ({ params: { locale, goal }, props: { locale, goal } })),
	)) satisfies GetStaticPaths;

/** Writes the file as compact JSON. */
export const GET: APIRoute<{ locale: Locale; goal: Goal }> = ({ props }) => {
	const t = useTranslations(props.locale);
	const file: MapPointsFile = {
		locale: props.locale,
		goal: props.goal,
		settings: mapSettingsOf(dataSet.site.map),
		texts: { all: t('list.map.info.all'), single: t('list.map.info.single'), some: t('list.map.info.some'), singleOff: t('list.map.info.singleOff'), none: t('list.map.info.none'), unplaced: t('list.map.info.unplaced') },
		items: mapListings(props.goal, props.locale),
	};
	return new Response(JSON.stringify(file), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
