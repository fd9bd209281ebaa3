import { deviceClassOf, scrollStateAt, throttle } from '../lib/chrome/scroll.ts';
import { languageStorageKey, localeOfPath } from '../lib/chrome/language.ts';

/**
 * Wires the header (`Header.astro`): the remembered language, the fixed header and the top button
 * on scroll, the mobile drawer and the device class. Part of the site script (`site.ts`).
 */
export function wireHeader(): void {
	const root = document.documentElement;
	const head = document.querySelector<HTMLElement>('[data-head]');
	const toTop = document.querySelector<HTMLAnchorElement>('[data-to-top]');
	const toggle = document.querySelector<HTMLButtonElement>('[data-menu-toggle]');
	const panel = document.querySelector<HTMLElement>('[data-menu-panel]');
	const langs = document.querySelector<HTMLElement>('[data-homes]');

	/**
	 * Remembered language (spec §4): the language of the page read last is stored here, whether the
	 * visitor chose it in the switcher or came in through a link in it; the Dutch home's inline
	 * script (`homeRedirectScript`) sends a return visit on to that language's home. A visitor
	 * reading Dutch pages who once chose French is no longer sent to the French home by the logo.
	 */
	if (langs) {
		const homes = JSON.parse(langs.dataset.homes ?? '{}') as Record<string, string>;
		const remember = (path: string) => {
			try {
				localStorage.setItem(languageStorageKey, localeOfPath(path, Object.keys(homes)));
			} catch {
				/* storage off: nothing to remember */
			}
		};
		remember(location.pathname);
		// A choice in the switcher is stored before the next page: the Dutch home's script reads it first.
		// However the link is opened: `click` is the primary button (with Ctrl, Cmd or Shift for a new
		// tab or window) and Enter; `auxclick` of button 1 the middle button (the others are Back,
		// Forward and the menu's); `contextmenu` the menu's "Open in new tab", by right button, long
		// press or the menu key. No event tells which menu item is chosen, so the menu's opening
		// counts; a menu closed unused leaves the link's language until the next page stores its own.
		// (`pointerdown` alone would miss the keyboard.)
		const onOpen = (event: MouseEvent) => {
			const link = (event.target as Element).closest('a');
			if (link && (event.type !== 'auxclick' || event.button === 1)) remember(link.pathname);
		};
		for (const type of ['click', 'auxclick', 'contextmenu'] as const) langs.addEventListener(type, onOpen);
	}

	/** Header fixed and logo shrunk past 30 px, top button after 10 px (spec §4, §9). */
	const onScroll = () => {
		const state = scrollStateAt(scrollY);
		head?.toggleAttribute('data-fixed', state.headerFixed);
		toTop?.toggleAttribute('data-show', state.showScrollTop);
	};
	addEventListener('scroll', throttle(onScroll), { passive: true });
	onScroll();

	toTop?.addEventListener('click', (event) => {
		event.preventDefault();
		const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches;
		scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
		head?.focus({ preventScroll: true });
	});

	/**
	 * Mobile drawer: a disclosure button; Escape closes it and returns focus to the button. It also
	 * closes when the focus moves on past it (Tab after its last link) or the visitor presses
	 * outside it: the open drawer covers the page, so a control focused behind it could not be seen.
	 */
	const isOpen = () => toggle?.getAttribute('aria-expanded') === 'true';
	const setOpen = (open: boolean) => {
		toggle?.setAttribute('aria-expanded', String(open));
		panel?.toggleAttribute('data-open', open);
	};
	const inDrawer = (node: EventTarget | null) => node instanceof Node && (toggle?.contains(node) === true || panel?.contains(node) === true);
	toggle?.addEventListener('click', () => setOpen(!isOpen()));
	document.addEventListener('keydown', (event) => {
		if (event.key !== 'Escape' || !isOpen()) return;
		setOpen(false);
		toggle?.focus();
	});
	for (const type of ['focusin', 'pointerdown'] as const) {
		document.addEventListener(type, (event) => {
			if (isOpen() && !inDrawer(event.target)) setOpen(false);
		});
	}

	/**
	 * A desktop submenu, shown on hover and on focus, is dismissed with Escape (WCAG 1.4.13) and the
	 * focus goes back to its item's link; it shows again once the pointer and the focus have left
	 * the item. In the drawer the submenus are always shown and Escape closes the drawer.
	 */
	const menu = panel?.querySelector<HTMLElement>('.menu');
	document.addEventListener('keydown', (event) => {
		if (event.key !== 'Escape' || isOpen() || !menu) return;
		// The item the focus is in, else the one under the pointer.
		const items = [...menu.querySelectorAll(':scope > li')].filter((li) => li.querySelector('.submenu'));
		const item = items.find((li) => li.contains(document.activeElement)) ?? items.find((li) => li.matches(':hover'));
		if (!item || item.hasAttribute('data-dismissed')) return;
		item.toggleAttribute('data-dismissed', true);
		if (item.contains(document.activeElement)) item.querySelector<HTMLElement>(':scope > a')?.focus();
	});
	// Where the focus or the pointer goes is the event's own `relatedTarget`, read at once: read on
	// a timer, a quick Shift+Tab back into the item came before it, and the submenu stayed hidden.
	const back = (event: FocusEvent | PointerEvent) => {
		const item = (event.target as Element).closest('.menu > li');
		const to = event.relatedTarget instanceof Node ? event.relatedTarget : null;
		if (!item || (to !== null && item.contains(to))) return;
		const focusStays = event.type === 'pointerout' && item.contains(document.activeElement);
		const pointerStays = event.type === 'focusout' && item.matches(':hover');
		if (!focusStays && !pointerStays) item.removeAttribute('data-dismissed');
	};
	menu?.addEventListener('focusout', back);
	menu?.addEventListener('pointerout', back);

	/** Device class on <html> (spec §4: set on resize); leaving the drawer width closes the drawer. */
	const onResize = () => {
		const device = deviceClassOf(innerWidth);
		root.dataset.device = device;
		if (device === 'desktop') setOpen(false);
	};
	addEventListener('resize', throttle(onResize));
	onResize();
}
