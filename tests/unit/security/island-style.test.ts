import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { isIslandPrescripts, islandStyleRule, withoutIslandStyle } from '../../../src/lib/security/island-style.ts';

const runtime = fileURLToPath(new URL('../../../node_modules/astro/dist/runtime/server/scripts.js', import.meta.url));

test.each([
	{ name: 'the rule leaves the prescripts', code: 'return `<style>${ISLAND_STYLES}</style><script>a</script>`', expected: 'return `<script>a</script>`' },
	{ name: 'every occurrence goes', code: '`<style>${ISLAND_STYLES}</style>x`;`<style>${ISLAND_STYLES}</style>y`', expected: '`x`;`y`' },
])('valid HTML, no <style> in the body: $name', ({ code, expected }) => {
	expect(withoutIslandStyle(code)).toBe(expected);
});

test('a runtime that writes the rule another way stops the build with a message', () => {
	expect(() => withoutIslandStyle('return `<script>a</script>`')).toThrow(/island style/);
});

test("the installed Astro runtime writes the rule the way the plugin expects", () => {
	expect(isIslandPrescripts(runtime)).toBe(true);
	expect(withoutIslandStyle(readFileSync(runtime, 'utf8'))).not.toContain('<style>');
});

test.each([
	['/x/node_modules/astro/dist/runtime/server/scripts.js', true],
	['/x/node_modules/astro/dist/runtime/server/scripts.js?v=1', true],
	['/x/src/scripts.js', false],
])('recognises the runtime module: %s', (id, expected) => {
	expect(isIslandPrescripts(id)).toBe(expected);
});

test('the global stylesheet carries the rule instead', () => {
	const css = readFileSync(new URL('../../../src/styles/global.css', import.meta.url), 'utf8').replace(/\s+/g, '');
	expect(css.replace(/;}/g, '}')).toContain(islandStyleRule);
});
