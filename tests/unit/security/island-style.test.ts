import { expect, test } from 'vitest';
import { moveIslandStyleToHead } from '../../../src/lib/security/island-style.ts';

const rule = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

test.each([
	{ name: 'a rule in the body moves to the end of the head', html: `<head><title>t</title></head><body><h2>x</h2>${rule}<div></div></body>`, expected: `<head><title>t</title>${rule}</head><body><h2>x</h2><div></div></body>` },
	{ name: 'a rule already in the head stays', html: `<head>${rule}</head><body></body>`, expected: `<head>${rule}</head><body></body>` },
	{ name: 'a page without islands is unchanged', html: '<head></head><body><p>x</p></body>', expected: '<head></head><body><p>x</p></body>' },
])('valid HTML: $name', ({ html, expected }) => {
	expect(moveIslandStyleToHead(html)).toBe(expected);
});
