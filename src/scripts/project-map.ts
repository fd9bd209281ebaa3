/**
 * The map of a project page (spec §7): the section's button puts the map frame in place of itself
 * and posts the project's message (its units with a published point, written into the page at
 * build) 50 ms after the frame loads. Nothing of the map loads before the click; focus moves to
 * the frame, as with the listing page's embeds. Without JavaScript the section stays hidden.
 * While the map's code loads the button says it is busy (`aria-disabled`, not `disabled`: a
 * disabled button loses the focus), so a load that fails leaves the focus on it to try again.
 */
import { loadRetrying } from '../lib/fetch-retry.ts';

for (const section of document.querySelectorAll<HTMLElement>('[data-project-map]')) {
	const button = section.querySelector<HTMLButtonElement>('[data-map-show]');
	const box = section.querySelector<HTMLElement>('[data-map-box]');
	const data = section.querySelector<HTMLScriptElement>('script[data-map-message]');
	if (!button || !box || !data) continue;
	const show = async () => {
		if (button.getAttribute('aria-disabled') === 'true') return;
		button.setAttribute('aria-disabled', 'true');
		try {
			const { mountMapFrame } = await loadRetrying(() => import('./map-frame-host.ts'));
			box.replaceChildren();
			const host = mountMapFrame(box, { title: section.dataset['frameTitle'] ?? '', locale: section.dataset['locale'] ?? '' });
			host.post(JSON.parse(data.textContent ?? '{}') as object);
			host.frame.focus();
		} catch {
			button.removeAttribute('aria-disabled'); // the code could not be loaded: the button tries again
		}
	};
	button.addEventListener('click', () => void show());
	section.hidden = false;
}
