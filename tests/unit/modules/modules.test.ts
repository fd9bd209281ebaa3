import { describe, expect, test } from 'vitest';
import { itemColumns, itemsPerRow, moduleGridStyle, moduleLayout, visibleModules } from '../../../src/lib/modules/modules.ts';

describe('spec §2 modules: only status Published is shown, ordered by position', () => {
	const cases = [
		{ name: 'drafts and archived are left out', input: [{ id: 'a', status: 'Draft', position: 0 }, { id: 'b', status: 'Published', position: 1 }, { id: 'c', status: 'Archived', position: 2 }], expected: ['b'] },
		{ name: 'ascending position', input: [{ id: 'a', status: 'Published', position: 3 }, { id: 'b', status: 'Published', position: 0 }, { id: 'c', status: 'Published', position: 1 }], expected: ['b', 'c', 'a'] },
		{ name: 'equal positions keep the export order', input: [{ id: 'a', status: 'Published', position: 1 }, { id: 'b', status: 'Published', position: 1 }, { id: 'c', status: 'Published', position: 0 }], expected: ['c', 'a', 'b'] },
		{ name: 'no modules', input: [], expected: [] },
	];
	test.each(cases)('$name', ({ input, expected }) => {
		expect(visibleModules(input).map((m) => m.id)).toEqual(expected);
	});
});

describe('spec §2 modules: at most 4 items per row on a 12-column grid', () => {
	const cases = [
		{ width: 12, columns: 12, perRow: 1 },
		{ width: 6, columns: 6, perRow: 2 },
		{ width: 4, columns: 4, perRow: 3 },
		{ width: 3, columns: 3, perRow: 4 },
		{ width: 2, columns: 3, perRow: 4 },
		{ width: 1, columns: 3, perRow: 4 },
		{ width: 5, columns: 5, perRow: 2 },
		{ width: 13, columns: 12, perRow: 1 },
		{ width: Number.NaN, columns: 12, perRow: 1 },
	];
	test.each(cases)('item width $width uses $columns columns, $perRow per row', ({ width, columns, perRow }) => {
		expect(itemColumns(width)).toBe(columns);
		expect(itemsPerRow(width)).toBe(perRow);
	});
});

describe('spec §2 modules: span and column widths sm/md/lg per breakpoint', () => {
	const cases = [
		{ input: { span: 12, columnWidths: { sm: 12, md: 6, lg: 3 } }, layout: { span: 12, sm: 12, md: 6, lg: 3 }, style: '--span:12;--sm:12;--md:6;--lg:3' },
		{ input: { span: 6, columnWidths: { sm: 12, md: 4, lg: 2 } }, layout: { span: 6, sm: 12, md: 4, lg: 3 }, style: '--span:6;--sm:12;--md:4;--lg:3' },
		{ input: { span: 0, columnWidths: { sm: 12, md: 12, lg: 12 } }, layout: { span: 1, sm: 12, md: 12, lg: 12 }, style: '--span:1;--sm:12;--md:12;--lg:12' },
	];
	test.each(cases)('span $input.span with $input.columnWidths', ({ input, layout, style }) => {
		expect(moduleLayout(input)).toEqual(layout);
		expect(moduleGridStyle(input)).toBe(style);
	});
});
