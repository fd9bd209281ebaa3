/**
 * The UI strings the consent island needs, picked at build time (`t.pick(consentKeys)`).
 */
import { consentOptions, type ConsentOption } from './options.ts';

/** The keys of the banner and the settings dialog. */
export const consentKeys = [
	'consent.title',
	'consent.text',
	'consent.policy',
	'consent.acceptAll',
	'consent.refuse',
	'consent.settings',
	'consent.dialogTitle',
	'consent.dialogIntro',
	'consent.save',
	'consent.close',
	'consent.alwaysOn',
	...consentOptions.flatMap((option) => [`consent.option.${option}`, `consent.option.${option}.text`] as const),
] as const;

/** A consent UI key. */
export type ConsentKey = (typeof consentKeys)[number];

/** The strings of the consent island. */
export type ConsentStrings = Record<ConsentKey, string>;

/** The label key of an option. */
export const optionLabelKey = (option: ConsentOption) => `consent.option.${option}` as const;

/** The description key of an option. */
export const optionTextKey = (option: ConsentOption) => `consent.option.${option}.text` as const;
