import { describe, expect, test } from 'vitest';
import { contentIn, galleryPhotos, paragraphsOf } from '../../../src/lib/detail/content.ts';

describe('content in the page language, falling back on the Dutch record (German content is empty)', () => {
	const cases = [
		{ own: 'Belle villa', dutch: 'Mooie villa', expected: { text: 'Belle villa', fallback: false } },
		{ own: '', dutch: 'Mooie villa', expected: { text: 'Mooie villa', fallback: true } },
		{ own: '   ', dutch: 'Mooie villa', expected: { text: 'Mooie villa', fallback: true } },
		{ own: undefined, dutch: 'Mooie villa', expected: { text: 'Mooie villa', fallback: true } },
	];
	test.each(cases)('"$own" -> $expected.text', ({ own, dutch, expected }) => expect(contentIn(own, dutch)).toEqual(expected));

	test('descriptions split into paragraphs on line breaks', () => {
		expect(paragraphsOf('Een.\n\nTwee.\nDrie.\n')).toEqual(['Een.', 'Twee.', 'Drie.']);
	});
});

describe('gallery photos: srcset over the spec §7 widths, full size 1360, alt text by position', () => {
	test('local demo images', () => {
		const photos = galleryPhotos([{ ID: 1, Url: '/demo-images/photo-11.jpg', Width: 1360, Height: 907, Name: 'Foto 1' }], { host: null }, (n, total) => `Villa, foto ${n} van ${total}`);
		expect(photos).toEqual([
			{
				thumb: '/demo-images/photo-11-600.jpg',
				srcset: '/demo-images/photo-11-100.jpg 100w, /demo-images/photo-11-250.jpg 250w, /demo-images/photo-11-400.jpg 400w, /demo-images/photo-11-600.jpg 600w, /demo-images/photo-11-1360.jpg 1360w',
				full: '/demo-images/photo-11-1360.jpg',
				alt: 'Villa, foto 1 van 1',
				width: 1360,
				height: 907,
			},
		]);
	});
});
