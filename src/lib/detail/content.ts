/**
 * Texts of a listing in the page language, falling back on the Dutch record (design: German
 * content is empty), and the photos of its gallery.
 *
 * Choices where the spec is silent:
 * - A text counts as missing when it is empty or only whitespace; the fallback is the Dutch
 *   record's text, marked so the page can put `lang="nl-BE"` on it.
 * - Descriptions are split into paragraphs on blank lines or single line breaks.
 * - Photo alt texts name the listing and the photo's position ("title, photo 2 of 7"), since the
 *   export's photo names ("Foto 1") say nothing about the picture.
 */
import type { Photo } from '../../schemas/common.ts';
import { imageUrl, srcset, type ImageBase } from '../images/image-url.ts';

/** A text and whether it is the Dutch fallback. */
export type ContentText = { text: string; fallback: boolean };

/**
 * The text in the page language, else the Dutch one.
 * @example contentIn('', 'Ruime villa') // => { text: 'Ruime villa', fallback: true }
 */
export function contentIn(own: string | null | undefined, dutch: string): ContentText {
	return own != null && own.trim() !== '' ? { text: own.trim(), fallback: false } : { text: dutch.trim(), fallback: true };
}

/**
 * Splits a description into paragraphs.
 * @example paragraphsOf('Een.\n\nTwee.') // => ['Een.', 'Twee.']
 */
export function paragraphsOf(text: string): string[] {
	return text
		.split(/\n+/)
		.map((p) => p.trim())
		.filter((p) => p !== '');
}

/** A photo of the gallery: thumbnail, srcset, full-size URL, alt text and intrinsic size. */
export type GalleryPhoto = { thumb: string; srcset: string; full: string; alt: string; width: number; height: number };

/**
 * The gallery photos of a listing with alt texts built by `altOf(position, total)`.
 * @example galleryPhotos([{ Url: 'photo-01', … }], { host: null }, (n, total) => `Foto ${n}/${total}`)[0].full
 * // => '/demo-images/photo-01-1360.jpg'
 */
export function galleryPhotos(photos: readonly Photo[], base: ImageBase, altOf: (position: number, total: number) => string): GalleryPhoto[] {
	return photos.map((photo, index) => ({
		thumb: imageUrl(photo, 600, base),
		srcset: srcset(photo, base),
		full: imageUrl(photo, 1360, base),
		alt: altOf(index + 1, photos.length),
		width: photo.Width,
		height: photo.Height,
	}));
}
