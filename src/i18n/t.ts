import nl from '../../i18n/ui/nl.json';
import fr from '../../i18n/ui/fr.json';
import en from '../../i18n/ui/en.json';
import de from '../../i18n/ui/de.json';
import type { Locale } from '../../i18n/locales.ts';
import { createT } from './create-t.ts';

/** A UI string key; nl.json is the source of the key set. */
export type UiKey = keyof typeof nl;

/** The UI dictionaries per language. */
export const dictionaries: Record<Locale, Partial<Record<UiKey, string>>> = { nl, fr, en, de };

/** The translator for one language. */
export const useTranslations = (locale: Locale) => createT<UiKey>(nl, dictionaries[locale]);
