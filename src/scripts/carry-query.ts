/**
 * Writes the parameters a page carries across languages (`data-carry-query`, `carry-query.ts` in
 * src/lib/chrome) onto the links of its language switcher, once: they do not change while the
 * page is open.
 */
import { withCarriedQuery } from '../lib/chrome/carry-query.ts';

const names = document.querySelector<HTMLElement>('[data-carry-query]')?.dataset.carryQuery?.split(' ') ?? [];
if (names.length > 0 && location.search !== '') {
	for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-lang-link]')) {
		link.setAttribute('href', withCarriedQuery(link.getAttribute('href') ?? '', location.search, names));
	}
}
