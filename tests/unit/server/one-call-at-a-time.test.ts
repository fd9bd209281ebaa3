import { describe, expect, test } from 'vitest';
import { functionKey, oneCallAtATime } from '../../../src/server/one-call-at-a-time.ts';

/** A call that records when it starts and ends, and ends when told to (or fails). */
function controlledCall(log: string[], name: string) {
	let finish!: (ok: boolean) => void;
	const call = () => {
		log.push(`start ${name}`);
		return new Promise<string>((resolve, reject) => {
			finish = (ok) => {
				log.push(`end ${name}`);
				if (ok) resolve(name);
				else reject(new Error(name));
			};
		});
	};
	return { call, end: (ok = true) => finish(ok) };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('local server: calls to one function run one after the other', () => {
	test('a second call to the same function starts once the first has ended', async () => {
		const log: string[] = [];
		const a = controlledCall(log, 'a');
		const b = controlledCall(log, 'b');
		const first = oneCallAtATime('/api/captcha', a.call);
		const second = oneCallAtATime('/api/captcha', b.call);
		await tick();
		expect(log).toEqual(['start a']);
		a.end();
		await expect(first).resolves.toBe('a');
		await tick();
		expect(log).toEqual(['start a', 'end a', 'start b']);
		b.end();
		await expect(second).resolves.toBe('b');
	});

	test('a failed call still lets the next one run, and keeps its own failure', async () => {
		const log: string[] = [];
		const a = controlledCall(log, 'a');
		const b = controlledCall(log, 'b');
		const first = oneCallAtATime('/api/documents', a.call);
		const second = oneCallAtATime('/api/documents', b.call);
		await tick();
		a.end(false);
		await expect(first).rejects.toThrow('a');
		await tick();
		b.end();
		await expect(second).resolves.toBe('b');
		expect(log).toEqual(['start a', 'end a', 'start b', 'end b']);
	});

	test('calls to different functions, and other paths, run side by side', async () => {
		const log: string[] = [];
		const a = controlledCall(log, 'a');
		const b = controlledCall(log, 'b');
		const c = controlledCall(log, 'c');
		const all = [oneCallAtATime('/api/captcha', a.call), oneCallAtATime('/api/visit', b.call), oneCallAtATime(null, c.call)];
		await tick();
		expect(log.toSorted()).toEqual(['start a', 'start b', 'start c']);
		a.end();
		b.end();
		c.end();
		await expect(Promise.all(all)).resolves.toEqual(['a', 'b', 'c']);
	});
});

describe('local server: the function a path calls', () => {
	test.each([
		{ path: '/api/captcha', key: '/api/captcha' },
		{ path: '/api/Captcha/', key: '/api/captcha' },
		{ path: '/api/owner/stats', key: '/api/owner/stats' },
		{ path: '/.netlify/functions/health', key: '/.netlify/functions/health' },
		{ path: '/', key: null },
		{ path: '/fr/a-vendre/', key: null },
		{ path: '/apiary/', key: null },
		{ path: '/listing-cards/nl/0.json', key: null },
	])('$path → $key', ({ path, key }) => {
		expect(functionKey(path)).toBe(key);
	});
});
