import { createHash } from 'node:crypto';
import type { TrackingIds } from '../consent/scripts.ts';
import { safeMarkerUrl, tileOrigin } from '../map/markers.ts';
import { tourHosts } from '../domain/video.ts';

/** The tracking ids of the site config: each configured one brings in its hosts (loaded only after consent). */
export type { TrackingIds };

/**
 * Hosts of embeds a visitor may load on demand (video, virtual tour, map). The tour providers'
 * hosts are the recogniser's own (`tourHosts`, spec §5 "by host suffix"): the domain and every
 * subdomain, so whatever a listing may embed is let through (matterport.com, my.matterport.com).
 */
export const embedHosts: readonly string[] = [
	'https://www.youtube-nocookie.com',
	'https://player.vimeo.com',
	'https://www.facebook.com',
	...Object.values(tourHosts).flatMap((domains) => domains.flatMap((domain) => [`https://${domain}`, `https://*.${domain}`])),
	'https://www.openstreetmap.org',
];

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

/** The fetch directives a tracker adds hosts to. */
type TrackerDirective = 'script-src' | 'img-src' | 'connect-src' | 'frame-src';

/** Google's country domains the Ads tag reports audiences to, besides www.google.com: the agency's markets (spec §1). */
const googleCountryHosts = ['https://www.google.be', 'https://www.google.lu'];

/**
 * The hosts each tracker of the site config needs, per directive, from the vendors' CSP guides:
 * Google's "Use a Content Security Policy" (Tag Manager, Google Analytics 4, Google Ads conversions
 * and remarketing) and Meta's pixel (script from connect.facebook.net, events to www.facebook.com).
 * The tag manager keeps the Analytics hosts: its container usually carries the GA4 tag.
 */
export const trackerHosts = {
	tagManager: {
		'script-src': ['https://www.googletagmanager.com'],
		'img-src': ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
		'connect-src': ['https://www.googletagmanager.com', 'https://www.google.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
	},
	analytics: {
		'script-src': ['https://www.googletagmanager.com'],
		'img-src': ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
		'connect-src': ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
	},
	ads: {
		'script-src': ['https://www.googletagmanager.com', 'https://www.googleadservices.com', 'https://googleads.g.doubleclick.net', 'https://pagead2.googlesyndication.com', 'https://www.google.com'],
		'img-src': ['https://www.googletagmanager.com', 'https://www.googleadservices.com', 'https://googleads.g.doubleclick.net', 'https://pagead2.googlesyndication.com', 'https://www.google.com', 'https://google.com', ...googleCountryHosts],
		'connect-src': ['https://www.googletagmanager.com', 'https://www.googleadservices.com', 'https://googleads.g.doubleclick.net', 'https://pagead2.googlesyndication.com', 'https://www.google.com', 'https://google.com', ...googleCountryHosts],
		'frame-src': ['https://www.googletagmanager.com', 'https://td.doubleclick.net', 'https://bid.g.doubleclick.net'],
	},
	pixel: {
		'script-src': ['https://connect.facebook.net'],
		'img-src': ['https://www.facebook.com'],
		'connect-src': ['https://www.facebook.com'],
	},
} as const satisfies Record<string, Partial<Record<TrackerDirective, readonly string[]>>>;

/**
 * The trackers a site config turns on: each configured id brings its own hosts, and only those.
 * @example configuredTrackers({ adsId: 'AW-1' }) // => ['ads']
 */
export function configuredTrackers(ids: TrackingIds): (keyof typeof trackerHosts)[] {
	const on = { tagManager: ids.tagManagerId, analytics: ids.analyticsId, ads: ids.adsId, pixel: ids.pixelId };
	return (Object.keys(on) as (keyof typeof on)[]).filter((tracker) => Boolean(on[tracker]));
}

/**
 * The host a custom map marker loads from (spec §7: the map frame shows the "custom marker"): the
 * origin of an absolute https URL the frame accepts (`safeMarkerUrl`; the base is unused for an
 * absolute URL), null for a path of the site or a data URL, which 'self' and data: already allow,
 * and for an origin that is no plain CSP host source (a `;` in a host would end the directive).
 * @example markerOrigin('https://cdn.agency.be/pin.png') // => 'https://cdn.agency.be'
 */
export function markerOrigin(customMarker: string | null | undefined): string | null {
	const marker = customMarker?.trim() ?? '';
	if (!/^https:\/\//i.test(marker)) return null;
	const url = safeMarkerUrl(marker, 'https://site.invalid');
	const origin = url === null ? null : new URL(url).origin;
	return origin !== null && /^https:\/\/[a-z0-9.-]+(:\d+)?$/.test(origin) ? origin : null;
}

/**
 * The Content-Security-Policy of the static pages: scripts only from the site itself and the hashed
 * inline scripts (no 'unsafe-inline'), the hosts of each configured tracker only when its id is set
 * (`trackerHosts`), embeds only from the known video, tour and map hosts, framing by the site
 * itself only. The map tile host, and the host of a custom marker given as an https URL
 * (`markerOrigin`), are allowed as image sources only when the site has a page that draws the map.
 */
export function contentSecurityPolicy(input: {
	scriptHashes: readonly string[];
	tracking: TrackingIds;
	imageHost?: string | null | undefined;
	/** Other hosts the export's photos and logos are on (`image-origins.ts`). */
	imageOrigins?: readonly string[] | undefined;
	/** Whether the build has the map frame page, which loads the tiles and the custom marker. */
	mapTiles?: boolean | undefined;
	/** The map's custom marker of site.json (`map.customMarker`): a path of the site or an https URL. */
	customMarker?: string | null | undefined;
}): string {
	const hosts: Record<TrackerDirective, Set<string>> = {
		'script-src': new Set(),
		'img-src': new Set(),
		'connect-src': new Set(),
		'frame-src': new Set(embedHosts),
	};
	for (const tracker of configuredTrackers(input.tracking))
		for (const [directive, list] of Object.entries(trackerHosts[tracker]) as [TrackerDirective, readonly string[]][])
			for (const host of list) hosts[directive].add(host);
	if (input.imageHost) hosts['img-src'].add(new URL(input.imageHost).origin);
	for (const origin of input.imageOrigins ?? []) hosts['img-src'].add(origin);
	if (input.mapTiles) {
		hosts['img-src'].add(tileOrigin);
		const marker = markerOrigin(input.customMarker);
		if (marker !== null) hosts['img-src'].add(marker);
	}
	const sources = (directive: TrackerDirective, own: readonly string[]) => [directive, ...own, ...hosts[directive]].join(' ');
	return [
		"default-src 'self'",
		sources('script-src', ["'self'", ...[...new Set(input.scriptHashes)].sort()]),
		"style-src 'self' 'unsafe-inline'",
		sources('img-src', ["'self'", 'data:']),
		"media-src 'self' https:",
		sources('connect-src', ["'self'"]),
		sources('frame-src', ["'self'"]),
		"worker-src 'self' blob:",
		"font-src 'self'",
		"object-src 'none'",
		"base-uri 'self'",
		"form-action 'self'",
		"frame-ancestors 'self'",
	].join('; ');
}
