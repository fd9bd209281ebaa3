/**
 * `client:interaction`, a hydration directive of our own (registered by
 * `src/integrations/interaction-directive.ts`): the island's code, React included, loads when the
 * visitor first reaches for what the island wires (points at it, presses, focuses or types in it),
 * at once when the page's address asks for what the island does, and never for a visitor who only
 * reads. A list page's filter uses it: without a filter in the address its island draws nothing,
 * and it wired two selects with 65 KB of compressed script that every visitor loaded and ran as
 * the page came up. The island reads a choice made while it loaded from the form itself
 * (`early-choice.ts`), so nothing the visitor does in between is lost.
 *
 * @example <ListingFilter client:interaction={{ within: 'list-filter', params: ['city', 'type'] }} />
 */
import type { ClientDirective } from 'astro';

/** The directive's value: the element (id) whose use wakes the island, else the island itself, and the address parameters that wake it at once. */
export type InteractionOptions = { within?: string; params?: readonly string[] };

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
	const { within, params } = value as Record<string, unknown>;
	return {
		within: typeof within === 'string' ? within : undefined,
		params: Array.isArray(params) ? params.filter((p): p is string => typeof p === 'string') : [],
	};
}

const interactionDirective: ClientDirective = (load, options, island) => {
	const { within, params = [] } = optionsOf(options.value);
	const target = (within ? document.getElementById(within) : null) ?? island;
	let woken = false;
	const wake = () => {
		if (woken) return;
		woken = true;
		for (const type of wakingEvents) target.removeEventListener(type, wake, true);
		void load().then((hydrate) => hydrate());
	};
	// Already in use (a visitor who tabbed in before this ran) or asked for by the address: now.
	if (asksAtOnce(location.search, params) || target.contains(document.activeElement)) return wake();
	for (const type of wakingEvents) target.addEventListener(type, wake, { capture: true, passive: true });
};

export default interactionDirective;
