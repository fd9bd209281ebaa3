import { acceptAllChoices, initialChoices, normalizeChoices, refuseAllChoices } from '../lib/consent/options.ts';
import { cookieNames, staleCookies, type TrackingIds } from '../lib/consent/scripts.ts';
import { withoutSetCookies } from '../lib/consent/storage.ts';
import { applyConsent, pushConsentDefault, removeCookies } from '../lib/consent/tracking.ts';
import * as store from '../stores/consent.ts';

/**
 * Wires the cookie banner and settings dialog of the page (`CookieConsent.astro`): shows the banner
 * while no choice is stored, saves a choice, opens and closes the dialog, and applies the consent
 * to the tracking scripts. Part of the site script (`site.ts`).
 */
export function wireConsent(): void {
	const root = document.querySelector<HTMLElement>('[data-consent]');
	const banner = root?.querySelector<HTMLElement>('.consent-banner');
	const dialog = root?.querySelector('dialog');
	if (root && banner && dialog) {
		const tracking = JSON.parse(root.dataset.tracking ?? '{}') as TrackingIds;
		const boxes = [...dialog.querySelectorAll<HTMLInputElement>('[data-consent-option]')];
		const focusable = 'button:not([disabled]), input:not([disabled]), a[href]';
		let opener: HTMLElement | null = null;

		/** The choice ticked in the dialog. */
		const ticked = () => normalizeChoices(Object.fromEntries(boxes.map((box) => [box.dataset.consentOption, box.checked])));
		const actions: Record<string, () => void> = {
			accept: () => store.saveConsent(acceptAllChoices()),
			refuse: () => store.saveConsent(refuseAllChoices()),
			save: () => store.saveConsent(ticked()),
			settings: store.openSettings,
			close: store.closeSettings,
		};
		root.addEventListener('click', (event) => {
			const action = (event.target as Element).closest<HTMLElement>('[data-consent-action]')?.dataset.consentAction;
			if (action) actions[action]?.();
		});

		// The banner shows while <html> has data-consent-ask (consent.css). A visitor who has not
		// started moving through the page meets it first.
		store.$bannerShown.subscribe((shown) => {
			document.documentElement.toggleAttribute('data-consent-ask', shown);
			if (shown && document.activeElement === document.body) banner.focus({ preventScroll: true });
		});

		// The dialog opens with the choice in force (nothing but the mandatory option before one) and
		// gives focus back where it was, or to the main content when that is gone with the banner.
		store.$settingsOpen.listen((open) => {
			if (open) {
				opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
				const choices = store.$consent.get()?.choices ?? initialChoices();
				for (const box of boxes) box.checked = choices[box.dataset.consentOption as keyof typeof choices];
				dialog.showModal();
				return;
			}
			if (dialog.open) dialog.close();
			const back = opener?.isConnected && opener.getClientRects().length > 0 ? opener : null;
			(back ?? document.getElementById('main'))?.focus({ preventScroll: !back });
			opener = null;
		});
		dialog.addEventListener('cancel', (event) => {
			event.preventDefault();
			store.closeSettings();
		});
		// The close event comes a task after the dialog closed: by then the visitor may have opened the
		// settings again (Escape then Enter at once), and a late event must not close them.
		dialog.addEventListener('close', () => {
			if (!dialog.open) store.closeSettings();
		});
		// Tab goes round inside the dialog, both ways.
		dialog.addEventListener('keydown', (event) => {
			if (event.key !== 'Tab') return;
			const items = [...dialog.querySelectorAll<HTMLElement>(focusable)];
			const [first, last] = [items[0], items[items.length - 1]];
			if (document.activeElement !== (event.shiftKey ? first : last)) return;
			event.preventDefault();
			(event.shiftKey ? last : first)?.focus();
		});

		pushConsentDefault();
		// A stored choice comes in through startConsent, a new one through saveConsent: both apply here.
		store.$consent.listen((value) => value && applyConsent(value, tracking));
		const { cleared } = store.startConsent({ path: location.pathname, search: location.search });
		if (cleared) {
			removeCookies(staleCookies(cookieNames(document.cookie), null));
			history.replaceState(history.state, '', location.pathname + withoutSetCookies(location.search) + location.hash);
		}
		document.getElementById('cookie-settings')?.addEventListener('click', store.openSettings);
		root.dataset.ready = '';
	}
}
