import type { Locale } from '../../../i18n/locales.ts';
import { useTranslations, type UiKey } from '../../i18n/t.ts';
import { deferredKinds } from './deferred.ts';
import { formStringKeys } from './strings.ts';

/**
 * What a placeholder says when its form's code can no longer be loaded (a deploy since the page
 * was opened, `src/scripts/deferred-forms.ts`): read from the new deploy's file, which answers.
 */
export const reloadKeys = ['form.reload.text', 'form.reload.button', 'form.reload.contact'] as const satisfies readonly UiKey[];

/**
 * The strings file of the forms drawn in the browser, for one language: the strings of every
 * deferred kind (see `deferredKinds`) and `reloadKeys`, published as /form-strings/{locale}.json.
 */
export function deferredFormStrings(locale: Locale): Record<UiKey, string> {
	const keys = [...new Set([...deferredKinds.flatMap((kind) => formStringKeys(kind)), ...reloadKeys])];
	return useTranslations(locale).pick(keys) as Record<UiKey, string>;
}
