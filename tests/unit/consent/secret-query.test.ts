import { describe, expect, test } from 'vitest';
import { isSecretParam, withoutSecrets } from '../../../src/lib/consent/secret-query.ts';

describe('spec §4 page view: no secret of the address reaches a tracker', () => {
	test.each([
		{ from: 'https://immo.be/nieuwsbrief-bevestigen/?token=abc123', expected: 'https://immo.be/nieuwsbrief-bevestigen/' },
		{ from: 'https://immo.be/te-koop/?token=abc&city=Gent', expected: 'https://immo.be/te-koop/?city=Gent' },
		{ from: 'https://immo.be/x/?TOKEN=a&access_token=b&Password=c&email=d%40e.be&t=3', expected: 'https://immo.be/x/?t=3' },
		{ from: 'https://immo.be/x/?token=a#main', expected: 'https://immo.be/x/#main' },
		{ from: 'https://immo.be/x/?token=a&token=b', expected: 'https://immo.be/x/' },
		{ from: 'https://immo.be/x/?city=Gent|9000&type=2&utm_source=mail&gclid=z', expected: 'https://immo.be/x/?city=Gent|9000&type=2&utm_source=mail&gclid=z' },
		{ from: 'https://immo.be/', expected: 'https://immo.be/' },
	])('maps $from to $expected', ({ from, expected }) => {
		expect(withoutSecrets(from)).toBe(expected);
	});

	test.each([
		{ name: 'token', secret: true },
		{ name: 'api_key', secret: true },
		{ name: 'clientSecret', secret: true },
		{ name: 'city', secret: false },
		{ name: 'utm_campaign', secret: false },
		{ name: 'gclid', secret: false },
	])('$name is secret: $secret', ({ name, secret }) => {
		expect(isSecretParam(name)).toBe(secret);
	});
});
