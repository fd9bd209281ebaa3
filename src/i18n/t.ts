import nl from '../../i18n/ui/nl.json';
import fr from '../../i18n/ui/fr.json';
import en from '../../i18n/ui/en.json';
import de from '../../i18n/ui/de.json';
import type { Locale } from '../../i18n/locales.ts';
import { createT, type Translate } from './create-t.ts';
import { keptIn } from '../lib/kept.ts';

/** A UI string key; nl.json is the source of the key set. */
export type UiKey = keyof typeof nl;

/** The UI dictionaries per language. */
export const dictionaries: Record<Locale, Partial<Record<UiKey, string>>> = { nl, fr, en, de };

const translators = new Map<Locale, Translate<UiKey>>();

/** The translator for one language (one per language: every page of the build shares it). */
export function useTranslations(locale: Locale): Translate<UiKey> {
	return keptIn(translators, locale, () => createT<UiKey>(nl, dictionaries[locale], { french: locale === 'fr' }));
}

/** A translator for keys made at run time from data (`detail.value.${name}.${value}`). */
export type LooseTranslate = (key: string, vars?: Record<string, string | number>) => string;

const looseTranslators = new Map<Locale, LooseTranslate>();

/**
 * The translator of a language for keys made at run time (the UI-key tests check that every key
 * the data can make exists). One per language, like `useTranslations`, so modules can keep what
 * they looked up per translator.
 */
export function useLooseTranslations(locale: Locale): LooseTranslate {
	return keptIn(looseTranslators, locale, () => {
		const t = useTranslations(locale);
		return (key, vars) => t(key as UiKey, vars);
	});
}
