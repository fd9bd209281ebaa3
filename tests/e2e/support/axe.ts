import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Axe's script, as a page runs it, and the settings it runs with in each frame. */
const axeScript = `${readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')}
;axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'agency-site-tests' } });`;

/**
 * The axe rules whose findings are at most moderate (a rule's impact is the highest its checks
 * report: landmarks, heading order, region, ...). A scan that asserts only serious and critical
 * findings leaves them out: a quarter of each scan's time, with the same verdict.
 */
const lesserRules: string[] = ((require('axe-core') as { _audit?: { rules?: { id: string; impact?: string }[] } })._audit?.rules ?? [])
	.filter((rule) => rule.impact === 'moderate' || rule.impact === 'minor')
	.map((rule) => rule.id);

/** What a scan looks at: the whole page or the elements `include` selects; serious and critical findings only, or every one. */
export type AxeScope = { include?: string; impact?: 'serious' | 'any' };

/**
 * Puts axe in every frame of the page that lacks it: once a document, however many scans it gets
 * (its 550 KB took 0.2 to 0.5 s to run, each time). The page's frames answer the scan of the top
 * one: axe reaches into those of the page's own origin (`allowedOrigins`: the map frame, once a
 * visitor asks for the map), not into others (a video or a tour, loaded after a click).
 */
async function injectAxe(page: Page): Promise<void> {
	for (const frame of page.frames()) {
		// A frame that went away meanwhile has nothing to scan.
		const present = await frame.evaluate("typeof window.axe === 'object'").catch(() => true);
		if (!present) await frame.evaluate(axeScript).catch(() => undefined);
	}
}

/** One `axe.run` in the page, over its frames of the same origin. */
async function runAxe(page: Page, include: string | undefined, options: RunOptions): Promise<AxeResults> {
	await injectAxe(page);
	return page.evaluate(
		([selector, runOptions]) => (window as unknown as { axe: { run: (context: unknown, options: RunOptions) => Promise<AxeResults> } }).axe.run(selector ? { include: [selector] } : document, runOptions),
		[include, options] as const,
	);
}

/**
 * The violations axe finds on the page as it is now, one readable line per element:
 * `rule (impact): help — target`. Axe details only the violations (`resultTypes`): the elements
 * that pass each rule, the bulk of a page, are counted, not described one by one. It runs as one
 * `axe.run` in the page that reaches into frames of the page's own origin: a run in each frame
 * joined in a blank page (the default of axe's Playwright package) took some 0.7 s more a scan,
 * and that package also ran axe's script twice in the page before each scan. The Dutch
 * accessibility pages took 2.3 min with the package's default, 1.6 min in its legacy mode.
 * @example expect(await axeViolations(page, { include: '.search-box' })).toEqual([])
 */
export async function axeViolations(page: Page, { include, impact = 'serious' }: AxeScope = {}): Promise<string[]> {
	const options: RunOptions = { resultTypes: ['violations'] };
	if (impact === 'serious') options.rules = Object.fromEntries(lesserRules.map((id) => [id, { enabled: false }]));
	await drawSkippedContent(page, true);
	try {
		// The layout after a scan is the one before the next: each print is taken once.
		let before = await layoutPrint(page);
		for (let scan = 1; ; scan++) {
			const { violations } = await runAxe(page, include, options);
			const found = violations
				.filter((v) => impact === 'any' || v.impact === 'serious' || v.impact === 'critical')
				.flatMap((v) => v.nodes.map((node) => `${v.id} (${v.impact}): ${v.help} — ${node.target.join(' ')}`));
			if (found.length === 0) return found;
			const after = await layoutPrint(page);
			if (after === before) return found;
			if (scan === steadyScans) return [...found, `(the page's layout moved during each of ${steadyScans} scans)`];
			before = after;
		}
	} finally {
		await drawSkippedContent(page, false);
	}
}

/**
 * Draws, for the scan, what the browser skips until it nears the viewport (`content-visibility:
 * auto`: the footer's body), and lets it skip again after. Skipped, the footer's body is a box of
 * its placeholder height (400 px) or of the last size it was drawn at, and its text is laid out
 * beyond that box, over the white of the page: axe then judged the light address text of the dark
 * footer against white, in 1 scan of some 200 on a busy machine (the footer's address is 530 px
 * below the top of a 400 px placeholder at 1280 px). A visitor sees that text only drawn, on the
 * footer. A style sheet built in the page (not a `<style>` element, which the site's CSP refuses).
 */
const drawSkippedContent = (page: Page, draw: boolean): Promise<void> =>
	page.evaluate((on) => {
		const marked = window as unknown as { __drawSkipped?: CSSStyleSheet };
		if (on && !marked.__drawSkipped) {
			const sheet = new CSSStyleSheet();
			sheet.replaceSync('* { content-visibility: visible !important; }');
			document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
			marked.__drawSkipped = sheet;
		} else if (!on && marked.__drawSkipped) {
			const sheet = marked.__drawSkipped;
			document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
			delete marked.__drawSkipped;
		}
	}, draw);

/**
 * How many times a scan runs when the page's layout moved while it ran. Axe reads each element's
 * box once and judges colour contrast from those boxes (the colours behind a text are those of the
 * boxes under it): when something moves in the meantime (a late web font, a form drawn in the
 * footer on a busy machine), text is judged against a box that is no longer behind it. Such a scan
 * says nothing about the page and runs again; a page that never holds still is reported as such.
 */
const steadyScans = 3;

/** The boxes of every element of the page in the document (a scroll moves none), as one string: equal twice when nothing moved in between. */
const layoutPrint = (page: Page): Promise<string> =>
	page.evaluate(() =>
		[...document.querySelectorAll('body *')]
			.map((element) => {
				const box = element.getBoundingClientRect();
				return `${box.x + window.scrollX},${box.y + window.scrollY},${box.width},${box.height}`;
			})
			.join(';'),
	);
