import type { Locale } from '../../../i18n/locales.ts';
import { useTranslations, type UiKey } from '../../i18n/t.ts';
import { deferredKinds } from './deferred.ts';
import { formStringKeys } from './strings.ts';

/**
 * The strings file of the forms drawn in the browser, for one language: the strings of every
 * deferred kind (see `deferredKinds`), published as /form-strings/{locale}.json.
 */
export function deferredFormStrings(locale: Locale): Record<UiKey, string> {
	const keys = [...new Set(deferredKinds.flatMap((kind) => formStringKeys(kind)))];
	return useTranslations(locale).pick(keys) as Record<UiKey, string>;
}
