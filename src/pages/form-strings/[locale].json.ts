/**
 * The UI strings of the forms drawn in the browser (DeferredForm), one file per language:
 * /form-strings/{locale}.json, fetched when the first such form of a page comes into view.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import type { Locale } from '../../../i18n/locales.ts';
import { deferredFormStrings } from '../../lib/forms/deferred-strings.ts';
import { dataSet } from '../../data-set.ts';
import { useTranslations } from '../../i18n/t.ts';
import { formatPhone } from '../../lib/domain/phone.ts';
import { enabledLocales } from '../../routing/routes.ts';

/** One file per enabled language. */
export const getStaticPaths = (() => enabledLocales.map((locale) => ({ params: { locale }, props: { locale } }))) satisfies GetStaticPaths;

/** Writes the strings of every deferred form kind as one compact JSON object. */
export const GET: APIRoute<{ locale: Locale }> = ({ props }) => {
	// The agency's phone goes into the "no visit planned" text here: the form has no site config.
	const none = useTranslations(props.locale)('form.appointment.none', { phone: formatPhone(dataSet.site.agency.phone) });
	const strings = { ...deferredFormStrings(props.locale), 'form.appointment.none': none };
	return new Response(JSON.stringify(strings), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
