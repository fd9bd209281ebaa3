/**
 * The hosts the pages load images from besides the site and the image host: photos of the export
 * given as absolute URLs on another host (an agent's portrait on the CRM's server, say), and the
 * logos when they are URLs. The Content-Security-Policy's `img-src` lists them, so those images
 * show instead of being blocked. Choice where the spec is silent: the export is the agency's own,
 * so a host its photos name is trusted like the image host.
 */
import { photoOriginElsewhere, type ImageBase, type ImageSource } from '../images/image-url.ts';
import type { DataSet } from '../../schemas/index.ts';

/** The photos of the export that pages show, every field that holds one. */
function* photosOf(data: Pick<DataSet, 'properties' | 'projects' | 'articles' | 'site'>): Generator<ImageSource> {
	for (const p of data.properties) {
		if (p.SmallPictureItem) yield p.SmallPictureItem;
		yield* p.Photos;
		if (p.ContactPerson?.Photo) yield p.ContactPerson.Photo;
	}
	for (const p of data.projects) {
		if (p.SmallPicture) yield p.SmallPicture;
		yield* p.Photos;
	}
	for (const a of data.articles) if (a.Image) yield a.Image;
	yield* data.site.banner.images;
	for (const column of data.site.footerColumns) for (const image of column.images) yield image.photo;
}

/** The logos of the site, which pages use as given (a path of the site or an `http(s)` URL). */
function logosOf(site: DataSet['site']): string[] {
	return [site.agency.logo, site.search.logo].filter((logo): logo is string => typeof logo === 'string');
}

/**
 * The origins, sorted, that the site's images come from besides the site itself and the image host.
 * @example imageOriginsElsewhere(data, { host: 'https://img.example.be' }) // => ['https://cdn.crm.example']
 */
export function imageOriginsElsewhere(data: Pick<DataSet, 'properties' | 'projects' | 'articles' | 'site'>, base: ImageBase): string[] {
	const origins = new Set<string>();
	for (const photo of photosOf(data)) {
		const origin = photoOriginElsewhere(photo, base);
		if (origin !== null) origins.add(origin);
	}
	const own = base.host === null ? null : new URL(base.host).origin;
	for (const logo of logosOf(data.site)) {
		if (!/^https?:/i.test(logo)) continue;
		const origin = new URL(logo).origin;
		if (origin !== own) origins.add(origin);
	}
	return [...origins].sort();
}
