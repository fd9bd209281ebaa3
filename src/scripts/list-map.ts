/**
 * The switch between the list and the map of a list page (spec §7). Nothing of the map is on the
 * page before the visitor asks for it: the first "On the map" loads the map view
 * (`list-map-view.ts`), which puts the map frame in an iframe and fetches the list's map file.
 *
 * Focus stays on the pressed button, which stays where it was: the map or the list follows it in
 * the page's order. Without JavaScript the switch stays invisible and the list is the page; it holds its place
 * from the first paint, so showing it moves nothing.
 */
import { loadRetrying } from '../lib/fetch-retry.ts';
import type { ListMapConfig } from './list-map-view.ts';

/** Wires one switch. */
function wire(root: HTMLElement): void {
	const data = root.querySelector('script[type="application/json"]')?.textContent;
	if (!data) return;
	const config = JSON.parse(data) as ListMapConfig;
	const buttons = [...root.querySelectorAll<HTMLButtonElement>('button[data-view]')];
	const box = document.getElementById(config.boxId);
	const listing = document.getElementById(config.listingId);
	if (!box || !listing || buttons.length !== 2) return;
	let map: Promise<{ show: () => Promise<void> }> | null = null;

	const show = (view: 'list' | 'map') => {
		listing.dataset['view'] = view;
		for (const button of buttons) button.setAttribute('aria-pressed', String(button.dataset['view'] === view));
		box.hidden = view !== 'map';
		if (view !== 'map') return;
		map ??= loadRetrying(() => import('./list-map-view.ts')).then(({ listMap }) => listMap(config, box));
		map.then((m) => m.show()).catch(() => {
			map = null; // the view's code could not be loaded: tried again the next time
			const status = box.querySelector('[data-map-status]');
			if (status) status.textContent = config.texts.error;
		});
	};

	for (const button of buttons) button.addEventListener('click', () => show(button.dataset['view'] === 'map' ? 'map' : 'list'));
	root.removeAttribute('data-waiting');
}

for (const root of document.querySelectorAll<HTMLElement>('[data-list-map]')) wire(root);
