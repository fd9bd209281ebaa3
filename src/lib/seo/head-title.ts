/**
 * The head `<title>` of listing pages (before the site name the layout adds). A listing's title
 * alone is shared by many listings ("Instapklaar appartement in het centrum"), by the sale and the
 * rent of one home too, so the head title names the goal and, where the address rule lets it
 * show (spec §5), the municipality: "{title} – te koop in Namen". Listings of one language whose
 * head titles are still equal get their reference as well ("… (ref. RE-1093)"), so no two
 * listing pages of a language share a title.
 */

/** What a listing's head title is made of. */
export type HeadTitleInput = { id: number; title: string; sale: boolean; city: string | null; reference: string };

/** The UI keys the head titles use. */
export type HeadTitleKey = 'detail.headTitle.sale' | 'detail.headTitle.rent' | 'detail.headTitle.sale.noCity' | 'detail.headTitle.rent.noCity' | 'detail.headTitle.reference';

/** A translator of those keys in the page's language. */
export type HeadTitleT = (key: HeadTitleKey, vars: Record<string, string>) => string;

/**
 * The head title of one listing, without its reference.
 * @example baseHeadTitle({ id: 1, title: 'Villa', sale: true, city: 'Namen', reference: 'R1' }, t) // => 'Villa – te koop in Namen'
 */
export function baseHeadTitle(item: HeadTitleInput, t: HeadTitleT): string {
	const goal = item.sale ? 'sale' : 'rent';
	return item.city ? t(`detail.headTitle.${goal}`, { title: item.title, city: item.city }) : t(`detail.headTitle.${goal}.noCity`, { title: item.title });
}

/**
 * The head title of every listing of one language by id: the base title, with the reference where
 * two or more listings share it.
 * @example headTitles([a, b], t).get(a.id) // => 'Villa – te koop in Namen (ref. R1)' when b's base title is the same
 */
export function headTitles(items: readonly HeadTitleInput[], t: HeadTitleT): Map<number, string> {
	const bases = items.map((item) => [item, baseHeadTitle(item, t)] as const);
	const counts = new Map<string, number>();
	for (const [, base] of bases) counts.set(base, (counts.get(base) ?? 0) + 1);
	return new Map(bases.map(([item, base]) => [item.id, (counts.get(base) ?? 0) > 1 ? t('detail.headTitle.reference', { title: base, reference: item.reference }) : base]));
}
