import { describe, expect, test } from 'vitest';
import { runInNewContext } from 'node:vm';
import { homeRedirect, homeRedirectScript, localeOfPath, switcherLinks } from '../../../src/lib/chrome/language.ts';

const enabled = ['nl', 'fr', 'en'] as const;
const homes = { nl: '/', fr: '/fr/', en: '/en/', de: '/de/' };
const homeOf = (code: keyof typeof homes) => homes[code];

describe('spec §2 switcher: the first two characters of the path are the language code', () => {
	const cases = [
		{ path: '/fr/a-vendre/', expected: 'fr' },
		{ path: '/en/', expected: 'en' },
		{ path: '/', expected: 'nl' },
		{ path: '/for-sale/', expected: 'nl' },
		{ path: '/de/zu-verkaufen/', expected: 'nl' },
		{ path: '/fresh/', expected: 'nl' },
		{ path: '/nl/', expected: 'nl' },
	];
	test.each(cases)('reads $path as $expected', ({ path, expected }) => {
		expect(localeOfPath(path, enabled)).toBe(expected);
	});
});

describe('spec §2 switcher: each enabled language links to the translated path', () => {
	test('on /for-sale/ the links keep the page, the current language is marked', () => {
		const links = switcherLinks({ nl: '/for-sale/', fr: '/fr/a-vendre/', en: '/en/for-sale/' }, enabled, 'nl', homeOf);
		expect(links.map((l) => [l.code, l.href, l.lang, l.current])).toEqual([
			['nl', '/for-sale/', 'nl-BE', true],
			['fr', '/fr/a-vendre/', 'fr-BE', false],
			['en', '/en/for-sale/', 'en', false],
		]);
		expect(links.map((l) => l.label)).toEqual(['Nederlands', 'Français', 'English']);
	});

	test('a page without alternates (404) links to each home', () => {
		expect(switcherLinks({}, enabled, 'fr', homeOf).map((l) => l.href)).toEqual(['/', '/fr/', '/en/']);
	});
});

describe('spec §4 language persists: a return visit to the Dutch home goes to the remembered home', () => {
	const cases = [
		{ path: '/', stored: 'fr', expected: '/fr/' },
		{ path: '/', stored: 'en', expected: '/en/' },
		{ path: '/', stored: 'nl', expected: null },
		{ path: '/', stored: null, expected: null },
		{ path: '/', stored: 'xx', expected: null },
		{ path: '/for-sale/', stored: 'fr', expected: null },
		{ path: '/fr/', stored: 'en', expected: null },
		{ path: '/', stored: '__proto__', expected: null },
		{ path: '/', stored: 'toString', expected: null },
	];
	const homes = { nl: '/', fr: '/fr/', en: '/en/' };
	test.each(cases)('on $path with $stored goes to $expected', ({ path, stored, expected }) => {
		expect(homeRedirect(path, stored, homes)).toBe(expected);
	});

	/** Runs the Dutch home's inline script against a page at `path` and returns where it sent the visitor. */
	const runScript = (path: string, stored: string | null, search = '', hash = '') => {
		let replaced: string | null = null;
		const location = { pathname: path, search, hash, replace: (to: string) => { replaced = to; } };
		runInNewContext(homeRedirectScript(homes), { location, localStorage: { getItem: () => stored } });
		return replaced;
	};
	test.each(cases)('the inline script agrees: on $path with $stored goes to $expected', ({ path, stored, expected }) => {
		expect(runScript(path, stored)).toBe(expected);
	});
	test('the inline script keeps the query and the hash', () => {
		expect(runScript('/', 'fr', '?utm_source=x', '#search')).toBe('/fr/?utm_source=x#search');
	});
	test('the inline script leaves the page alone when storage is refused', () => {
		const location = { pathname: '/', search: '', hash: '', replace: () => { throw new Error('no redirect expected'); } };
		const localStorage = { getItem: () => { throw new Error('SecurityError'); } };
		expect(() => {
			runInNewContext(homeRedirectScript(homes), { location, localStorage });
		}).not.toThrow();
	});
});
