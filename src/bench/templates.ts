/**
 * The page templates the benchmark weighs and audits, and a sample page of each found in a
 * built site. A template whose page is not in the build is reported as missing, not guessed.
 */
import { readdir } from 'node:fs/promises';

/** A template and how to find a page of it among the built URL paths. */
export type TemplateSpec = { name: string; candidates: readonly (string | RegExp)[] };

/** The templates of issue 7, plus a legal article as the page without interaction (see `hasOwnInteraction`). */
export const templateSpecs: readonly TemplateSpec[] = [
	{ name: 'home', candidates: ['/'] },
	{ name: 'list', candidates: ['/for-sale/'] },
	{ name: 'property', candidates: [/^\/property\/\d+\/$/] },
	{ name: 'project', candidates: [/^\/project\/\d+\/$/] },
	{ name: 'contact', candidates: ['/contact/'] },
	{ name: 'login', candidates: ['/login/'] },
	{
		name: 'portal',
		candidates: ['/portal/', '/owner/', '/login/portal/', '/eigenaar/', '/mijn-eigendom/'],
	},
	{ name: 'article', candidates: ['/privacy-statement/'] },
];

/**
 * Templates weighed and audited as the signed-in demo owner: the portal sends an anonymous visit
 * on to the login page, so only signed in does it show itself (the static server plays the owner
 * API for a request with the signed-in hint cookie, see `owner-fixture.ts`).
 */
export const signedInTemplates: ReadonlySet<string> = new Set(['portal']);

/** A template and its sample page, or undefined when the build has none. */
export type TemplatePage = { name: string; path: string | undefined };

/**
 * Picks one page per template: the first candidate the build has (for patterns, the lowest path in sort order).
 * @example pickTemplatePages([{ name: 'property', candidates: [/^\/property\/\d+\/$/] }], ['/property/12/', '/property/10/']) // => [{ name: 'property', path: '/property/10/' }]
 */
export function pickTemplatePages(
	specs: readonly TemplateSpec[],
	urlPaths: readonly string[],
): TemplatePage[] {
	const sorted = [...urlPaths].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
	const has = new Set(sorted);
	return specs.map((spec) => {
		for (const candidate of spec.candidates) {
			const path =
				typeof candidate === 'string'
					? has.has(candidate)
						? candidate
						: undefined
					: sorted.find((p) => candidate.test(p));
			if (path) return { name: spec.name, path };
		}
		return { name: spec.name, path: undefined };
	});
}

/**
 * The URL path of a built HTML file (relative to the output folder, / separators).
 * @example htmlFileToUrlPath('fr/a-vendre/index.html') // => '/fr/a-vendre/'
 */
export function htmlFileToUrlPath(file: string): string {
	return `/${file}`.replace(/\/index\.html$/, '/').replace(/\\/g, '/');
}

/** The URL paths of every HTML page in a built site. */
export async function listBuiltPages(outDir: string): Promise<string[]> {
	const files = await readdir(outDir, { recursive: true });
	return files.filter((f) => f.endsWith('.html')).map(htmlFileToUrlPath);
}

/**
 * Whether a page still shows the generic placeholder template (its heading is its route key or record kind and id).
 * @example isPlaceholderPage('<main id="main"><h1>/contact/</h1></main>') // => true
 */
export function isPlaceholderPage(html: string): boolean {
	return /<h1[^>]*>\s*(\/[^<]*\/|(property|project|testimonial|article) \d+)\s*<\/h1>/.test(html);
}

/**
 * Whether a page has an interactive island (Astro marks each hydrated component with <astro-island>).
 * @example hasIsland('<astro-island uid="1">') // => true
 */
export function hasIsland(html: string): boolean {
	return /<astro-island[\s>]/.test(html);
}

/**
 * Whether a page has interaction of its own in its main content: an island, a form drawn in the
 * browser (`data-deferred-form`), or a script of its own (the lightbox, the print button, the
 * embeds on demand; data blocks such as JSON-LD do not count). A page without any is the "page
 * without interaction" of issue 7. The chrome the spec puts on every page does not make a page
 * interactive: the header's script (menu, fixed header, remembered language), the cookie consent
 * script, and the footer's newsletter form (outside <main>, drawn only when scrolled near). Their
 * script is what such a page still loads, which the weight targets report (checkWeight in
 * targets.ts).
 * @example hasOwnInteraction('<main id="main"><p>Privacy</p></main><footer><div data-deferred-form="{}"></div></footer>') // => false
 */
export function hasOwnInteraction(html: string): boolean {
	const main = /<main[\s>][\s\S]*<\/main>/.exec(html)?.[0] ?? '';
	return hasIsland(main) || /\sdata-deferred-form[\s=>]/.test(main) || /<script(?![^>]*\stype="application\/(?:ld\+)?json")[\s>]/.test(main);
}
