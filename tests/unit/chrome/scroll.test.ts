import { describe, expect, test } from 'vitest';
import {
	deviceClassOf,
	headerFixedAfter,
	scrollStateAt,
	scrollThrottleMs,
	scrollTopAfter,
	throttle,
	type Timer,
} from '../../../src/lib/chrome/scroll.ts';

describe('spec §9 scroll constants', () => {
	test('header threshold is 30 px, top button 10 px, throttle 100 ms', () => {
		expect({ headerFixedAfter, scrollTopAfter, scrollThrottleMs }).toEqual({ headerFixedAfter: 30, scrollTopAfter: 10, scrollThrottleMs: 100 });
	});
});

describe('spec §4 header fixed past 30 px, spec §2 top button after 10 px', () => {
	const cases = [
		{ y: 0, headerFixed: false, showScrollTop: false },
		{ y: 10, headerFixed: false, showScrollTop: false },
		{ y: 11, headerFixed: false, showScrollTop: true },
		{ y: 30, headerFixed: false, showScrollTop: true },
		{ y: 30.5, headerFixed: true, showScrollTop: true },
		{ y: 31, headerFixed: true, showScrollTop: true },
		{ y: 5000, headerFixed: true, showScrollTop: true },
	];
	test.each(cases)('at $y px: header fixed $headerFixed, top button $showScrollTop', ({ y, headerFixed, showScrollTop }) => {
		expect(scrollStateAt(y)).toEqual({ headerFixed, showScrollTop });
	});
});

describe('spec §9 device class: mobile up to 767, tablet up to 960, desktop above', () => {
	const cases = [
		{ width: 320, expected: 'mobile' },
		{ width: 767, expected: 'mobile' },
		{ width: 768, expected: 'tablet' },
		{ width: 960, expected: 'tablet' },
		{ width: 961, expected: 'desktop' },
		{ width: 1920, expected: 'desktop' },
	];
	test.each(cases)('maps $width px to $expected', ({ width, expected }) => {
		expect(deviceClassOf(width)).toBe(expected);
	});
});

describe('spec §9 scroll handler throttled to 100 ms', () => {
	/** A fake clock: calls at the given times, timers fire when the clock passes them. */
	function runAt(times: number[], until: number): number[] {
		let now = 0;
		const timers: { at: number; run: () => void }[] = [];
		const timer: Timer = { now: () => now, setTimeout: (run, ms) => timers.push({ at: now + ms, run }) };
		const fired: number[] = [];
		const throttled = throttle(() => fired.push(now), 100, timer);
		const advance = (to: number) => {
			for (;;) {
				const next = timers.filter((t) => t.at <= to).sort((a, b) => a.at - b.at)[0];
				if (!next) break;
				timers.splice(timers.indexOf(next), 1);
				now = next.at;
				next.run();
			}
			now = to;
		};
		for (const at of times) {
			advance(at);
			throttled();
		}
		advance(until);
		return fired;
	}
	const cases = [
		{ calls: [0], expected: [0] },
		{ calls: [0, 10, 20, 50], expected: [0, 100] },
		{ calls: [0, 150], expected: [0, 150] },
		{ calls: [0, 40, 120, 130], expected: [0, 100, 200] },
		{ calls: [0, 100], expected: [0, 100] },
	];
	test.each(cases)('calls at $calls run at $expected', ({ calls, expected }) => {
		expect(runAt(calls, 1000)).toEqual(expected);
	});
});
