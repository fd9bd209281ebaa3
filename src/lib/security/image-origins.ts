/**
 * The hosts the pages load images from besides the site and the image host: photos of the export
 * given as absolute URLs on another host (an agent's portrait on the CRM's server, say), and the
 * logos when they are URLs. The Content-Security-Policy's `img-src` lists them, so those images
 * show instead of being blocked. Choice where the spec is silent: the export is the agency's own,
 * so a host its photos name is trusted like the image host.
 */
import { eachPhoto, type PhotoHolders } from '../images/photo-fields.ts';
import { photoOriginElsewhere, type ImageBase } from '../images/image-url.ts';
import type { DataSet } from '../../schemas/index.ts';

/** The logos of the site, which pages use as given (a path of the site or an `http(s)` URL). */
function logosOf(site: DataSet['site']): string[] {
	return [site.agency.logo, site.search.logo].filter((logo): logo is string => typeof logo === 'string');
}

/**
 * The origins, sorted, that the site's images come from besides the site itself and the image host.
 * @example imageOriginsElsewhere(data, { host: 'https://img.example.be' }) // => ['https://cdn.crm.example']
 */
export function imageOriginsElsewhere(data: PhotoHolders, base: ImageBase): string[] {
	const origins = new Set<string>();
	eachPhoto(data, (photo) => {
		const origin = photoOriginElsewhere(photo, base);
		if (origin !== null) origins.add(origin);
	});
	const own = base.host === null ? null : new URL(base.host).origin;
	for (const logo of logosOf(data.site)) {
		if (!/^https?:/i.test(logo)) continue;
		const origin = new URL(logo).origin;
		if (origin !== own) origins.add(origin);
	}
	return [...origins].sort();
}
