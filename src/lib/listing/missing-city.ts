/**
 * What a list page says of a `city` link that names none of its cities (spec §2 city parameter).
 * A real municipality with nothing on this list is not "unknown": a link to Oudenaarde on the
 * sale list, where only a rental is there, or a link shared before its last listing was sold.
 *
 * Choices where the spec is silent:
 * - A city of the other list (same matching as the list's own, `resolveCity`) is named, with a
 *   link to that list filtered on it.
 * - Else a municipality of `cities.json` (its name in any language, with its zip; or a zip or name
 *   alone that names one municipality) is named in the page's language: nothing there on either list.
 * - A municipality of `cities.json` named in another language without its zip (`?city=Gent` on the
 *   French list, `?city=Anvers` on the Dutch one) is looked for again by its name in the page's
 *   language: on this list it is its filter (`here`), on the other list named with a link.
 * - A zip alone (`?city=9050`) of several localities (9050 Gentbrugge and Ledeberg, 1300 Waver and
 *   Limal) that this list holds one of is that one's filter (`resolveCity`). When the list holds
 *   several of them, the list cannot show them all with its one city choice: the notice says the
 *   zip is several localities' and links to each on this list (`several`). When it holds none,
 *   they are all named, with a link to each the other list holds (`noneOfZip`).
 * - Else the link's city is unknown, as before.
 * - A `type` link naming a type this list does not offer but the other list does (Grond, land, is
 *   offered for sale only: `?type=7` on the rent list) is named, with a link to that list filtered on
 *   it; any other type is unknown.
 * - A link to the other list carries the city and type applied here, each when that list offers it.
 */
import { cityParts, cityValue, filterToSearch, resolveCity, typeOfParam, type CityOption, type ListingFilter, type TypeOption } from './filter.ts';
import { slugify } from '../domain/text.ts';
import { findSameLocality, groupByPlace } from '../search/city-aliases.ts';

/** A municipality of `cities.json`: a name in one language, its zip, and its name in the page's language. */
export type KnownCity = [name: string, zip: string, shown: string];

/** The static file a list page fetches when its `city` or `type` link names none of its choices. */
export type CityDirectory = {
	/** The cities of the other list (rent for the sale list), as its filter names them. */
	other: Pick<CityOption, 'name' | 'zip'>[];
	/** Every municipality of `cities.json`, one row per name and zip. */
	known: KnownCity[];
	/** The types the other list offers, named in the page's language as its filter names them. */
	types: Pick<TypeOption, 'webId' | 'name'>[];
};

/** A city of a list: its name as the list's filter names it, and its filter value. */
export type CityChoice = { name: string; value: string };

/** What to say of the link's city. */
export type MissingCity =
	| { kind: 'here'; value: string }
	| { kind: 'several'; zip: string; here: readonly CityChoice[] }
	| { kind: 'other'; name: string; value: string }
	| { kind: 'none'; name: string }
	| { kind: 'noneOfZip'; zip: string; names: readonly string[]; other: readonly CityChoice[] }
	| { kind: 'unknown' };

/** What to say of the link's type: offered on the other list only, or unknown. */
export type MissingType = { kind: 'other'; webId: number; name: string } | { kind: 'unknown' };

/**
 * Explains a `city` parameter the list could not read, given the list's own cities.
 * @example explainMissingCity('Audenarde|9700', { other: [{ name: 'Oudenaarde', zip: '9700' }], known: [] })
 * // => { kind: 'other', name: 'Oudenaarde', value: 'Oudenaarde|9700' }
 */
export function explainMissingCity(param: string, directory: Pick<CityDirectory, 'other' | 'known'>, own: readonly Pick<CityOption, 'name' | 'zip'>[] = []): MissingCity {
	const parts = cityParts(param);
	const raw = param.trim();
	const [name, zip] = parts ? [parts.name, parts.zip.trim()] : /^\d{4}$/.test(raw) ? ['', raw] : [raw, ''];
	const wanted = slugify(name);
	if (zip === '' && wanted === '') return { kind: 'unknown' };
	if (wanted === '') {
		const ofZip = explainZip(zip, directory, own);
		if (ofZip) return ofZip;
	}
	const other = resolveCity(param, directory.other);
	if (other) return { kind: 'other', name: other.name, value: cityValue(other.name, other.zip) };
	const shown = new Set(
		directory.known
			.filter(([n, z]) => (zip === '' || z === zip) && (wanted === '' || slugify(n) === wanted))
			.map(([, , s]) => s),
	);
	const [only] = shown;
	if (shown.size !== 1 || only === undefined) return { kind: 'unknown' };
	if (slugify(only) !== wanted) {
		const named = zip === '' ? only : cityValue(only, zip);
		const here = resolveCity(named, own);
		if (here) return { kind: 'here', value: cityValue(here.name, here.zip) };
		const there = resolveCity(named, directory.other);
		if (there) return { kind: 'other', name: there.name, value: cityValue(there.name, there.zip) };
	}
	return { kind: 'none', name: only };
}

/**
 * Explains a zip alone that several localities bear (9050 Gentbrugge and Ledeberg): those of this
 * list to choose from, or, with none here, all of them named and those of the other list linked.
 * Undefined when the zip is one locality's (or none's): then it is explained as a name and zip are.
 * @example explainZip('9050', { other: [], known: [['Gentbrugge', '9050', 'Gentbrugge'], ['Ledeberg', '9050', 'Ledeberg']] }, [])
 * // => { kind: 'noneOfZip', zip: '9050', names: ['Gentbrugge', 'Ledeberg'], other: [] }
 */
function explainZip(zip: string, directory: Pick<CityDirectory, 'other' | 'known'>, own: readonly Pick<CityOption, 'name' | 'zip'>[]): MissingCity | undefined {
	const choices = (cities: readonly Pick<CityOption, 'name' | 'zip'>[]) => cities.filter((c) => c.zip === zip).map((c) => ({ name: c.name, value: cityValue(c.name, c.zip) }));
	const here = choices(own);
	if (here.length > 1) return { kind: 'several', zip, here };
	const [one] = here;
	if (one) return { kind: 'here', value: one.value };
	const other = choices(directory.other);
	// Each locality once, by its name in the page's language, the other list's own names after them.
	const names: string[] = [];
	for (const n of [...directory.known.filter(([, z]) => z === zip).map(([, , shown]) => shown), ...other.map((c) => c.name)])
		if (!names.some((kept) => slugify(kept) === slugify(n))) names.push(n);
	if (names.length < 2) return undefined;
	return { kind: 'noneOfZip', zip, names: names.sort((a, b) => a.localeCompare(b)), other };
}

/**
 * Explains a `type` parameter the list could not read: a type of the other list, or unknown.
 * @example explainMissingType('7', { types: [{ webId: 7, name: 'Grond' }] }) // => { kind: 'other', webId: 7, name: 'Grond' }
 */
export function explainMissingType(param: string, directory: Pick<CityDirectory, 'types'>): MissingType {
	const webId = typeOfParam(param);
	const type = directory.types.find((t) => t.webId === webId);
	return type ? { kind: 'other', webId: type.webId, name: type.name } : { kind: 'unknown' };
}

/**
 * The query of a link to the other list: the filter's city and type, each kept when that list offers it.
 * @example otherListSearch({ city: 'Oudenaarde|9700', type: 2 }, { other: [{ name: 'Oudenaarde', zip: '9700' }], types: [{ webId: 2, name: 'Woning' }] })
 * // => '?city=Oudenaarde|9700&type=2'
 */
export function otherListSearch(filter: ListingFilter, directory: Pick<CityDirectory, 'other' | 'types'>): string {
	const city = directory.other.some((c) => cityValue(c.name, c.zip) === filter.city) ? filter.city : null;
	const type = directory.types.some((t) => t.webId === filter.type) ? filter.type : null;
	return filterToSearch({ city, type }, '');
}

/** A record of `cities.json` as the directory needs it. */
export type CityRecord = { Name: string; Zip: string; CountryID: number; Language: string };

/**
 * The known municipalities for a language: each name (any language) and zip once, with the name
 * in that language of the same locality (else Dutch, else the name itself). A zip may hold several
 * localities (9050 Gentbrugge and Ledeberg): a name is paired with the same locality's, never
 * another one's of its zip (`findSameLocality`).
 * @example knownCities([{ Name: 'Oudenaarde', Zip: '9700', CountryID: 10, Language: 'nl' }, { Name: 'Audenarde', Zip: '9700', CountryID: 10, Language: 'fr' }], 'fr')
 * // => [['Oudenaarde', '9700', 'Audenarde'], ['Audenarde', '9700', 'Audenarde']]
 */
export function knownCities(records: readonly CityRecord[], locale: string): KnownCity[] {
	const rows = new Map<string, KnownCity>();
	for (const group of groupByPlace(records).values()) {
		for (const r of group) {
			const shown = (findSameLocality(r, group, locale) ?? findSameLocality(r, group, 'nl'))?.Name ?? r.Name;
			rows.set(`${r.Name}|${r.Zip}|${shown}`, [r.Name, r.Zip, shown]);
		}
	}
	return [...rows.values()];
}
