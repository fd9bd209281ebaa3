import { describe, expect, test } from 'vitest';
import { imageUrl, imageWidths, photoOriginElsewhere, srcset } from '../../../src/lib/images/image-url.ts';

const host = { host: 'https://img.example.be' };
const demo = { host: null };

describe('spec §7 image widths: 100, 250, 400, 600, 1360', () => {
	test('the five widths, ascending', () => {
		expect(imageWidths).toEqual([100, 250, 400, 600, 1360]);
	});
});

describe('spec §7 images from the external image host: width in the query', () => {
	const cases = [
		{ input: 'photos/12/front.jpg', expected: 'https://img.example.be/photos/12/front.jpg?w=400' },
		{ input: '/photos/12/front.jpg', expected: 'https://img.example.be/photos/12/front.jpg?w=400' },
		{
			input: 'photos/12/front.jpg?v=3',
			expected: 'https://img.example.be/photos/12/front.jpg?v=3&w=400',
		},
		{
			input: 'photos/12/front.jpg?w=1360',
			expected: 'https://img.example.be/photos/12/front.jpg?w=400',
		},
		{ input: 'https://cdn.other.be/a b.jpg', expected: 'https://cdn.other.be/a%20b.jpg?w=400' },
		{ input: 'photos/w=WIDTH.jpg?w=1&v=2#top', expected: 'https://img.example.be/photos/w=WIDTH.jpg?w=400&v=2#top' },
	];
	test.each(cases)('url of $input -> $expected', ({ input, expected }) => {
		expect(imageUrl({ Url: input }, 400, host)).toBe(expected);
	});

	test('host with a trailing slash or a path prefix', () => {
		expect(imageUrl({ Url: 'a.jpg' }, 100, { host: 'https://img.example.be/' })).toBe(
			'https://img.example.be/a.jpg?w=100',
		);
		expect(imageUrl({ Url: '/a.jpg' }, 100, { host: 'https://img.example.be/media' })).toBe(
			'https://img.example.be/media/a.jpg?w=100',
		);
	});
});

describe('srcset: every width of one photo', () => {
	test.each([
		['image host', host, 'https://img.example.be/p/1.jpg?w=100 100w, https://img.example.be/p/1.jpg?w=250 250w, https://img.example.be/p/1.jpg?w=400 400w, https://img.example.be/p/1.jpg?w=600 600w, https://img.example.be/p/1.jpg?w=1360 1360w'],
		['demo images', demo, '/demo-images/1-100.jpg 100w, /demo-images/1-250.jpg 250w, /demo-images/1-400.jpg 400w, /demo-images/1-600.jpg 600w, /demo-images/1-1360.jpg 1360w'],
	] as const)('%s', (_name, base, expected) => {
		expect(srcset({ Url: 'p/1.jpg' }, base)).toBe(expected);
	});
});

describe('spec §7 local demo images: /demo-images/<name>-<width>.jpg', () => {
	const cases = [
		{ input: 'photo-01', expected: '/demo-images/photo-01-600.jpg' },
		{ input: 'photo-01.jpg', expected: '/demo-images/photo-01-600.jpg' },
		{ input: '/demo-images/photo-07.jpg?x=1', expected: '/demo-images/photo-07-600.jpg' },
		{ input: 'https://img.example.be/p/Agent-2.PNG', expected: '/demo-images/agent-2-600.jpg' },
		{ input: '../../etc/passwd', expected: '/demo-images/passwd-600.jpg' },
		{ input: '', expected: '/demo-images/no-photo-600.jpg' },
		{ input: '  ', expected: '/demo-images/no-photo-600.jpg' },
		{ input: '/', expected: '/demo-images/no-photo-600.jpg' },
	];
	test.each(cases)('url of $input -> $expected', ({ input, expected }) => {
		expect(imageUrl({ Url: input }, 600, demo)).toBe(expected);
	});

	test('names are kept per URL without mixing them up, also past the ten thousand names kept', () => {
		const urls = Array.from({ length: 10_050 }, (_, i) => `photos/House-${i}.JPG`);
		for (const url of urls) imageUrl({ Url: url }, 100, demo);
		expect(urls.map((url) => imageUrl({ Url: url }, 250, demo)).filter((got, i) => got !== `/demo-images/house-${i}-250.jpg`)).toEqual([]);
		expect(imageUrl({ Url: 'photo-01.jpg' }, 600, demo)).toBe('/demo-images/photo-01-600.jpg');
	});

	test('a photo without Url gets the placeholder from the image host too', () => {
		expect(imageUrl({ Url: '' }, 250, host)).toBe('/demo-images/no-photo-250.jpg');
	});
});

describe('spec §7 srcset lists all five widths', () => {
	const cases = [
		{
			input: demo,
			expected:
				'/demo-images/photo-01-100.jpg 100w, /demo-images/photo-01-250.jpg 250w, ' +
				'/demo-images/photo-01-400.jpg 400w, /demo-images/photo-01-600.jpg 600w, ' +
				'/demo-images/photo-01-1360.jpg 1360w',
		},
		{
			input: host,
			expected:
				'https://img.example.be/photo-01?w=100 100w, https://img.example.be/photo-01?w=250 250w, ' +
				'https://img.example.be/photo-01?w=400 400w, https://img.example.be/photo-01?w=600 600w, ' +
				'https://img.example.be/photo-01?w=1360 1360w',
		},
	];
	test.each(cases)('srcset with host $input.host', ({ input, expected }) => {
		expect(srcset({ Url: 'photo-01' }, input)).toBe(expected);
	});
});

describe('a photo on a host other than the image host names its origin, for the Content-Security-Policy', () => {
	test.each([
		{ url: 'https://cdn.crm.example/p/1.jpg', base: host, expected: 'https://cdn.crm.example' },
		{ url: ' HTTP://Old.Example:8080/a.jpg ', base: host, expected: 'http://old.example:8080' },
		{ url: 'https://img.example.be/photos/1.jpg', base: host, expected: null },
		{ url: 'photos/1.jpg', base: host, expected: null },
		{ url: '//cdn.crm.example/1.jpg', base: host, expected: null }, // a path: on the image host
		{ url: 'https://cdn.crm.example/p/1.jpg', base: demo, expected: null }, // demo images
	])('$url -> $expected', ({ url, base, expected }) => {
		expect(photoOriginElsewhere({ Url: url }, base)).toBe(expected);
		if (expected === null && base.host !== null) expect(new URL(imageUrl({ Url: url }, 400, base)).origin).toBe(base.host);
	});
});
