/**
 * The UI string keys of each consent option (label and description), read at build time.
 */
import type { ConsentOption } from './options.ts';

/** The label key of an option. */
export const optionLabelKey = (option: ConsentOption) => `consent.option.${option}` as const;

/** The description key of an option. */
export const optionTextKey = (option: ConsentOption) => `consent.option.${option}.text` as const;
