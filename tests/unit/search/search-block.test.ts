import { describe, expect, test } from 'vitest';
import { listMembers } from '../../../src/lib/listing/list-members.ts';
import { buttonLabel, countListed, fillTotals, searchBlockView, type SearchConfig } from '../../../src/lib/search/search-block.ts';
import { writtenCounts } from '../support/written-counts.ts';

const l = (ID: number, Goal: number, Language: 'nl' | 'fr' = 'nl') => ({ ID, Language, Goal });

describe('spec §2 search block: a total is the number of listings its list shows', () => {
	const cases = [
		{ name: 'listings by goal', input: [l(1, 0), l(2, 0), l(3, 1)], expected: { sale: 2, rent: 1 } },
		{ name: 'each listing once, whatever its languages', input: [l(1, 0), l(1, 0, 'fr'), l(2, 1), l(2, 1, 'fr')], expected: { sale: 1, rent: 1 } },
		{ name: 'a listing without a Dutch record is on no list', input: [l(1, 0, 'fr')], expected: { sale: 0, rent: 0 } },
		{ name: 'any goal other than 0 is rent', input: [l(1, 2)], expected: { sale: 0, rent: 1 } },
		{ name: 'no listings', input: [], expected: { sale: 0, rent: 0 } },
	];
	test.each(cases)('$name', ({ input, expected }) => {
		expect(countListed(input)).toEqual(expected);
	});

	test('sold, rented, under offer and sold out listings count: the lists show them with a badge', () => {
		const listings = ['for_sale', 'sold', 'under_offer', 'sold_out'].map((Status, i) => ({ ...l(i + 1, 0), Availability: { Status } }));
		const rented = [{ ...l(9, 1), Availability: { Status: 'rented' } }];
		expect(countListed([...listings, ...rented])).toEqual({ sale: 4, rent: 1 });
		expect(countListed([...listings, ...rented])).toEqual({
			sale: listMembers(listings, 'sale', 'nl').length,
			rent: listMembers(rented, 'rent', 'nl').length,
		});
	});
});

describe('spec §2 search block: {FOR_SALE_TOTAL} and {FOR_RENT_TOTAL} replaced by the totals', () => {
	test.each([
		{ text: '{FOR_SALE_TOTAL} panden te koop en {FOR_RENT_TOTAL} te huur', expected: '74 panden te koop en 29 te huur' },
		{ text: '{FOR_SALE_TOTAL} + {FOR_SALE_TOTAL}', expected: '74 + 74' },
		{ text: 'Geen totalen', expected: 'Geen totalen' },
		{ text: '{OTHER} blijft', expected: '{OTHER} blijft' },
	])('$text', ({ text, expected }) => {
		expect(fillTotals(text, { sale: 74, rent: 29 }, 'nl-BE')).toBe(expected);
	});
});

describe('spec §2 search block: buttons show the count in brackets when above zero', () => {
	test.each([
		{ count: 74, show: true, expected: 'Te koop (74)' },
		{ count: 1, show: true, expected: 'Te koop (1)' },
		{ count: 0, show: true, expected: 'Te koop' },
		{ count: 74, show: false, expected: 'Te koop' },
	])('count $count, showSearchCount $show', ({ count, show, expected }) => {
		expect(buttonLabel('Te koop', count, show, 'nl-BE')).toBe(expected);
	});
});

describe('spec §2 search block: totals and button counts in the number format of their text\'s language', () => {
	test.each(writtenCounts)('$lang: $count -> $written', ({ lang, count, written: total }) => {
		expect(fillTotals('{FOR_SALE_TOTAL} / {FOR_RENT_TOTAL}', { sale: count, rent: count }, lang)).toBe(`${total} / ${total}`);
		expect(buttonLabel('For sale', count, true, lang)).toBe(`For sale (${total})`);
	});

	test('a Dutch description standing in on a French page writes its totals the Dutch way', () => {
		const config: SearchConfig = {
			showSearchInput: true,
			showSearchButton: true,
			showSearchCount: true,
			showCountProperty: true,
			publicDescriptions: [
				{ nl: '{FOR_SALE_TOTAL} panden te koop', fr: '', en: '', de: '' },
				{ nl: '{FOR_RENT_TOTAL} te huur', fr: '{FOR_RENT_TOTAL} à louer', en: '', de: '' },
			],
		};
		const texts = searchBlockView(config, 'fr', { sale: 1234, rent: 1234 }).descriptions.map((d) => [d.text, d.lang]);
		expect(texts).toEqual([
			['1.234 panden te koop', 'nl'],
			['1\u202f234 à louer', 'fr'],
		]);
	});
});

describe('spec §3 search config flags and texts per language', () => {
	const base: SearchConfig = {
		showSearchInput: true,
		showSearchButton: true,
		showSearchCount: true,
		showCountProperty: true,
		logo: '/logo.svg',
		publicTitle: { nl: 'Vind uw droomwoning', fr: 'Trouvez', en: 'Find', de: '' },
		publicDescriptions: [
			{ nl: '{FOR_SALE_TOTAL} te koop', fr: '{FOR_SALE_TOTAL} à vendre', en: '', de: '' },
			{ nl: 'Welkom', fr: 'Bienvenue', en: 'Welcome', de: '' },
		],
	};
	const totals = { sale: 3, rent: 0 };

	test('all flags on, French', () => {
		expect(searchBlockView(base, 'fr', totals)).toEqual({
			logo: '/logo.svg',
			title: { text: 'Trouvez', lang: 'fr', fallback: false },
			descriptions: [
				{ text: '3 à vendre', lang: 'fr', fallback: false },
				{ text: 'Bienvenue', lang: 'fr', fallback: false },
			],
			showInput: true,
			buttons: [
				{ goal: 'sale', count: 3, showCount: true },
				{ goal: 'rent', count: 0, showCount: true },
			],
		});
	});

	test('German falls back to Dutch texts, marked nl', () => {
		const view = searchBlockView(base, 'de', totals);
		expect(view.title).toEqual({ text: 'Vind uw droomwoning', lang: 'nl', fallback: true });
		expect(view.descriptions.map((d) => [d.text, d.lang])).toEqual([['3 te koop', 'nl'], ['Welkom', 'nl']]);
	});

	const flags = [
		{ flag: 'showSearchInput', check: (v: ReturnType<typeof searchBlockView>) => v.showInput, expected: false },
		{ flag: 'showSearchButton', check: (v: ReturnType<typeof searchBlockView>) => v.buttons.length, expected: 0 },
		{ flag: 'showSearchCount', check: (v: ReturnType<typeof searchBlockView>) => v.buttons.every((b) => !b.showCount), expected: true },
		{ flag: 'showCountProperty', check: (v: ReturnType<typeof searchBlockView>) => v.descriptions.map((d) => d.text), expected: ['Welcome'] },
	] as const;
	test.each(flags)('$flag off', ({ flag, check, expected }) => {
		expect(check(searchBlockView({ ...base, [flag]: false }, 'en', totals))).toEqual(expected);
	});

	test('no logo and no title', () => {
		const view = searchBlockView({ ...base, logo: null, publicTitle: { nl: '', fr: '', en: '', de: '' } }, 'nl', totals);
		expect([view.logo, view.title]).toEqual([null, null]);
	});
});
