import { describe, expect, test } from 'vitest';
import { baseHeadTitle, headTitles, type HeadTitleT } from '../../../src/lib/seo/head-title.ts';

const texts: Record<string, string> = {
	'detail.headTitle.sale': '{{title}} – te koop in {{city}}',
	'detail.headTitle.rent': '{{title}} – te huur in {{city}}',
	'detail.headTitle.sale.noCity': '{{title}} – te koop',
	'detail.headTitle.rent.noCity': '{{title}} – te huur',
	'detail.headTitle.reference': '{{title}} (ref. {{reference}})',
};
const t: HeadTitleT = (key, vars) => texts[key]!.replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '');
const item = { id: 1, title: 'Instapklaar appartement', sale: true, city: 'Namen', reference: 'RE-1' };

describe('listing head titles: distinct per page of a language', () => {
	test.each([
		{ rule: 'a sale names its goal and municipality', change: {}, expected: 'Instapklaar appartement – te koop in Namen' },
		{ rule: 'a rent names its goal', change: { sale: false }, expected: 'Instapklaar appartement – te huur in Namen' },
		{ rule: 'a hidden municipality (spec §5 hideCity) is left out', change: { city: null }, expected: 'Instapklaar appartement – te koop' },
	])('$rule', ({ change, expected }) => {
		expect(baseHeadTitle({ ...item, ...change }, t)).toBe(expected);
	});

	test('a sale and a rent of one title differ without a reference; two sales of one title in one town get their references', () => {
		const titles = headTitles(
			[item, { ...item, id: 2, sale: false, reference: 'RE-2' }, { ...item, id: 3, reference: 'RE-3' }, { ...item, id: 4, city: 'Gent', reference: 'RE-4' }],
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
