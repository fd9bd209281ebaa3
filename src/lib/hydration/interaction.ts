/**
 * `client:interaction`, a hydration directive of our own (registered by
 * `src/integrations/interaction-directive.ts`): the island's code, React included, loads when the
 * visitor first reaches for what the island wires (points at it, presses, focuses or types in it),
 * at once when the page's address asks for what the island does, and never for a visitor who only
 * reads. A list page's filter uses it: without a filter in the address its island draws nothing,
 * and it wired two selects with 65 KB of compressed script that every visitor loaded and ran as
 * the page came up. The island reads a choice made while it loaded from the form itself
 * (`early-choice.ts`), so nothing the visitor does in between is lost. A form sent before its
 * island is ready is held (the browser would send it the plain way: a login's password in the
 * address) and sent again once the island answers for it.
 *
 * @example <ListingFilter client:interaction={{ within: 'list-filter', params: ['city', 'type'] }} />
 */
import type { ClientDirective } from 'astro';

/**
 * The directive's value: the element (id) whose use wakes the island, else the island itself; the
 * address parameters that wake it at once; and a sessionStorage key that, the page's path appended,
 * wakes it at once when it holds something (a draft of the island's form on this page).
 */
export type InteractionOptions = { within?: string; params?: readonly string[]; storedAt?: string };

/** What the visitor does to reach for a control: each of these, on the element or inside it, wakes the island. */
export const wakingEvents = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'input', 'change'] as const;

/**
 * Whether the page's query names one of the parameters (a value, even empty, counts).
 * @example asksAtOnce('?city=Gent|9000', ['city', 'type']) // => true
 * @example asksAtOnce('?utm_source=mail', ['city', 'type']) // => false
 */
export function asksAtOnce(search: string, params: readonly string[]): boolean {
	const query = new URLSearchParams(search);
	return params.some((name) => query.has(name));
}

/** Reads the directive's value, whatever the page wrote. */
function optionsOf(value: unknown): InteractionOptions {
	if (typeof value !== 'object' || value === null) return {};
	const { within, params, storedAt } = value as Record<string, unknown>;
	return {
		within: typeof within === 'string' ? within : undefined,
		params: Array.isArray(params) ? params.filter((p): p is string => typeof p === 'string') : [],
		storedAt: typeof storedAt === 'string' ? storedAt : undefined,
	};
}

/** Whether the tab keeps something under the key with the page's path appended (a browser that refuses storage keeps nothing). */
function keptForPage(storedAt: string | undefined): boolean {
	if (storedAt === undefined) return false;
	try {
		return sessionStorage.getItem(storedAt + location.pathname) !== null;
	} catch {
		return false;
	}
}

const interactionDirective: ClientDirective = (load, options, island) => {
	const { within, params = [], storedAt } = optionsOf(options.value);
	const target = (within ? document.getElementById(within) : null) ?? island;
	let woken = false;
	const wake = () => {
		if (woken) return;
		woken = true;
		for (const type of wakingEvents) target.removeEventListener(type, wake, true);
		void load().then((hydrate) => hydrate());
	};
	// A form of the island sent while nothing answers it (before the island is hydrated, or hydrated
	// but not yet drawn) is held, then sent again until the island does: the browser would otherwise
	// send it itself, a login's password in the address. Listened to on the document, after the island's own handler.
	let held: SubmitEvent | null = null;
	let hydrated = false;
	// Asked again for at most 2 s once hydrated: an island that never answers its form's submit is a
	// fault of the island, and the form is then left to the visitor's next press, never sent plainly.
	let resends = 0;
	const resend = () => {
		const form = held?.target;
		const submitter = held?.submitter;
		held = null;
		if (form instanceof HTMLFormElement && form.isConnected) form.requestSubmit(submitter?.isConnected ? submitter : undefined);
	};
	document.addEventListener('submit', (event) => {
		if (event.defaultPrevented || !(event.target instanceof Node) || !target.contains(event.target)) return;
		event.preventDefault();
		held = event;
		if (!hydrated) wake();
		else if (++resends <= 40) setTimeout(resend, 50);
	});
	island.addEventListener(
		'astro:hydrate',
		() => {
			hydrated = true;
			resend();
		},
		{ once: true },
	);
	// Already in use (a visitor who tabbed in before this ran), asked for by the address or holding a draft: now.
	if (asksAtOnce(location.search, params) || target.contains(document.activeElement) || keptForPage(storedAt)) return wake();
	for (const type of wakingEvents) target.addEventListener(type, wake, { capture: true, passive: true });
};

export default interactionDirective;
