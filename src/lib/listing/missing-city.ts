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
 * - Else the link's city is unknown, as before.
 */
import { cityParts, cityValue, resolveCity, type CityOption } from './filter.ts';
import { slugify } from '../domain/text.ts';

/** A municipality of `cities.json`: a name in one language, its zip, and its name in the page's language. */
export type KnownCity = [name: string, zip: string, shown: string];

/** The static file a list page fetches when its `city` link names none of its cities. */
export type CityDirectory = {
	/** The cities of the other list (rent for the sale list), as its filter names them. */
	other: Pick<CityOption, 'name' | 'zip'>[];
	/** Every municipality of `cities.json`, one row per name and zip. */
	known: KnownCity[];
};

/** What to say of the link's city. */
export type MissingCity =
	| { kind: 'here'; value: string }
	| { kind: 'other'; name: string; value: string }
	| { kind: 'none'; name: string }
	| { kind: 'unknown' };

/**
 * Explains a `city` parameter the list could not read, given the list's own cities.
 * @example explainMissingCity('Audenarde|9700', { other: [{ name: 'Oudenaarde', zip: '9700' }], known: [] })
 * // => { kind: 'other', name: 'Oudenaarde', value: 'Oudenaarde|9700' }
 */
export function explainMissingCity(param: string, directory: CityDirectory, own: readonly Pick<CityOption, 'name' | 'zip'>[] = []): MissingCity {
	const parts = cityParts(param);
	const raw = param.trim();
	const [name, zip] = parts ? [parts.name, parts.zip.trim()] : /^\d{4}$/.test(raw) ? ['', raw] : [raw, ''];
	const wanted = slugify(name);
	if (zip === '' && wanted === '') return { kind: 'unknown' };
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

/** A record of `cities.json` as the directory needs it. */
export type CityRecord = { Name: string; Zip: string; CountryID: number; Language: string };

/**
 * The known municipalities for a language: each name (any language) and zip once, with the
 * municipality's name in that language (else Dutch, else the name itself).
 * @example knownCities([{ Name: 'Oudenaarde', Zip: '9700', CountryID: 10, Language: 'nl' }, { Name: 'Audenarde', Zip: '9700', CountryID: 10, Language: 'fr' }], 'fr')
 * // => [['Oudenaarde', '9700', 'Audenarde'], ['Audenarde', '9700', 'Audenarde']]
 */
export function knownCities(records: readonly CityRecord[], locale: string): KnownCity[] {
	const groups = new Map<string, CityRecord[]>();
	for (const r of records) groups.set(`${r.CountryID}|${r.Zip}`, [...(groups.get(`${r.CountryID}|${r.Zip}`) ?? []), r]);
	const rows = new Map<string, KnownCity>();
	for (const group of groups.values()) {
		const named = group.find((r) => r.Language === locale) ?? group.find((r) => r.Language === 'nl');
		for (const r of group) rows.set(`${r.Name}|${r.Zip}|${named?.Name ?? r.Name}`, [r.Name, r.Zip, named?.Name ?? r.Name]);
	}
	return [...rows.values()];
}
