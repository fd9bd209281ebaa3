/**
 * Binds the listing rules of `src/lib/listing/` to the data set: the sorted listings of each list,
 * their cards and the filter choices, per language and goal (memoized: many pages share them).
 */
import { localeInfo, type Locale } from '../../../i18n/locales.ts';
import { dataSet } from '../../data-set.ts';
import { useTranslations } from '../../i18n/t.ts';
import type { Goal } from '../../lib/domain/goal.ts';
import { badgeStatuses, toCardView, type BadgeStatus, type CardTexts, type CardView } from '../../lib/listing/card.ts';
import { cardShardCount, cardShardFolder, type CardShards } from '../../lib/listing/card-shards.ts';
import { cityOptions, typeOptions } from '../../lib/listing/options.ts';
import type { CityOption, TypeOption } from '../../lib/listing/filter.ts';
import { inOrderOf, sortListings } from '../../lib/listing/sort.ts';
import { listMembers } from '../../lib/listing/list-members.ts';
import type { MapListing } from '../../lib/map/list-map.ts';
import { mapListingOf } from '../../lib/map/map-listing.ts';
import { recordPathOf } from '../../routing/routes.ts';
import type { Property } from '../../schemas/property.ts';

/** Where photos come from (image host, or the local demo images). */
export const imageBase = { host: dataSet.site.imageHost ?? null };

const dutch = new Map(dataSet.properties.filter((p) => p.Language === 'nl').map((p) => [p.ID, p]));

const texts = new Map<Locale, CardTexts>();

/** The texts a card is made with, in one language. */
export function cardTexts(locale: Locale): CardTexts {
	const cached = texts.get(locale);
	if (cached) return cached;
	const t = useTranslations(locale);
	const made: CardTexts = {
		startingFrom: t('price.startingFrom'),
		onRequest: t('price.onRequest'),
		perMonth: t('card.perMonth'),
		charges: t('detail.rent.charges', { charges: '{{charges}}' }),
		box: t('card.box'),
	};
	texts.set(locale, made);
	return made;
}

/** The card of a listing in a language (title and marquee text fall back to the Dutch record). */
export function cardOf(property: Property, locale: Locale): CardView {
	return toCardView(property, {
		path: recordPathOf('property', property.ID, locale),
		fallback: dutch.get(property.ID),
		fallbackLang: localeInfo.nl.lang,
		texts: cardTexts(locale),
		hideCity: dataSet.site.hideCity,
	});
}

const lists = new Map<string, Property[]>();

/**
 * The listings of a list (sale or rent) in a language (`listMembers`), available first, then newest,
 * in the order of the Dutch list in every language (`inOrderOf`), so each page number holds the same listings.
 */
export function listRecords(goal: Goal, locale: Locale): Property[] {
	const key = `${goal}:${locale}`;
	const cached = lists.get(key);
	if (cached) return cached;
	const members = listMembers(dataSet.properties, goal, locale);
	const sorted = locale === 'nl' ? sortListings(members) : inOrderOf(members, listRecords(goal, 'nl'));
	lists.set(key, sorted);
	return sorted;
}

const cardLists = new Map<string, CardView[]>();

/** The cards of a list in a language, in list order (the content of the listing index). */
export function listCards(goal: Goal, locale: Locale): CardView[] {
	const key = `${goal}:${locale}`;
	const cached = cardLists.get(key);
	if (cached) return cached;
	const cards = listRecords(goal, locale).map((p) => cardOf(p, locale));
	cardLists.set(key, cards);
	return cards;
}

const listedIds = new Map<Locale, Set<number>>();

/**
 * Whether a listing is on the sale or rent list of a language: its card is then in the card files
 * (`cardShardsOf`), so it can be a favourite (a project's unit is not on either list).
 */
export function isListed(id: number, locale: Locale): boolean {
	let ids = listedIds.get(locale);
	if (!ids) {
		ids = new Set([...listCards('sale', locale), ...listCards('rent', locale)].map((card) => card.id));
		listedIds.set(locale, ids);
	}
	return ids.has(id);
}

/**
 * The map entries of a list in a language, in list order (the content of its map file, written
 * once per list and language): each listing's card with its price or state and, when its address
 * is published, its point.
 */
export function mapListings(goal: Goal, locale: Locale): MapListing[] {
	const texts = cardTexts(locale);
	const t = useTranslations(locale);
	const states = Object.fromEntries(badgeStatuses.map((status) => [status, t(`card.status.${status}`)])) as Record<BadgeStatus, string>;
	const entryTexts = { startingFrom: texts.startingFrom, perMonth: texts.perMonth, charges: texts.charges, states };
	const cards = listCards(goal, locale);
	return listRecords(goal, locale).map((p, i) => mapListingOf(p, cards[i]!, entryTexts));
}

/**
 * Where a language's card files are and how many there are: the cards of its two listing-index
 * files, which the build splits into them once the pages are written (`card-shards` integration).
 */
export function cardShardsOf(locale: Locale): CardShards {
	return { folder: cardShardFolder(locale), count: cardShardCount(listCards('sale', locale).length + listCards('rent', locale).length) };
}

/** The filter choices of a list: its cities and the types offered for its goal. */
export type FilterChoices = { cities: CityOption[]; types: TypeOption[] };
const choices = new Map<string, FilterChoices>();

/** The filter choices of a list in a language (every page of the list shares them). */
export function filterChoices(goal: Goal, locale: Locale): FilterChoices {
	const key = `${goal}:${locale}`;
	const cached = choices.get(key);
	if (cached) return cached;
	const cards = listCards(goal, locale);
	const types = dataSet.propertyTypes.filter((t) => t.Language === locale);
	const typeNames = types.length > 0 ? types : dataSet.propertyTypes.filter((t) => t.Language === 'nl');
	const made = { cities: cityOptions(cards, localeInfo[locale].lang), types: typeOptions(typeNames, cards, goal) };
	choices.set(key, made);
	return made;
}
