/**
 * The listing facts of one language (`src/lib/requests/listing-facts.ts`): reference, title, page
 * and public address of every listing and project, and a listing's goal, state, published price,
 * deposit, monthly charges beside a rent and place, which the request functions read to name a listing in the visitor's receipt
 * and the friend mail and to check a request against it. Written whole here, then split into small files by id once
 * the pages are written (`listing-facts` integration).
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import type { Locale } from '../../../i18n/locales.ts';
import { dataSet } from '../../data-set.ts';
import { useTranslations } from '../../i18n/t.ts';
import { listingFacts } from '../../lib/requests/listing-facts.ts';
import { enabledLocales, recordPathOf } from '../../routing/routes.ts';

/** One file per enabled language: /listing-facts/{locale}.json. */
export const getStaticPaths = (() => enabledLocales.map((locale) => ({ params: { locale }, props: { locale } }))) satisfies GetStaticPaths;

/** Writes the facts of the language as compact JSON. */
export const GET: APIRoute<{ locale: Locale }> = ({ props }) => {
	const { locale } = props;
	const facts = listingFacts(dataSet.properties, dataSet.projects, {
		locale,
		pathOf: (record, id) => recordPathOf(record, id, locale),
		boxLabel: useTranslations(locale)('card.box'),
		hideCity: dataSet.site.hideCity,
	});
	return new Response(JSON.stringify(facts), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
