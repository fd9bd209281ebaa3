/**
 * The head `<title>` of listing pages (before the site name the layout adds). A listing's title
 * alone is shared by many listings ("Instapklaar appartement in het centrum"), by the sale and the
 * rent of one home too, so the head title names the goal and, where the address rule lets it
 * show (spec §5), the municipality: "{title} – te koop in Namen". A sold, rented or sold-out
 * listing says so instead ("{title} – verkocht in Namen"), as its page does: search results and
 * link previews read the head title, and "te koop" there advertised a listing no longer on offer. A
 * listing under offer is still on offer and keeps its goal. Listings of one language whose head
 * titles are still equal get their reference as well ("… (ref. RE-1093)"), so no two listing pages
 * of a language share a title.
 */
import type { Availability } from '../../schemas/property.ts';
import { isClosed } from '../detail/status.ts';

/** What a head title says of a listing: on offer for sale or rent, or sold or rented. */
export type HeadTitleState = 'sale' | 'rent' | 'sold' | 'rented';

/** What a listing's head title is made of. */
export type HeadTitleInput = { id: number; title: string; state: HeadTitleState; city: string | null; reference: string };

/** The UI keys the head titles use. */
export type HeadTitleKey = `detail.headTitle.${HeadTitleState}` | `detail.headTitle.${HeadTitleState}.noCity` | 'detail.headTitle.reference';

/**
 * What the head title says of a listing of a goal in a state: sold or rented once closed (sold out
 * is sold), else its goal.
 * @example headTitleState(true, 'sold_out') // => 'sold'
 * @example headTitleState(false, 'under_offer') // => 'rent'
 */
export function headTitleState(sale: boolean, status: Availability): HeadTitleState {
	if (isClosed(status)) return sale ? 'sold' : 'rented';
	return sale ? 'sale' : 'rent';
}

/** A translator of those keys in the page's language. */
export type HeadTitleT = (key: HeadTitleKey, vars: Record<string, string>) => string;

/**
 * The head title of one listing, without its reference.
 * @example baseHeadTitle({ id: 1, title: 'Villa', state: 'sale', city: 'Namen', reference: 'R1' }, t) // => 'Villa – te koop in Namen'
 */
export function baseHeadTitle(item: HeadTitleInput, t: HeadTitleT): string {
	const { state } = item;
	return item.city ? t(`detail.headTitle.${state}`, { title: item.title, city: item.city }) : t(`detail.headTitle.${state}.noCity`, { title: item.title });
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
