import { describe, expect, test, vi } from 'vitest';
import { renderedOnce } from '../../src/lib/rendered-once.ts';

describe('renderedOnce: markup that depends only on its key, rendered once per build', () => {
	test('one rendering per key, however many pages ask at once; each key its own HTML', async () => {
		const render = vi.fn(async (html: string) => html);
		const pages = await Promise.all([
			renderedOnce('footer nl', () => render('<footer>nl</footer>')),
			renderedOnce('footer nl', () => render('<footer>nl, again</footer>')),
			renderedOnce('footer fr', () => render('<footer>fr</footer>')),
		]);
		expect(pages).toEqual(['<footer>nl</footer>', '<footer>nl</footer>', '<footer>fr</footer>']);
		expect(await renderedOnce('footer nl', () => render('<footer>nl, later</footer>'))).toBe('<footer>nl</footer>');
		expect(render.mock.calls.map(([html]) => html)).toEqual(['<footer>nl</footer>', '<footer>fr</footer>']);
	});
	test('a failed rendering is not kept: the next page renders the key again', async () => {
		await expect(renderedOnce('consent de', () => Promise.reject(new Error('missing string')))).rejects.toThrow('missing string');
		expect(await renderedOnce('consent de', async () => '<div>de</div>')).toBe('<div>de</div>');
	});
});
