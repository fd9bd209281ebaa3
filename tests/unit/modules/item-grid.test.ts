import { describe, expect, test } from 'vitest';
import {
	defaultListColumns,
	fixedWidth,
	fluidWidth,
	itemGridStyle,
	itemImageSizes,
	listColumns,
	listGridGeometry,
	moduleImageSizes,
} from '../../../src/lib/modules/item-grid.ts';

const module = (fields: Partial<Parameters<typeof listColumns>[0][number]>) => ({
	relationType: 'property-list',
	relation: 'sale',
	status: 'Published',
	position: 0,
	span: 12,
	columnWidths: { sm: 12, md: 6, lg: 4 },
	...fields,
});

describe("spec §2 list pages: the cards take the column widths of the page's property-list module", () => {
	test.each([
		{ rule: 'the module of the goal gives the widths', modules: [module({ columnWidths: { sm: 12, md: 4, lg: 3 } })], goal: 'sale', expected: { sm: 12, md: 4, lg: 3 } },
		{ rule: 'a width below 3 is raised to 3 (at most 4 a row)', modules: [module({ columnWidths: { sm: 6, md: 2, lg: 1 } })], goal: 'sale', expected: { sm: 6, md: 3, lg: 3 } },
		{ rule: 'a module of the other goal is not the list', modules: [module({ relation: 'rent', columnWidths: { sm: 6, md: 6, lg: 6 } })], goal: 'sale', expected: defaultListColumns },
		{ rule: 'a Draft module is not shown, the next Published one is', modules: [module({ status: 'Draft', columnWidths: { sm: 6, md: 6, lg: 6 } }), module({ position: 1, columnWidths: { sm: 12, md: 12, lg: 6 } })], goal: 'sale', expected: { sm: 12, md: 12, lg: 6 } },
		{ rule: 'the first by position wins', modules: [module({ position: 2 }), module({ position: 1, columnWidths: { sm: 12, md: 6, lg: 3 } })], goal: 'sale', expected: { sm: 12, md: 6, lg: 3 } },
		{ rule: 'another relation type is not the list', modules: [module({ relationType: 'category', columnWidths: { sm: 6, md: 6, lg: 6 } })], goal: 'rent', expected: defaultListColumns },
		{ rule: 'a page without modules takes 1, 2 and 3 a row', modules: [], goal: 'rent', expected: { sm: 12, md: 6, lg: 4 } },
	])('$rule', ({ modules, goal, expected }) => {
		expect(listColumns(modules, goal)).toEqual(expected);
	});

	test('the widths reach the grid as custom properties', () => {
		expect(itemGridStyle({ sm: 12, md: 6, lg: 3 })).toBe('--sm:12;--md:6;--lg:3');
	});
});

describe("spec §2, §9: a card photo's sizes are its column's width at the helper breakpoints (767 px, 960 px)", () => {
	// The page: 76rem wide at most, 1rem gutters, 1.5rem between the cards (tokens.css).
	test.each([
		{ columns: 12, fluid: 'calc(100vw - 2rem)', fixed: '74rem' },
		{ columns: 6, fluid: 'calc(50vw - 1.75rem)', fixed: '36.25rem' },
		{ columns: 4, fluid: 'calc(33.34vw - 1.66rem)', fixed: '23.67rem' },
		{ columns: 3, fluid: 'calc(25vw - 1.62rem)', fixed: '17.38rem' },
	])('$columns columns: $fluid while the page fills the window, $fixed at its full width', ({ columns, fluid, fixed }) => {
		expect(fluidWidth(columns, listGridGeometry)).toBe(fluid);
		expect(fixedWidth(columns, listGridGeometry)).toBe(fixed);
	});

	test.each([
		{
			rule: '1, 2 and 3 a row',
			columns: { sm: 12, md: 6, lg: 4 },
			expected: '(max-width: 767px) calc(100vw - 2rem), (max-width: 960px) calc(50vw - 1.75rem), (max-width: 76rem) calc(33.34vw - 1.66rem), 23.67rem',
		},
		{
			rule: '2, 3 and 4 a row',
			columns: { sm: 6, md: 4, lg: 3 },
			expected: '(max-width: 767px) calc(50vw - 1.75rem), (max-width: 960px) calc(33.34vw - 1.66rem), (max-width: 76rem) calc(25vw - 1.62rem), 17.38rem',
		},
		{ rule: 'the same width on tablets and desktops is one step', columns: { sm: 12, md: 6, lg: 6 }, expected: '(max-width: 767px) calc(100vw - 2rem), (max-width: 76rem) calc(50vw - 1.75rem), 36.25rem' },
		{ rule: 'one a row everywhere', columns: { sm: 12, md: 12, lg: 12 }, expected: '(max-width: 76rem) calc(100vw - 2rem), 74rem' },
	])('$rule', ({ columns, expected }) => {
		expect(itemImageSizes(columns)).toBe(expected);
	});

	test('a slot is never narrower than its column (widths round up, what is taken off rounds down)', () => {
		const px = (rem: number) => rem * 16;
		for (const columns of [3, 4, 5, 6, 12]) {
			const share = columns / 12;
			// At 1216 px, the page's full width, the column is share of (1216 - 32 + 24) less one gap.
			const column = share * (1216 - px(2) + px(1.5)) - px(1.5);
			const [, vw, rem] = /calc\(([\d.]+)vw - ([\d.]+)rem\)/.exec(fluidWidth(columns, listGridGeometry))!;
			expect(Number(vw) * 12.16 - px(Number(rem))).toBeGreaterThanOrEqual(column);
			expect(px(Number.parseFloat(fixedWidth(columns, listGridGeometry)))).toBeGreaterThanOrEqual(column);
		}
	});
});

describe("spec §2, §9: a module's photo sizes on a page's module grid take its span into account from tablets up", () => {
	test.each([
		{
			rule: 'a module across the page is the list rule',
			module: { span: 12, columnWidths: { sm: 12, md: 6, lg: 4 } },
			expected: '(max-width: 767px) calc(100vw - 2rem), (max-width: 960px) calc(50vw - 1.75rem), (max-width: 76rem) calc(33.34vw - 1.66rem), 23.67rem',
		},
		{
			rule: 'half the page: items of 6 columns are a quarter of the window',
			module: { span: 6, columnWidths: { sm: 12, md: 12, lg: 6 } },
			expected: '(max-width: 767px) calc(100vw - 2rem), (max-width: 960px) calc(50vw - 1.75rem), (max-width: 76rem) calc(25vw - 1.62rem), 17.38rem',
		},
		{
			rule: 'two thirds of the page: items of 6 and 3 columns',
			module: { span: 8, columnWidths: { sm: 12, md: 6, lg: 3 } },
			expected: '(max-width: 767px) calc(100vw - 2rem), (max-width: 960px) calc(33.34vw - 1.66rem), (max-width: 76rem) calc(16.67vw - 1.58rem), 11.09rem',
		},
		{ rule: 'the span does not narrow phones (every module is across the page there)', module: { span: 4, columnWidths: { sm: 6, md: 12, lg: 12 } }, expected: '(max-width: 767px) calc(50vw - 1.75rem), (max-width: 76rem) calc(33.34vw - 1.66rem), 23.67rem' },
		{ rule: 'a width below 3 is raised to 3 first', module: { span: 12, columnWidths: { sm: 12, md: 6, lg: 2 } }, expected: '(max-width: 767px) calc(100vw - 2rem), (max-width: 960px) calc(50vw - 1.75rem), (max-width: 76rem) calc(25vw - 1.62rem), 17.38rem' },
		{ rule: 'a span out of range is brought into 1..12', module: { span: 20, columnWidths: { sm: 12, md: 12, lg: 12 } }, expected: '(max-width: 76rem) calc(100vw - 2rem), 74rem' },
	])('$rule', ({ module, expected }) => {
		expect(moduleImageSizes(module)).toBe(expected);
	});

	test('an item of a narrower module is never narrower than its slot (gaps between modules as between items)', () => {
		const px = (rem: number) => rem * 16;
		for (const span of [4, 6, 8, 9]) {
			for (const columns of [3, 4, 6, 12]) {
				// At 1216 px: the module is span/12 of the page's 1184 px content plus one gap, less a gap; the item the same of the module.
				const moduleWidth = (span / 12) * (1216 - px(2) + px(1.5)) - px(1.5);
				const item = (columns / 12) * (moduleWidth + px(1.5)) - px(1.5);
				const [, vw, rem] = /calc\(([\d.]+)vw - ([\d.]+)rem\)/.exec(fluidWidth(columns, listGridGeometry, span))!;
				expect(Number(vw) * 12.16 - px(Number(rem))).toBeGreaterThanOrEqual(item);
				expect(Number(vw) * 12.16 - px(Number(rem)) - item).toBeLessThan(2);
				expect(px(Number.parseFloat(fixedWidth(columns, listGridGeometry, span)))).toBeGreaterThanOrEqual(item);
			}
		}
	});
});
