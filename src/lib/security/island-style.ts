/** The style rule Astro writes once per page, just before the first island. */
const islandStyle = /<style>astro-island,astro-slot,astro-static-slot\{display:contents\}<\/style>/;

/**
 * Moves Astro's island style rule from the body into the head: Astro writes it before the first
 * island, wherever that is, and a <style> in the body is only valid HTML as its parent's first child.
 * @example moveIslandStyleToHead('<head></head><body><p>x</p><style>astro-island,astro-slot,astro-static-slot{display:contents}</style></body>')
 * // => '<head><style>astro-island,astro-slot,astro-static-slot{display:contents}</style></head><body><p>x</p></body>'
 */
export function moveIslandStyleToHead(html: string): string {
	const match = islandStyle.exec(html);
	const headEnd = html.indexOf('</head>');
	if (!match || headEnd < 0 || match.index < headEnd) return html;
	const without = html.slice(0, match.index) + html.slice(match.index + match[0].length);
	return without.slice(0, headEnd) + match[0] + without.slice(headEnd);
}
