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

/** Finds the executable inline scripts of an HTML page (JSON-LD and other data blocks excluded). */
export function inlineScripts(html: string): string[] {
	const found: string[] = [];
	for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
		const attrs = match[1] ?? '';
		if (/\ssrc\s*=/.test(attrs)) continue;
		const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
		if (type && !['module', 'text/javascript', 'application/javascript'].includes(type)) continue;
		found.push(match[2] ?? '');
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
