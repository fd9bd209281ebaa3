/**
 * The other names of a city (spec §3 city list: "Names differ per language"; spec §5: a city by
 * name, zip or accent-stripped name). A Belgian types the name he knows: Liège on the Dutch site
 * (Luik), Gent on the French one (Gand), Ixelles on the Dutch one (Elsene), and on the German one
 * Luettich for Lüttich, the way German is typed without umlauts.
 *
 * - The names of one municipality are the records of `cities.json` with its country and zip, one
 *   per language. A list city (name and zip, as its listing names it) takes the names of the
 *   records of its zip of which one bears its name in some language, so a Belgian and a
 *   Luxembourg town that share a zip keep their own names.
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
export type CityName = { Name: string; Zip: string; CountryID: number };

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
 * Makes the lookup of a list city's aliases from the records of `cities.json`.
 * @example aliasesOf(names)('Luik', '4000') // => ['liege', 'luttich', 'luettich']
 */
export function createCityAliases(
	names: readonly CityName[],
): (name: string, zip: string) => string[] {
	const byZip = new Map<string, Map<number, CityName[]>>();
	for (const record of names) {
		const countries = byZip.get(record.Zip) ?? new Map<number, CityName[]>();
		countries.set(record.CountryID, [...(countries.get(record.CountryID) ?? []), record]);
		byZip.set(record.Zip, countries);
	}
	return (name, zip) => {
		const own = foldText(name);
		const aliases = new Set<string>();
		for (const group of byZip.get(zip)?.values() ?? []) {
			if (!group.some((r) => foldText(r.Name) === own)) continue;
			for (const record of group) for (const spelling of spellingsOf(record.Name)) aliases.add(spelling);
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
