/**
 * Page modules on the 12-column grid (spec §2: modules with position, span, column widths and
 * status; at most 4 items per row).
 *
 * Choices where the spec is silent:
 * - Only status Published is shown; modules are ordered by `position`, ties keep the export order.
 * - `span` is the module's width on the page grid (1 to 12 columns, all breakpoints).
 * - `columnWidths` sm/md/lg is the width of one item inside the module on mobile (≤767 px), tablet
 *   (≤960 px) and desktop (above). A width below 3 would put more than 4 items on a row, so it is
 *   raised to 3; widths are whole numbers from 3 to 12.
 * - The layout reaches the page as CSS custom properties (`--span`, `--sm`, `--md`, `--lg`) that
 *   one scoped grid rule per breakpoint reads, instead of 48 utility classes.
 */

/** Columns of the page grid. */
export const gridColumns = 12;

/** Most items a module shows on one row (spec §2). */
export const maxItemsPerRow = 4;

/** The fields of a module that decide whether and where it is shown. */
export type ModuleLayoutFields = {
	status: string;
	position: number;
	span: number;
	columnWidths: { sm: number; md: number; lg: number };
};

/** Breakpoints of the module grid in px (spec §9 helper: mobile to 767, tablet to 960). */
export const moduleBreakpoints = { mobileMax: 767, tabletMax: 960 } as const;

/**
 * The modules a page shows: Published only, in ascending position (stable for equal positions).
 * @example visibleModules([{ status: 'Draft', position: 0 }, { status: 'Published', position: 1 }]).length // => 1
 */
export function visibleModules<T extends Pick<ModuleLayoutFields, 'status' | 'position'>>(modules: readonly T[]): T[] {
	return modules
		.map((module, index) => ({ module, index }))
		.filter(({ module }) => module.status === 'Published')
		.sort((a, b) => a.module.position - b.module.position || a.index - b.index)
		.map(({ module }) => module);
}

/** Brings a column count into 1..12 (non-numbers give 12). */
function clampColumns(value: number, min: number): number {
	if (!Number.isFinite(value)) return gridColumns;
	return Math.min(gridColumns, Math.max(min, Math.round(value)));
}

/**
 * Converts an item's configured column width to the width used, so no row holds more than 4 items.
 * @example itemColumns(2) // => 3
 * @example itemColumns(6) // => 6
 */
export function itemColumns(width: number): number {
	return clampColumns(width, gridColumns / maxItemsPerRow);
}

/**
 * Converts an item width in columns to the number of items on one row.
 * @example itemsPerRow(4) // => 3
 */
export function itemsPerRow(width: number): number {
	return Math.floor(gridColumns / itemColumns(width));
}

/** The module's span and item widths per breakpoint, as used on the page. */
export type ModuleLayout = { span: number; sm: number; md: number; lg: number };

/**
 * Converts a module's configured span and column widths to the layout used.
 * @example moduleLayout({ span: 12, columnWidths: { sm: 12, md: 6, lg: 2 } }) // => { span: 12, sm: 12, md: 6, lg: 3 }
 */
export function moduleLayout(module: Pick<ModuleLayoutFields, 'span' | 'columnWidths'>): ModuleLayout {
	return {
		span: clampColumns(module.span, 1),
		sm: itemColumns(module.columnWidths.sm),
		md: itemColumns(module.columnWidths.md),
		lg: itemColumns(module.columnWidths.lg),
	};
}

/**
 * Converts a module's layout to the inline custom properties the grid styles read.
 * @example moduleGridStyle({ span: 12, columnWidths: { sm: 12, md: 6, lg: 3 } }) // => '--span:12;--sm:12;--md:6;--lg:3'
 */
export function moduleGridStyle(module: Pick<ModuleLayoutFields, 'span' | 'columnWidths'>): string {
	const { span, sm, md, lg } = moduleLayout(module);
	return `--span:${span};--sm:${sm};--md:${md};--lg:${lg}`;
}
