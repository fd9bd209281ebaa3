import { describe, expect, test } from 'vitest';
import { onSiteLocation, redirectOrigins } from '../../../src/lib/security/on-site-location.ts';

/** The local server's Location headers (src/server/serve.ts): never off the site. */
describe('onSiteLocation', () => {
	const asked = new URL('http://localhost:8888/nl/x/');
	const site = new Set(['https://www.agency.example']);
	test.each([
		{ location: '/for-sale/', expected: 'http://localhost:8888/for-sale/', why: 'a path on the origin asked' },
		{ location: '/for-sale/?utm_source=mail#top', expected: 'http://localhost:8888/for-sale/?utm_source=mail#top', why: 'query and fragment kept' },
		{ location: 'y/', expected: 'http://localhost:8888/nl/x/y/', why: 'a relative path, as a browser reads it' },
		{ location: 'http://localhost:8888/a/', expected: 'http://localhost:8888/a/', why: 'an absolute URL on the origin asked' },
		{ location: 'https://www.agency.example/for-sale/', expected: 'http://localhost:8888/for-sale/', why: 'the site\'s public origin (the /nl/ rule) answered on the origin asked' },
		{ location: 'https://www.agency.example//evil.example/', expected: 'http://localhost:8888//evil.example/', why: 'a path with two slashes on the site stays a path' },
		{ location: '//evil.example/', expected: null, why: 'a scheme-relative URL' },
		{ location: '/\\evil.example', expected: null, why: 'a backslash, read as a slash' },
		{ location: '/\t/evil.example', expected: null, why: 'a tab, dropped by the URL parser' },
		{ location: 'https://evil.example/', expected: null, why: 'another site' },
		{ location: 'https://www.agency.example.evil.example/', expected: null, why: 'a host that only starts like the site\'s' },
		{ location: 'http://localhost:8889/', expected: null, why: 'another port' },
		{ location: 'http://[::1', expected: null, why: 'no URL at all' },
	])('$why: $location', ({ location, expected }) => {
		expect(onSiteLocation(location, asked, site)).toBe(expected);
	});

	test('a result is absolute on the origin asked, so it never reads as another host', () => {
		for (const location of ['https://www.agency.example//evil.example/', '/.//evil.example/']) {
			expect(new URL(onSiteLocation(location, asked, site)!, 'https://elsewhere.example/').origin).toBe('http://localhost:8888');
		}
	});
});

describe('redirectOrigins', () => {
	test('the origins of the absolute targets only', () => {
		expect(redirectOrigins([{ to: 'https://www.agency.example/:splat' }, { to: '/for-sale/' }, { to: '/api/moved/fr/property/:id' }])).toEqual(new Set(['https://www.agency.example']));
	});
});
