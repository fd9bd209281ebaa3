/**
 * The texts of the cookie settings dialog (spec §4: five options, the first mandatory and always
 * on), one small file per language: /consent-strings/{locale}.json. The dialog is drawn in the
 * browser when a visitor first asks for it (`src/scripts/consent-dialog.ts`), so its 2.5 KB of
 * markup is not written into every page of the site.
 */
import type { Locale } from '../../../i18n/locales.ts';
import type { Translate } from '../../i18n/create-t.ts';
import type { UiKey } from '../../i18n/t.ts';
import { consentOptions, mandatoryOption, type ConsentOption } from './options.ts';
import { optionLabelKey, optionTextKey } from './strings.ts';

/** One option of the dialog: its label and what it allows. */
export type ConsentOptionStrings = { option: ConsentOption; label: string; text: string; mandatory: boolean };

/** Everything the dialog says, in one language. */
export type ConsentDialogStrings = {
	title: string;
	intro: string;
	alwaysOn: string;
	options: ConsentOptionStrings[];
	save: string;
	acceptAll: string;
	refuse: string;
	close: string;
	/** The question asked before the first favourite is kept (`askForFavourites`). */
	favourites: { title: string; text: string; allow: string; cancel: string };
};

/** Where a language's dialog texts are published. */
export const consentStringsPath = (locale: Locale) => `/consent-strings/${locale}.json`;

/**
 * The dialog's texts in the language of `t`, options in their fixed order.
 * @example consentDialogStrings(useTranslations('nl')).options[0] // => { option: 'essential', label: 'Noodzakelijk', …, mandatory: true }
 */
export function consentDialogStrings(t: Translate<UiKey>): ConsentDialogStrings {
	return {
		title: t('consent.dialogTitle'),
		intro: t('consent.dialogIntro'),
		alwaysOn: t('consent.alwaysOn'),
		options: consentOptions.map((option) => ({ option, label: t(optionLabelKey(option)), text: t(optionTextKey(option)), mandatory: option === mandatoryOption })),
		save: t('consent.save'),
		acceptAll: t('consent.acceptAll'),
		refuse: t('consent.refuse'),
		close: t('consent.close'),
		favourites: {
			title: t('favourites.prompt.title'),
			text: t('favourites.prompt.text'),
			allow: t('favourites.prompt.allow'),
			cancel: t('favourites.prompt.cancel'),
		},
	};
}
