/**
 * The UI strings of the forms drawn in the browser (DeferredForm), one file per language:
 * /form-strings/{locale}.json, fetched when the first such form of a page comes into view.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import type { Locale } from '../../../i18n/locales.ts';
import { useTranslations } from '../../i18n/t.ts';
import { deferredKinds } from '../../lib/forms/deferred.ts';
import { formStringKeys } from '../../lib/forms/strings.ts';
import { enabledLocales } from '../../routing/routes.ts';

/** One file per enabled language. */
export const getStaticPaths = (() => enabledLocales.map((locale) => ({ params: { locale }, props: { locale } }))) satisfies GetStaticPaths;

/** Writes the strings of every deferred form kind as one compact JSON object. */
export const GET: APIRoute<{ locale: Locale }> = ({ props }) => {
	const keys = [...new Set(deferredKinds.flatMap((kind) => formStringKeys(kind)))];
	return new Response(JSON.stringify(useTranslations(props.locale).pick(keys)), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
