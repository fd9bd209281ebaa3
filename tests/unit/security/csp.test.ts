import { describe, expect, test } from 'vitest';
import { contentSecurityPolicy, inlineScripts, scriptHash } from '../../../src/lib/security/csp.ts';

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('issue 4 security headers: Content-Security-Policy of the static pages', () => {
	test('inline scripts are found, data blocks and external scripts are not', () => {
		const html = `<script>a()</script><script type="module">b()</script><script type="application/ld+json">{"x":1}</script><script src="/x.js"></script>`;
		expect(inlineScripts(html)).toEqual(['a()', 'b()']);
	});

	test.each([
		{ name: 'bytes of a page read from disk', page: Buffer.from('<p>é</p><script>ç()</script>'), expected: ['ç()'] },
		{ name: 'attributes over several lines', page: '<script\n  type="module">m()</script>', expected: ['m()'] },
		{ name: 'a tag that only starts like script', page: '<scripts>x</scripts><script>y()</script>', expected: ['y()'] },
		{ name: 'an empty script', page: '<script></script>', expected: [''] },
		{ name: 'an unclosed script', page: '<script>z()', expected: [] },
	])('inline scripts: $name', ({ page, expected }) => {
		expect(inlineScripts(page)).toEqual(expected);
	});

	test('a script hash is the base64 sha256 of the exact code', () => {
		expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
	});

	test.each([
		{ tracking: {}, hosts: [] as string[], absent: ['https://www.googletagmanager.com', 'https://connect.facebook.net'] },
		{ tracking: { tagManagerId: 'GTM-ABC' }, hosts: ['https://www.googletagmanager.com'], absent: ['https://connect.facebook.net'] },
		{ tracking: { pixelId: '123' }, hosts: ['https://connect.facebook.net'], absent: ['https://www.googletagmanager.com'] },
	])('script hosts only for configured ids: $tracking', ({ tracking, hosts, absent }) => {
		const scriptSrc = directive(contentSecurityPolicy({ scriptHashes: ["'sha256-x'"], tracking }), 'script-src');
		expect(scriptSrc.startsWith("script-src 'self' 'sha256-x'")).toBe(true);
		expect(scriptSrc).not.toContain('unsafe-inline');
		for (const host of hosts) expect(scriptSrc).toContain(host);
		for (const host of absent) expect(scriptSrc).not.toContain(host);
	});

	test('framing only by the site itself, no plugins, no foreign form targets', () => {
		const csp = contentSecurityPolicy({ scriptHashes: [], tracking: {} });
		expect(csp).toContain("frame-ancestors 'self'");
		expect(csp).toContain("object-src 'none'");
		expect(csp).toContain("form-action 'self'");
	});

	test.each([
		{ mapTiles: true, allowed: true },
		{ mapTiles: false, allowed: false },
		{ mapTiles: undefined, allowed: false },
	])('map frame: the OpenStreetMap tile host is an image source only when the site draws the map ($mapTiles)', ({ mapTiles, allowed }) => {
		const csp = contentSecurityPolicy({ scriptHashes: [], tracking: {}, mapTiles });
		expect(directive(csp, 'img-src').split(' ').includes('https://tile.openstreetmap.org')).toBe(allowed);
		expect(directive(csp, 'script-src')).not.toContain('openstreetmap');
		expect(directive(csp, 'connect-src')).not.toContain('openstreetmap');
	});
});
