import { afterEach, describe, expect, test, vi } from 'vitest';
import { fetchOnce } from '../../src/lib/fetch-once.ts';

afterEach(() => vi.unstubAllGlobals());

describe('fetchOnce: a static JSON file fetched once per page, a failure tried again', () => {
	test('one fetch per URL, however many callers; the kept value is what `then` made of the file', async () => {
		const fetchMock = vi.fn(async (url: string) => new Response(JSON.stringify({ url })));
		vi.stubGlobal('fetch', fetchMock);
		const load = fetchOnce<{ url: string }, string>((file) => file.url.toUpperCase());
		expect(await Promise.all([load('/a.json'), load('/a.json'), load('/b.json')])).toEqual(['/A.JSON', '/A.JSON', '/B.JSON']);
		expect(await load('/a.json')).toBe('/A.JSON');
		expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/a.json', '/b.json']);
	});
	test('an HTTP error rejects and is forgotten: the next call fetches again', async () => {
		const fetchMock = vi.fn(async () => new Response('{"ok":true}'));
		fetchMock.mockResolvedValueOnce(new Response('down', { status: 503 }));
		vi.stubGlobal('fetch', fetchMock);
		const load = fetchOnce<{ ok: boolean }>();
		await expect(load('/form-strings/nl.json')).rejects.toThrow('/form-strings/nl.json: HTTP 503');
		expect(await load('/form-strings/nl.json')).toEqual({ ok: true });
		expect(fetchMock).toHaveBeenCalledTimes(2);
	});
});
