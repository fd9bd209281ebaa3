/**
 * The texts of the cookie settings dialog, one file per language: /consent-strings/{locale}.json,
 * fetched when a visitor first opens the settings (or when the banner shows, ahead of that).
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import type { Locale } from '../../../i18n/locales.ts';
import { useTranslations } from '../../i18n/t.ts';
import { consentDialogStrings } from '../../lib/consent/dialog-strings.ts';
import { enabledLocales } from '../../routing/routes.ts';

/** One file per enabled language. */
export const getStaticPaths = (() => enabledLocales.map((locale) => ({ params: { locale }, props: { locale } }))) satisfies GetStaticPaths;

/** Writes the dialog's texts as one compact JSON object. */
export const GET: APIRoute<{ locale: Locale }> = ({ props }) =>
	new Response(JSON.stringify(consentDialogStrings(useTranslations(props.locale))), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
