/**
 * Choices of the listing filter (spec §2): the cities of a list in the page language and the
 * property types offered for its goal, each with the number of listings.
 *
 * Choices where the spec is silent:
 * - Cities come from the listings themselves (name in the page language and zip), so every
 *   choice finds at least one listing; they are sorted by name in the page language.
 * - Types are those whose Sale (or Rent) flag is set for the list's goal, counted by their WebIDs
 *   (a listing with WebIDs '8,2' counts as a house too), in ShowOrder; ties go by WebID.
 */
import type { Goal } from '../domain/goal.ts';
import type { CityOption, FilterFields, TypeOption } from './filter.ts';

/** What the type choices need of a property type. */
export type TypeSource = { WebID: number; Name: string; ShowOrder: number; Sale: boolean; Rent: boolean };

/**
 * Lists the cities of the listings with their counts, sorted by name.
 * @example cityOptions([{ city: 'Gent', zip: '9000', webIds: [2] }], 'nl') // => [{ name: 'Gent', zip: '9000', count: 1 }]
 */
export function cityOptions(items: readonly FilterFields[], lang: string): CityOption[] {
	const byKey = new Map<string, CityOption>();
	for (const item of items) {
		// A listing whose place is hidden (`shownFilterFieldsOf`) is in no city's count.
		if (item.city === '' && item.zip === '') continue;
		const key = `${item.city}|${item.zip}`;
		const option = byKey.get(key) ?? { name: item.city, zip: item.zip, count: 0 };
		option.count += 1;
		byKey.set(key, option);
	}
	const collator = new Intl.Collator(lang, { sensitivity: 'base' });
	return [...byKey.values()].sort((a, b) => collator.compare(a.name, b.name) || a.zip.localeCompare(b.zip));
}

/**
 * Lists the types offered for a goal with their counts, in ShowOrder.
 * @example typeOptions([{ WebID: 2, Name: 'Woning', ShowOrder: 2, Sale: true, Rent: true }], [], 'sale')
 * // => [{ webId: 2, name: 'Woning', count: 0 }]
 */
export function typeOptions(types: readonly TypeSource[], items: readonly FilterFields[], goal: Goal): TypeOption[] {
	return types
		.filter((t) => (goal === 'sale' ? t.Sale : t.Rent))
		.sort((a, b) => a.ShowOrder - b.ShowOrder || a.WebID - b.WebID)
		.map((t) => ({ webId: t.WebID, name: t.Name, count: items.filter((i) => i.webIds.includes(t.WebID)).length }));
}
