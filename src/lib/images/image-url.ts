/**
 * Image URLs for the widths the site uses (spec §7: 100, 250 thumbnail, 400, 600, 1360).
 *
 * One builder serves both sources:
 * - External image host (production): `base.host` is an origin such as
 *   `https://images.example.be`; a relative `Url` is resolved against it and `w=<width>` is set in
 *   the query. An absolute `Url` keeps its own origin and only gets `w` set.
 * - Local demo images (`base.host === null`): the file name of `Url` without extension picks the
 *   pre-rendered file `/demo-images/<name>-<width>.jpg` (see `src/cli/generate-images.ts`).
 * A photo without a `Url` gets the `no-photo` demo placeholder in both modes.
 */
import { keptIn } from '../kept.ts';

/** Widths, in pixels, for which images are requested. */
export const imageWidths = [100, 250, 400, 600, 1360] as const;

/** One of the supported image widths. */
export type ImageWidth = (typeof imageWidths)[number];

/** Where images come from: an image host origin, or null for the local demo images. */
export type ImageBase = { host: string | null };

/** The part of a picture record (SmallPictureItem, photo) the URL is built from. */
export type ImageSource = { Url: string };

/** Folder of the pre-rendered demo images under `public/`. */
export const demoImageFolder = '/demo-images';

/** Name of the placeholder shown when a listing has no photo. */
export const noPhotoName = 'no-photo';

/** Reduces a URL or path to a safe demo image name: last segment, no extension, `[a-z0-9-]`. */
function demoNameOf(url: string): string {
	const last =
		url
			.split(/[?#]/)[0]
			?.split('/')
			.filter((s) => s !== '')
			.at(-1) ?? '';
	const name = last
		.replace(/\.[^.]*$/, '')
		.toLowerCase()
		.replace(/[^a-z0-9-]/g, '');
	return name === '' ? noPhotoName : name;
}

/**
 * Demo names already made, by URL: a demo export has a few dozen photos shown on tens of thousands
 * of pages. Emptied past `demoNamesKept` names, so an export of distinct URLs cannot grow it.
 */
const demoNames = new Map<string, string>();
const demoNamesKept = 10_000;

/** The demo name of a URL, kept (see `demoNames`). */
function keptDemoName(url: string): string {
	if (demoNames.size >= demoNamesKept && !demoNames.has(url)) demoNames.clear();
	return keptIn(demoNames, url, () => demoNameOf(url));
}

/** A photo's `Url` resolved against the image host: a path (even `//name`) is on it, an absolute URL keeps its own origin. */
const onImageHost = (url: string, host: string) => new URL(url.replace(/^\/+/, ''), `${host.replace(/\/+$/, '')}/`);

/**
 * The origin a photo is fetched from when it is not the image host's own, or null: a photo in
 * `http(s)` on another host (the Content-Security-Policy must let the page load it). Demo images
 * and photos on the image host give null.
 * @example photoOriginElsewhere({ Url: 'https://cdn.crm.example/p/1.jpg' }, { host: 'https://img.example.be' }) // => 'https://cdn.crm.example'
 * @example photoOriginElsewhere({ Url: 'photos/1.jpg' }, { host: 'https://img.example.be' }) // => null
 */
export function photoOriginElsewhere(photo: ImageSource, base: ImageBase): string | null {
	const url = photo.Url.trim();
	if (base.host === null || !/^https?:/i.test(url)) return null;
	const origin = onImageHost(url, base.host).origin;
	return origin === new URL(base.host).origin ? null : origin;
}

/** Stands for the width while a host URL is built once per photo. */
const widthMark = 'WIDTH';

/**
 * The URL of a photo at any width, with the work per photo (its demo name, or resolving it against
 * the image host) done once: a listing page asks for five widths of each of its photos.
 * @example imageUrlsOf({ Url: 'photos/12/front.jpg' }, { host: 'https://img.example.be' })(400)
 * // => 'https://img.example.be/photos/12/front.jpg?w=400'
 */
export function imageUrlsOf(photo: ImageSource, base: ImageBase): (width: ImageWidth) => string {
	const url = photo.Url.trim();
	if (base.host === null || url === '') {
		const prefix = `${demoImageFolder}/${url === '' ? noPhotoName : keptDemoName(url)}-`;
		return (width) => `${prefix}${width}.jpg`;
	}
	const resolved = onImageHost(url, base.host);
	resolved.searchParams.set('w', widthMark);
	const at = resolved.href.lastIndexOf(`w=${widthMark}`);
	const head = resolved.href.slice(0, at + 2);
	const tail = resolved.href.slice(at + 2 + widthMark.length);
	return (width) => `${head}${width}${tail}`;
}

/**
 * Builds the URL of a photo at one width, from the image host or the local demo images.
 * @example imageUrl({ Url: 'photos/12/front.jpg' }, 400, { host: 'https://img.example.be' })
 * // => 'https://img.example.be/photos/12/front.jpg?w=400'
 * @example imageUrl({ Url: 'photo-01' }, 250, { host: null }) // => '/demo-images/photo-01-250.jpg'
 */
export function imageUrl(photo: ImageSource, width: ImageWidth, base: ImageBase): string {
	return imageUrlsOf(photo, base)(width);
}

/**
 * Builds a `srcset` value listing the photo at every supported width.
 * @example srcset({ Url: 'photo-01' }, { host: null })
 * // => '/demo-images/photo-01-100.jpg 100w, …, /demo-images/photo-01-1360.jpg 1360w'
 */
export function srcset(photo: ImageSource, base: ImageBase): string {
	const at = imageUrlsOf(photo, base);
	return imageWidths.map((w) => `${at(w)} ${w}w`).join(', ');
}
