import type { ConsentDialogStrings } from '../lib/consent/dialog-strings.ts';
import { acceptAllChoices, initialChoices, normalizeChoices, refuseAllChoices } from '../lib/consent/options.ts';
import { cookieNames, staleCookies, type TrackingIds } from '../lib/consent/scripts.ts';
import { consentStorageKey, withoutSetCookies } from '../lib/consent/storage.ts';
import { applyConsent, pushConsentDefault, removeCookies } from '../lib/consent/tracking.ts';
import { loadRetrying } from '../lib/fetch-retry.ts';
import { fetchOnce } from '../lib/fetch-once.ts';
import * as store from '../stores/consent.ts';

/** The texts of the consent dialogs (`/consent-strings/{locale}.json`), fetched once per page. */
export const dialogStrings = fetchOnce<ConsentDialogStrings>();

/**
 * Wires the cookie banner of the page (`CookieConsent.astro`) and its settings dialog: shows the
 * banner while no choice is stored, saves a choice, opens and closes the dialog, and applies the
 * consent to the tracking scripts. Part of the site script (`site.ts`). The dialog is drawn the
 * first time it is wanted (`consent-dialog.ts`, with the texts the root's `data-strings` names);
 * pointing at or focusing a Settings button starts that, so it is there by the click.
 */
export function wireConsent(): void {
	const root = document.querySelector<HTMLElement>('[data-consent]');
	const banner = root?.querySelector<HTMLElement>('.consent-banner');
	if (root && banner) {
		const tracking = JSON.parse(root.dataset.tracking ?? '{}') as TrackingIds;
		const focusable = 'button:not([disabled]), input:not([disabled]), a[href]';
		let opener: HTMLElement | null = null;
		let dialog: HTMLDialogElement | null = null;
		let drawing: Promise<HTMLDialogElement> | null = null;

		const boxes = () => [...(dialog?.querySelectorAll<HTMLInputElement>('[data-consent-option]') ?? [])];
		/** The choice ticked in the dialog. */
		const ticked = () => normalizeChoices(Object.fromEntries(boxes().map((box) => [box.dataset.consentOption ?? '', box.checked])));
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

		/** Wires a drawn dialog: Escape, the close event, and Tab going round inside it. */
		const wireDialog = (drawn: HTMLDialogElement) => {
			drawn.addEventListener('cancel', (event) => {
				event.preventDefault();
				store.closeSettings();
			});
			// The close event comes a task after the dialog closed: by then the visitor may have opened the
			// settings again (Escape then Enter at once), and a late event must not close them.
			drawn.addEventListener('close', () => {
				if (!drawn.open) store.closeSettings();
			});
			drawn.addEventListener('keydown', (event) => {
				if (event.key !== 'Tab') return;
				const items = [...drawn.querySelectorAll<HTMLElement>(focusable)];
				const [first, last] = [items[0], items[items.length - 1]];
				if (document.activeElement !== (event.shiftKey ? first : last)) return;
				event.preventDefault();
				(event.shiftKey ? last : first)?.focus();
			});
		};

		/** The dialog, drawn once; its code and texts are asked for again after 1 s and 3 s when they could not be loaded, and a failure is forgotten. */
		const drawDialog = (): Promise<HTMLDialogElement> => {
			drawing ??= Promise.all([loadRetrying(() => import('./consent-dialog.ts')), loadRetrying(() => dialogStrings(root.dataset.strings ?? ''))]).then(
				([{ drawConsentDialog }, strings]) => {
					dialog = drawConsentDialog(strings);
					wireDialog(dialog);
					root.append(dialog);
					return dialog;
				},
				(error: unknown) => {
					drawing = null;
					throw error;
				},
			);
			return drawing;
		};
		const drawSoon = (event: Event) => {
			if ((event.target as Element).closest?.('[data-consent-action="settings"], #cookie-settings')) void drawDialog().catch(() => undefined);
		};
		document.addEventListener('pointerover', drawSoon, { passive: true });
		document.addEventListener('focusin', drawSoon);

		// The banner shows while <html> has data-consent-ask (consent.css). A visitor who has not
		// started moving through the page meets it first.
		// Gone with a choice (Accept all, Refuse), it hands the focus it held to the main content, as
		// the settings dialog does. While shown, the page keeps the banner's height free at its foot
		// (--consent-space, consent.css), so a control reached by Tab scrolls clear of it.
		// Only a banner that was shown hands on the focus: the store says "not shown" until it has
		// read the stored choice, while the early script already shows the banner, and a visitor may
		// be on its buttons by then.
		const space = new ResizeObserver(() => document.documentElement.style.setProperty('--consent-space', `${banner.offsetHeight}px`));
		let wasShown = false;
		store.$bannerShown.subscribe((shown) => {
			const held = banner.contains(document.activeElement);
			document.documentElement.toggleAttribute('data-consent-ask', shown);
			if (shown) space.observe(banner);
			else space.disconnect();
			if (shown && document.activeElement === document.body) banner.focus({ preventScroll: true });
			if (!shown && wasShown && held) document.getElementById('main')?.focus({ preventScroll: true });
			wasShown = shown;
		});

		// The dialog opens with the choice in force (nothing but the mandatory option before one) and
		// gives focus back where it was, or to the main content when that is gone with the banner.
		// Settings that cannot be drawn (offline) close again: focus stays on the button.
		store.$settingsOpen.listen((open) => {
			if (open) {
				opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
				drawDialog().then(
					(drawn) => {
						if (!store.$settingsOpen.get() || drawn.open) return;
						const choices = store.$consent.get()?.choices ?? initialChoices();
						for (const box of boxes()) box.checked = choices[box.dataset.consentOption as keyof typeof choices];
						drawn.showModal();
					},
					() => store.closeSettings(),
				);
				return;
			}
			if (dialog?.open) dialog.close();
			const back = opener?.isConnected && opener.getClientRects().length > 0 ? opener : null;
			(back ?? document.getElementById('main'))?.focus({ preventScroll: !back });
			opener = null;
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
		// A choice saved in another tab of the site is in force here too (the banner, the favourites,
		// the tracking), and a choice saved here builds on it.
		addEventListener('storage', (event) => {
			if (event.key === consentStorageKey || event.key === null) store.reloadConsent();
		});
		root.dataset.ready = '';
	}
}
