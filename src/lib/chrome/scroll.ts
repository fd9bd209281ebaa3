/**
 * Header and scroll behaviour of the page chrome (spec §4, §9).
 *
 * Choices where the spec is silent:
 * - "past 30 px" and "after scrolling 10 px" are strict: the state changes once the scroll offset
 *   is greater than the threshold, so a page scrolled exactly 30 px still has the top header.
 * - The throttle runs the first call at once and the last call of a burst at the end of the
 *   window, so the final scroll position is always applied.
 * - Device classes follow the helper breakpoints: mobile up to 767 px, tablet up to 960 px,
 *   desktop above; the page wrapper breakpoints (767 / 1279) are kept for layout widths.
 */

/** Scroll offset, in px, past which the header becomes fixed and the logo shrinks (spec §9). */
export const headerFixedAfter = 30;

/** Scroll offset, in px, past which the scroll-to-top button appears (spec §9). */
export const scrollTopAfter = 10;

/** Interval, in ms, of the throttled scroll and resize handlers (spec §9). */
export const scrollThrottleMs = 100;

/** Helper breakpoints of spec §9: widest mobile and widest tablet viewport, in px. */
export const deviceBreakpoints = { mobileMax: 767, tabletMax: 960 } as const;

/** Page wrapper breakpoints of spec §9: mobile below 767, tablet up to 1279, desktop from 1280. */
export const wrapperBreakpoints = { mobileBelow: 767, tabletMax: 1279, desktopFrom: 1280 } as const;

/** A device class as set on `<html data-device>`. */
export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

/** The state of the header and the top button at one scroll offset. */
export type ScrollState = { headerFixed: boolean; showScrollTop: boolean };

/**
 * The header and top-button state at a vertical scroll offset.
 * @example scrollStateAt(31) // => { headerFixed: true, showScrollTop: true }
 */
export function scrollStateAt(scrollY: number): ScrollState {
	return { headerFixed: scrollY > headerFixedAfter, showScrollTop: scrollY > scrollTopAfter };
}

/**
 * The device class of a viewport width.
 * @example deviceClassOf(768) // => 'tablet'
 */
export function deviceClassOf(width: number): DeviceClass {
	if (width <= deviceBreakpoints.mobileMax) return 'mobile';
	if (width <= deviceBreakpoints.tabletMax) return 'tablet';
	return 'desktop';
}

/** Clock and timer the throttle uses; injectable for tests. */
export type Timer = {
	now: () => number;
	setTimeout: (run: () => void, ms: number) => unknown;
};

/**
 * Wraps a function so it runs at most once per `wait` ms: the first call at once, the last call
 * of a burst when the window ends.
 * @example const onScroll = throttle(update, 100); addEventListener('scroll', onScroll)
 */
export function throttle(
	run: () => void,
	wait: number = scrollThrottleMs,
	timer: Timer = { now: () => Date.now(), setTimeout: (f, ms) => setTimeout(f, ms) },
): () => void {
	let last = -Infinity;
	let pending = false;
	const fire = () => {
		last = timer.now();
		pending = false;
		run();
	};
	return () => {
		if (pending) return;
		const elapsed = timer.now() - last;
		if (elapsed >= wait) fire();
		else {
			pending = true;
			timer.setTimeout(fire, wait - elapsed);
		}
	};
}
