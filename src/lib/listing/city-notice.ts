/**
 * What a list page says of a `city` link it could not apply (`missing-city.ts`), in the page's
 * language: its text and links in order, for the filter island to draw.
 *
 * - "None here" names the city, or every locality of a zip alone ("Er zijn geen panden te koop in
 *   Gentbrugge of Ledeberg"), joined as the language joins alternatives (`orList`).
 * - A link for one city is the whole sentence ("Bekijk de panden te huur in Oudenaarde"); for
 *   several, each city's name in it is its link ("Bekijk de panden te koop in [Gentbrugge] of
 *   [Ledeberg]"), so one sentence of the same string serves any number.
 * - A link on this list keeps the page's other parameters and the type applied; a link to the other
 *   list carries what that list offers (`otherListSearch`).
 */
import type { Goal } from '../domain/goal.ts';
import { orList } from '../intl/formats.ts';
import { filterToSearch, type ListingFilter } from './filter.ts';
import { otherListSearch, type CityChoice, type CityDirectory, type MissingCity } from './missing-city.ts';

/** The UI strings of the city notice. */
export const cityNoticeKeys = [
	'list.ignored.city',
	'list.city.none.sale',
	'list.city.none.rent',
	'list.city.noneTyped.sale',
	'list.city.noneTyped.rent',
	'list.city.several.sale',
	'list.city.several.rent',
	'list.city.severalTyped.sale',
	'list.city.severalTyped.rent',
	'list.city.other.sale',
	'list.city.other.rent',
] as const;

/** A piece of a notice: text, or a link. */
export type NoticePart = string | { text: string; href: string };

/** What the notice needs besides the city: the filter applied, where the lists are, the strings. */
export type CityNoticeContext = {
	filter: ListingFilter;
	goal: Goal;
	/** The page's language tag, for the list of names. */
	lang: string;
	/** This list's path and query: a link on this list keeps the query's other parameters. */
	here: { path: string; search: string };
	otherListPath: string;
	directory: Pick<CityDirectory, 'other' | 'types'>;
	labels: Record<(typeof cityNoticeKeys)[number], string>;
};

type LinkedCity = { name: string; href: string };

/**
 * The notice of a `city` link the list could not apply.
 * @example cityNoticeParts({ kind: 'none', name: 'Ieper' }, context) // => ['Er zijn geen panden te koop in Ieper; we tonen alle panden te koop.']
 */
export function cityNoticeParts(missing: Exclude<MissingCity, { kind: 'here' }>, context: CityNoticeContext): NoticePart[] {
	const { filter, goal, lang, labels: l } = context;
	if (missing.kind === 'unknown') return [l['list.ignored.city']];
	const other = goal === 'sale' ? 'rent' : 'sale';
	// The link's type may still filter the list: then not "all properties" are shown, and the links keep it.
	const typed = filter.type !== null;
	const here = (c: CityChoice): LinkedCity => ({ name: c.name, href: context.here.path + filterToSearch({ city: c.value, type: filter.type }, context.here.search) });
	const there = (c: CityChoice): LinkedCity => ({ name: c.name, href: context.otherListPath + otherListSearch({ city: c.value, type: filter.type }, context.directory) });
	const none = (name: string) => l[`list.city.${typed ? 'noneTyped' : 'none'}.${goal}`].replace('{{city}}', name);
	const parts: NoticePart[] = (() => {
		switch (missing.kind) {
			case 'several':
				return [l[`list.city.${typed ? 'severalTyped' : 'several'}.${goal}`].replace('{{zip}}', missing.zip), ' ', ...seeIn(l[`list.city.other.${goal}`], missing.here.map(here), lang)];
			case 'noneOfZip':
				return [none(orList(lang).format(missing.names)), ...(missing.other.length > 0 ? [' ', ...seeIn(l[`list.city.other.${other}`], missing.other.map(there), lang)] : [])];
			case 'other':
				return [none(missing.name), ' ', ...seeIn(l[`list.city.other.${other}`], [there(missing)], lang)];
			case 'none':
				return [none(missing.name)];
		}
	})();
	return joinTexts(parts);
}

/**
 * "See the properties … in {{city}}" with its links: the whole sentence for one city, each name for
 * several ("… in [Gentbrugge] or [Ledeberg]").
 */
function seeIn(template: string, cities: readonly LinkedCity[], lang: string): NoticePart[] {
	const [only] = cities;
	if (cities.length === 1 && only) return [{ text: template.replace('{{city}}', only.name), href: only.href }];
	const [before = '', after = ''] = template.split('{{city}}');
	let at = 0;
	const names = orList(lang)
		.formatToParts(cities.map((c) => c.name))
		.map((part): NoticePart => {
			if (part.type === 'literal') return part.value;
			const city = cities[at++];
			return city ? { text: part.value, href: city.href } : part.value;
		});
	return [before, ...names, after];
}

/** The parts with neighbouring texts made one and empty ones left out. */
function joinTexts(parts: readonly NoticePart[]): NoticePart[] {
	const joined: NoticePart[] = [];
	for (const part of parts) {
		const last = joined.at(-1);
		if (typeof part === 'string' && typeof last === 'string') joined[joined.length - 1] = last + part;
		else if (part !== '') joined.push(part);
	}
	return joined;
}
