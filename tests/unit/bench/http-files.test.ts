import { describe, expect, test } from 'vitest';
import {
	cacheControlOf,
	contentTypeOf,
	filePathOf,
	headersFor,
	isCompressible,
	parseHeadersFile,
	pickEncoding,
} from '../../../src/bench/http-files.ts';

describe('static server rules', () => {
	test.each([
		{ path: '/index.html', expected: 'text/html; charset=utf-8' },
		{ path: '/_astro/a.B1c.js', expected: 'text/javascript; charset=utf-8' },
		{ path: '/search/nl.json', expected: 'application/json; charset=utf-8' },
		{ path: '/demo-images/x.WEBP', expected: 'image/webp' },
		{ path: '/file.unknown', expected: 'application/octet-stream' },
	])('content type of $path is $expected', ({ path, expected }) => {
		expect(contentTypeOf(path)).toBe(expected);
	});
	test.each([
		{ type: 'text/html; charset=utf-8', expected: true },
		{ type: 'application/json', expected: true },
		{ type: 'image/svg+xml', expected: true },
		{ type: 'image/webp', expected: false },
		{ type: 'font/woff2', expected: false },
	])('$type compressible: $expected', ({ type, expected }) => {
		expect(isCompressible(type)).toBe(expected);
	});
	test.each([
		{ header: 'gzip, deflate, br, zstd', expected: 'br' },
		{ header: 'gzip', expected: 'gzip' },
		{ header: 'br;q=0, gzip;q=0.5', expected: 'gzip' },
		{ header: '*', expected: 'br' },
		{ header: 'identity', expected: undefined },
		{ header: undefined, expected: undefined },
	])('Accept-Encoding $header -> $expected', ({ header, expected }) => {
		expect(pickEncoding(header)).toBe(expected);
	});
	test.each([
		{ path: '/_astro/index.abc.css', expected: 'public, max-age=31536000, immutable' },
		{ path: '/fr/a-vendre/', expected: 'public, max-age=0, must-revalidate' },
		{ path: '/search/nl.json', expected: 'public, max-age=3600' },
	])('cache of $path', ({ path, expected }) => {
		expect(cacheControlOf(path)).toBe(expected);
	});
	test('a _headers file applies by path pattern', () => {
		const rules = parseHeadersFile(
			"# comment\n/*\n  X-Frame-Options: SAMEORIGIN\n  Content-Security-Policy: default-src 'self'; img-src https:\n/_astro/*\n  Cache-Control: immutable\n",
		);
		expect(headersFor(rules, '/contact/')).toEqual([
			['X-Frame-Options', 'SAMEORIGIN'],
			['Content-Security-Policy', "default-src 'self'; img-src https:"],
		]);
		expect(headersFor(rules, '/_astro/x.js').map(([name]) => name)).toEqual([
			'X-Frame-Options',
			'Content-Security-Policy',
			'Cache-Control',
		]);
		expect(headersFor(parseHeadersFile('/login/\n  A: 1\n'), '/login/x/')).toEqual([]);
	});
	test.each([
		{ url: '/', expected: '/srv/site/index.html' },
		{ url: '/fr/a-vendre/', expected: '/srv/site/fr/a-vendre/index.html' },
		{ url: '/_astro/a.js?v=1', expected: '/srv/site/_astro/a.js' },
		{ url: '/caf%C3%A9/', expected: '/srv/site/café/index.html' },
		{ url: '/../etc/passwd', expected: '/srv/site/etc/passwd' },
		{ url: '/%2e%2e/%2e%2e/etc/passwd', expected: '/srv/site/etc/passwd' },
		{ url: '/%E0%A4%A', expected: undefined },
		{ url: '/a%00b', expected: undefined },
	])('$url maps to $expected', ({ url, expected }) => {
		expect(filePathOf('/srv/site', url)).toBe(expected);
	});
});
