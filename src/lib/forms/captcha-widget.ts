import type { Locale } from '../../../i18n/locales.ts';

/**
 * Settings of the self-hosted ALTCHA widget (altcha 3, proof of work against `/api/captcha`).
 *
 * Choices where the issue is silent:
 * - The widget starts solving when the visitor first focuses a field of the form (`auto: onfocus`),
 *   so the work is usually done before the submit; a submit before that waits for it.
 * - Its footer link to altcha.org is hidden: the page links nowhere it did not choose to.
 * - Its texts come from the widget's own translations, one file per page language.
 */

/** The challenge endpoint (`functions/captcha.mts`). */
export const challengeUrl = '/api/captcha';

/** The widget's language code for a page language (its French file is 'fr-fr'). */
export const widgetLanguage: Record<Locale, string> = { nl: 'nl', fr: 'fr-fr', en: 'en', de: 'de' };

/**
 * The attributes of an `<altcha-widget>` for a page language.
 * @example widgetAttributes('fr').language // => 'fr-fr'
 */
export function widgetAttributes(locale: Locale): Record<string, string> {
	return {
		challenge: challengeUrl,
		auto: 'onfocus',
		language: widgetLanguage[locale],
		name: 'captcha',
		configuration: JSON.stringify({ hideFooter: true, hideLogo: true }),
	};
}
