/**
 * Wires the favourite buttons of the page (`data-favourite="{id}"` on the listing cards and the
 * listing page) and the header's count (`data-favourites-count`). Part of the site script
 * (`site.ts`), after the consent: the buttons are hidden in the HTML and shown here, as they do
 * nothing without a script. Cards drawn later (the list filter's results, the favourites page)
 * get theirs as they come in. A press without the "preferences" consent asks for it first
 * (`askForFavourites`); another tab's change shows here too.
 */
import type { ConsentDialogStrings } from '../lib/consent/dialog-strings.ts';
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

/** What asking takes: the dialog's code and texts and the browser's own question box, replaceable in tests. */
export type AskOptions = {
	loadDialog?: () => Promise<Pick<typeof import('./consent-dialog.ts'), 'askForFavourites'>>;
	loadStrings?: () => Promise<Pick<ConsentDialogStrings, 'favourites'>>;
	confirm?: (message: string) => boolean;
};

/**
 * Asks for the "preferences" consent in the page's language (`askForFavourites`) and grants it on
 * Allow; resolves whether favourites may be kept now. Also used by the favourites page. The dialog's
 * code and texts are asked for again after 1 s and 3 s. When the code stays away while the texts
 * answer (a deploy since the page was opened: its `/_astro/` chunk answers 404), the browser's own
 * box asks the same question; rejects when the texts cannot be had (offline).
 */
export async function askToKeepFavourites(options: AskOptions = {}): Promise<boolean> {
	const {
		loadDialog = () => loadRetrying(() => import('./consent-dialog.ts')),
		loadStrings = () => loadRetrying(() => dialogStrings(document.querySelector<HTMLElement>('[data-consent]')?.dataset.strings ?? '')),
		confirm = (message: string) => window.confirm(message),
	} = options;
	const [code, strings] = await Promise.allSettled([loadDialog(), loadStrings()]);
	if (strings.status === 'rejected') throw strings.reason;
	const question = strings.value.favourites;
	const allowed = code.status === 'fulfilled' ? await code.value.askForFavourites(question) : confirm(`${question.title}\n\n${question.text}`);
	if (!allowed) return false;
	allowFavourites();
	return true;
}

/**
 * Asks for the "preferences" consent, then keeps the favourite; the focus goes back to its button
 * whatever came of it. Never rejects: when nothing could be asked (offline) the heart stays as it
 * was, unpressed, and a new press asks again.
 */
export async function askThenKeep(button: Pick<HTMLButtonElement, 'focus'>, id: number, options: AskOptions = {}): Promise<void> {
	try {
		if (await askToKeepFavourites(options)) keep(id);
	} catch {
		// Nothing to ask with: the press changed nothing, which the heart, focused again, says.
	} finally {
		button.focus();
	}
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
		if (toggle(id) === 'consent-needed') void askThenKeep(button, id);
	});
	addEventListener('storage', (event) => {
		if (event.key === favouritesStorageKey) reloadFavourites();
	});
}
