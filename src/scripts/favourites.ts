/**
 * Wires the favourite buttons of the page (`data-favourite="{id}"` on the listing cards and the
 * listing page) and the header's count (`data-favourites-count`). Part of the site script
 * (`site.ts`), after the consent: the buttons are hidden in the HTML and shown here, as they do
 * nothing without a script. Cards drawn later (the list filter's results, the favourites page)
 * get theirs as they come in. A press without the "preferences" consent asks for it first
 * (`askForFavourites`); another tab's change shows here too.
 */
import { favouriteIdOf, favouritesStorageKey } from '../lib/favourites/favourites.ts';
import { loadRetrying } from '../lib/fetch-retry.ts';
import { browserStorage } from '../stores/consent.ts';
import { $favourites, allowFavourites, keep, reloadFavourites, startFavourites, toggle } from '../stores/favourites.ts';
import { dialogStrings } from './consent.ts';

const buttons = 'button[data-favourite]';

/** Shows the favourite buttons under the roots (and the roots themselves), pressed for the favourites. */
function showButtons(roots: Iterable<Element | Document>): void {
	const kept = new Set($favourites.get());
	for (const root of roots) {
		const found = [...root.querySelectorAll<HTMLButtonElement>(buttons)];
		if (root instanceof HTMLButtonElement && root.matches(buttons)) found.push(root);
		for (const button of found) {
			button.hidden = false;
			button.setAttribute('aria-pressed', String(kept.has(favouriteIdOf(button.dataset.favourite) ?? 0)));
		}
	}
}

/**
 * Asks for the "preferences" consent in the page's language (`askForFavourites`) and grants it on
 * Allow; resolves whether favourites may be kept now. Also used by the favourites page.
 */
export async function askToKeepFavourites(): Promise<boolean> {
	const url = document.querySelector<HTMLElement>('[data-consent]')?.dataset.strings ?? '';
	const [{ askForFavourites }, strings] = await Promise.all([loadRetrying(() => import('./consent-dialog.ts')), loadRetrying(() => dialogStrings(url))]);
	if (!(await askForFavourites(strings.favourites))) return false;
	allowFavourites();
	return true;
}

/** Asks for the "preferences" consent, then keeps the favourite; the focus goes back to its button. */
async function askThenKeep(button: HTMLButtonElement, id: number): Promise<void> {
	if (await askToKeepFavourites()) keep(id);
	button.focus();
}

/** Shows and wires the favourite buttons and the count; call after `wireConsent`. */
export function wireFavourites(): void {
	startFavourites(browserStorage());
	const counts = [...document.querySelectorAll<HTMLElement>('[data-favourites-count]')];
	$favourites.subscribe((ids) => {
		showButtons([document]);
		for (const count of counts) {
			count.textContent = ids.length > 0 ? String(ids.length) : '';
			count.hidden = ids.length === 0;
		}
	});
	// One pass per batch of added elements (the search dropdown adds its rows on every keystroke).
	new MutationObserver((records) => {
		showButtons(records.flatMap((record) => [...record.addedNodes].filter((node) => node instanceof Element)));
	}).observe(document.body, { childList: true, subtree: true });
	document.addEventListener('click', (event) => {
		const button = (event.target as Element).closest?.<HTMLButtonElement>(buttons);
		const id = favouriteIdOf(button?.dataset.favourite);
		if (!button || id === null) return;
		if (toggle(id) === 'consent-needed') void askThenKeep(button, id).catch(() => button.focus());
	});
	addEventListener('storage', (event) => {
		if (event.key === favouritesStorageKey) reloadFavourites();
	});
}
