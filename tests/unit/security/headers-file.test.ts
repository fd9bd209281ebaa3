import { describe, expect, test } from 'vitest';
import { formatHeaders, headerRules, headersOf, parseHeaders } from '../../../src/lib/security/headers-file.ts';

describe('_headers of the build', () => {
	test.each([
		{ rule: 'every path carries the Content-Security-Policy', path: '/*', headers: { 'Content-Security-Policy': "default-src 'self'" } },
		{ rule: 'spec §2 preview paths are kept out of search engines (noindex)', path: '/preview/*', headers: { 'X-Robots-Tag': 'noindex' } },
	])('$rule', ({ path, headers }) => {
		expect(headerRules("default-src 'self'").find((rule) => rule.path === path)?.headers).toEqual(headers);
	});

	test('the _headers format: the path, then each header indented on its own line', () => {
		expect(formatHeaders(headerRules('x'))).toBe('/*\n  Content-Security-Policy: x\n/preview/*\n  X-Robots-Tag: noindex\n');
	});
});

describe('the headers of a path asked, as Netlify matches _headers (before a rewrite)', () => {
	const rules = headerRules('x');
	test.each([
		{ path: '/preview/fr/a-vendre/', expected: { 'Content-Security-Policy': 'x', 'X-Robots-Tag': 'noindex' } },
		{ path: '/fr/a-vendre/', expected: { 'Content-Security-Policy': 'x' } },
		{ path: '/fr/preview/', expected: { 'Content-Security-Policy': 'x' } },
	])('$path', ({ path, expected }) => {
		expect(headersOf(parseHeaders(formatHeaders(rules)), path)).toEqual(expected);
	});
});
