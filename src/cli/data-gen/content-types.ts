import type { TextLocale } from './text-types.ts';
import type { Localized } from './text-types.ts';

/** Paragraphs per written language (German content stays empty, spec §1). */
export type Paragraphs = Record<TextLocale, readonly string[]>;

/** An article of the agency, before it is written out once per language. */
export type ArticleSeed = {
	/** Category and name build the article's path (spec §2); they are the CRM's original names. */
	category: string;
	subCategory?: string;
	name: string;
	title: Localized;
	summary: Localized;
	body: Paragraphs;
	/** Demo photo number, or an agent number for team cards. */
	image?: { kind: 'photo' | 'agent'; index: number };
};

/** Builds a Localized text whose German part is empty. */
export const l = (nl: string, fr: string, en: string): Localized => ({ nl, fr, en, de: '' });
