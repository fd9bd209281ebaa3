/**
 * Astro's prerenderer with each page's bytes taken from its response once: the inline scripts
 * noted for the Content-Security-Policy, the bytes handed to Astro's file writer as they are
 * (`page-bytes.ts` says why that matters).
 *
 * Rendering in worker threads, one per core, through the same hook was built and measured at
 * 10,000 listings on 2 cores: 67.0 s against 67.7 s in one thread, and 3.4 GB of memory against
 * 1.8 GB (each thread holds its own copy of the export). The processor time that one thread
 * leaves is taken by the garbage collector's helpers and the file writes; it was not kept.
 */
import type { AstroIntegration } from 'astro';
import { takePage } from './page-bytes.ts';

/** The integration: every page goes through `takePage`. */
export function prerenderPages(): AstroIntegration {
	return {
		name: 'agency-prerender-pages',
		hooks: {
			'astro:build:start': ({ setPrerenderer }) => {
				setPrerenderer((astro) => ({
					...astro,
					name: 'agency:pages',
					async render(request, options) {
						const result = await astro.render(request, options);
						if (result instanceof Response) return takePage(result);
						return { ...result, response: await takePage(result.response) };
					},
				}));
			},
		},
	};
}
