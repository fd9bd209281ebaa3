import { describe, expect, test } from 'vitest';
import { bannerShown, bannerVideo, gallerySlide, slideAt } from '../../../src/lib/content/banner.ts';

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

describe('spec §2 banner video: plays in place on demand like the property video (spec §5 recognised URLs)', () => {
	test.each([
		{ rule: 'YouTube: the nocookie player, started by the click that loads it', url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', expected: { kind: 'embed', src: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1', host: 'www.youtube-nocookie.com' } },
		{ rule: 'Vimeo: the player, started by the click', url: 'https://vimeo.com/76979871', expected: { kind: 'embed', src: 'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1', host: 'player.vimeo.com' } },
		{ rule: 'Vimeo unlisted: the player keeps the privacy hash', url: 'https://vimeo.com/123456789/abcdef1234', expected: { kind: 'embed', src: 'https://player.vimeo.com/video/123456789?h=abcdef1234&dnt=1&autoplay=1', host: 'player.vimeo.com' } },
		{ rule: 'Facebook: its video plugin, no autoplay parameter', url: 'https://www.facebook.com/agency/videos/123456/', expected: { kind: 'embed', src: 'https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Fwww.facebook.com%2Fagency%2Fvideos%2F123456%2F', host: 'www.facebook.com' } },
		{ rule: 'a video file plays in a <video>', url: '/media/office.mp4', expected: { kind: 'file', src: '/media/office.mp4' } },
		{ rule: 'a virtual tour is not a video: a link to it', url: 'https://my.matterport.com/show/?m=abc', expected: { kind: 'link', href: 'https://my.matterport.com/show/?m=abc' } },
		{ rule: 'an unknown host: a link to it', url: 'https://videos.example/intro', expected: { kind: 'link', href: 'https://videos.example/intro' } },
		{ rule: 'no URL: no video', url: ' ', expected: null },
	])('$rule', ({ url, expected }) => expect(bannerVideo(url)).toEqual(expected));
});

describe('spec §2 banner gallery: previous and next go round; the photo shown is read from the strip', () => {
	test.each([
		{ current: 0, step: 1, count: 3, expected: 1 },
		{ current: 2, step: 1, count: 3, expected: 0 },
		{ current: 0, step: -1, count: 3, expected: 2 },
		{ current: 1, step: -1, count: 3, expected: 0 },
		{ current: 0, step: 1, count: 0, expected: 0 },
	] as const)('photo $current, step $step of $count -> $expected', ({ current, step, count, expected }) => {
		expect(gallerySlide(current, step, count)).toBe(expected);
	});

	test.each([
		{ scrolled: 0, width: 1168, count: 3, expected: 0 },
		{ scrolled: 1167.5, width: 1168, count: 3, expected: 1 },
		{ scrolled: 2336, width: 1168, count: 3, expected: 2 },
		{ scrolled: 2337, width: 1168, count: 3, expected: 2 },
		{ scrolled: -1168, width: 1168, count: 3, expected: 1 },
		{ scrolled: 4672, width: 1168, count: 3, expected: 2 },
		{ scrolled: 700, width: 1168, count: 3, expected: null },
		{ scrolled: 1165, width: 1168, count: 3, expected: null },
		{ scrolled: 500, width: 0, count: 3, expected: 0 },
	])('scrolled $scrolled of $width px -> photo $expected (null: between two photos, not at rest)', ({ scrolled, width, count, expected }) => {
		expect(slideAt(scrolled, width, count)).toBe(expected);
	});
});
