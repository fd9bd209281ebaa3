import { describe, expect, test } from 'vitest';
import { baseHeadTitle, headTitles, headTitleState, type HeadTitleT } from '../../../src/lib/seo/head-title.ts';
import type { Availability } from '../../../src/schemas/property.ts';

const texts: Record<string, string> = {
	'detail.headTitle.sale': '{{title}} – te koop in {{city}}',
	'detail.headTitle.rent': '{{title}} – te huur in {{city}}',
	'detail.headTitle.sale.noCity': '{{title}} – te koop',
	'detail.headTitle.rent.noCity': '{{title}} – te huur',
	'detail.headTitle.sold': '{{title}} – verkocht in {{city}}',
	'detail.headTitle.rented': '{{title}} – verhuurd in {{city}}',
	'detail.headTitle.sold.noCity': '{{title}} – verkocht',
	'detail.headTitle.rented.noCity': '{{title}} – verhuurd',
	'detail.headTitle.reference': '{{title}} (ref. {{reference}})',
};
const t: HeadTitleT = (key, vars) => texts[key]!.replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '');
const item = { id: 1, title: 'Instapklaar appartement', state: 'sale' as const, city: 'Namen', reference: 'RE-1' };

describe('listing head titles: distinct per page of a language', () => {
	test.each([
		{ rule: 'a sale names its goal and municipality', change: {}, expected: 'Instapklaar appartement – te koop in Namen' },
		{ rule: 'a rent names its goal', change: { state: 'rent' as const }, expected: 'Instapklaar appartement – te huur in Namen' },
		{ rule: 'a hidden municipality (spec §5 hideCity) is left out', change: { city: null }, expected: 'Instapklaar appartement – te koop' },
		{ rule: 'a sold listing says so, not "te koop"', change: { state: 'sold' as const }, expected: 'Instapklaar appartement – verkocht in Namen' },
		{ rule: 'a rented listing says so, not "te huur"', change: { state: 'rented' as const }, expected: 'Instapklaar appartement – verhuurd in Namen' },
		{ rule: 'a sold listing without its municipality', change: { state: 'sold' as const, city: null }, expected: 'Instapklaar appartement – verkocht' },
	])('$rule', ({ change, expected }) => {
		expect(baseHeadTitle({ ...item, ...change }, t)).toBe(expected);
	});

	test('a sale and a rent of one title differ without a reference; two sales of one title in one town get their references', () => {
		const titles = headTitles(
			[item, { ...item, id: 2, state: 'rent' as const, reference: 'RE-2' }, { ...item, id: 3, reference: 'RE-3' }, { ...item, id: 4, city: 'Gent', reference: 'RE-4' }],
			t,
		);
		expect([...titles]).toEqual([
			[1, 'Instapklaar appartement – te koop in Namen (ref. RE-1)'],
			[2, 'Instapklaar appartement – te huur in Namen'],
			[3, 'Instapklaar appartement – te koop in Namen (ref. RE-3)'],
			[4, 'Instapklaar appartement – te koop in Gent'],
		]);
		expect(new Set(titles.values()).size).toBe(titles.size);
	});
});

describe('spec §8 availability in the head title: a closed listing is no longer offered', () => {
	test.each<{ sale: boolean; status: Availability; expected: string }>([
		{ sale: true, status: 'for_sale', expected: 'sale' },
		{ sale: true, status: 'under_offer', expected: 'sale' },
		{ sale: true, status: 'sold', expected: 'sold' },
		{ sale: true, status: 'sold_out', expected: 'sold' },
		{ sale: false, status: 'for_rent', expected: 'rent' },
		{ sale: false, status: 'under_offer', expected: 'rent' },
		{ sale: false, status: 'rented', expected: 'rented' },
	])('$status of a goal sale=$sale reads $expected', ({ sale, status, expected }) => {
		expect(headTitleState(sale, status)).toBe(expected);
	});
});
