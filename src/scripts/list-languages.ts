/**
 * The language switcher of a list page keeps the list's filter (spec §2, `carry-filter.ts`): each
 * language's link gets the `city` and `type` of the page's URL, read against the filter form's
 * choices as the list reads them. The filter island keeps that URL in step with the form, so the
 * links are written again just before they can be followed (pointer over, focus, click). Without
 * JavaScript they stay the plain links to the translated list.
 */
import { withListFilter } from '../lib/listing/carry-filter.ts';
import { choicesOfValues } from '../lib/listing/filter.ts';

/** Keeps the filter of the page's URL on every link of the language switcher. */
function carryListFilter(form: HTMLFormElement): void {
	const values = (name: string) => {
		const select = form.elements.namedItem(name);
		return select instanceof HTMLSelectElement ? [...select.options].map((o) => o.value) : [];
	};
	const choices = choicesOfValues(values('city'), values('type'));
	const links = [...document.querySelectorAll<HTMLAnchorElement>('a[data-lang-link]')].map((link) => ({ link, base: link.getAttribute('href') ?? '' }));
	const update = () => {
		for (const { link, base } of links) {
			const href = withListFilter(base, location.search, choices);
			if (link.getAttribute('href') !== href) link.setAttribute('href', href);
		}
	};
	update();
	for (const nav of new Set(links.map(({ link }) => link.closest('nav')))) {
		for (const type of ['pointerover', 'focusin', 'click'] as const) nav?.addEventListener(type, update, { capture: true });
	}
}

const form = document.querySelector('form.listing-filter');
if (form instanceof HTMLFormElement) carryListFilter(form);
