import { describe, expect, test } from 'vitest';
import { bannerShown } from '../../../src/lib/content/banner.ts';

describe('spec §2 home banner (image, gallery or video, or a colour): drawn only when it has what it shows', () => {
	const photo = { Url: 'a.jpg' };
	test.each([
		{ rule: 'image with a photo', banner: { mediaType: 'image', images: [photo] }, expected: true },
		{ rule: 'gallery with photos', banner: { mediaType: 'gallery', images: [photo, photo] }, expected: true },
		{ rule: 'video with its poster photo', banner: { mediaType: 'video', images: [photo] }, expected: true },
		{ rule: 'colour with a colour', banner: { mediaType: 'color', images: [], color: '#0b5a7a' }, expected: true },
		{ rule: 'image without a photo', banner: { mediaType: 'image', images: [] }, expected: false },
		{ rule: 'gallery without photos', banner: { mediaType: 'gallery', images: [] }, expected: false },
		{ rule: 'video without a poster photo', banner: { mediaType: 'video', images: [] }, expected: false },
		{ rule: 'colour without a colour', banner: { mediaType: 'color', images: [photo], color: null }, expected: false },
		{ rule: 'none', banner: { mediaType: 'none', images: [photo] }, expected: false },
	])('$rule -> $expected', ({ banner, expected }) => expect(bannerShown(banner)).toBe(expected));
});
