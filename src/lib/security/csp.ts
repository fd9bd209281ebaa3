import { createHash } from 'node:crypto';
import { tileOrigin } from '../map/markers.ts';

/** The third-party hosts a configured tracking id brings in (loaded only after consent). */
export type TrackingIds = {
	analyticsId?: string | null | undefined;
	adsId?: string | null | undefined;
	tagManagerId?: string | null | undefined;
	pixelId?: string | null | undefined;
};

/** Hosts of embeds a visitor may load on demand (video, virtual tour, map). */
export const embedHosts = [
	'https://www.youtube-nocookie.com',
	'https://player.vimeo.com',
	'https://www.facebook.com',
	'https://my.matterport.com',
	'https://*.tvl.be',
	'https://*.yisual.com',
	'https://*.yisual.nl',
	'https://*.yisual.be',
	'https://www.openstreetmap.org',
] as const;

/**
 * The sha256 source expression of an inline script, as CSP wants it.
 * @example scriptHash('alert(1)') // => "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"
 */
export function scriptHash(code: string): string {
	return `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
}

const scriptOpen = '<script';
const scriptClose = '</script>';

/**
 * Finds the executable inline scripts of an HTML page (JSON-LD and other data blocks excluded). It
 * scans the bytes and decodes only the scripts: the build runs it over every page it wrote.
 * @example inlineScripts('<script>a()</script><script type="application/ld+json">{}</script>') // => ['a()']
 */
export function inlineScripts(page: string | Uint8Array): string[] {
	const html = typeof page === 'string' ? Buffer.from(page, 'utf8') : Buffer.from(page.buffer, page.byteOffset, page.byteLength);
	const found: string[] = [];
	for (let at = html.indexOf(scriptOpen); at >= 0; at = html.indexOf(scriptOpen, at + scriptOpen.length)) {
		const next = html[at + scriptOpen.length];
		if (next !== 0x3e /* > */ && next !== 0x20 && next !== 0x09 && next !== 0x0a && next !== 0x0d) continue;
		const tagEnd = html.indexOf('>', at);
		const close = tagEnd < 0 ? -1 : html.indexOf(scriptClose, tagEnd);
		if (close < 0) break;
		const attrs = html.toString('utf8', at + scriptOpen.length, tagEnd);
		at = close;
		if (/\ssrc\s*=/i.test(attrs)) continue;
		const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
		if (type && !['module', 'text/javascript', 'application/javascript'].includes(type)) continue;
		found.push(html.toString('utf8', tagEnd + 1, close));
	}
	return found;
}

/**
 * The Content-Security-Policy of the static pages: scripts only from the site itself and the hashed
 * inline scripts (no 'unsafe-inline'), tag manager and pixel hosts only when their ids are configured,
 * embeds only from the known video, tour and map hosts, framing by the site itself only. The map
 * tile host is allowed as an image source only when the site has a page that draws the map.
 */
export function contentSecurityPolicy(input: {
	scriptHashes: readonly string[];
	tracking: TrackingIds;
	imageHost?: string | null | undefined;
	mapTiles?: boolean | undefined;
}): string {
	const google = Boolean(input.tracking.tagManagerId || input.tracking.analyticsId || input.tracking.adsId);
	const pixel = Boolean(input.tracking.pixelId);
	const scriptSrc = ["'self'", ...[...new Set(input.scriptHashes)].sort()];
	const connectSrc = ["'self'"];
	const imgSrc = ["'self'", 'data:'];
	if (google) {
		scriptSrc.push('https://www.googletagmanager.com');
		connectSrc.push('https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com');
		imgSrc.push('https://*.google-analytics.com', 'https://www.googletagmanager.com');
	}
	if (pixel) {
		scriptSrc.push('https://connect.facebook.net');
		connectSrc.push('https://www.facebook.com');
		imgSrc.push('https://www.facebook.com');
	}
	if (input.imageHost) imgSrc.push(new URL(input.imageHost).origin);
	if (input.mapTiles) imgSrc.push(tileOrigin);
	return [
		"default-src 'self'",
		`script-src ${scriptSrc.join(' ')}`,
		"style-src 'self' 'unsafe-inline'",
		`img-src ${imgSrc.join(' ')}`,
		"media-src 'self' https:",
		`connect-src ${connectSrc.join(' ')}`,
		`frame-src 'self' ${embedHosts.join(' ')}`,
		"worker-src 'self' blob:",
		"font-src 'self'",
		"object-src 'none'",
		"base-uri 'self'",
		"form-action 'self'",
		"frame-ancestors 'self'",
	].join('; ');
}
