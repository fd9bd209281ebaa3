/**
 * The card grid of the list pages /for-sale/ and /for-rent/ follows the column widths of its
 * page's property-list module (spec §2: modules with column widths, at most 4 items a row on a
 * 12-column grid), at the §9 helper breakpoints, like the items of every other module
 * (`modules.ts`), and its photos' `sizes` follow the same widths, so the browser picks the photo
 * width the column needs.
 *
 * Choices where the spec is silent:
 * - The list is the first Published property-list module of the page whose relation is the list's
 *   goal (`sale`, `rent`). A page without one lays its cards out 1 a row on phones, 2 on tablets
 *   and 3 on desktops (sm 12, md 6, lg 4: the demo export's widths).
 * - The module's `span` is not used there: the list page is that module alone, drawn with its
 *   filter, count and pagination across the page. Modules drawn on a page's module grid
 *   (`ModuleGrid.astro`: project, listing and category cards) take it into account from tablets
 *   up, where a module spans its `span` of the page's 12 columns (phones show every module across
 *   the page); their grid has the same 1.5rem gap between modules as between items.
 * - `sizes` is worked out from the page's geometry (`tokens.css`: 76rem page, 1rem gutter below
 *   1280 px, 1.5rem gap): each column width as a share of the window up to the page's width,
 *   then fixed. It errs on the large side by a fraction of a rem, never on the small side.
 */
import { gridColumns, moduleBreakpoints, moduleLayout, visibleModules, type ModuleLayout, type ModuleLayoutFields } from './modules.ts';

/** The item widths of a module (sm, md, lg columns of 12). */
export type ItemColumns = Pick<ModuleLayout, 'sm' | 'md' | 'lg'>;

/** The item widths of a list page whose page has no property-list module for it. */
export const defaultListColumns: ItemColumns = { sm: 12, md: 6, lg: 4 };

/** The page's geometry in rem, as `tokens.css` sets it: page width, side gutter (widest), gap. */
export type GridGeometry = { pageMaxRem: number; gutterRem: number; gapRem: number };

/** The geometry of the list pages: `--page-max`, `--gutter` below 1280 px, the grid's `--space-5` gap. */
export const listGridGeometry: GridGeometry = { pageMaxRem: 76, gutterRem: 1, gapRem: 1.5 };

/** What a module needs to be found as a page's list. */
type ListModuleFields = ModuleLayoutFields & { relationType: string; relation?: string | null | undefined };

/**
 * The item widths of a list page: those of its page's first Published property-list module for the
 * goal, else the default.
 * @example listColumns([{ relationType: 'property-list', relation: 'sale', status: 'Published', position: 0, span: 12, columnWidths: { sm: 12, md: 6, lg: 4 } }], 'sale') // => { sm: 12, md: 6, lg: 4 }
 */
export function listColumns(modules: readonly ListModuleFields[], goal: string): ItemColumns {
	const module = visibleModules(modules).find((m) => m.relationType === 'property-list' && m.relation?.trim() === goal);
	if (!module) return defaultListColumns;
	const { sm, md, lg } = moduleLayout(module);
	return { sm, md, lg };
}

/**
 * Converts item widths to the inline custom properties the card grid reads.
 * @example itemGridStyle({ sm: 12, md: 6, lg: 4 }) // => '--sm:12;--md:6;--lg:4'
 */
export function itemGridStyle({ sm, md, lg }: ItemColumns): string {
	return `--sm:${sm};--md:${md};--lg:${lg}`;
}

/** Rounds up to hundredths (a slot never comes out narrower than the column). */
const up = (n: number) => Math.ceil(n * 100 - 1e-6) / 100;
/** Rounds down to hundredths (what is taken off a slot). */
const down = (n: number) => Math.floor(n * 100 + 1e-6) / 100;

/**
 * The width of an item of `columns` columns, in a module of `span` columns of the page, while the
 * page is as wide as the window: a share of the window less its share of the gutters and gaps.
 * @example fluidWidth(6, listGridGeometry) // => 'calc(50vw - 1.75rem)'
 */
export function fluidWidth(columns: number, { gutterRem, gapRem }: GridGeometry, span: number = gridColumns): string {
	const share = (columns / gridColumns) * (span / gridColumns);
	const minus = down(share * (2 * gutterRem - gapRem) + gapRem);
	return `calc(${up(share * 100)}vw - ${minus}rem)`;
}

/**
 * The width of an item of `columns` columns, in a module of `span` columns, once the page has its full width.
 * @example fixedWidth(4, listGridGeometry) // => '23.67rem'
 */
export function fixedWidth(columns: number, { pageMaxRem, gutterRem, gapRem }: GridGeometry, span: number = gridColumns): string {
	const share = (columns / gridColumns) * (span / gridColumns);
	return `${up(share * (pageMaxRem - 2 * gutterRem + gapRem) - gapRem)}rem`;
}

/**
 * The `sizes` of an item's photo: its column width on phones (to 767 px), tablets (to 960 px) and
 * desktops (to the page's width, then fixed); neighbours of the same width are merged. A module's
 * `span` (12 when absent) narrows the tablet and desktop widths; phones show the module across the page.
 * @example itemImageSizes({ sm: 12, md: 6, lg: 4 }) // => '(max-width: 767px) calc(100vw - 2rem), (max-width: 960px) calc(50vw - 1.75rem), (max-width: 76rem) calc(33.34vw - 1.66rem), 23.67rem'
 */
export function itemImageSizes(columns: ItemColumns & { span?: number }, geometry: GridGeometry = listGridGeometry): string {
	const span = columns.span ?? gridColumns;
	const steps: [condition: string, width: string][] = [
		[`(max-width: ${moduleBreakpoints.mobileMax}px)`, fluidWidth(columns.sm, geometry)],
		[`(max-width: ${moduleBreakpoints.tabletMax}px)`, fluidWidth(columns.md, geometry, span)],
		[`(max-width: ${geometry.pageMaxRem}rem)`, fluidWidth(columns.lg, geometry, span)],
	];
	const merged = steps.filter(([, width], i) => steps[i + 1]?.[1] !== width);
	return [...merged.map(([condition, width]) => `${condition} ${width}`), fixedWidth(columns.lg, geometry, span)].join(', ');
}

/**
 * The `sizes` of the item photos of a module on a page's module grid, from its span and column
 * widths (raised to at most 4 a row); worked out once per module.
 * @example moduleImageSizes({ span: 6, columnWidths: { sm: 12, md: 12, lg: 6 } }) // => '(max-width: 767px) calc(100vw - 2rem), (max-width: 960px) calc(50vw - 1.75rem), (max-width: 76rem) calc(25vw - 1.62rem), 17.38rem'
 */
export function moduleImageSizes(module: Pick<ModuleLayoutFields, 'span' | 'columnWidths'>, geometry: GridGeometry = listGridGeometry): string {
	return itemImageSizes(moduleLayout(module), geometry);
}
