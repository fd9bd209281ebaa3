/**
 * The home banner (spec §2: optional banner of image, gallery, video or colour, home page only).
 *
 * Choices where the spec is silent:
 * - An image or gallery needs a photo; a video needs its poster photo; a colour needs its colour.
 *   The search block is pulled up over the banner only when there is one, so it never covers the
 *   header instead.
 * - A gallery does not turn by itself: the visitor moves it with its previous and next buttons
 *   (they go round from the last photo to the first), by swiping, or with the arrow keys in the
 *   focused strip. A carousel that moves on its own needs a pause control, draws the eye away
 *   from the search block under it, and shows most visitors only its first photo anyway.
 * - A video of a provider the property pages embed (YouTube, Vimeo, Facebook, spec §5) plays in
 *   place, the property page's way: its photo stands as the poster and nothing is fetched from the
 *   provider before the visitor clicks. That click asks for the video, so YouTube and Vimeo start
 *   playing at once. A video file plays in a `<video>` with the photo as its poster; any other
 *   link stays a link to it.
 */
import { autoplayUrl, recogniseVideo } from '../domain/video.ts';

/** What the rule reads of the site config's banner. */
export type BannerFields = { mediaType: string; images: readonly unknown[]; color?: string | null | undefined };

/**
 * Tells whether the banner is drawn.
 * @example bannerShown({ mediaType: 'video', images: [] }) // => false
 */
export function bannerShown(banner: BannerFields): boolean {
	if (banner.mediaType === 'color') return Boolean(banner.color);
	if (banner.mediaType === 'image' || banner.mediaType === 'gallery' || banner.mediaType === 'video') return banner.images.length > 0;
	return false;
}

/** How the banner's video is played: a file in a `<video>`, a provider's player on demand, or a link out. */
export type BannerVideo =
	| { kind: 'file'; src: string }
	| { kind: 'embed'; src: string; host: string }
	| { kind: 'link'; href: string };

/** Provider kinds that are videos (the tour hosts are not). */
const videoKinds = new Set(['youtube', 'vimeo', 'facebook']);

/**
 * Converts the banner's video URL to the way it plays; null without a URL.
 * @example bannerVideo('https://youtu.be/dQw4w9WgXcQ') // => { kind: 'embed', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1', host: 'www.youtube-nocookie.com' }
 * @example bannerVideo('/media/office.mp4') // => { kind: 'file', src: '/media/office.mp4' }
 */
export function bannerVideo(url: string | null | undefined): BannerVideo | null {
	if (!url || url.trim() === '') return null;
	const ref = recogniseVideo(url);
	if (ref?.kind === 'file') return { kind: 'file', src: ref.embedUrl };
	if (!ref || !videoKinds.has(ref.kind)) return { kind: 'link', href: url.trim() };
	// The visitor's click asks for the video: its player starts at once (`autoplayUrl`).
	const src = new URL(autoplayUrl(ref));
	return { kind: 'embed', src: src.href, host: src.hostname };
}

/**
 * The photo a gallery moves to from `current` by `step`, going round at both ends.
 * @example gallerySlide(2, 1, 3) // => 0
 * @example gallerySlide(0, -1, 3) // => 2
 */
export function gallerySlide(current: number, step: 1 | -1, count: number): number {
	if (count <= 0) return 0;
	return (((current + step) % count) + count) % count;
}

/**
 * The photo a strip of equal photos has come to rest on, from how far it is scrolled; null while
 * it is between two photos (more than 1 px off an edge). A smooth scroll read on its way, which a
 * busy device does when its scroll events come far apart, so never moves the gallery's count.
 * @example slideAt(1279, 1280, 3) // => 1
 * @example slideAt(700, 1280, 3) // => null
 */
export function slideAt(scrolled: number, width: number, count: number): number | null {
	if (width <= 0 || count <= 0) return 0;
	const distance = Math.abs(scrolled);
	const nearest = Math.round(distance / width);
	if (Math.abs(distance - nearest * width) > 1) return null;
	return Math.min(count - 1, nearest);
}
