/**
 * Whether the home banner draws anything (spec §2: optional banner of image, gallery, video or
 * colour). An image or gallery needs a photo; a video needs its poster photo (a provider's video
 * is that photo with a link, a file plays over it); a colour needs its colour. The search block
 * is pulled up over the banner only when there is one, so it never covers the header instead.
 */

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
