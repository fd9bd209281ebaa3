import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { createIdRegistry } from '../../../src/lib/content/page-ids.ts';
import { chromeIds, pageIdsOf } from '../../../src/components/content/page-ids.ts';

describe('ids unique per page: one registry hands out every id of a page', () => {
	const cases = [
		{ rule: 'a free id is given as asked', reserved: [], asks: [['claim', 'uw-rechten']], expected: ['uw-rechten'] },
		{ rule: 'a taken id gets -2, -3', reserved: [], asks: [['claim', 'a'], ['claim', 'a'], ['claim', 'a']], expected: ['a', 'a-2', 'a-3'] },
		{ rule: 'content never takes a reserved (chrome) id', reserved: ['cookie-settings'], asks: [['claim', 'cookie-settings']], expected: ['cookie-settings-2'] },
		{ rule: 'the owner of a reserved id gets it the first time', reserved: ['form-root'], asks: [['claimOwn', 'form-root'], ['claimOwn', 'form-root']], expected: ['form-root', 'form-root-2'] },
		{ rule: 'the owner keeps its id when content asked for it first', reserved: ['form-root'], asks: [['claim', 'form-root'], ['claimOwn', 'form-root']], expected: ['form-root-2', 'form-root'] },
		{ rule: 'a suffix already taken is skipped', reserved: ['x-2'], asks: [['claim', 'x-3'], ['claim', 'x'], ['claim', 'x']], expected: ['x-3', 'x', 'x-4'] },
	] as const;
	test.each(cases)('$rule', ({ reserved, asks, expected }) => {
		const ids = createIdRegistry(reserved);
		expect(asks.map(([how, base]) => ids[how](base))).toEqual(expected);
	});

	test('one registry per page render (per Astro.locals), reserving the chrome ids', () => {
		const page = {};
		expect(pageIdsOf(page)).toBe(pageIdsOf(page));
		expect(pageIdsOf({}).claim('wat-kost-het')).toBe('wat-kost-het');
		expect(pageIdsOf({}).claim('main')).toBe('main-2');
		expect(pageIdsOf({}).claimOwn('form-root')).toBe('form-root');
	});
});

describe('the reserved list holds every literal id the layout, the chrome and its scripts use', () => {
	const root = join(import.meta.dirname, '../../..');
	const files = [
		'src/components/BaseLayout.astro',
		...readdirSync(join(root, 'src/components/chrome')).filter((f) => f.endsWith('.astro')).map((f) => `src/components/chrome/${f}`),
		'src/components/home/SearchBlock.astro',
		'src/components/content/FormShell.astro',
		'src/components/templates/ArticlePage.astro',
		'src/scripts/consent.ts',
		'src/scripts/consent-dialog.ts',
	];
	const literalIds = files.flatMap((file) => {
		const text = readFileSync(join(root, file), 'utf8');
		const found = [...text.matchAll(/\bid=["']([\w-]+)["']|\bid: '([\w-]+)'|getElementById\('([\w-]+)'\)/g)];
		return found.map((m) => ({ file, id: m[1] ?? m[2] ?? m[3] ?? '' }));
	});
	test('the pattern still finds the chrome’s ids in the sources', () => {
		expect(literalIds.map((l) => l.id)).toEqual(expect.arrayContaining(['main', 'top', 'site-menu', 'cookie-settings', 'consent-dialog-title']));
	});
	test.each(literalIds)('$id ($file) is reserved', ({ id }) => {
		expect(chromeIds).toContain(id);
	});
});
