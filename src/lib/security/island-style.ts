/** The style rule Astro writes once per page, just before the first island. */
export const islandStyleRule = 'astro-island,astro-slot,astro-static-slot{display:contents}';

/** How Astro's runtime writes that rule into a page. */
const emitted = '<style>${ISLAND_STYLES}</style>';

/**
 * Takes the island style rule out of the prescripts of Astro's runtime (`scripts.js`): Astro writes
 * it in the body before the first island, where a <style> element is not valid HTML. The same rule
 * is in the site's global stylesheet. Throws when the runtime no longer has the expected text, so an
 * Astro upgrade that changes it stops the build instead of passing silently.
 * @example withoutIslandStyle('return `<style>${ISLAND_STYLES}</style><script>`') // => 'return `<script>`'
 */
export function withoutIslandStyle(runtimeCode: string): string {
	if (!runtimeCode.includes(emitted))
		throw new Error(`Astro's runtime no longer writes the island style as ${emitted}: update src/lib/security/island-style.ts`);
	return runtimeCode.replaceAll(emitted, '');
}

/** Whether a module is the part of Astro's runtime that writes the island prescripts. */
export const isIslandPrescripts = (id: string): boolean => /[\\/]astro[\\/]dist[\\/]runtime[\\/]server[\\/]scripts\.js$/.test(id.split('?')[0] ?? '');
