/**
 * The home search block (spec §2): optional logo and public title, public descriptions with
 * {FOR_SALE_TOTAL} and {FOR_RENT_TOTAL} replaced by the totals, a search input and For sale / For
 * rent buttons with the count in brackets when it is above zero.
 *
 * Choices where the spec is silent:
 * - A total is the number of listings its button's list shows (`listMembers`, the rule of the list
 *   pages): sold, rented and under offer listings stay on the lists with their badge, so they are
 *   counted too. Counting only the listings still on offer was the earlier choice, dropped: the
 *   block then promised 74 for sale while its link listed 109 (demo export), and a count is a
 *   promise of what the link shows. Each listing counts once, whatever its languages.
 * - Flags: `showSearchInput` shows the input; `showSearchButton` shows the For sale / For rent
 *   buttons; `showSearchCount` adds the count in brackets to them; `showCountProperty` shows the
 *   descriptions that carry a total (descriptions without a placeholder are always shown).
 * - Texts empty in the page language fall back to Dutch (then fr, en), marked with their language.
 * - Every occurrence of a placeholder is replaced; unknown `{…}` words stay as written.
 * - A total is written the way the language of its text writes numbers ("1.234" in Dutch, also
 *   in a Dutch description standing in on a French page; "1 234" in French, "1,234" in English).
 */
import { localeInfo, type Locale } from '../../../i18n/locales.ts';
import { formatCount } from '../intl/formats.ts';
import { listMembers, type ListMember } from '../listing/list-members.ts';
import { textIn, type PickedText } from '../content/localize.ts';

/** Listings on the sale list and on the rent list. */
export type SearchTotals = { sale: number; rent: number };

/** The placeholders of the public descriptions and the total each stands for. */
export const totalPlaceholders = { '{FOR_SALE_TOTAL}': 'sale', '{FOR_RENT_TOTAL}': 'rent' } as const satisfies Record<string, keyof SearchTotals>;

/**
 * Counts the listings of the sale list and of the rent list, each ID once.
 * @example countListed([{ ID: 1, Language: 'nl', Goal: 0 }]) // => { sale: 1, rent: 0 }
 */
export function countListed(listings: readonly ListMember[]): SearchTotals {
	return { sale: listMembers(listings, 'sale', 'nl').length, rent: listMembers(listings, 'rent', 'nl').length };
}

/** Tells whether a text carries one of the total placeholders. */
export function hasTotalPlaceholder(text: string): boolean {
	return Object.keys(totalPlaceholders).some((p) => text.includes(p));
}

/**
 * Replaces the total placeholders of a description, each total in the number format of `lang`
 * (the BCP-47 tag of the text's language).
 * @example fillTotals('{FOR_SALE_TOTAL} te koop, {FOR_RENT_TOTAL} te huur', { sale: 1234, rent: 29 }, 'nl-BE') // => '1.234 te koop, 29 te huur'
 */
export function fillTotals(text: string, totals: SearchTotals, lang: string): string {
	let out = text;
	for (const [placeholder, goal] of Object.entries(totalPlaceholders)) out = out.replaceAll(placeholder, formatCount(totals[goal], lang));
	return out;
}

/**
 * Adds the count in brackets, in the number format of `lang`, to a button label when it is above
 * zero and counts are shown.
 * @example buttonLabel('Te koop', 1234, true, 'nl-BE') // => 'Te koop (1.234)'
 * @example buttonLabel('Te huur', 0, true, 'nl-BE') // => 'Te huur'
 */
export function buttonLabel(label: string, count: number, showCount: boolean, lang: string): string {
	return showCount && count > 0 ? `${label} (${formatCount(count, lang)})` : label;
}

/** The search settings of the site config that the block reads. */
export type SearchConfig = {
	showSearchInput: boolean;
	showSearchButton: boolean;
	showSearchCount: boolean;
	showCountProperty: boolean;
	logo?: string | null | undefined;
	publicTitle?: Readonly<Record<Locale, string>> | null | undefined;
	publicDescriptions: readonly Readonly<Record<Locale, string>>[];
};

/** What the block shows, ready to render. */
export type SearchBlockView = {
	logo: string | null;
	title: PickedText | null;
	descriptions: PickedText[];
	showInput: boolean;
	buttons: { goal: keyof SearchTotals; count: number; showCount: boolean }[];
};

/**
 * Works out what the search block shows in one language.
 * @example searchBlockView(config, 'fr', { sale: 74, rent: 29 }).descriptions[0]?.text // => '74 biens à vendre et 29 à louer'
 */
export function searchBlockView(config: SearchConfig, locale: Locale, totals: SearchTotals): SearchBlockView {
	const title = config.publicTitle ? textIn(config.publicTitle, locale) : null;
	const descriptions = config.publicDescriptions
		.map((d) => textIn(d, locale))
		.filter((d) => d.text.trim() !== '' && (config.showCountProperty || !hasTotalPlaceholder(d.text)))
		.map((d) => ({ ...d, text: fillTotals(d.text, totals, localeInfo[d.lang].lang) }));
	return {
		logo: config.logo ?? null,
		title: title && title.text.trim() !== '' ? title : null,
		descriptions,
		showInput: config.showSearchInput,
		buttons: config.showSearchButton
			? (['sale', 'rent'] as const).map((goal) => ({ goal, count: totals[goal], showCount: config.showSearchCount }))
			: [],
	};
}
