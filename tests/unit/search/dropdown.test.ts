import { describe, expect, test } from 'vitest';
import type { SearchCity, SearchType } from '../../../src/lib/search/build-index.ts';
import { dropdownGroups, cityGoal, goalClause, listHref, moveIndex, placeOf, typeGoal } from '../../../src/lib/search/dropdown.ts';
import { liveMessage, fill, resultsMessage, type DropdownStrings } from '../../../src/lib/search/search-messages.ts';
import { noResults } from '../../../src/lib/search/query.ts';

const strings: DropdownStrings = {
	'search.group.types': 'Type pand',
	'search.group.cities': 'Gemeenten',
	'search.group.properties': 'Panden',
	'search.counts': '{{sale}} te koop, {{rent}} te huur',
	'search.counts.short': '{{sale}} te koop · {{rent}} te huur',
	'search.results.one': '1 resultaat',
	'search.results.other': '{{count}} resultaten',
	'search.noResults': 'Geen resultaten gevonden',
};
const paths = { sale: '/fr/a-vendre/', rent: '/fr/a-louer/' };
const type = (fields: Partial<SearchType>): SearchType => ({
	name: 'Maison',
	webId: 2,
	order: 2,
	offered: 'both',
	sale: 0,
	rent: 0,
	...fields,
});
const liege: SearchCity = { name: 'Liège', zip: '4000', search: 'liege', sale: 3, rent: 1 };

describe('spec §2 query parameters: a type opens the list holding more of its listings, sale on a tie', () => {
	test.each([
		{ counts: { sale: 3, rent: 1 }, expected: '/fr/a-vendre/?type=2' },
		{ counts: { sale: 1, rent: 3 }, expected: '/fr/a-louer/?type=2' },
		{ counts: { sale: 2, rent: 2 }, expected: '/fr/a-vendre/?type=2' },
		{ counts: { sale: 0, rent: 0 }, expected: '/fr/a-vendre/?type=2' },
	])('$counts links to $expected', ({ counts, expected }) => {
		const [group] = dropdownGroups({ ...noResults, types: [type(counts)] }, paths, strings, 'q', 'nl-BE');
		expect(group?.options[0]?.href).toBe(expected);
		expect(typeGoal(counts)).toBe(expected.includes('louer') ? 'rent' : 'sale');
	});
});

describe('spec §2 city parameter: a city opens the list where it has listings, the sale list first', () => {
	test.each([
		{ counts: { sale: 3, rent: 1 }, goal: 'sale' as const },
		{ counts: { sale: 1, rent: 3 }, goal: 'sale' as const },
		{ counts: { sale: 0, rent: 1 }, goal: 'rent' as const },
		{ counts: { sale: 2, rent: 0 }, goal: 'sale' as const },
	])('$counts opens the $goal list', ({ counts, goal }) => {
		expect(cityGoal(counts)).toBe(goal);
		const [group] = dropdownGroups({ ...noResults, cities: [{ ...liege, ...counts }] }, paths, strings, 'q', 'nl-BE');
		const href = group?.options[0]?.href ?? '';
		expect(href.startsWith(paths[goal])).toBe(true);
		expect(Object.fromEntries(new URL(href, 'http://x').searchParams)).toEqual({ city: 'Liège|4000' });
	});
});

describe('a type\'s counts in the page language\'s number format (the plural words stay the UI string\'s)', () => {
	test.each([
		{ lang: 'nl-BE', sale: 1234, rent: 12, meta: '1.234 te koop · 12 te huur' },
		{ lang: 'fr-BE', sale: 1234, rent: 12, meta: '1\u202f234 te koop · 12 te huur' },
		{ lang: 'en', sale: 1234, rent: 12, meta: '1,234 te koop · 12 te huur' },
		{ lang: 'de-BE', sale: 1234, rent: 12, meta: '1.234 te koop · 12 te huur' },
		{ lang: 'fr-BE', sale: 12, rent: 1234, meta: '12 te koop · 1\u202f234 te huur' },
	])('$lang: $sale and $rent -> $meta', ({ lang, sale, rent, meta }) => {
		const [group] = dropdownGroups({ ...noResults, types: [type({ sale, rent })], cities: [{ ...liege, sale, rent }] }, paths, strings, 'q', lang);
		expect(group?.options[0]).toMatchObject({ meta, spoken: `Maison, ${meta.replace(' ·', ',')}` });
	});
});

describe('a type offered for one goal only (Sale / Rent flags) shows that goal\'s count alone, seen and spoken', () => {
	test.each([
		{ offered: 'sale', sale: 5, rent: 0, meta: '5 te koop', spoken: 'Grond, 5 te koop' },
		{ offered: 'rent', sale: 0, rent: 3, meta: '3 te huur', spoken: 'Grond, 3 te huur' },
		{ offered: 'both', sale: 5, rent: 0, meta: '5 te koop · 0 te huur', spoken: 'Grond, 5 te koop, 0 te huur' },
	] as const)('offered $offered: $meta', ({ offered, sale, rent, meta, spoken }) => {
		const [group] = dropdownGroups({ ...noResults, types: [type({ name: 'Grond', offered, sale, rent })] }, paths, strings, 'q', 'nl-BE');
		expect(group?.options[0]).toMatchObject({ meta, spoken });
	});

	test('a city keeps both counts', () => {
		const [group] = dropdownGroups({ ...noResults, cities: [{ ...liege, sale: 5, rent: 0 }] }, paths, strings, 'q', 'nl-BE');
		expect(group?.options[0]?.spoken).toBe('Liège 4000, 5 te koop, 0 te huur');
	});

	test.each([
		{ template: '{{sale}} te koop · {{rent}} te huur', goal: 'sale', expected: '{{sale}} te koop' },
		{ template: '{{sale}} te koop · {{rent}} te huur', goal: 'rent', expected: '{{rent}} te huur' },
		{ template: '{{sale}} à vendre, {{rent}} à louer', goal: 'rent', expected: '{{rent}} à louer' },
		{ template: '{{sale}} zu verkaufen · {{rent}} zu vermieten', goal: 'sale', expected: '{{sale}} zu verkaufen' },
		{ template: '{{rent}} for rent / {{sale}} for sale', goal: 'sale', expected: '{{sale}} for sale' },
		{ template: '{{sale}} te koop en {{rent}} te huur', goal: 'sale', expected: '{{sale}} te koop en {{rent}} te huur' },
	] as const)('goalClause($template, $goal) -> $expected', ({ template, goal, expected }) => {
		expect(goalClause(template, goal)).toBe(expected);
	});

	test('every language\'s UI strings give a clause with its one count', async () => {
		for (const lang of ['nl', 'fr', 'en', 'de']) {
			const { default: ui } = (await import(`../../../i18n/ui/${lang}.json`)) as { default: Record<string, string> };
			for (const key of ['search.counts', 'search.counts.short']) {
				expect(goalClause(ui[key]!, 'sale'), `${lang} ${key}`).toMatch(/^\{\{sale\}\} \p{L}[^{]*\p{L}$/u);
				expect(goalClause(ui[key]!, 'rent'), `${lang} ${key}`).toMatch(/^\{\{rent\}\} \p{L}[^{]*\p{L}$/u);
			}
		}
	});
});

describe('listHref: the list filtered by the query parameters', () => {
	test.each<{ goal: 'sale' | 'rent'; params: Record<string, string>; expected: string }>([
		{ goal: 'sale', params: { type: '2' }, expected: '/fr/a-vendre/?type=2' },
		{ goal: 'rent', params: { city: 'Liège|4000' }, expected: '/fr/a-louer/?city=Li%C3%A8ge%7C4000' },
	])('$goal with $params links to $expected', ({ goal, params, expected }) => {
		const href = listHref(paths, goal, params);
		expect(href).toBe(expected);
		expect(Object.fromEntries(new URL(href, 'http://x').searchParams)).toEqual(params);
	});
});

describe('spec §5 address rule: a property shows its zip and city unless the index left them out (hideCity)', () => {
	const base = { id: 7, ref: 'IDL-7', title: 'Villa', path: '/property/7/' };
	test.each([
		{ city: 'Gent', zip: '9000', meta: 'IDL-7 · 9000 Gent', spoken: 'Villa, IDL-7, 9000 Gent' },
		{ city: '', zip: '', meta: 'IDL-7', spoken: 'Villa, IDL-7' },
	])('place "$zip $city" shows $meta', ({ city, zip, meta, spoken }) => {
		const [group] = dropdownGroups({ ...noResults, properties: [{ ...base, city, zip }] }, paths, strings, 'q', 'nl-BE');
		expect(group?.options[0]).toMatchObject({ meta, spoken });
		expect(placeOf({ city, zip })).toBe(meta.split(' · ')[1] ?? '');
	});
});

describe('design: a title that fell back to another language is marked with its lang in the dropdown', () => {
	const base = { id: 7, ref: 'IDL-7', title: 'Villa met tuin', city: 'Gent', zip: '9000', path: '/de/zu-verkaufen/gent/villa/7/' };
	test.each([
		{ rule: 'a Dutch title on a German page', doc: { ...base, titleLocale: 'nl' as const }, lang: 'nl-BE' },
		{ rule: 'a French title on an English page', doc: { ...base, titleLocale: 'fr' as const }, lang: 'fr-BE' },
		{ rule: 'a title in the page language', doc: base, lang: undefined },
	])('$rule: lang $lang', ({ doc, lang }) => {
		const [group] = dropdownGroups({ ...noResults, properties: [doc] }, paths, strings, 'q', 'nl-BE');
		expect(group?.options[0]?.lang).toBe(lang);
		expect(group?.options[0]?.spoken).toBe('Villa met tuin, IDL-7, 9000 Gent');
	});
});

describe('dropdownGroups (spec §2: types with sale and rent counts, cities, properties)', () => {
	test('an empty result has no group', () => {
		expect(dropdownGroups(noResults, paths, strings, 'q', 'nl-BE')).toEqual([]);
	});

	test('types show (sale / rent) and say the counts in words', () => {
		const [group] = dropdownGroups(
			{ ...noResults, types: [type({ sale: 12, rent: 4 })] },
			paths,
			strings,
			'q',
			'nl-BE',
		);
		expect(group).toEqual({
			key: 'types',
			label: 'Type pand',
			options: [
				{
					id: 'q-type-2',
					label: 'Maison',
					meta: '12 te koop · 4 te huur',
					spoken: 'Maison, 12 te koop, 4 te huur',
					href: '/fr/a-vendre/?type=2',
					icon: '/icons/type-residential.svg',
				},
			],
		});
	});

	test.each([
		{ offered: 'rent' as const, sale: 5, rent: 0, expected: '/fr/a-louer/?type=7' },
		{ offered: 'sale' as const, sale: 0, rent: 5, expected: '/fr/a-vendre/?type=7' },
	])('a type offered for $offered only links to that list', ({ offered, sale, rent, expected }) => {
		const [group] = dropdownGroups(
			{ ...noResults, types: [type({ webId: 7, offered, sale, rent })] },
			paths,
			strings,
			'q',
			'nl-BE',
		);
		expect(group?.options[0]?.href).toBe(expected);
	});

	test.each([
		{ webId: 2, icon: '/icons/type-residential.svg' },
		{ webId: 6, icon: '/icons/type-industrial.svg' },
		{ webId: 99, icon: undefined },
	])('spec §3 icons by WebID: type $webId shows $icon, its spoken name unchanged', ({ webId, icon }) => {
		const [group] = dropdownGroups({ ...noResults, types: [type({ webId })] }, paths, strings, 'q', 'nl-BE');
		expect(group?.options[0]?.icon).toBe(icon);
		expect(group?.options[0]?.spoken).toBe('Maison, 0 te koop, 0 te huur');
	});

	test('cities link to the list filtered by Name|Zip, properties to their page; groups keep their order', () => {
		const property = {
			id: 1002,
			ref: 'IDL-1002',
			title: 'Maison spacieuse',
			city: 'Liège',
			zip: '4000',
			type: 2,
			path: '/fr/a-vendre/liege/maison-spacieuse/1002/',
		};
		const groups = dropdownGroups(
			{ types: [], cities: [liege], properties: [property] },
			paths,
			strings,
			'q',
			'nl-BE',
		);
		expect(groups.map((g) => g.key)).toEqual(['cities', 'properties']);
		expect(groups[0]?.options[0]).toMatchObject({
			id: 'q-city-4000-liege',
			label: 'Liège',
			meta: '4000',
			href: '/fr/a-vendre/?city=Li%C3%A8ge%7C4000',
		});
		expect(groups[1]?.options[0]).toMatchObject({
			id: 'q-property-1002',
			label: 'Maison spacieuse',
			meta: 'IDL-1002 · 4000 Liège',
			href: property.path,
		});
	});
});

describe('moveIndex: arrow keys move the active option and wrap (ARIA combobox)', () => {
	test.each([
		{ current: -1, delta: 1 as const, count: 3, expected: 0 },
		{ current: -1, delta: -1 as const, count: 3, expected: 2 },
		{ current: 0, delta: 1 as const, count: 3, expected: 1 },
		{ current: 2, delta: 1 as const, count: 3, expected: 0 },
		{ current: 0, delta: -1 as const, count: 3, expected: 2 },
		{ current: 5, delta: 1 as const, count: 0, expected: -1 },
	])('$current by $delta of $count is $expected', ({ current, delta, count, expected }) => {
		expect(moveIndex(current, delta, count)).toBe(expected);
	});
});

describe('resultsMessage: the live region announces the number of results', () => {
	test.each([
		{ count: 0, expected: 'Geen resultaten gevonden' },
		{ count: 1, expected: '1 resultaat' },
		{ count: 9, expected: '9 resultaten' },
	])('$count says $expected', ({ count, expected }) => {
		expect(resultsMessage(count, strings)).toBe(expected);
	});

	test('fill keeps unknown variables', () => {
		expect(fill('{{a}} {{b}}', { a: 1 })).toBe('1 {{b}}');
	});
});

describe('liveMessage: loading, error or the number of options, nothing while closed', () => {
	const all = { ...strings, 'search.loading': 'Laden…', 'search.error': 'Niet beschikbaar' };
	test.each([
		{ open: false, status: 'ready' as const, count: 3, expected: '' },
		{ open: true, status: 'idle' as const, count: 0, expected: 'Laden…' },
		{ open: true, status: 'loading' as const, count: 0, expected: 'Laden…' },
		{ open: true, status: 'loading' as const, count: 8, expected: '8 resultaten' },
		{ open: true, status: 'error' as const, count: 0, expected: 'Niet beschikbaar' },
		{ open: true, status: 'ready' as const, count: 0, expected: 'Geen resultaten gevonden' },
		{ open: true, status: 'ready' as const, count: 8, expected: '8 resultaten' },
	])('open $open, $status, $count options says $expected', ({ open, status, count, expected }) => {
		expect(liveMessage({ open, status, count }, all)).toBe(expected);
	});
});
