import { describe, expect, test } from 'vitest';
import {
	hasIsland,
	hasOwnInteraction,
	htmlFileToUrlPath,
	isPlaceholderPage,
	pickTemplatePages,
	templateSpecs,
} from '../../../src/bench/templates.ts';

describe('template sample pages', () => {
	const built = [
		'/',
		'/for-sale/',
		'/for-sale/2/',
		'/property/1010/',
		'/property/1002/',
		'/property/999/',
		'/fr/a-vendre/',
		'/contact/',
		'/login/',
		'/project/501/',
		'/privacy-statement/',
	];
	test('one page per template; missing ones have no path', () => {
		expect(pickTemplatePages(templateSpecs, built)).toEqual([
			{ name: 'home', path: '/' },
			{ name: 'list', path: '/for-sale/' },
			{ name: 'property', path: '/property/999/' },
			{ name: 'project', path: '/project/501/' },
			{ name: 'contact', path: '/contact/' },
			{ name: 'login', path: '/login/' },
			{ name: 'portal', path: undefined },
			{ name: 'article', path: '/privacy-statement/' },
		]);
	});
	test('the first candidate the build has wins', () => {
		const specs = [{ name: 'portal', candidates: ['/portal/', '/owner/'] }];
		expect(pickTemplatePages(specs, ['/owner/', '/x/'])).toEqual([
			{ name: 'portal', path: '/owner/' },
		]);
		expect(pickTemplatePages(specs, ['/owner/', '/portal/'])).toEqual([
			{ name: 'portal', path: '/portal/' },
		]);
	});
	test.each([
		{ file: 'index.html', expected: '/' },
		{ file: 'fr/a-vendre/index.html', expected: '/fr/a-vendre/' },
		{ file: '404.html', expected: '/404.html' },
	])('$file is served at $expected', ({ file, expected }) => {
		expect(htmlFileToUrlPath(file)).toBe(expected);
	});
	test.each([
		{ html: '<main><h1>/contact/</h1></main>', expected: true },
		{ html: '<h1 class="t">property 1001</h1>', expected: true },
		{ html: '<h1>Contacteer ons</h1>', expected: false },
		{ html: '<h1>Villa in Gent</h1>', expected: false },
	])('placeholder page: $html -> $expected', ({ html, expected }) => {
		expect(isPlaceholderPage(html)).toBe(expected);
	});
	test('islands are Astro islands, not other custom elements', () => {
		expect(hasIsland('<astro-island uid="x" client="idle">')).toBe(true);
		expect(hasIsland('<astro-islands>')).toBe(false);
		expect(hasIsland('<p>no island</p>')).toBe(false);
	});
	test.each([
		{ html: '<main id="main"><astro-island uid="1"></astro-island></main>', expected: true },
		{ html: '<main id="main" tabindex="-1"><p>Privacy</p></main><footer><astro-island uid="2"></astro-island></footer>', expected: false },
		{ html: '<header><astro-island uid="3"></astro-island></header><main><p>x</p></main>', expected: false },
		{ html: '<p>no main</p><astro-island uid="4"></astro-island>', expected: false },
		{ html: '<main><details open><div class="form-pending" data-deferred-form="{&quot;kind&quot;:&quot;documents&quot;}"></div></details></main>', expected: true },
		{ html: '<main><ul class="gallery-grid"></ul><script type="module">wire()</script></main>', expected: true },
		{ html: '<main><script type="module" src="/_astro/print.js"></script></main>', expected: true },
		{ html: '<main><script type="application/ld+json">{}</script><p>x</p></main>', expected: false },
		{ html: '<main><p>x</p></main><footer><div data-deferred-form="{}"></div><script type="module">watch()</script></footer>', expected: false },
	])('own interaction (in <main>): $html -> $expected', ({ html, expected }) => {
		expect(hasOwnInteraction(html)).toBe(expected);
	});
});
