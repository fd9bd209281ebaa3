import { describe, expect, test } from 'vitest';
import { loadRetrying } from '../../../src/lib/fetch-retry.ts';

/** A loader that fails the given number of times, then gives its module. */
function loader(failures: number) {
	let calls = 0;
	const load = async () => {
		calls += 1;
		if (calls <= failures) throw new TypeError('Failed to fetch dynamically imported module');
		return { mountDeferredForm: 'loaded' };
	};
	return { load, calls: () => calls };
}

describe("a listing's deferred form: its code is asked for again when it could not be loaded", () => {
	test.each([
		{ name: 'loaded at once', failures: 0, calls: 1, waits: [] },
		{ name: 'one failure, then loaded after 1 s', failures: 1, calls: 2, waits: [1000] },
		{ name: 'two failures, then loaded after 1 s and 3 s', failures: 2, calls: 3, waits: [1000, 3000] },
	])('$name', async ({ failures, calls, waits }) => {
		const { load, calls: called } = loader(failures);
		const waited: number[] = [];
		await expect(loadRetrying(load, [1000, 3000], async (ms) => void waited.push(ms))).resolves.toEqual({ mountDeferredForm: 'loaded' });
		expect(called()).toBe(calls);
		expect(waited).toEqual(waits);
	});

	test('three failures: the last failure, after three tries', async () => {
		const { load, calls } = loader(5);
		const waited: number[] = [];
		await expect(loadRetrying(load, [1000, 3000], async (ms) => void waited.push(ms))).rejects.toThrow('Failed to fetch dynamically imported module');
		expect(calls()).toBe(3);
		expect(waited).toEqual([1000, 3000]);
	});
});
