/**
 * The other names of a city (spec §3 city list: "Names differ per language"; spec §5: a city by
 * name, zip or accent-stripped name). A Belgian types the name he knows: Liège on the Dutch site
 * (Luik), Gent on the French one (Gand), Ixelles on the Dutch one (Elsene), and on the German one
 * Luettich for Lüttich, the way German is typed without umlauts.
 *
 * - The names of one locality are records of `cities.json` with its country and zip, one per
 *   language. A zip may hold several localities (9050 Gentbrugge and Ledeberg, 1300 Wavre and
 *   Limal): a record then names the same locality as the record of another language with the same
 *   name, else as the one record of that language left without its like, when each language has
 *   exactly one left (1300: Waver and Wavre once Limal is paired); else as none
 *   (`findSameLocality`).
 *   A list city (name and zip, as its listing names it) takes the other names of the localities of
 *   its zip of which one record bears its name, never another locality's, so a Belgian and a
 *   Luxembourg town that share a zip keep their own names too.
 * - Each name counts folded (`foldText`), and a name with ä, ö or ü also as typed without umlauts
 *   (ae, oe, ue). The city's own folded name is not an alias.
 * - The listings are found by alias through their zip: the index holds the zip among a listing's
 *   city words (one term a listing), and a typed word that starts a word of a city's alias also
 *   finds the listings of that city's zip. So the aliases are stored once per city, not per listing.
 *   Where a Belgian and a Luxembourg town of the listings share a zip, their listings also carry
 *   the zip with their country (`placeTerm`), and the alias finds those.
 */
import { foldText, tokenizeWords } from './search-options.ts';

/** A record of `cities.json` as the aliases need it. */
export type CityName = { Name: string; Zip: string; CountryID: number; Language: string };

/**
 * What an alias search reads of a city: its zip, its aliases (folded) and, when its zip is shared
 * by a town of the other country, the index term of its listings (`placeTerm`).
 */
export type AliasedCity = { zip: string; aliases?: readonly string[]; term?: string };

const umlauts: Readonly<Record<string, string>> = { ä: 'ae', ö: 'oe', ü: 'ue' };

/**
 * A name folded, and also as typed without umlauts when it has some.
 * @example spellingsOf('Lüttich') // => ['luttich', 'luettich']
 * @example spellingsOf('Gent') // => ['gent']
 */
export function spellingsOf(name: string): string[] {
	const folded = foldText(name);
	const lower = name.toLowerCase();
	if (!/[äöü]/.test(lower)) return [folded];
	return [...new Set([folded, foldText(lower.replace(/[äöü]/g, (c) => umlauts[c] ?? c))])];
}

/**
 * Finds the record of `language` that names the same locality as `record` among the records of
 * its zip and country (`group`): the one with the same name, else the only one of that language
 * left without its like in the record's language when the record is the only one left in its
 * own; none when that cannot be told.
 * @example findSameLocality(waverNl, [waverNl, limalNl, limalFr, wavreFr], 'fr') // => wavreFr
 */
export function findSameLocality<T extends CityName>(
	record: T,
	group: readonly T[],
	language: string,
): T | undefined {
	const same = (a: CityName, b: CityName) => foldText(a.Name) === foldText(b.Name);
	const theirs = group.filter((r) => r.Language === language);
	const named = theirs.find((r) => same(r, record));
	if (named) return named;
	const ours = group.filter((r) => r.Language === record.Language);
	const ourLeft = ours.filter((r) => !theirs.some((t) => same(t, r)));
	const theirLeft = theirs.filter((t) => !ours.some((r) => same(t, r)));
	return ourLeft.length === 1 && theirLeft.length === 1 ? theirLeft[0] : undefined;
}

/**
 * Groups the records of `cities.json` by country and zip (key `CountryID|Zip`).
 * @example groupByPlace([{ Name: 'Gent', Zip: '9000', CountryID: 10, Language: 'nl' }]).get('10|9000')?.length // => 1
 */
export function groupByPlace<T extends CityName>(records: readonly T[]): Map<string, T[]> {
	const groups = new Map<string, T[]>();
	for (const r of records) {
		const key = `${r.CountryID}|${r.Zip}`;
		groups.set(key, [...(groups.get(key) ?? []), r]);
	}
	return groups;
}

/**
 * Makes the lookup of a list city's aliases from the records of `cities.json`.
 * @example aliasesOf(names)('Luik', '4000') // => ['liege', 'luttich', 'luettich']
 */
export function createCityAliases(
	names: readonly CityName[],
): (name: string, zip: string) => string[] {
	const byZip = new Map<string, CityName[][]>();
	for (const group of groupByPlace(names).values()) {
		const zip = group[0]!.Zip;
		byZip.set(zip, [...(byZip.get(zip) ?? []), group]);
	}
	return (name, zip) => {
		const own = foldText(name);
		const aliases = new Set<string>();
		for (const group of byZip.get(zip) ?? []) {
			const bearers = group.filter((r) => foldText(r.Name) === own);
			// A record of the group is an other name only of a locality that bears the city's name.
			const isPaired = (record: CityName) =>
				bearers.some((r) => {
					const paired = findSameLocality(r, group, record.Language);
					return paired !== undefined && foldText(paired.Name) === foldText(record.Name);
				});
			for (const record of group.filter(isPaired))
				for (const spelling of spellingsOf(record.Name)) aliases.add(spelling);
		}
		for (const spelling of spellingsOf(name)) aliases.add(spelling);
		aliases.delete(own);
		return [...aliases];
	};
}

/**
 * Tells whether every typed word starts a word of one of the aliases (or the whole alias).
 * @example aliasMatches(['brux'], ['bruxelles', 'brussels']) // => true
 */
export function aliasMatches(typed: readonly string[], aliases: readonly string[] = []): boolean {
	return aliases.some((alias) => {
		const words = tokenizeWords(alias);
		return typed.every((t) => alias.startsWith(t) || words.some((w) => w.startsWith(t)));
	});
}

/**
 * The index terms of the places whose cities an alias names with a typed word (folded): their
 * zips, or zip and country where a zip is shared; the listings there match it.
 * @example aliasZips([{ zip: '4000', aliases: ['liege'] }], 'lie') // => ['4000']
 * @example aliasZips([{ zip: '4050', aliases: ['esch an der alzette'], term: '4050lu' }], 'esch') // => ['4050lu']
 */
export function aliasZips(cities: readonly AliasedCity[], word: string): string[] {
	const terms = new Set<string>();
	for (const city of cities) if (city.aliases && aliasMatches([word], city.aliases)) terms.add(city.term ?? city.zip);
	return [...terms];
}
