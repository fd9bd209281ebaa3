import { describe, expect, test } from 'vitest';
import { autoplayUrl, isTour, recogniseVideo, unplayableFormat } from '../../../src/lib/domain/video.ts';

const nocookie = (id: string): string => `https://www.youtube-nocookie.com/embed/${id}`;

describe('spec §5 video files: extensions mp4, mov, wmv, avi, flv, webm', () => {
	const cases = [
		{ input: 'https://cdn.example.be/tour.mp4', expected: 'https://cdn.example.be/tour.mp4' },
		{ input: 'https://cdn.example.be/a.MOV', expected: 'https://cdn.example.be/a.MOV' },
		{ input: 'https://cdn.example.be/a.wmv?x=1', expected: 'https://cdn.example.be/a.wmv?x=1' },
		{ input: 'http://cdn.example.be/a.avi#t=3', expected: 'http://cdn.example.be/a.avi#t=3' },
		{ input: 'https://cdn.example.be/a.flv', expected: 'https://cdn.example.be/a.flv' },
		{ input: ' https://cdn.example.be/a.webm ', expected: 'https://cdn.example.be/a.webm' },
		{ input: '/media/tour.mp4', expected: '/media/tour.mp4' },
		{ input: '/media/tour.mp4?v=2', expected: '/media/tour.mp4?v=2' },
	];
	test.each(cases)('file $input -> $expected', ({ input, expected }) => {
		expect(recogniseVideo(input)).toEqual({ kind: 'file', embedUrl: expected });
	});
});

describe('spec §5 video: YouTube 11-char id from watch, youtu.be, shorts and embed', () => {
	const cases = [
		{ input: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', expected: 'dQw4w9WgXcQ' },
		{ input: 'https://youtube.com/watch?feature=share&v=a_b-C1d2E3f', expected: 'a_b-C1d2E3f' },
		{ input: 'http://m.youtube.com/watch?v=dQw4w9WgXcQ', expected: 'dQw4w9WgXcQ' },
		{ input: 'https://youtu.be/dQw4w9WgXcQ?t=42', expected: 'dQw4w9WgXcQ' },
		{ input: 'https://www.youtube.com/shorts/dQw4w9WgXcQ', expected: 'dQw4w9WgXcQ' },
		{ input: 'https://www.youtube.com/embed/dQw4w9WgXcQ', expected: 'dQw4w9WgXcQ' },
		{ input: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', expected: 'dQw4w9WgXcQ' },
	];
	test.each(cases)('youtube $input -> $expected', ({ input, expected }) => {
		expect(recogniseVideo(input)).toEqual({
			kind: 'youtube',
			id: expected,
			embedUrl: nocookie(expected),
		});
	});
});

describe('spec §5 video: Vimeo numeric id', () => {
	const cases = [
		{ input: 'https://vimeo.com/76979871', expected: '76979871' },
		{ input: 'https://vimeo.com/channels/staffpicks/76979871', expected: '76979871' },
		{ input: 'https://vimeo.com/channels/staffpicks/123456', expected: '123456' },
		{ input: 'https://player.vimeo.com/video/76979871', expected: '76979871' },
		{ input: 'https://vimeo.com/76979871?share=copy', expected: '76979871' },
	];
	test.each(cases)('vimeo $input -> $expected', ({ input, expected }) => {
		expect(recogniseVideo(input)).toEqual({
			kind: 'vimeo',
			id: expected,
			embedUrl: `https://player.vimeo.com/video/${expected}?dnt=1`,
		});
	});
});

describe('spec §5 video: Vimeo numeric id is the video\'s own, not its album\'s, showcase\'s or group\'s', () => {
	const cases = [
		{ input: 'https://vimeo.com/album/2222/video/333', expected: '333' },
		{ input: 'https://vimeo.com/showcase/11223344/video/76979871', expected: '76979871' },
		{ input: 'https://vimeo.com/groups/immo/videos/76979871', expected: '76979871' },
		{ input: 'https://vimeo.com/video/76979871', expected: '76979871' },
	];
	test.each(cases)('vimeo $input -> $expected', ({ input, expected }) => {
		expect(recogniseVideo(input)).toEqual({
			kind: 'vimeo',
			id: expected,
			embedUrl: `https://player.vimeo.com/video/${expected}?dnt=1`,
		});
	});
});

describe('spec §5 video: an unlisted Vimeo video keeps its privacy hash, hex digits only', () => {
	const cases = [
		{ input: 'https://vimeo.com/123456789/abcdef1234', expected: 'https://player.vimeo.com/video/123456789?h=abcdef1234&dnt=1' },
		{ input: 'https://player.vimeo.com/video/123456789?h=abcdef1234', expected: 'https://player.vimeo.com/video/123456789?h=abcdef1234&dnt=1' },
		{ input: 'https://player.vimeo.com/video/123456789?h=abcdef1234&badge=0', expected: 'https://player.vimeo.com/video/123456789?h=abcdef1234&dnt=1' },
		{ input: 'https://vimeo.com/channels/staffpicks/123456789/abcdef1234', expected: 'https://player.vimeo.com/video/123456789?h=abcdef1234&dnt=1' },
		{ input: 'https://vimeo.com/agency/review/123456789/abcdef1234', expected: 'https://player.vimeo.com/video/123456789?h=abcdef1234&dnt=1' },
		{ input: 'https://player.vimeo.com/video/123456789?h=abc%26autoplay%3D1', expected: 'https://player.vimeo.com/video/123456789?dnt=1' },
		{ input: 'https://player.vimeo.com/video/123456789?h="><script>', expected: 'https://player.vimeo.com/video/123456789?dnt=1' },
		{ input: 'https://vimeo.com/123456789/abc-def', expected: 'https://player.vimeo.com/video/123456789?dnt=1' },
		{ input: 'https://vimeo.com/123456789/likes', expected: 'https://player.vimeo.com/video/123456789?dnt=1' },
		{ input: 'https://vimeo.com/123456789/ABCDEF1234', expected: 'https://player.vimeo.com/video/123456789?h=ABCDEF1234&dnt=1' },
	];
	test.each(cases)('vimeo $input -> $expected', ({ input, expected }) => {
		expect(recogniseVideo(input)).toEqual({ kind: 'vimeo', id: '123456789', embedUrl: expected });
	});
});

describe('spec §5 video: Facebook video', () => {
	const cases = [
		{ input: 'https://www.facebook.com/agency/videos/1234567890/', expected: '1234567890' },
		{
			input: 'https://www.facebook.com/agency/videos/open-huis/1234567890',
			expected: '1234567890',
		},
		{ input: 'https://m.facebook.com/watch/?v=1234567890', expected: '1234567890' },
		{ input: 'https://www.facebook.com/video.php?v=1234567890', expected: '1234567890' },
		{ input: 'https://fb.watch/aBcD12/', expected: 'aBcD12' },
	];
	test.each(cases)('facebook $input -> $expected', ({ input, expected }) => {
		expect(recogniseVideo(input)).toEqual({
			kind: 'facebook',
			id: expected,
			embedUrl: `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(input)}`,
		});
	});
});

describe('spec §5 virtual tours: Matterport, TVL, Yisual by host suffix', () => {
	const cases = [
		{
			input: 'https://my.matterport.com/show/?m=AbC123xYz',
			expected: {
				kind: 'matterport',
				id: 'AbC123xYz',
				embedUrl: 'https://my.matterport.com/show/?m=AbC123xYz',
			},
		},
		{
			input: 'http://matterport.com/discover/space/abc',
			expected: { kind: 'matterport', embedUrl: 'https://matterport.com/discover/space/abc' },
		},
		{
			input: 'https://www.tvl.be/video/123',
			expected: { kind: 'tvl', embedUrl: 'https://www.tvl.be/video/123' },
		},
		{ input: 'https://tvl.be/x', expected: { kind: 'tvl', embedUrl: 'https://tvl.be/x' } },
		{
			input: 'https://tour.yisual.com/p/1',
			expected: { kind: 'yisual', embedUrl: 'https://tour.yisual.com/p/1' },
		},
		{
			input: 'https://yisual.nl/p/1',
			expected: { kind: 'yisual', embedUrl: 'https://yisual.nl/p/1' },
		},
		{
			input: 'https://app.yisual.be/p/1',
			expected: { kind: 'yisual', embedUrl: 'https://app.yisual.be/p/1' },
		},
	];
	test.each(cases)('tour $input -> $expected.kind', ({ input, expected }) => {
		expect(recogniseVideo(input)).toEqual(expected);
	});
});

describe('spec §5 video: anything else is not recognised', () => {
	const cases = [
		{ input: '', expected: null },
		{ input: 'not a url', expected: null },
		{ input: 'javascript:alert(1)//.mp4', expected: null },
		{ input: 'JavaScript:alert("https://youtu.be/dQw4w9WgXcQ")', expected: null },
		{ input: 'data:video/mp4;base64,AAAA', expected: null },
		{ input: 'ftp://cdn.example.be/a.mp4', expected: null },
		{ input: '//cdn.example.be/a.mp4', expected: null },
		{ input: 'https://cdn.example.be/a.mp4.html', expected: null },
		{ input: 'https://cdn.example.be/page?file=a.mp4', expected: null },
		{ input: 'https://cdn.example.be/mp4', expected: null },
		{ input: 'https://www.youtube.com/watch?v=short', expected: null },
		{ input: 'https://www.youtube.com/watch?v=dQw4w9WgXcQQ', expected: null },
		{ input: 'https://www.youtube.com/channel/UC1234567890', expected: null },
		{ input: 'https://notyoutube.com/watch?v=dQw4w9WgXcQ', expected: null },
		{ input: 'https://youtu.be.evil.com/dQw4w9WgXcQ', expected: null },
		{ input: 'https://vimeo.com/channels/staffpicks', expected: null },
		{ input: 'https://vimeo.com/showcase/11223344', expected: null },
		{ input: 'https://vimeo.com/album/2222', expected: null },
		{ input: 'https://vimeo.com/channels/1234567', expected: null },
		{ input: 'https://vimeo.com/user12345', expected: null },
		{ input: 'https://evilvimeo.com/76979871', expected: null },
		{ input: 'https://www.facebook.com/agency/photos/123', expected: null },
		{ input: 'https://www.facebook.com/agency/videos/', expected: null },
		{ input: 'https://evilfacebook.com/agency/videos/123', expected: null },
		{ input: 'https://evilmatterport.com/show/?m=abc', expected: null },
		{ input: 'https://matterport.com.attacker.net/show/?m=abc', expected: null },
		{ input: 'https://evilmatterport.com.attacker/show', expected: null },
		{ input: 'https://notvl.be/x', expected: null },
		{ input: 'https://yisual.be.example.com/x', expected: null },
		{ input: '/media/page.html', expected: null },
	];
	test.each(cases)('rejects $input -> $expected', ({ input, expected }) => {
		expect(recogniseVideo(input)).toBe(expected);
	});
});

describe('spec §5 video files a browser cannot play (avi, wmv, flv) are offered as a download', () => {
	test.each([
		{ url: 'https://media.example.be/visit.avi', expected: 'AVI' },
		{ url: '/media/visit.WMV', expected: 'WMV' },
		{ url: 'https://media.example.be/visit.flv?x=1', expected: 'FLV' },
		{ url: 'https://media.example.be/visit.mp4', expected: null },
		{ url: 'https://media.example.be/visit.webm', expected: null },
		{ url: 'https://media.example.be/visit.mov', expected: null },
		{ url: 'https://youtu.be/dQw4w9WgXcQ', expected: null },
		{ url: 'https://my.matterport.com/show/?m=abc', expected: null },
	])('$url', ({ url, expected }) => {
		expect(unplayableFormat(recogniseVideo(url)!)).toBe(expected);
	});
});

describe('spec §5 video: a Matterport, TVL or Yisual URL is a tour whatever field holds it', () => {
	test.each([
		{ url: 'https://my.matterport.com/show/?m=SxQL3iGyoDo', expected: true },
		{ url: 'https://www.tvl.be/tour/123', expected: true },
		{ url: 'https://app.yisual.com/tour/abc', expected: true },
		{ url: 'https://youtu.be/dQw4w9WgXcQ', expected: false },
		{ url: 'https://vimeo.com/76979871', expected: false },
		{ url: '/demo/video.mp4', expected: false },
	])('$url -> $expected', ({ url, expected }) => {
		const ref = recogniseVideo(url);
		expect(ref).not.toBeNull();
		expect(isTour(ref!)).toBe(expected);
	});
});

describe('spec §5 video: a YouTube id is one video\'s, not a playlist\'s or a live channel\'s', () => {
	test.each([
		{ input: 'https://www.youtube.com/embed/videoseries?list=PL123', expected: null },
		{ input: 'https://www.youtube-nocookie.com/embed/videoseries?list=PLabcdef', expected: null },
		{ input: 'https://www.youtube.com/embed/live_stream?channel=UC1234567890', expected: null },
		{ input: 'https://www.youtube.com/watch?v=videoseries', expected: null },
	])('rejects $input', ({ input, expected }) => {
		expect(recogniseVideo(input)).toBe(expected);
	});
});

describe('spec §5 video: a Facebook video id is numeric', () => {
	test.each([
		{ input: 'https://www.facebook.com/agency/videos/some-title/', expected: null },
		{ input: 'https://www.facebook.com/agency/videos/open-huis', expected: null },
		{ input: 'https://www.facebook.com/watch/?v=abc', expected: null },
		{ input: 'https://www.facebook.com/video.php?v=12a', expected: null },
		{ input: 'https://www.facebook.com/agency/videos/1234567890/open-huis/', expected: '1234567890' },
	])('$input -> $expected', ({ input, expected }) => {
		expect(recogniseVideo(input)?.id ?? null).toBe(expected);
	});
});

describe('a video or tour loaded by the visitor\'s click starts at once: the player\'s own autoplay parameter', () => {
	test.each([
		{ url: 'https://youtu.be/dQw4w9WgXcQ', expected: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1' },
		{ url: 'https://vimeo.com/76979871', expected: 'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1' },
		{ url: 'https://vimeo.com/76979871/abcdef1234', expected: 'https://player.vimeo.com/video/76979871?h=abcdef1234&dnt=1&autoplay=1' },
		{ url: 'https://my.matterport.com/show/?m=SxQL3iGyoDo', expected: 'https://my.matterport.com/show/?m=SxQL3iGyoDo&play=1' },
		{ url: 'https://my.matterport.com/show/?m=SxQL3iGyoDo&play=0', expected: 'https://my.matterport.com/show/?m=SxQL3iGyoDo&play=1' },
		{ url: 'https://www.tvl.be/tour/123', expected: 'https://www.tvl.be/tour/123' },
		{ url: 'https://www.facebook.com/agency/videos/1234567890/', expected: recogniseVideo('https://www.facebook.com/agency/videos/1234567890/')?.embedUrl },
		{ url: '/media/tour.mp4', expected: '/media/tour.mp4' },
	])('$url -> $expected', ({ url, expected }) => {
		expect(autoplayUrl(recogniseVideo(url)!)).toBe(expected);
	});
});
