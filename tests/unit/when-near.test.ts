import { afterEach, describe, expect, test, vi } from 'vitest';
import { whenNear } from '../../src/lib/when-near.ts';

/** A stand-in observer that lets the test say when the element is near. */
class FakeObserver {
	static last: FakeObserver | undefined;
	observed: unknown[] = [];
	disconnected = false;
	constructor(
		readonly callback: (entries: { isIntersecting: boolean }[]) => void,
		readonly options: { rootMargin?: string },
	) {
		FakeObserver.last = this;
	}
	observe(element: unknown) {
		this.observed.push(element);
	}
	disconnect() {
		this.disconnected = true;
	}
}

afterEach(() => vi.unstubAllGlobals());

describe('whenNear: code loads only for what the visitor is about to see', () => {
	test('calls once the element is near, with the given margin, and stops watching', () => {
		vi.stubGlobal('IntersectionObserver', FakeObserver);
		const onNear = vi.fn();
		const element = {} as Element;
		whenNear(element, onNear, '0px 0px 200px 0px');
		const observer = FakeObserver.last!;
		expect([observer.observed, observer.options.rootMargin]).toEqual([[element], '0px 0px 200px 0px']);
		observer.callback([{ isIntersecting: false }]);
		expect(onNear).not.toHaveBeenCalled();
		observer.callback([{ isIntersecting: true }]);
		expect([onNear.mock.calls.length, observer.disconnected]).toEqual([1, true]);
	});
	test('the returned stop ends the watch before anything is near', () => {
		vi.stubGlobal('IntersectionObserver', FakeObserver);
		whenNear({} as Element, () => {})();
		expect(FakeObserver.last!.disconnected).toBe(true);
	});
	test('without IntersectionObserver, calls at once', () => {
		vi.stubGlobal('IntersectionObserver', undefined);
		const onNear = vi.fn();
		whenNear({} as Element, onNear);
		expect(onNear).toHaveBeenCalledTimes(1);
	});
});
