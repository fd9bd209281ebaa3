import { confirmViewOf, tokenOfSearch } from '../lib/forms/confirm-answer.ts';

/**
 * The script of the newsletter's token pages (confirmation and withdrawal): shows the button when
 * the link carries a token of the right shape (else says at once that the link is not valid, and
 * sends nothing), posts the token to the page's endpoint (`data-endpoint`) on a press, and writes
 * the answer's text (the page holds each one in its language) where the focus then goes. Only a
 * failure of the server or the network leaves the button for another try.
 */

const root = document.querySelector<HTMLElement>('[data-newsletter-page]');
const button = root?.querySelector<HTMLButtonElement>('[data-confirm-button]');
const result = root?.querySelector<HTMLElement>('[data-confirm-result]');
// "Click the button to …": hidden with the button, once there is nothing left to press.
const intro = root?.querySelector<HTMLElement>('[data-confirm-intro]');

/** Writes a text of the page (a `data-*` of the root; the error text if it has none) into the result and moves the focus there. */
function show(root: HTMLElement, result: HTMLElement, message: string, focus: boolean): void {
	result.textContent = root.dataset[message] ?? root.dataset.error ?? '';
	if (focus) result.focus();
}

if (root?.dataset.endpoint && button && result) {
	const endpoint = root.dataset.endpoint;
	const token = tokenOfSearch(location.search);
	if (!token) {
		if (intro) intro.hidden = true;
		show(root, result, 'invalid', false);
	}
	else {
		button.hidden = false;
		const label = button.textContent ?? '';
		const send = async () => {
			button.disabled = true;
			button.textContent = root.dataset.busy ?? label;
			let status = 0;
			let body: unknown = null;
			try {
				const res = await fetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) });
				status = res.status;
				body = await res.json().catch(() => null);
			} catch {
				// Offline: status 0 tells confirmViewOf so.
			}
			const view = confirmViewOf(status, body);
			button.textContent = label;
			button.disabled = false;
			if (!view.retry) {
				button.hidden = true;
				if (intro) intro.hidden = true;
			}
			show(root, result, view.message, true);
		};
		button.addEventListener('click', () => void send());
	}
}
