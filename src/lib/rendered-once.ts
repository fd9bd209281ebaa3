/**
 * HTML rendered once per key and reused after (`src/components/RenderedOnce.astro`). The promise is
 * kept, so pages rendered at the same time wait for the first rendering; a failed rendering is
 * forgotten, so the next page renders it again (and fails the build the same way if it must).
 */
const renderings = new Map<string, Promise<string>>();

/**
 * The HTML of a key: made by `render` the first time the key is asked for, the same text after.
 * @example await renderedOnce('footer nl', () => Astro.slots.render('default'))
 */
export function renderedOnce(key: string, render: () => Promise<string>): Promise<string> {
	let html = renderings.get(key);
	if (!html) {
		renderings.set(key, (html = render()));
		html.catch(() => renderings.delete(key));
	}
	return html;
}
