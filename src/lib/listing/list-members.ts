/**
 * Which listings a list page shows (spec §2 /for-sale/ and /for-rent/): the one rule behind the
 * list pages, their filter choices and every count that links to a list (the home search block's
 * totals and its dropdown's type and city counts), so a count always equals what its link lists.
 *
 * Choices where the spec is silent:
 * - A list holds every listing of its goal whatever its availability: sold, rented, under offer
 *   and sold out listings stay on it with their badge (after those on offer, `sort.ts`).
 * - Each listing is on it once, by its Dutch record (the original language, whose Goal decides),
 *   shown in its record in the page language when it has one.
 */
import type { Locale } from '../../../i18n/locales.ts';
import { goalOf, type Goal } from '../domain/goal.ts';
import { keptIn } from '../kept.ts';
import type { FilterFields } from './filter.ts';

/** What deciding list membership needs of a listing record. */
export type ListMember = { ID: number; Language: Locale; Goal: number };

/** The lists made of each export array, by goal and language: the build asks for the same lists on many pages. */
const made = new WeakMap<readonly ListMember[], Map<string, readonly ListMember[]>>();

/**
 * The records of a list in a language, in the order of the export (each listing once). Made once
 * per records array, goal and language and shared after: the caller must not change it.
 * @example listMembers([{ ID: 1, Language: 'nl', Goal: 0 }, { ID: 1, Language: 'fr', Goal: 0 }], 'sale', 'fr') // => [{ ID: 1, Language: 'fr', Goal: 0 }]
 */
export function listMembers<T extends ListMember>(records: readonly T[], goal: Goal, locale: Locale): readonly T[] {
	const lists = keptIn(made, records, () => new Map<string, readonly ListMember[]>());
	return keptIn(lists, `${goal}:${locale}`, () => membersOf(records, goal, locale)) as readonly T[];
}

/** Makes the records of a list: each Dutch record of the goal, in the language when it has one. */
function membersOf<T extends ListMember>(records: readonly T[], goal: Goal, locale: Locale): T[] {
	const dutch = new Map<number, T>();
	const own = new Map<number, T>();
	for (const record of records) {
		if (record.Language === 'nl') dutch.set(record.ID, record);
		if (record.Language === locale) own.set(record.ID, record);
	}
	const members: T[] = [];
	for (const record of dutch.values()) if (goalOf(record.Goal) === goal) members.push(own.get(record.ID) ?? record);
	return members;
}

/**
 * What the list filter matches a listing on: its city and zip as its record names them, and the
 * type WebIDs it belongs to (`8,2` is both).
 * @example filterFieldsOf({ City: 'Gent', Zip: '9000', WebIDs: '8,2' }) // => { city: 'Gent', zip: '9000', webIds: [8, 2] }
 */
export function filterFieldsOf(record: { City: string; Zip: string; WebIDs: string }): FilterFields & { webIds: number[] } {
	return { city: record.City, zip: record.Zip, webIds: record.WebIDs.split(',').map(Number) };
}

/**
 * The filter fields a list shows of a listing: with the city hidden (site config `hideCity`) and
 * its address not published, no city or zip, so no city choice, count or shared `?city=` link of
 * the list, its index file or its map points tells where it is (spec §5 address rule).
 * @example shownFilterFieldsOf({ City: 'Gent', Zip: '9000', WebIDs: '2', PublishAddress: false }, true) // => { city: '', zip: '', webIds: [2] }
 */
export function shownFilterFieldsOf(record: { City: string; Zip: string; WebIDs: string; PublishAddress: boolean }, hideCity: boolean): FilterFields & { webIds: number[] } {
	const fields = filterFieldsOf(record);
	return hideCity && !record.PublishAddress ? { ...fields, city: '', zip: '' } : fields;
}
