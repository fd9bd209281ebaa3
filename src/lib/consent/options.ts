/**
 * The cookie consent options (spec §4) and their mapping to the four Google Consent Mode v2 flags.
 *
 * Choices where the spec is silent: the five options are essential (mandatory, always on),
 * preferences, statistics, marketing and personalisation. Statistics grants analytics_storage;
 * marketing grants ad_storage and ad_user_data; ad_personalization needs both marketing and
 * personalisation, since ads cannot be personalised without ad storage.
 */

/** The five options, in the order the settings show them; the first is mandatory. */
export const consentOptions = ['essential', 'preferences', 'statistics', 'marketing', 'personalisation'] as const;

/** One consent option. */
export type ConsentOption = (typeof consentOptions)[number];

/** The option that is always on and cannot be unticked. */
export const mandatoryOption: ConsentOption = 'essential';

/** Whether each option is granted. */
export type ConsentChoices = Record<ConsentOption, boolean>;

/** The four Google Consent Mode v2 flags. */
export const consentFlagNames = ['ad_user_data', 'ad_storage', 'analytics_storage', 'ad_personalization'] as const;

/** One Google Consent Mode flag. */
export type ConsentFlagName = (typeof consentFlagNames)[number];

/** The value of each Google Consent Mode flag. */
export type ConsentFlags = Record<ConsentFlagName, 'granted' | 'denied'>;

/**
 * Completes a partial choice: unknown options are off, the mandatory one is always on.
 * @example normalizeChoices({ statistics: true }) // => { essential: true, preferences: false, statistics: true, marketing: false, personalisation: false }
 */
export function normalizeChoices(partial: Partial<Record<string, unknown>>): ConsentChoices {
	const entries = consentOptions.map((option) => [option, option === mandatoryOption || partial[option] === true]);
	return Object.fromEntries(entries) as ConsentChoices;
}

/** Agree all: every option granted. */
export const acceptAllChoices = (): ConsentChoices => normalizeChoices(Object.fromEntries(consentOptions.map((o) => [o, true])));

/** Decline: only the essential option stays on. */
export const refuseAllChoices = (): ConsentChoices => normalizeChoices({});

/** The choice the settings start from before any is stored: nothing ticked but the mandatory option. */
export const initialChoices = refuseAllChoices;

/** All four flags denied: the Consent Mode default before any choice. */
export const deniedFlags = (): ConsentFlags => consentFlagsOf(refuseAllChoices());

/**
 * The Google Consent Mode v2 flags of a choice.
 * @example consentFlagsOf(acceptAllChoices()).ad_personalization // => 'granted'
 */
export function consentFlagsOf(choices: ConsentChoices): ConsentFlags {
	const flag = (on: boolean) => (on ? 'granted' : 'denied');
	return {
		ad_user_data: flag(choices.marketing),
		ad_storage: flag(choices.marketing),
		analytics_storage: flag(choices.statistics),
		ad_personalization: flag(choices.marketing && choices.personalisation),
	};
}
