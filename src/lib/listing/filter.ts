/**
 * Listing filter of the list pages (spec §2): query parameter `city` (value name|zip) and `type`
 * (a property type WebID).
 *
 * Choices where the spec is silent:
 * - A city is matched against the cities of the list, with names compared by their slug (case,
 *   accents and punctuation ignored). When the name is in another language (Gand|9000 on a Dutch
 *   page) and only one city of the list has that zip, the zip decides. A bare zip or a bare name
 *   is accepted when it names exactly one city.
 * - A type must be a whole number among the types offered for the list's goal.
 * - A notice about an ignored value stays until the visitor changes that control (`keepIgnored`).
 * - Bad values are ignored (reported in `ignored`, so the page can say so), never an error.
 * - Other query parameters are kept when the filter writes the URL; `|` stays readable.
 */
import { slugify } from '../domain/text.ts';

/** The active filter: a city value ('name|zip') and a type WebID, each null when not set. */
export type ListingFilter = { city: string | null; type: number | null };

/** A city of a list with the number of its listings. */
export type CityOption = { name: string; zip: string; count: number };

/** A property type offered for a list with the number of its listings. */
export type TypeOption = { webId: number; name: string; count: number };

/** What reading the query needs of the list's choices: each city's name and zip, each type's WebID. */
export type FilterChoiceKeys = { cities: readonly Pick<CityOption, 'name' | 'zip'>[]; types: readonly Pick<TypeOption, 'webId'>[] };

/** What the filter matches on. */
export type FilterFields = { city: string; zip: string; webIds: readonly number[] };

/** The result of reading the query: the filter and the parameters whose values were ignored. */
export type ParsedQuery = { filter: ListingFilter; ignored: Array<'city' | 'type'> };

/** A filter with nothing set. */
export const emptyFilter: ListingFilter = { city: null, type: null };

/** The query parameters a filter is written in. */
export const filterParams = ['city', 'type'] as const;

/**
 * The query value of a city.
 * @example cityValue('Gent', '9000') // => 'Gent|9000'
 */
export function cityValue(name: string, zip: string): string {
	return `${name}|${zip}`;
}

/** The name and zip of a city value (the inverse of `cityValue`), or null when it has no bar. */
export function cityParts(value: string): { name: string; zip: string } | null {
	const bar = value.lastIndexOf('|');
	return bar < 0 ? null : { name: value.slice(0, bar), zip: value.slice(bar + 1) };
}

/** Tells whether a filter has a city or a type set. */
export function isFiltering(filter: ListingFilter): boolean {
	return filter.city !== null || filter.type !== null;
}

/**
 * Finds the city of the list a `city` parameter names, or null. A name alone that several cities
 * of the list bear (`?city=Halle`: Halle 1500 and Halle 2980, part of Zoersel) names the first of
 * them in the list's order, the lowest zip: the city choice then shows which one, with the other
 * beside it, where "nothing in Halle" would be untrue.
 * @example resolveCity('gent|9000', [{ name: 'Gent', zip: '9000', count: 4 }])?.name // => 'Gent'
 * @example resolveCity('Halle', [{ name: 'Halle', zip: '1500' }, { name: 'Halle', zip: '2980' }])?.zip // => '1500'
 */
export function resolveCity<C extends Pick<CityOption, 'name' | 'zip'>>(param: string, cities: readonly C[]): C | null {
	const parts = cityParts(param);
	const raw = param.trim();
	const [name, zip] = parts ? [parts.name, parts.zip.trim()] : /^\d{4}$/.test(raw) ? ['', raw] : [raw, ''];
	const wanted = slugify(name);
	const byZip = zip === '' ? cities : cities.filter((c) => c.zip === zip);
	const byName = wanted === '' ? byZip : byZip.filter((c) => slugify(c.name) === wanted);
	if (byName.length === 1 || (wanted !== '' && zip === '')) return byName[0] ?? null;
	return zip !== '' && byZip.length === 1 ? (byZip[0] ?? null) : null;
}

/**
 * Reads the filter from a query string; unknown cities and types are ignored and reported.
 * @example parseListingQuery('?type=x', { cities: [], types: [] }) // => { filter: { city: null, type: null }, ignored: ['type'] }
 */
export function parseListingQuery(search: string, options: FilterChoiceKeys): ParsedQuery {
	const params = new URLSearchParams(search);
	const ignored: ParsedQuery['ignored'] = [];
	const filter: ListingFilter = { ...emptyFilter };
	const cityParam = params.get('city');
	if (cityParam !== null && cityParam.trim() !== '') {
		const city = resolveCity(cityParam, options.cities);
		if (city) filter.city = cityValue(city.name, city.zip);
		else ignored.push('city');
	}
	const typeParam = params.get('type');
	if (typeParam !== null && typeParam.trim() !== '') {
		const type = typeOfParam(typeParam);
		if (options.types.some((t) => t.webId === type)) filter.type = type;
		else ignored.push('type');
	}
	return { filter, ignored };
}

/**
 * The WebID a `type` parameter names, or null when it is not a whole number.
 * @example typeOfParam(' 07 ') // => 7
 */
export function typeOfParam(param: string): number | null {
	const value = param.trim();
	return /^\d+$/.test(value) ? Number(value) : null;
}

/**
 * The ignored parameters still to be reported once the filter went from `before` to `after`: those
 * whose control has not changed (a city found after all leaves the type's notice standing).
 * @example keepIgnored(['city', 'type'], { city: null, type: null }, { city: 'Gand|9000', type: null }) // => ['type']
 */
export function keepIgnored(ignored: readonly ('city' | 'type')[], before: ListingFilter, after: ListingFilter): ParsedQuery['ignored'] {
	return ignored.filter((param) => before[param] === after[param]);
}

/**
 * The list's choices from the values of the filter form's options (the page renders them; '' is
 * the "all" option): a city value is 'name|zip', a type value its WebID.
 * @example choicesOfValues(['', 'Gent|9000'], ['', '2']) // => { cities: [{ name: 'Gent', zip: '9000' }], types: [{ webId: 2 }] }
 */
export function choicesOfValues(cityValues: readonly string[], typeValues: readonly string[]): FilterChoiceKeys {
	return {
		cities: cityValues.flatMap((value) => {
			const parts = cityParts(value);
			return parts && parts.name !== '' ? [parts] : [];
		}),
		types: typeValues.flatMap((value) => (/^\d+$/.test(value) ? [{ webId: Number(value) }] : [])),
	};
}

/**
 * Tells whether a listing passes the filter (its WebIDs hold the type).
 * @example matchesFilter({ city: 'Gent', zip: '9000', webIds: [8, 2] }, { city: 'Gent|9000', type: 2 }) // => true
 */
export function matchesFilter(item: FilterFields, filter: ListingFilter): boolean {
	return (
		(filter.city === null || cityValue(item.city, item.zip) === filter.city) &&
		(filter.type === null || item.webIds.includes(filter.type))
	);
}

/** Keeps the listings that pass the filter, in their order. */
export function applyFilter<T extends FilterFields>(items: readonly T[], filter: ListingFilter): T[] {
	return items.filter((item) => matchesFilter(item, filter));
}

/**
 * Writes the filter into a query string, keeping other parameters; '' when nothing is left.
 * @example filterToSearch({ city: 'Gent|9000', type: 2 }, '?lang=x') // => '?lang=x&city=Gent|9000&type=2'
 */
export function filterToSearch(filter: ListingFilter, current: string): string {
	const params = new URLSearchParams(current);
	for (const name of filterParams) params.delete(name);
	if (filter.city !== null) params.set('city', filter.city);
	if (filter.type !== null) params.set('type', String(filter.type));
	const query = params.toString().replace(/%7C/gi, '|');
	return query === '' ? '' : `?${query}`;
}
