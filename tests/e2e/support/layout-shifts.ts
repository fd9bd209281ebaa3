import type { Page } from '@playwright/test';

/**
 * One layout shift: its score, the elements that moved (class or tag) and, to tell a failure's
 * cause, where each was before and after (x,y width x height).
 */
export type LayoutShift = { value: number; moved: string; rects: string };

type ShiftWindow = { __layoutShifts: LayoutShift[] };

/**
 * Records every layout shift of the pages `page` opens from their start, as Lighthouse counts them
 * (none right after input). Call before `goto`.
 */
export async function watchLayoutShifts(page: Page): Promise<void> {
	await page.addInitScript(() => {
		type Source = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
		const shifts: LayoutShift[] = [];
		const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
		Object.assign(window, { __layoutShifts: shifts });
		new PerformanceObserver((list) => {
			for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] })[]) {
				if (entry.hadRecentInput) continue;
				const sources = entry.sources ?? [];
				const moved = sources.map((s) => (s.node instanceof Element ? s.node.className || s.node.tagName : '?')).join(', ');
				const rects = sources.map((s) => `${rect(s.previousRect)} → ${rect(s.currentRect)}`).join(', ');
				shifts.push({ value: entry.value, moved, rects });
			}
		}).observe({ type: 'layout-shift', buffered: true });
	});
}

/** The shifts recorded on the current page so far. */
export function layoutShifts(page: Page): Promise<LayoutShift[]> {
	return page.evaluate(() => (window as unknown as ShiftWindow).__layoutShifts);
}

/** Forgets the shifts recorded so far (to measure only what comes next). */
export async function forgetLayoutShifts(page: Page): Promise<void> {
	await page.evaluate(() => void ((window as unknown as ShiftWindow).__layoutShifts.length = 0));
}

/** The sum of the shifts' scores. */
export const totalShift = (shifts: readonly LayoutShift[]) => shifts.reduce((sum, shift) => sum + shift.value, 0);
