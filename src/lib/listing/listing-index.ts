/**
 * The listing index (issue 3): one static JSON file per language and goal, written at build, that
 * the filter island fetches only when a filter is set. It holds the cards of the list in the
 * list's order, so filtering keeps that order.
 */
import type { Locale } from '../../../i18n/locales.ts';
import type { Goal } from '../domain/goal.ts';
import type { CardView } from './card.ts';

/** The content of one index file. */
export type ListingIndex = { locale: Locale; goal: Goal; items: CardView[] };

/** Folder of the index files in the built site. */
export const listingIndexFolder = '/listing-index';

/**
 * The URL of the index of one language and goal.
 * @example listingIndexPath('fr', 'sale') // => '/listing-index/fr-sale.json'
 */
export function listingIndexPath(locale: Locale, goal: Goal): string {
	return `${listingIndexFolder}/${locale}-${goal}.json`;
}

/**
 * The URL of the city directory of one language and goal (`missing-city.ts`), fetched only when a
 * `city` link names none of the list's cities.
 * @example cityDirectoryPath('fr', 'sale') // => '/listing-index/fr-sale-cities.json'
 */
export function cityDirectoryPath(locale: Locale, goal: Goal): string {
	return `${listingIndexFolder}/${locale}-${goal}-cities.json`;
}
